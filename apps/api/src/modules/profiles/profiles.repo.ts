import { and, asc, count, desc, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/sql';
import {
  cities,
  degrees,
  designations,
  jobRoles,
  orgs,
  portfolioJobRoles,
  portfolios,
  profiles,
  profileTopicInterests,
  skills,
  specializations,
  states,
  users,
} from '../../db/schema';
import type { PageRequest } from '../../lib/paging';

export type ProfileRow = typeof profiles.$inferSelect;
export type NewProfile = typeof profiles.$inferInsert;
/** A profile's unviewed bell count as an SQL expression over its columns (the notifications module's rule). */
export type UnviewedCountSql = (profile: { id: AnyPgColumn; active: AnyPgColumn }) => SQL<number>;
export type CurrentUserRow = NonNullable<Awaited<ReturnType<ProfilesRepo['currentUser']>>>;

/** The profile's topic interests by skill name, as JSON. */
const topicInterestsJson = sql<
  { id: number; display_name: string }[]
>`(select coalesce(json_agg(json_build_object('id', ${skills.id}, 'display_name', ${skills.display_name}) order by ${skills.name}), '[]') from ${profileTopicInterests} join ${skills} on ${skills.id} = ${profileTopicInterests.skill_id} where ${profileTopicInterests.profile_id} = ${profiles.id})`;

/** The profile's chosen career paths in the order chosen, as JSON. */
const myJobRolesJson = sql<
  { id: number; job_role: { id: number; name: string; type: string; description: string; active: boolean } }[]
>`(select coalesce(json_agg(json_build_object('id', ${portfolioJobRoles.id}, 'job_role', json_build_object('id', ${jobRoles.id}, 'name', ${jobRoles.name}, 'type', ${jobRoles.type}, 'description', ${jobRoles.description}, 'active', ${jobRoles.active})) order by ${portfolioJobRoles.id}), '[]') from ${portfolioJobRoles} join ${jobRoles} on ${jobRoles.id} = ${portfolioJobRoles.job_role_id} where ${portfolioJobRoles.profile_id} = ${profiles.id})`;

/** Profiles and their users; `unviewedCount` puts the bell's count into the current user's read. */
export function createProfilesRepo(db: Db, { unviewedCount }: { unviewedCount?: UnviewedCountSql } = {}) {
  /**
   * Everything GET /api/v1/current_user_data shows in one statement (it was six round trips): the
   * user, the profile and its organisation, topic interests, career paths, the portfolio, the
   * unviewed count. Prepared once (named), so it is neither rebuilt nor planned again per request.
   */
  const prepareCurrentUser = () =>
    db
      .select({
        user: { id: users.id, email: users.email, phoneNumber: users.phoneNumber, role: users.role },
        profile: {
          id: profiles.id,
          profile_type: profiles.profile_type,
          first_name: profiles.first_name,
          last_name: profiles.last_name,
          full_name: profiles.full_name,
          avatar_url: profiles.avatar_url,
          active: profiles.active,
          terms_nd_cond: profiles.terms_nd_cond,
          org_membership: profiles.org_membership,
          deactivated_at: profiles.deactivated_at,
          tpo_admin_dashboard: profiles.tpo_admin_dashboard,
          dept_admin_dashboard: profiles.dept_admin_dashboard,
        },
        org: { id: orgs.id, full_name: orgs.full_name, org_type: orgs.org_type, logo_url: orgs.logo_url },
        portfolio: { id: portfolios.id, uuid: portfolios.uuid, is_public: portfolios.is_public },
        topic_interests: topicInterestsJson,
        job_roles: myJobRolesJson,
        unviewed_count: unviewedCount ? unviewedCount({ id: profiles.id, active: profiles.active }) : sql<number>`0`,
      })
      .from(users)
      .leftJoin(profiles, eq(profiles.user_id, users.id))
      .leftJoin(orgs, eq(orgs.id, profiles.my_org_id))
      .leftJoin(portfolios, eq(portfolios.profile_id, profiles.id))
      .where(eq(users.id, sql.placeholder('userId')))
      .prepare('current_user_data');
  let currentUserStatement: ReturnType<typeof prepareCurrentUser> | undefined;

  return {
    /** The signed-in user and all GET /api/v1/current_user_data shows of them (one statement); null when unknown. */
    async currentUser(userId: string) {
      currentUserStatement ??= prepareCurrentUser();
      const [row] = await currentUserStatement.execute({ userId });
      return row ?? null;
    },

    async byUserId(userId: string, tx: Db | Tx = db) {
      const [row] = await tx
        .select({
          profile: profiles,
          org: { id: orgs.id, full_name: orgs.full_name, org_type: orgs.org_type, logo_url: orgs.logo_url },
        })
        .from(profiles)
        .leftJoin(orgs, eq(orgs.id, profiles.my_org_id))
        .where(eq(profiles.user_id, userId));
      return row ?? null;
    },

    async byId(id: number) {
      const [row] = await db
        .select({ profile: profiles, org_name: orgs.full_name, user_email: users.email })
        .from(profiles)
        .innerJoin(users, eq(users.id, profiles.user_id))
        .leftJoin(orgs, eq(orgs.id, profiles.my_org_id))
        .where(eq(profiles.id, id));
      return row ?? null;
    },

    async insert(values: NewProfile, tx: Db | Tx = db) {
      const [row] = await tx.insert(profiles).values(values).returning();
      return row!;
    },

    async update(id: number, values: Partial<NewProfile>, tx: Db | Tx = db) {
      const [row] = await tx
        .update(profiles)
        .set({ ...values, updated_at: sql`now()` })
        .where(eq(profiles.id, id))
        .returning();
      return row ?? null;
    },

    async emailTaken(email: string, exceptProfileId?: number) {
      const [row] = await db
        .select({ id: profiles.id })
        .from(profiles)
        .where(
          and(
            sql`lower(${profiles.email}) = ${email.toLowerCase()}`,
            exceptProfileId ? ne(profiles.id, exceptProfileId) : undefined,
          ),
        )
        .limit(1);
      return Boolean(row);
    },

    async phoneTaken(countryCode: string, phone: string, exceptProfileId?: number) {
      const [row] = await db
        .select({ id: profiles.id })
        .from(profiles)
        .where(
          and(
            eq(profiles.country_code, countryCode),
            eq(profiles.phone, phone),
            exceptProfileId ? ne(profiles.id, exceptProfileId) : undefined,
          ),
        )
        .limit(1);
      return Boolean(row);
    },

    /** Which of the referenced catalogue rows exist (ids a client may send). */
    async references(ref: {
      org_id?: number;
      degree_id?: number | null;
      specialization_id?: number | null;
      designation_id?: number | null;
      state_id?: number | null;
      city_id?: number | null;
    }) {
      const one = async <T>(q: Promise<T[]>) => (await q)[0] ?? null;
      return {
        org: ref.org_id
          ? await one(
              db
                .select({ id: orgs.id, org_type: orgs.org_type, full_name: orgs.full_name })
                .from(orgs)
                .where(eq(orgs.id, ref.org_id)),
            )
          : null,
        degree: ref.degree_id
          ? await one(db.select({ id: degrees.id }).from(degrees).where(eq(degrees.id, ref.degree_id)))
          : null,
        specialization: ref.specialization_id
          ? await one(
              db
                .select({ id: specializations.id, stream: specializations.stream, name: specializations.name })
                .from(specializations)
                .where(eq(specializations.id, ref.specialization_id)),
            )
          : null,
        designation: ref.designation_id
          ? await one(
              db.select({ id: designations.id }).from(designations).where(eq(designations.id, ref.designation_id)),
            )
          : null,
        state: ref.state_id
          ? await one(db.select({ id: states.id }).from(states).where(eq(states.id, ref.state_id)))
          : null,
        city: ref.city_id
          ? await one(
              db.select({ id: cities.id, state_id: cities.state_id }).from(cities).where(eq(cities.id, ref.city_id)),
            )
          : null,
      };
    },

    /** The catalogue org with this name and type, created when it is not listed yet. */
    async findOrCreateOrg(name: string, orgType: 'INSTITUTION' | 'COMPANY', tx: Db | Tx = db) {
      const [found] = await tx
        .select({ id: orgs.id, full_name: orgs.full_name })
        .from(orgs)
        .where(and(eq(orgs.org_type, orgType), sql`lower(${orgs.full_name}) = ${name.toLowerCase()}`));
      if (found) return { ...found, created: false };
      const [created] = await tx
        .insert(orgs)
        .values({ full_name: name, org_type: orgType })
        .returning({ id: orgs.id, full_name: orgs.full_name });
      return { ...created!, created: true };
    },

    async topicInterests(profileId: number) {
      return db
        .select({ id: skills.id, display_name: skills.display_name })
        .from(profileTopicInterests)
        .innerJoin(skills, eq(skills.id, profileTopicInterests.skill_id))
        .where(eq(profileTopicInterests.profile_id, profileId))
        .orderBy(asc(skills.name));
    },

    async existingSkillIds(ids: number[]) {
      if (ids.length === 0) return [];
      return (await db.select({ id: skills.id }).from(skills).where(inArray(skills.id, ids))).map((r) => r.id);
    },

    async replaceTopicInterests(profileId: number, skillIds: number[]) {
      await db.transaction(async (tx) => {
        await tx.delete(profileTopicInterests).where(eq(profileTopicInterests.profile_id, profileId));
        if (skillIds.length > 0) {
          await tx
            .insert(profileTopicInterests)
            .values(skillIds.map((skill_id) => ({ profile_id: profileId, skill_id })));
        }
      });
    },

    async removeTopicInterest(profileId: number, skillId: number) {
      const res = await db
        .delete(profileTopicInterests)
        .where(and(eq(profileTopicInterests.profile_id, profileId), eq(profileTopicInterests.skill_id, skillId)))
        .returning({ id: profileTopicInterests.skill_id });
      return res.length > 0;
    },

    async portfolio(profileId: number) {
      const [row] = await db
        .select({ id: portfolios.id, uuid: portfolios.uuid, is_public: portfolios.is_public })
        .from(portfolios)
        .where(eq(portfolios.profile_id, profileId));
      return row ?? null;
    },

    /** A student's portfolio, public only when the student chose so (privacy first, issue 23 item 23). */
    async createPortfolio(profileId: number, isPublic: boolean, tx: Db | Tx = db) {
      const [row] = await tx
        .insert(portfolios)
        .values({ profile_id: profileId, is_public: isPublic })
        .onConflictDoNothing()
        .returning({ id: portfolios.id });
      return row ?? null;
    },

    async myJobRoles(profileId: number) {
      return db
        .select({
          id: portfolioJobRoles.id,
          job_role: {
            id: jobRoles.id,
            name: jobRoles.name,
            type: jobRoles.type,
            description: jobRoles.description,
            active: jobRoles.active,
          },
        })
        .from(portfolioJobRoles)
        .innerJoin(jobRoles, eq(jobRoles.id, portfolioJobRoles.job_role_id))
        .where(eq(portfolioJobRoles.profile_id, profileId))
        .orderBy(asc(portfolioJobRoles.id));
    },

    async activeJobRoleIds(ids: number[]) {
      if (ids.length === 0) return [];
      return (
        await db
          .select({ id: jobRoles.id })
          .from(jobRoles)
          .where(and(inArray(jobRoles.id, ids), eq(jobRoles.active, true)))
      ).map((r) => r.id);
    },

    /** Replace (or with `keep`, extend) the career paths of a student. */
    async setJobRoles(profileId: number, ids: number[], keep: boolean) {
      await db.transaction(async (tx) => {
        if (!keep) await tx.delete(portfolioJobRoles).where(eq(portfolioJobRoles.profile_id, profileId));
        if (ids.length > 0) {
          await tx
            .insert(portfolioJobRoles)
            .values(ids.map((job_role_id) => ({ profile_id: profileId, job_role_id })))
            .onConflictDoNothing();
        }
      });
    },

    async countJobRoles(profileId: number) {
      const [row] = await db
        .select({ n: count() })
        .from(portfolioJobRoles)
        .where(eq(portfolioJobRoles.profile_id, profileId));
      return row?.n ?? 0;
    },

    /** Profiles for the admin lists, newest first. */
    async adminList(
      filter: { pendingOrgs?: boolean; query?: string; profileType?: ProfileRow['profile_type'] },
      page: PageRequest,
    ) {
      const parts: (SQL | undefined)[] = [
        filter.pendingOrgs
          ? and(
              inArray(profiles.profile_type, ['COMPANY', 'INSTITUTION']),
              eq(profiles.active, false),
              // Deactivated organisations are not waiting for approval.
              isNull(profiles.deactivated_at),
            )
          : undefined,
        filter.profileType ? eq(profiles.profile_type, filter.profileType) : undefined,
        filter.query
          ? sql`(lower(${profiles.full_name}) like ${`%${filter.query.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`} or lower(${profiles.email}) like ${`${filter.query.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`})`
          : undefined,
      ];
      const where = and(...parts.filter((p): p is SQL => p !== undefined));
      const rows = await db
        .select({
          id: profiles.id,
          profile_type: profiles.profile_type,
          full_name: profiles.full_name,
          email: profiles.email,
          active: profiles.active,
          org_name: orgs.full_name,
          inserted_at: profiles.inserted_at,
          first_name: profiles.first_name,
          last_name: profiles.last_name,
          designation: designations.name,
          country_code: profiles.country_code,
          phone: profiles.phone,
          org_membership: profiles.org_membership,
          deactivated_at: profiles.deactivated_at,
        })
        .from(profiles)
        .leftJoin(orgs, eq(orgs.id, profiles.my_org_id))
        .leftJoin(designations, eq(designations.id, profiles.designation_id))
        .where(where)
        .orderBy(desc(profiles.id))
        .limit(page.count)
        .offset(page.offset);
      const [total] = await db.select({ n: count() }).from(profiles).where(where);
      return { rows, total: total?.n ?? 0 };
    },
  };
}

export type ProfilesRepo = ReturnType<typeof createProfilesRepo>;
