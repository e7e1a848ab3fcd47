import { and, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  degrees,
  entryVerifications,
  jobRoleSkills,
  jobRoles,
  orgs,
  portfolioJobRoles,
  portfolios,
  profiles,
  skills,
  specializations,
} from '../../db/schema';
import { entriesJson, fromEntriesJson, type StoredEntry } from './entries.repo';
import { entryNameMaps, type NameMaps } from './names.repo';
import { entryKey } from './portfolio.mapper';
import { TABLES } from './portfolio.tables';

export type PortfolioRow = { id: number; uuid: string; is_public: boolean; profile_id: number };
export type ProfileCard = NonNullable<Awaited<ReturnType<PortfolioRepo['profileCard']>>>;
export interface CareerPathRow {
  id: number;
  name: string;
  type: string;
  description: string;
  skills: { id: number; display_name: string }[];
}

/** A whole portfolio as `read` answers it. */
export interface PortfolioRead {
  portfolio: PortfolioRow;
  profile: ProfileCard;
  /** Every entry, table by table in section order, each table in its section's order. */
  entries: StoredEntry[];
  /** The names of every skill, career path and life skill the entries hold. */
  names: NameMaps;
  careerPaths: CareerPathRow[];
  /** Keys (section:id) of entries with a verification request still waiting; none in the public view. */
  pending: Set<string>;
  /** The portfolio's version when this was read (migration 0025: every write to what it shows moves it). */
  version: number;
}

/** What a portfolio read depends on that changes by itself: which version it is at, what is waiting. */
export interface PortfolioState {
  portfolioId: number;
  version: number;
  pending: Set<string>;
}

/** A state with when its first waiting request expires (epoch ms; null with none waiting). */
export interface PortfolioStateRead extends PortfolioState {
  pendingUntilMs: number | null;
}

const portfolioColumns = {
  id: portfolios.id,
  uuid: portfolios.uuid,
  is_public: portfolios.is_public,
  profile_id: portfolios.profile_id,
};

/** The student as a portfolio shows them: names, avatar, institute, degree; never email or phone. */
const profileCardColumns = {
  id: profiles.id,
  profile_type: profiles.profile_type,
  first_name: profiles.first_name,
  full_name: profiles.full_name,
  avatar_url: profiles.avatar_url,
  institute: orgs.full_name,
  degree: degrees.name,
  specialization: specializations.name,
  graduation_year: profiles.graduation_year,
};

/** The profile's chosen career paths in the order chosen, each with its skills by name, as JSON. */
const careerPathsJson = (profileId: AnyPgColumn) => {
  const pathSkills = sql`(select coalesce(json_agg(json_build_object('id', ${skills.id}, 'display_name', ${skills.display_name}) order by ${skills.name}), '[]') from ${jobRoleSkills} join ${skills} on ${skills.id} = ${jobRoleSkills.skill_id} where ${jobRoleSkills.job_role_id} = ${jobRoles.id})`;
  return sql<
    CareerPathRow[]
  >`(select coalesce(json_agg(json_build_object('id', ${jobRoles.id}, 'name', ${jobRoles.name}, 'type', ${jobRoles.type}, 'description', ${jobRoles.description}, 'skills', ${pathSkills}) order by ${portfolioJobRoles.id}), '[]') from ${portfolioJobRoles} join ${jobRoles} on ${jobRoles.id} = ${portfolioJobRoles.job_role_id} where ${portfolioJobRoles.profile_id} = ${profileId})`;
};

/** Keys (section:id) of the profile's entries with a verification request waiting at `now` (a placeholder). */
const pendingKeysSql = (profileId: AnyPgColumn) =>
  sql<
    string[]
  >`(select coalesce(array_agg(${entryVerifications.section} || ':' || ${entryVerifications.entry_id}), '{}') from ${entryVerifications} where ${entryVerifications.profile_id} = ${profileId} and ${entryVerifications.status} = 'pending' and ${entryVerifications.expires_at} > ${sql.placeholder('now')}::timestamptz)`;

