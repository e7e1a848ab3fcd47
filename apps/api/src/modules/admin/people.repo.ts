import type { IncompletePart, ProfileType } from '@lbd/shared';
import { and, asc, count, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import { accountReminders, batches, orgs, profiles, specializations, users } from '../../db/schema';
import { containsPattern, whereAll } from '../../db/sql';
import type { PageRequest } from '../../lib/paging';

/** A student profile lacks one of these (or the user has no profile): the account is not finished. */
const MISSING: Record<Exclude<IncompletePart, 'profile'>, SQL> = {
  terms: sql`not ${profiles.terms_nd_cond}`,
  institute: sql`${profiles.my_org_id} is null`,
  degree: sql`${profiles.degree_id} is null`,
  specialization: sql`${profiles.specialization_id} is null`,
  graduation_year: sql`${profiles.graduation_year} is null`,
};

/** Signed up and not finished: no profile, or a student profile lacking a part; never admins, banned or deleted. */
const INCOMPLETE = and(
  sql`coalesce(${users.role}, '') <> 'admin'`,
  eq(users.banned, false),
  or(
    isNull(profiles.id),
    and(eq(profiles.profile_type, 'STUDENT'), isNull(profiles.deleted_at), or(...Object.values(MISSING))),
  ),
)!;

/** An active, finished student enrolled in nothing (no event, club, project, learning path, quiz, activity or quest). */
const NOT_ENROLLED = sql`${profiles.profile_type} = 'STUDENT' and ${profiles.active} and ${profiles.deleted_at} is null
  and ${profiles.terms_nd_cond} and not ${users.banned}
  and not exists (select 1 from event_enrollments x where x.profile_id = ${profiles.id})
  and not exists (select 1 from club_members x where x.profile_id = ${profiles.id})
  and not exists (select 1 from my_learnings x where x.profile_id = ${profiles.id})
  and not exists (select 1 from my_quizzes x where x.profile_id = ${profiles.id})
  and not exists (select 1 from my_assignments x where x.profile_id = ${profiles.id})
  and not exists (select 1 from my_quests x where x.profile_id = ${profiles.id})`;

const personColumns = {
  id: profiles.id,
  user_id: profiles.user_id,
  profile_type: profiles.profile_type,
  full_name: profiles.full_name,
  email: profiles.email,
  user_email: users.email,
  country_code: profiles.country_code,
  phone: profiles.phone,
  active: profiles.active,
  deactivated_at: profiles.deactivated_at,
  deleted_at: profiles.deleted_at,
  terms_nd_cond: profiles.terms_nd_cond,
  org_id: profiles.my_org_id,
  org_name: orgs.full_name,
  org_type: orgs.org_type,
  org_membership: profiles.org_membership,
  specialization_id: profiles.specialization_id,
  specialization: specializations.name,
  batch_id: profiles.batch_id,
  batch: batches.name,
  graduation_year: profiles.graduation_year,
  inserted_at: profiles.inserted_at,
};

export function createPeopleRepo(db: Db) {
  const people = () =>
    db
      .select(personColumns)
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.user_id))
      .leftJoin(orgs, eq(orgs.id, profiles.my_org_id))
      .leftJoin(specializations, eq(specializations.id, profiles.specialization_id))
      .leftJoin(batches, eq(batches.id, profiles.batch_id))
      .$dynamic();

  return {
    async byId(id: number) {
      const [row] = await people().where(eq(profiles.id, id));
      return row ?? null;
    },
    /** The profile whose email (or whose account's email) this is. */
    async byEmail(email: string) {
      const e = email.toLowerCase();
      const [row] = await people()
        .where(
          and(isNull(profiles.deleted_at), or(sql`lower(${profiles.email}) = ${e}`, sql`lower(${users.email}) = ${e}`)),
        )
        .limit(1);
      return row ?? null;
    },
    async byPhone(countryCode: string, phone: string) {
      const [row] = await people()
        .where(and(isNull(profiles.deleted_at), eq(profiles.country_code, countryCode), eq(profiles.phone, phone)))
        .limit(1);
      return row ?? null;
    },

    async incomplete(text: string | undefined, page: PageRequest) {
      const where = whereAll(
        INCOMPLETE,
        text
          ? or(
              sql`lower(${users.email}) like ${containsPattern(text)}`,
              sql`lower(${users.name}) like ${containsPattern(text)}`,
            )
          : undefined,
      );
      const base = db
        .select({
          user_id: users.id,
          email: users.email,
          name: users.name,
          signed_up_at: users.createdAt,
          profile_id: profiles.id,
          profile_type: profiles.profile_type,
          ...Object.fromEntries(
            Object.entries(MISSING).map(([k, cond]) => [k, sql<boolean>`coalesce(${cond}, false)`]),
          ),
          last_reminded_at: accountReminders.sent_at,
        })
        .from(users)
        .leftJoin(profiles, eq(profiles.user_id, users.id))
        .leftJoin(
          accountReminders,
          and(eq(accountReminders.user_id, users.id), eq(accountReminders.kind, 'incomplete_account')),
        )
        .where(where)
        .orderBy(desc(users.createdAt), asc(users.id))
        .limit(page.count)
        .offset(page.offset);
      const rows = (await base) as unknown as ({
        user_id: string;
        email: string;
        name: string;
        signed_up_at: Date;
        profile_id: number | null;
        profile_type: ProfileType | null;
        last_reminded_at: Date | null;
      } & Record<Exclude<IncompletePart, 'profile'>, boolean>)[];
      const [n] = await db
        .select({ n: count() })
        .from(users)
        .leftJoin(profiles, eq(profiles.user_id, users.id))
        .where(where);
      return { rows, total: n?.n ?? 0 };
    },

    /** Who a reminder of this kind may reach now (named ones only, when named), with their last reminder. */
    async reminderCandidates(
      kind: 'incomplete_account' | 'not_enrolled',
      userIds: string[] | undefined,
      limit: number,
    ) {
      // Named people only, when named (none named: nobody).
      if (userIds && userIds.length === 0) return [];
      const named = userIds ? inArray(users.id, userIds) : undefined;
      const rows = await db
        .select({
          user_id: users.id,
          email: users.email,
          name: users.name,
          first_name: profiles.first_name,
          profile_email: profiles.email,
          sent_at: accountReminders.sent_at,
        })
        .from(users)
        .leftJoin(profiles, eq(profiles.user_id, users.id))
        .leftJoin(accountReminders, and(eq(accountReminders.user_id, users.id), eq(accountReminders.kind, kind)))
        .where(
          whereAll(
            kind === 'incomplete_account' ? INCOMPLETE : sql`${profiles.id} is not null and ${NOT_ENROLLED}`,
            named,
          ),
        )
        .orderBy(asc(users.createdAt), asc(users.id))
        .limit(limit);
      return rows;
    },

    async markReminded(userIds: string[], kind: 'incomplete_account' | 'not_enrolled', by: string, at: Date) {
      if (userIds.length === 0) return;
      await db
        .insert(accountReminders)
        .values(userIds.map((user_id) => ({ user_id, kind, sent_at: at, sent_by_user_id: by })))
        .onConflictDoUpdate({
          target: [accountReminders.user_id, accountReminders.kind],
          set: { sent_at: at, sent_by_user_id: by },
        });
    },

    async orgType(id: number) {
      const [row] = await db.select({ org_type: orgs.org_type }).from(orgs).where(eq(orgs.id, id));
      return row?.org_type ?? null;
    },
    async specializationExists(id: number) {
      return (
        (await db.select({ id: specializations.id }).from(specializations).where(eq(specializations.id, id))).length > 0
      );
    },
    async batch(id: number) {
      const [row] = await db.select({ id: batches.id, org_id: batches.org_id }).from(batches).where(eq(batches.id, id));
      return row ?? null;
    },
    async setLinks(
      profileId: number,
      links: { my_org_id?: number | null; specialization_id?: number | null; batch_id?: number | null },
    ) {
      await db
        .update(profiles)
        .set({ ...links, updated_at: new Date() })
        .where(eq(profiles.id, profileId));
    },

    // --- entity reports -------------------------------------------------------------------------------
    async profilesReport(profileType: ProfileType | undefined, limit: number) {
      return people()
        .where(whereAll(isNull(profiles.deleted_at), profileType ? eq(profiles.profile_type, profileType) : undefined))
        .orderBy(desc(profiles.inserted_at))
        .limit(limit);
    },
    async orgsReport(limit: number) {
      return rowsOf<{
        id: number;
        full_name: string;
        short_name: string | null;
        org_type: string;
        active: boolean;
        staff: number;
        students: number;
        batches: number;
      }>(
        await db.execute(sql`
          select o.id, o.full_name, o.short_name, o.org_type, o.active,
            (select count(*)::int from profiles p where p.my_org_id = o.id and p.profile_type <> 'STUDENT' and p.deleted_at is null) as staff,
            (select count(*)::int from profiles p where p.my_org_id = o.id and p.profile_type = 'STUDENT' and p.deleted_at is null) as students,
            (select count(*)::int from batches b where b.org_id = o.id) as batches
          from orgs o order by o.full_name limit ${limit}`),
      );
    },
    async enrolmentsReport(limit: number) {
      return rowsOf<{ student: string; email: string | null; kind: string; item: string; status: string }>(
        await db.execute(sql`
          select * from (
            select p.full_name as student, p.email, 'Event' as kind, e.title as item, x.status as status
              from event_enrollments x join events e on e.id = x.event_id join profiles p on p.id = x.profile_id
            union all
            select p.full_name, p.email, 'Club', c.title, x.role
              from club_members x join clubs c on c.id = x.club_id join profiles p on p.id = x.profile_id
            union all
            select p.full_name, p.email, case x.kind when 'project' then 'Project' else 'Learning path' end,
                coalesce(pr.title, rg.title), x.status
              from my_learnings x join profiles p on p.id = x.profile_id
              left join projects pr on pr.id = x.project_id left join resource_groups rg on rg.id = x.resource_group_id
            union all
            select p.full_name, p.email, 'Quiz', q.title, x.status
              from my_quizzes x join quizzes q on q.id = x.quiz_id join profiles p on p.id = x.profile_id
            union all
            select p.full_name, p.email, 'Activity', a.title, x.status
              from my_assignments x join assignments a on a.id = x.assignment_id join profiles p on p.id = x.profile_id
            union all
            select p.full_name, p.email, 'Quest', q.title, x.status
              from my_quests x join quests q on q.id = x.quest_id join profiles p on p.id = x.profile_id
          ) r order by kind, item, student limit ${limit}`),
      );
    },
  };
}

export type PeopleRepo = ReturnType<typeof createPeopleRepo>;
export type PersonRow = NonNullable<Awaited<ReturnType<PeopleRepo['byId']>>>;
