import { and, asc, count, countDistinct, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { OrgType } from '@lbd/shared';
import type { Db } from '../../db/client';
import {
  auditLog,
  cities,
  degrees,
  designations,
  jobs,
  orgs,
  profiles,
  specializations,
  states,
} from '../../db/schema';
import type { PageRequest } from '../../lib/paging';
import { prefixPattern } from '../../db/sql';

/** An org's public columns, with its place. */
const orgColumns = {
  id: orgs.id,
  full_name: orgs.full_name,
  short_name: orgs.short_name,
  org_type: orgs.org_type,
  website: orgs.website,
  logo_url: orgs.logo_url,
  about: orgs.about,
  city: cities.name,
  state: states.name,
  city_id: orgs.city_id,
  state_id: orgs.state_id,
};

const withPlace = (db: Db) =>
  db
    .select(orgColumns)
    .from(orgs)
    .leftJoin(cities, eq(cities.id, orgs.city_id))
    .leftJoin(states, eq(states.id, orgs.state_id))
    .$dynamic();

/** Active profiles of a type that their organisation has accepted (a request to join does not count). */
const activeProfile = (type: 'STUDENT' | 'ADVISOR' | 'COMPANY' | 'INSTITUTION') =>
  and(eq(profiles.profile_type, type), eq(profiles.active, true), eq(profiles.org_membership, 'MEMBER'));

/** Per org id, a number; orgs with none are missing from the map. */
const toMap = (rows: { org_id: number | null; n: number }[]) =>
  new Map(rows.filter((r) => r.org_id !== null).map((r) => [r.org_id!, r.n]));

export function createOrgsRepo(db: Db) {
  /** Published jobs per org (jobs_org_idx). */
  async function jobCounts(orgIds: number[]) {
    if (orgIds.length === 0) return new Map<number, number>();
    return toMap(
      await db
        .select({ org_id: jobs.org_id, n: count() })
        .from(jobs)
        .where(and(inArray(jobs.org_id, orgIds), eq(jobs.status, 'published')))
        .groupBy(jobs.org_id),
    );
  }

  /** Active profiles of a type per org (profiles_my_org_idx). */
  async function profileCounts(orgIds: number[], type: 'STUDENT' | 'ADVISOR') {
    if (orgIds.length === 0) return new Map<number, number>();
    return toMap(
      await db
        .select({ org_id: profiles.my_org_id, n: count() })
        .from(profiles)
        .where(and(inArray(profiles.my_org_id, orgIds), activeProfile(type)))
        .groupBy(profiles.my_org_id),
    );
  }

  return {
    jobCounts,
    profileCounts,

    /** An active catalogue org. */
    /** Does this state exist, and is the city (when given) one of its cities? */
    async place(stateId: number, cityId: number | null) {
      const [row] = await db
        .select({
          state: states.id,
          city_in_state:
            cityId === null
              ? sql<boolean>`true`
              : sql<boolean>`exists (select 1 from ${cities}
            where ${cities.id} = ${cityId} and ${cities.state_id} = ${stateId})`,
        })
        .from(states)
        .where(eq(states.id, stateId));
      return { stateExists: Boolean(row), cityInState: Boolean(row?.city_in_state) };
    },

    /** Change an organisation's page fields, with an audit row of what changed, in one transaction. */
    async updatePage(
      id: number,
      values: Partial<
        Pick<typeof orgs.$inferInsert, 'short_name' | 'about' | 'website' | 'state_id' | 'city_id' | 'logo_url'>
      >,
      actorUserId: string,
    ) {
      await db.transaction(async (tx) => {
        const [before] = await tx
          .select({
            short_name: orgs.short_name,
            about: orgs.about,
            website: orgs.website,
            state_id: orgs.state_id,
            city_id: orgs.city_id,
            logo_url: orgs.logo_url,
          })
          .from(orgs)
          .where(eq(orgs.id, id))
          .for('update');
        if (!before) return;
        const changed = Object.fromEntries(
          Object.entries(values).filter(([k, v]) => before[k as keyof typeof before] !== v),
        );
        if (Object.keys(changed).length === 0) return;
        await tx
          .update(orgs)
          .set({ ...changed, updated_at: new Date() })
          .where(eq(orgs.id, id));
        await tx.insert(auditLog).values({
          actor_user_id: actorUserId,
          action: 'org.page_updated',
          target_type: 'org',
          target_id: String(id),
          before: Object.fromEntries(Object.keys(changed).map((k) => [k, before[k as keyof typeof before]])),
          after: changed,
        });
      });
    },

    async byId(id: number) {
      const [row] = await withPlace(db).where(and(eq(orgs.id, id), eq(orgs.active, true)));
      return row ?? null;
    },

    /** Students of an institution by degree and by specialization, most students first. */
    async studentMix(orgId: number) {
      const mine = and(eq(profiles.my_org_id, orgId), activeProfile('STUDENT'));
      const [byDegree, bySpecialization] = await Promise.all([
        db
          .select({ id: degrees.id, name: degrees.name, students: count() })
          .from(profiles)
          .innerJoin(degrees, eq(degrees.id, profiles.degree_id))
          .where(mine)
          .groupBy(degrees.id, degrees.name)
          .orderBy(desc(count()), asc(degrees.name))
          .limit(50),
        db
          .select({ id: specializations.id, name: specializations.name, students: count() })
          .from(profiles)
          .innerJoin(specializations, eq(specializations.id, profiles.specialization_id))
          .where(mine)
          .groupBy(specializations.id, specializations.name)
          .orderBy(desc(count()), asc(specializations.name))
          .limit(100),
      ]);
      return { byDegree, bySpecialization };
    },

    /** Active mentors (ADVISOR profiles), optionally of one org, by name (profiles_type_active_idx). */
    async advisors(orgId: number | undefined, page: PageRequest) {
      const where = and(activeProfile('ADVISOR'), orgId ? eq(profiles.my_org_id, orgId) : undefined);
      const rows = await db
        .select({
          id: profiles.id,
          name: profiles.full_name,
          designation: designations.name,
          avatar_url: profiles.avatar_url,
          org_id: orgs.id,
          org_name: orgs.full_name,
        })
        .from(profiles)
        .leftJoin(designations, eq(designations.id, profiles.designation_id))
        .leftJoin(orgs, eq(orgs.id, profiles.my_org_id))
        .where(where)
        .orderBy(asc(profiles.full_name), asc(profiles.id))
        .limit(page.count)
        .offset(page.offset);
      const [total] = await db.select({ n: count() }).from(profiles).where(where);
      return { rows, total: total?.n ?? 0 };
    },

    /**
     * Active orgs of a type: those with active profiles or published jobs first, then by name
     * (orgs_type_name_key; the two EXISTS probes use profiles_my_org_idx and jobs_org_idx).
     */
    async partners(type: OrgType, text: string | undefined, page: PageRequest) {
      const where = and(
        eq(orgs.org_type, type),
        eq(orgs.active, true),
        text
          ? or(
              sql`lower(${orgs.full_name}) like ${prefixPattern(text)}`,
              sql`lower(${orgs.short_name}) like ${prefixPattern(text)}`,
            )
          : undefined,
      );
      const present: SQL = sql`(exists (select 1 from ${profiles} where ${profiles.my_org_id} = ${orgs.id} and ${profiles.active}) or exists (select 1 from ${jobs} where ${jobs.org_id} = ${orgs.id} and ${jobs.status} = 'published'))`;
      const rows = await withPlace(db)
        .where(where)
        .orderBy(sql`${present} desc`, sql`lower(${orgs.full_name})`, asc(orgs.id))
        .limit(page.count)
        .offset(page.offset);
      const [total] = await db
        .select({ n: countDistinct(orgs.id) })
        .from(orgs)
        .where(where);
      return { rows, total: total?.n ?? 0 };
    },
  };
}

export type OrgsRepo = ReturnType<typeof createOrgsRepo>;
export type OrgRow = NonNullable<Awaited<ReturnType<OrgsRepo['byId']>>>;
