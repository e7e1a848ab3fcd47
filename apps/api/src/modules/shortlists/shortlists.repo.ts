import { CGPA_TO_PERCENT, type ShortlistFilter } from '@lbd/shared';
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import { heldSkills } from '../../db/portfolio-skills';
import {
  degrees,
  educations,
  jobRoles,
  latestEducationFirst,
  orgs,
  portfolioJobRoles,
  portfolios,
  profiles,
  shortlistMembers,
  shortlists,
  skills,
  specializations,
} from '../../db/schema';
import type { Tx } from '../../db/sql';
import { PLACED, scopedCtes, type StudentFilter } from '../institute-dashboard';
import { latestEducationJson, type EligibilityFacts } from '../jobs';
import type { StudentDbRow } from './shortlists.rules';

/*
 * An institute's students as a shortlist sees them. Every statement starts from the institute
 * dashboard's scoped student set (`st`: one institute's active students, one branch for a department
 * admin), so nothing here can reach another institute's students; `m` is the part of it a filter (or
 * a saved shortlist's members) selects.
 */

const list = (xs: number[]) =>
  sql.join(
    xs.map((x) => sql`${x}`),
    sql`, `,
  );

/** The CGPA bound on the latest degree: a CGPA as given, a percentage against the bound × 9.5 (exact in numeric). */
function cgpaBound(op: '>=' | '<=', bound: number): SQL {
  const cmp = sql.raw(op);
  return sql`((st.format = 'GPA' and st.score ${cmp} ${bound}::numeric)
    or (st.format = 'Numeric' and st.score ${cmp} ${bound}::numeric * ${CGPA_TO_PERCENT}::numeric))`;
}

/** The conditions a filter puts on the scoped students (`st`, with `b.backlogs` of the latest degree). */
export function filterWhere(f: ShortlistFilter): SQL {
  const c: SQL[] = [sql`true`];
  if (f.specialization_ids.length) c.push(sql`st.specialization_id in (${list(f.specialization_ids)})`);
  if (f.batches.length) c.push(sql`st.graduation_year in (${list(f.batches)})`);
  if (f.cgpa_min !== undefined) c.push(cgpaBound('>=', f.cgpa_min));
  if (f.cgpa_max !== undefined) c.push(cgpaBound('<=', f.cgpa_max));
  if (f.max_backlogs !== undefined) c.push(sql`(b.backlogs is not null and b.backlogs <= ${f.max_backlogs})`);
  if (f.placed === 'yes') c.push(PLACED);
  if (f.placed === 'no') c.push(sql`not ${PLACED}`);
  if (f.skill_ids.length)
    c.push(sql`st.id in (select h.profile_id from (${heldSkills(sql`select id from s`)}) h
      where h.skill_id in (${list(f.skill_ids)}))`);
  if (f.job_role_ids.length)
    c.push(sql`exists (select 1 from ${portfolioJobRoles} pj
      where pj.profile_id = st.id and pj.job_role_id in (${list(f.job_role_ids)}))`);
  return sql.join(c, sql` and `);
}

/** The saved students of a shortlist (those still in the scope). */
export const membersWhere = (shortlistId: number): SQL =>
  sql`st.id in (select ${shortlistMembers.profile_id} from ${shortlistMembers}
    where ${shortlistMembers.shortlist_id} = ${shortlistId})`;

/** The scoped students (`st`), their latest degree's backlogs, and those `where` selects (`m`). */
const matched = (scope: StudentFilter, where: SQL) => sql`
  with ${scopedCtes(scope)},
  m as (
    select st.id, st.degree_id, st.specialization_id, st.graduation_year, st.format, st.score, st.offers,
      ${PLACED} as placed, b.backlogs
    from st
    left join lateral (
      select ${educations.backlogs} as backlogs from ${educations} where ${educations.profile_id} = st.id
      order by ${sql.join(latestEducationFirst, sql`, `)} limit 1
    ) b on true
    where ${where}
  )`;

