import type { OrgType, ProfileType } from '@lbd/shared';
import { and, asc, count, eq, gte, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { batches, degrees, myLearnings, orgs, profiles, projects, specializations, users } from '../../db/schema';
import { whereAll } from '../../db/sql';
import type { PageRequest } from '../../lib/paging';
import { startsWith } from './lookups.repo';

/** Active, not deleted: who pickers may offer. */
const LISTED = and(eq(profiles.active, true), isNull(profiles.deleted_at))!;

const nameMatch = (text: string | undefined): SQL | undefined =>
  text ? or(startsWith(profiles.full_name, text), startsWith(profiles.last_name, text)) : undefined;

/** Trimmed lists (SPEC §7.7): people and organisations with public fields only. */
export function createTrimmedRepo(db: Db) {
  const trimmedProfiles = async (where: SQL | undefined, page: PageRequest) => {
    const rows = await db
      .select({
        id: profiles.id,
        name: profiles.full_name,
        profile_type: profiles.profile_type,
        avatar_url: profiles.avatar_url,
        org_id: profiles.my_org_id,
        org_name: orgs.full_name,
      })
      .from(profiles)
      .leftJoin(orgs, eq(orgs.id, profiles.my_org_id))
      .where(where)
      .orderBy(asc(profiles.full_name), asc(profiles.id))
      .limit(page.count)
      .offset(page.offset);
    const [n] = await db.select({ n: count() }).from(profiles).where(where);
    return { rows, total: n?.n ?? 0 };
  };

  return {
    async project(id: number) {
      const [row] = await db
        .select({ author: projects.created_by_profile_id, org_id: projects.org_id })
        .from(projects)
        .where(eq(projects.id, id));
      return row ?? null;
    },

    profiles(q: { types: ProfileType[]; text?: string; projectId?: number }, page: PageRequest) {
      return trimmedProfiles(
        whereAll(
          LISTED,
          q.types.length ? inArray(profiles.profile_type, q.types) : undefined,
          nameMatch(q.text),
          q.projectId
            ? sql`exists (select 1 from ${myLearnings} where ${myLearnings.profile_id} = ${profiles.id}
                and ${myLearnings.project_id} = ${q.projectId} and ${myLearnings.status} <> 'Dropped')`
            : undefined,
        ),
        page,
      );
    },

    /** Companies that are approved: one active member profile each is enough to list the company. */
    companies(text: string | undefined, page: PageRequest) {
      return trimmedProfiles(
        whereAll(LISTED, eq(profiles.profile_type, 'COMPANY'), eq(profiles.org_membership, 'MEMBER'), nameMatch(text)),
        page,
      );
    },

    async orgs(q: { orgType?: OrgType; text?: string }, page: PageRequest) {
      const where = whereAll(
        eq(orgs.active, true),
        q.orgType ? eq(orgs.org_type, q.orgType) : undefined,
        q.text ? or(startsWith(orgs.full_name, q.text), startsWith(orgs.short_name, q.text)) : undefined,
      );
      const rows = await db
        .select({
          id: orgs.id,
          name: orgs.full_name,
          short_name: orgs.short_name,
          org_type: orgs.org_type,
          logo_url: orgs.logo_url,
        })
        .from(orgs)
        .where(where)
        .orderBy(asc(orgs.full_name))
        .limit(page.count)
        .offset(page.offset);
      const [n] = await db.select({ n: count() }).from(orgs).where(where);
      return { rows, total: n?.n ?? 0 };
    },

    /** An institute's students who have not graduated yet (graduation year this year or later, or unknown). */
    async nonGraduates(orgId: number, year: number, text: string | undefined, page: PageRequest) {
      const where = whereAll(
        LISTED,
        eq(profiles.profile_type, 'STUDENT'),
        eq(profiles.my_org_id, orgId),
        or(isNull(profiles.graduation_year), gte(profiles.graduation_year, year)),
        nameMatch(text),
      );
      const rows = await db
        .select({
          id: profiles.id,
          name: profiles.full_name,
          email: profiles.email,
          graduation_year: profiles.graduation_year,
          degree: degrees.name,
          specialization: specializations.name,
          batch: batches.name,
        })
        .from(profiles)
        .leftJoin(degrees, eq(degrees.id, profiles.degree_id))
        .leftJoin(specializations, eq(specializations.id, profiles.specialization_id))
        .leftJoin(batches, eq(batches.id, profiles.batch_id))
        .where(where)
        .orderBy(asc(profiles.full_name), asc(profiles.id))
        .limit(page.count)
        .offset(page.offset);
      const [n] = await db.select({ n: count() }).from(profiles).where(where);
      return { rows, total: n?.n ?? 0 };
    },

    /** The profile holding an email (its own or its account's) or a phone, if any. */
    async holder(field: 'email' | 'phone', value: string, countryCode: string) {
      const where =
        field === 'email'
          ? or(
              sql`lower(${profiles.email}) = ${value.toLowerCase()}`,
              sql`lower(${users.email}) = ${value.toLowerCase()}`,
            )
          : and(eq(profiles.country_code, countryCode), eq(profiles.phone, value));
      const [row] = await db
        .select({
          id: profiles.id,
          name: profiles.full_name,
          profile_type: profiles.profile_type,
          org_id: profiles.my_org_id,
        })
        .from(users)
        .leftJoin(profiles, eq(profiles.user_id, users.id))
        .where(where)
        .limit(1);
      if (row) return row;
      // An account with no profile yet holds its email too.
      if (field === 'email') {
        const [u] = await db
          .select({ id: users.id })
          .from(users)
          .where(sql`lower(${users.email}) = ${value.toLowerCase()}`);
        if (u) return { id: null, name: null, profile_type: null, org_id: null };
      }
      return null;
    },
  };
}
