import { and, asc, eq, gt } from 'drizzle-orm';
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
import { createEntriesRepo, type StoredEntry } from './entries.repo';
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

const portfolioColumns = {
  id: portfolios.id,
  uuid: portfolios.uuid,
  is_public: portfolios.is_public,
  profile_id: portfolios.profile_id,
};

/** Reading a whole portfolio: its row, its student, its career paths, every entry (one query per table). */
export function createPortfolioRepo(db: Db) {
  const entries = createEntriesRepo(db);

  return {
    async byProfile(profileId: number): Promise<PortfolioRow | null> {
      const [row] = await db.select(portfolioColumns).from(portfolios).where(eq(portfolios.profile_id, profileId));
      return row ?? null;
    },

    async byId(id: number): Promise<PortfolioRow | null> {
      const [row] = await db.select(portfolioColumns).from(portfolios).where(eq(portfolios.id, id));
      return row ?? null;
    },

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
        .select({
          id: profiles.id,
          profile_type: profiles.profile_type,
          first_name: profiles.first_name,
          full_name: profiles.full_name,
          avatar_url: profiles.avatar_url,
          institute: orgs.full_name,
          degree: degrees.name,
          specialization: specializations.name,
          graduation_year: profiles.graduation_year,
        })
        .from(profiles)
        .leftJoin(orgs, eq(orgs.id, profiles.my_org_id))
        .leftJoin(degrees, eq(degrees.id, profiles.degree_id))
        .leftJoin(specializations, eq(specializations.id, profiles.specialization_id))
        .where(eq(profiles.id, profileId));
      return row ?? null;
    },

    /** The student's chosen career paths with their skills, in the order chosen (one query). */
    async careerPaths(profileId: number): Promise<CareerPathRow[]> {
      const rows = await db
        .select({
          id: jobRoles.id,
          name: jobRoles.name,
          type: jobRoles.type,
          description: jobRoles.description,
          skill_id: skills.id,
          skill_name: skills.display_name,
        })
        .from(portfolioJobRoles)
        .innerJoin(jobRoles, eq(jobRoles.id, portfolioJobRoles.job_role_id))
        .leftJoin(jobRoleSkills, eq(jobRoleSkills.job_role_id, jobRoles.id))
        .leftJoin(skills, eq(skills.id, jobRoleSkills.skill_id))
        .where(eq(portfolioJobRoles.profile_id, profileId))
        .orderBy(asc(portfolioJobRoles.id), asc(skills.name));
      const paths = new Map<number, CareerPathRow>();
      for (const row of rows) {
        const path = paths.get(row.id) ?? { ...row, skills: [] };
        paths.set(row.id, path);
        if (row.skill_id !== null && row.skill_name !== null)
          path.skills.push({ id: row.skill_id, display_name: row.skill_name });
      }
      return [...paths.values()].map(({ id, name, type, description, skills: s }) => ({
        id,
        name,
        type,
        description,
        skills: s,
      }));
    },

    /** Every entry of the profile, table by table in section order (one query per table). */
    async allEntries(profileId: number): Promise<StoredEntry[]> {
      const lists = await Promise.all(Object.values(TABLES).map((spec) => entries.list(spec, profileId)));
      return lists.flat();
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