export function createShortlistsRepo(db: Db) {
  const rows = async <T>(query: SQL, tx: Db | Tx = db) => rowsOf<T>(await tx.execute(query));

  return {
    /** How many students `where` selects. */
    async count(scope: StudentFilter, where: SQL): Promise<number> {
      const [row] = await rows<{ n: number }>(sql`${matched(scope, where)} select count(*)::int as n from m`);
      return row?.n ?? 0;
    },

    /** The selected students' ids (at most `limit`, to tell a list too long to keep). */
    async ids(scope: StudentFilter, where: SQL, limit: number, tx: Db | Tx = db): Promise<number[]> {
      const found = await rows<{ id: number }>(
        sql`${matched(scope, where)} select m.id from m order by m.id limit ${limit}`,
        tx,
      );
      return found.map((r) => r.id);
    },

    /** The selected students, by name, with what a shortlist shows of each (a page of them, or all). */
    async students(scope: StudentFilter, where: SQL, page?: { limit: number; offset: number }) {
      const paging = page ? sql`limit ${page.limit} offset ${page.offset}` : sql``;
      return rows<StudentDbRow>(sql`
        ${matched(scope, where)}
        select m.id as profile_id, p.full_name as name, p.email, d.name as degree, sp.name as branch,
          m.graduation_year as batch, m.format as score_format, m.score, m.backlogs, m.placed, m.offers,
          coalesce(pf.is_public, false) as portfolio_public,
          (select coalesce(json_agg(k.display_name order by k.display_name), '[]'::json)
            from (select distinct h.skill_id from (${heldSkills(sql`select m.id`)}) h) hs
            join ${skills} k on k.id = hs.skill_id) as skills,
          (select coalesce(json_agg(r.name order by r.name), '[]'::json)
            from ${portfolioJobRoles} pj join ${jobRoles} r on r.id = pj.job_role_id
            where pj.profile_id = m.id) as career_paths
        from m
        join ${profiles} p on p.id = m.id
        left join ${degrees} d on d.id = m.degree_id
        left join ${specializations} sp on sp.id = m.specialization_id
        left join ${portfolios} pf on pf.profile_id = m.id
        order by lower(p.full_name), m.id
        ${paging}`);
    },

    /** Every scoped student with what the eligibility rules read, by name. */
    async eligibilityFacts(scope: StudentFilter) {
      return rows<
        EligibilityFacts & { profile_id: number; name: string | null; branch: string | null; batch: number | null }
      >(sql`
        with ${scopedCtes(scope)}
        select st.id as profile_id, p.full_name as name, sp.name as branch, st.graduation_year as batch,
          st.degree_id, st.specialization_id, st.graduation_year, ${latestEducationJson(sql`st.id`)} as education
        from st
        join ${profiles} p on p.id = st.id
        left join ${specializations} sp on sp.id = st.specialization_id
        order by lower(p.full_name), st.id`);
    },

    /** Is this organisation an institute (an admin names one)? */
    async isInstitute(orgId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: orgs.id })
        .from(orgs)
        .where(and(eq(orgs.id, orgId), eq(orgs.org_type, 'INSTITUTION')));
      return Boolean(row);
    },

    async orgName(orgId: number): Promise<string> {
      const [row] = await db.select({ name: orgs.full_name }).from(orgs).where(eq(orgs.id, orgId));
      return row?.name ?? '';
    },

    /** Whose students a shortlist is about (read on the caller's connection: inside a transaction too). */
    async scopeRow(id: number, tx: Db | Tx = db) {
      const [row] = await tx
        .select({ org_id: shortlists.org_id, specialization_id: shortlists.specialization_id })
        .from(shortlists)
        .where(eq(shortlists.id, id));
      return row ?? null;
    },

    async byId(id: number) {
      const [row] = await db
        .select({ shortlist: shortlists, created_by: profiles.full_name })
        .from(shortlists)
        .leftJoin(profiles, eq(profiles.id, shortlists.created_by_profile_id))
        .where(eq(shortlists.id, id));
      return row ?? null;
    },

    /** The saved shortlists of an institute (within a branch, for a department admin), newest first. */
    async list(orgId: number, specializationId: number | null, from: number, limit: number) {
      const where = and(
        eq(shortlists.org_id, orgId),
        specializationId === null ? undefined : eq(shortlists.specialization_id, specializationId),
      );
      const [found, [total]] = await Promise.all([
        db
          .select({ shortlist: shortlists, created_by: profiles.full_name })
          .from(shortlists)
          .leftJoin(profiles, eq(profiles.id, shortlists.created_by_profile_id))
          .where(where)
          .orderBy(desc(shortlists.inserted_at), desc(shortlists.id))
          .limit(limit)
          .offset(from),
        db.select({ n: count() }).from(shortlists).where(where),
      ]);
      return { rows: found, total: total?.n ?? 0 };
    },

    async memberCount(id: number): Promise<number> {
      const [row] = await db.select({ n: count() }).from(shortlistMembers).where(eq(shortlistMembers.shortlist_id, id));
      return row?.n ?? 0;
    },

    /** Is the name taken in the institute (case and surrounding spaces aside)? */
    async nameTaken(orgId: number, name: string, tx: Db | Tx = db): Promise<boolean> {
      const [row] = await tx
        .select({ id: shortlists.id })
        .from(shortlists)
        .where(and(eq(shortlists.org_id, orgId), sql`lower(${shortlists.name}) = lower(${name})`));
      return Boolean(row);
    },

    async insert(values: typeof shortlists.$inferInsert, memberIds: number[], tx: Tx) {
      const [row] = await tx.insert(shortlists).values(values).returning();
      // In slices: a shortlist of 5,000 students is 10,000 parameters at most per statement.
      for (let i = 0; i < memberIds.length; i += 1000) {
        await tx
          .insert(shortlistMembers)
          .values(memberIds.slice(i, i + 1000).map((profile_id) => ({ shortlist_id: row!.id, profile_id })));
      }
      return row!;
    },

    async remove(id: number) {
      await db.delete(shortlists).where(eq(shortlists.id, id));
    },

    /** The recipients of a shortlist's email: its saved students still in its scope, active, with an address. */
    recipients(scope: StudentFilter, shortlistId: number): SQL {
      return sql`${matched(scope, membersWhere(shortlistId))}
        select p.id, p.email from m join ${profiles} p on p.id = m.id where p.email is not null`;
    },
  };
}

export type ShortlistsRepo = ReturnType<typeof createShortlistsRepo>;