/** When the first of the student's waiting verification requests expires, in epoch ms (null with none). */
const pendingUntilSql = (profileId: AnyPgColumn) =>
  sql<
    number | null
  >`(select (extract(epoch from min(${entryVerifications.expires_at})) * 1000)::float8 from ${entryVerifications} where ${entryVerifications.profile_id} = ${profileId} and ${entryVerifications.status} = 'pending' and ${entryVerifications.expires_at} > ${sql.placeholder('now')}::timestamptz)`;

/** Which portfolio a read is for: the student's own (by profile, or by id and profile), or a public one. */
type ReadKind = 'own' | 'own_by_id' | 'public';

/** Reading a whole portfolio (one statement: its row, its student, every entry, its career paths); the public switch. */
export function createPortfolioRepo(db: Db) {
  /**
   * The whole portfolio in one statement: a round trip per table was what a portfolio read cost. The
   * names of the entries' skills, career paths and life skills come from the catalogue names in memory
   * (naming them in this statement read every entry table three more times: 40% of its cost). Prepared once per kind (named), so neither drizzle nor PostgreSQL
   * builds or plans it again on every request.
   */
  const prepareRead = (kind: ReadKind) => {
    const specs = Object.values(TABLES);
    const entries: Record<string, SQL> = {};
    for (const spec of specs) entries[spec.name] = entriesJson(spec, portfolios.profile_id);
    const which: SQL =
      kind === 'own_by_id'
        ? and(
            eq(portfolios.id, sql.placeholder('portfolioId')),
            eq(portfolios.profile_id, sql.placeholder('profileId')),
          )!
        : eq(portfolios.profile_id, sql.placeholder('profileId'));
    return db
      .select({
        portfolio: portfolioColumns,
        profile: profileCardColumns,
        entries,
        career_paths: careerPathsJson(portfolios.profile_id),
        version: portfolios.version,
        // Waiting requests are the student's business, not the public's.
        pending: kind === 'public' ? sql<string[]>`'{}'::text[]` : pendingKeysSql(portfolios.profile_id),
      })
      .from(portfolios)
      .innerJoin(profiles, eq(profiles.id, portfolios.profile_id))
      .leftJoin(orgs, eq(orgs.id, profiles.my_org_id))
      .leftJoin(degrees, eq(degrees.id, profiles.degree_id))
      .leftJoin(specializations, eq(specializations.id, profiles.specialization_id))
      .where(which)
      .prepare(`portfolio_read_${kind}`);
  };
  const reads = new Map<ReadKind, ReturnType<typeof prepareRead>>();
  const readStatement = (kind: ReadKind) => {
    let statement = reads.get(kind);
    if (!statement) reads.set(kind, (statement = prepareRead(kind)));
    return statement;
  };

  /** The version and the waiting verification requests of a portfolio, in one cheap statement per kind. */
  const prepareState = (kind: ReadKind) =>
    db
      .select({
        id: portfolios.id,
        version: portfolios.version,
        pending: kind === 'public' ? sql<string[]>`'{}'::text[]` : pendingKeysSql(portfolios.profile_id),
        // When the first waiting request expires: the state holds until then with no write (epoch ms).
        pending_until:
          kind === 'public' ? sql<number | null>`null::float8` : pendingUntilSql(portfolios.profile_id),
      })
      .from(portfolios)
      .where(
        kind === 'own_by_id'
          ? and(
              eq(portfolios.id, sql.placeholder('portfolioId')),
              eq(portfolios.profile_id, sql.placeholder('profileId')),
            )!
          : eq(portfolios.profile_id, sql.placeholder('profileId')),
      )
      .prepare(`portfolio_state_${kind}`);
  const states = new Map<ReadKind, ReturnType<typeof prepareState>>();
  const stateStatement = (kind: ReadKind) => {
    let statement = states.get(kind);
    if (!statement) states.set(kind, (statement = prepareState(kind)));
    return statement;
  };

  type Which =
    { view: 'owner'; profileId: number; portfolioId?: number; now: Date } | { view: 'public'; profileId: number };

  const kindOf = (which: Which): ReadKind =>
    which.view === 'public' ? 'public' : which.portfolioId === undefined ? 'own' : 'own_by_id';
  const paramsOf = (which: Which) => ({
    profileId: which.profileId,
    ...(which.view === 'owner'
      ? {
          now: which.now.toISOString(),
          ...(which.portfolioId === undefined ? {} : { portfolioId: which.portfolioId }),
        }
      : {}),
  });

  /** The statement's row for a read, or undefined when there is no such portfolio. */
  async function readRow(which: Which) {
    const [row] = await readStatement(kindOf(which)).execute(paramsOf(which));
    return row;
  }

  /** A read's row as entries (timestamps as Dates) with the names they hold. */
  async function fromRow(row: NonNullable<Awaited<ReturnType<typeof readRow>>>): Promise<PortfolioRead> {
    const entries: StoredEntry[] = [];
    for (const spec of Object.values(TABLES)) entries.push(...fromEntriesJson(spec, row.entries[spec.name]));
    return {
      portfolio: row.portfolio,
      profile: row.profile,
      entries,
      names: await entryNameMaps(db, {
        skills: entries.flatMap((e) => e.row.skill_ids),
        jobRoles: entries.flatMap((e) => e.row.job_role_ids),
        lifeSkills: entries.flatMap((e) => e.row.life_skill_ids),
      }),
      careerPaths: row.career_paths,
      pending: new Set(row.pending),
      version: row.version,
    };
  }

  return {
    /**
     * A whole portfolio, or null when there is none: the student's own (by profile, or by portfolio id
     * and the profile it must belong to; verification requests waiting at `now` marked) or, for
     * anyone, the one of a profile (no requests marked; whether it is shown is the caller's rule).
     */
    async read(which: Which): Promise<PortfolioRead | null> {
      const row = await readRow(which);
      return row ? fromRow(row) : null;
    },

    /**
     * The portfolio's version and (for its owner) the entries with a verification request waiting at
     * `now`, or null when there is no such portfolio: what tells whether a read kept in memory still holds.
     */
    async state(which: Which): Promise<PortfolioStateRead | null> {
      const [row] = await stateStatement(kindOf(which)).execute(paramsOf(which));
      return row
        ? {
            portfolioId: row.id,
            version: row.version,
            pending: new Set(row.pending),
            pendingUntilMs: row.pending_until === null ? null : Number(row.pending_until),
          }
        : null;
    },

    /** The two halves of `read`, apart for `bench/portfolio-stages.ts`. */
    readRow,
    fromRow,

    async setVisibility(profileId: number, isPublic: boolean) {
      const [row] = await db
        .update(portfolios)
        .set({ is_public: isPublic, updated_at: new Date() })
        .where(eq(portfolios.profile_id, profileId))
        .returning({ is_public: portfolios.is_public });
      return row ?? null;
    },

    /** The student as a portfolio shows them: names, avatar, institute, degree; never email or phone. */
    async profileCard(profileId: number) {
      const [row] = await db
        .select(profileCardColumns)
        .from(profiles)
        .leftJoin(orgs, eq(orgs.id, profiles.my_org_id))
        .leftJoin(degrees, eq(degrees.id, profiles.degree_id))
        .leftJoin(specializations, eq(specializations.id, profiles.specialization_id))
        .where(eq(profiles.id, profileId));
      return row ?? null;
    },

    /** Keys (section:id) of the profile's entries with a verification request still waiting. */
    async pendingKeys(profileId: number, now: Date): Promise<Set<string>> {
      const rows = await db
        .select({ section: entryVerifications.section, entry_id: entryVerifications.entry_id })
        .from(entryVerifications)
        .where(
          and(
            eq(entryVerifications.profile_id, profileId),
            eq(entryVerifications.status, 'pending'),
            gt(entryVerifications.expires_at, now),
          ),
        );
      return new Set(rows.map((r) => entryKey(r.section as Parameters<typeof entryKey>[0], r.entry_id)));
    },
  };
}

export type PortfolioRepo = ReturnType<typeof createPortfolioRepo>;
