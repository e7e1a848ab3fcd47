import { and, arrayOverlaps, asc, count, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { JobPostingType, JobSort, JobStatus } from '@lbd/shared';
import { rowsOf, type Db } from '../../db/client';
import { containsPattern, whereAll, type Tx } from '../../db/sql';
import { jobApplications, jobInvitations, jobs, orgs } from '../../db/schema';
import type { PageRequest } from '../../lib/paging';
import { catalogueNames } from '../../db/catalogue-names';
import { orgExists } from '../../db/orgs';

export type NewJob = typeof jobs.$inferInsert;

/** Every column a job card or detail shows (never the search document), with its organisation. */
export const jobColumns = {
  id: jobs.id,
  uuid: jobs.uuid,
  org_id: jobs.org_id,
  created_by_profile_id: jobs.created_by_profile_id,
  type: jobs.type,
  status: jobs.status,
  title: jobs.title,
  description: jobs.description,
  location: jobs.location,
  is_remote: jobs.is_remote,
  skill_ids: jobs.skill_ids,
  job_role_ids: jobs.job_role_ids,
  degree_ids: jobs.degree_ids,
  specialization_ids: jobs.specialization_ids,
  min_cgpa: jobs.min_cgpa,
  min_percentage: jobs.min_percentage,
  max_backlogs: jobs.max_backlogs,
  graduation_years: jobs.graduation_years,
  salary_min: jobs.salary_min,
  salary_max: jobs.salary_max,
  stipend: jobs.stipend,
  currency: jobs.currency,
  duration_months: jobs.duration_months,
  open_positions: jobs.open_positions,
  apply_by: jobs.apply_by,
  published_at: jobs.published_at,
  closed_at: jobs.closed_at,
  inserted_at: jobs.inserted_at,
  updated_at: jobs.updated_at,
  org_name: orgs.full_name,
  org_logo_url: orgs.logo_url,
};

/**
 * What a list card shows: no description, criteria or audit columns, so a page of twenty reads and
 * maps a third of the columns (the description alone is most of a job's bytes).
 */
export const cardColumns = {
  id: jobs.id,
  uuid: jobs.uuid,
  org_id: jobs.org_id,
  type: jobs.type,
  status: jobs.status,
  title: jobs.title,
  location: jobs.location,
  is_remote: jobs.is_remote,
  skill_ids: jobs.skill_ids,
  salary_min: jobs.salary_min,
  salary_max: jobs.salary_max,
  stipend: jobs.stipend,
  currency: jobs.currency,
  duration_months: jobs.duration_months,
  open_positions: jobs.open_positions,
  apply_by: jobs.apply_by,
  published_at: jobs.published_at,
  org_name: orgs.full_name,
  org_logo_url: orgs.logo_url,
};

/**
 * How far a search counts its matches: a hundred at a time, and always far enough to know whether
 * the page after the asked one exists.
 */
export const SEARCH_COUNT_STEP = 100;
export function searchCountLimit(page: PageRequest, step = SEARCH_COUNT_STEP): number {
  return Math.ceil((page.offset + 2 * page.count) / step) * step;
}

/** Newest first, written to match the indexes' `DESC NULLS LAST`. */
export const newestFirst = [sql`${jobs.published_at} desc nulls last`, sql`${jobs.id} desc nulls last`];

/** Filters of the public lists (all index-backed or applied to the index-ordered scan). */
export interface PublicFilter {
  type?: JobPostingType;
  /** Only jobs still taking applications on this date. */
  openOn: string;
  orgIds?: number[];
  /** Published at or after this instant. */
  since?: Date;
  titleContains?: string;
  /** Pay bounds in paise: yearly salary for jobs, monthly stipend for internships. */
  minPay?: number;
  maxPay?: number;
  /** Part of the place. */
  locationContains?: string;
  /** true: remote jobs only; false: jobs at a place only. */
  remote?: boolean;
  /** Jobs asking for any of these skills (jobs_skills_gin). */
  skillIds?: number[];
}

const highPay = sql`coalesce(${jobs.stipend}, ${jobs.salary_max}, ${jobs.salary_min})`;
const lowPay = sql`coalesce(${jobs.stipend}, ${jobs.salary_min}, ${jobs.salary_max})`;

/**
 * The lists' orders. Newest first and the apply-by date follow an index (jobs_list_idx, and
 * jobs_open_type_idx whose rows are the open jobs of a type in apply-by order); pay sorts the open
 * jobs that match (a few thousand at most), best paid first, newest among equals.
 */
export function orderOf(sort: JobSort | undefined): SQL[] {
  if (sort === 'apply_by') return [sql`${jobs.apply_by} asc`, sql`${jobs.id} desc`];
  if (sort === 'pay') return [sql`${highPay} desc nulls last`, ...newestFirst];
  return newestFirst;
}

/**
 * A draft nobody has saved since it was created, holding nothing but what 'Post a Job' gave it (its
 * title and type): no description, place, criteria, pay, dates or skills. Every save sets updated_at,
 * which the insert set equal to inserted_at.
 */
export const untouchedDraft = sql`(${jobs.status} = 'draft' and ${jobs.updated_at} = ${jobs.inserted_at}
  and ${jobs.description} = '' and ${jobs.location} = '' and ${jobs.apply_by} is null
  and ${jobs.salary_min} is null and ${jobs.salary_max} is null and ${jobs.stipend} is null
  and ${jobs.duration_months} is null and ${jobs.min_cgpa} is null and ${jobs.min_percentage} is null
  and ${jobs.max_backlogs} is null and cardinality(${jobs.skill_ids}) = 0 and cardinality(${jobs.job_role_ids}) = 0
  and cardinality(${jobs.degree_ids}) = 0 and cardinality(${jobs.specialization_ids}) = 0
  and cardinality(${jobs.graduation_years}) = 0)`;

export function publicWhere(f: Omit<PublicFilter, 'openOn'> & { openOn?: string }): SQL | undefined {
  return whereAll(
    eq(jobs.status, 'published'),
    f.type && eq(jobs.type, f.type),
    f.openOn !== undefined && gte(jobs.apply_by, f.openOn),
    f.orgIds && f.orgIds.length > 0 && inArray(jobs.org_id, f.orgIds),
    f.since && gte(jobs.published_at, f.since),
    f.titleContains && sql`lower(${jobs.title}) like ${containsPattern(f.titleContains)}`,
    f.minPay !== undefined && sql`${highPay} >= ${f.minPay}`,
    f.maxPay !== undefined && sql`${lowPay} <= ${f.maxPay}`,
    f.locationContains && sql`lower(${jobs.location}) like ${containsPattern(f.locationContains)}`,
    f.remote !== undefined && eq(jobs.is_remote, f.remote),
    f.skillIds && f.skillIds.length > 0 && arrayOverlaps(jobs.skill_ids, f.skillIds),
  );
}

export function createJobsRepo(db: Db) {
  async function total(where: SQL | undefined) {
    const [row] = await db.select({ n: count() }).from(jobs).where(where);
    return row?.n ?? 0;
  }

  const cards = () => db.select(cardColumns).from(jobs).innerJoin(orgs, eq(orgs.id, jobs.org_id)).$dynamic();

  const catalogue = catalogueNames(db);
  const openOfTypeWhere = and(
    eq(jobs.status, 'published'),
    eq(jobs.type, sql.placeholder('type')),
    gte(jobs.apply_by, sql.placeholder('openOn')),
  );
  const openOfType = cards()
    .where(openOfTypeWhere)
    .orderBy(...newestFirst)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('jobs_open_of_type');
  const openOfTypeCount = db
    .select({ n: count() })
    .from(jobs)
    .where(openOfTypeWhere)
    .prepare('jobs_open_of_type_count');
  // Every page about one job starts here: planned once per connection.
  const jobById = db
    .select(jobColumns)
    .from(jobs)
    .innerJoin(orgs, eq(orgs.id, jobs.org_id))
    .where(eq(jobs.id, sql.placeholder('id')))
    .prepare('job_by_id');

  return {
    /** Catalogue names for ids (skills, career paths, degrees, specializations), once per page. */
    names: catalogue.names,
    /** How many of these catalogue ids exist, per kind, to refuse unknown ones. */
    knownIds: catalogue.knownIds,

    orgExists: (id: number) => orgExists(db, id),

    async insert(values: NewJob) {
      const [row] = await db.insert(jobs).values(values).returning({ id: jobs.id });
      return row!;
    },

    async byId(id: number, tx?: Tx) {
      const [row] = tx
        ? await tx.select(jobColumns).from(jobs).innerJoin(orgs, eq(orgs.id, jobs.org_id)).where(eq(jobs.id, id))
        : await jobById.execute({ id });
      return row ?? null;
    },

    /** Lock a job row for the rest of the transaction (publishing reads its state under it). */
    async lock(id: number, tx: Tx) {
      await tx.execute(sql`select ${jobs.id} from ${jobs} where ${jobs.id} = ${id} for update`);
    },

    async update(id: number, values: Partial<NewJob>, tx: Db | Tx = db) {
      await tx
        .update(jobs)
        .set({ ...values, updated_at: new Date() })
        .where(eq(jobs.id, id));
    },

    /** Delete a job only while it is a draft; false when it was not. */
    async deleteDraft(id: number) {
      const rows = await db
        .delete(jobs)
        .where(and(eq(jobs.id, id), eq(jobs.status, 'draft')))
        .returning({ id: jobs.id });
      return rows.length > 0;
    },

    /** Delete a job only while it is an untouched draft; false when it was not. */
    async deleteUntouchedDraft(id: number) {
      const rows = await db
        .delete(jobs)
        .where(and(eq(jobs.id, id), untouchedDraft))
        .returning({ id: jobs.id });
      return rows.length > 0;
    },

    /** Delete the untouched drafts created before this instant; answers their ids and organisations. */
    async deleteUntouchedDrafts(createdBefore: Date, tx: Db | Tx = db) {
      return tx
        .delete(jobs)
        .where(and(untouchedDraft, lt(jobs.inserted_at, createdBefore)))
        .returning({ id: jobs.id, org_id: jobs.org_id });
    },

    /**
     * Organisations with open published jobs of these types, by part of their name, in name order:
     * the lists' organisation filter offers only those.
     */
    async orgsWithOpenJobs(
      f: { types: readonly JobPostingType[]; openOn: string; nameContains?: string },
      limit: number,
    ) {
      return db
        .selectDistinct({ id: orgs.id, full_name: orgs.full_name })
        .from(jobs)
        .innerJoin(orgs, eq(orgs.id, jobs.org_id))
        .where(
          whereAll(
            eq(jobs.status, 'published'),
            inArray(jobs.type, [...f.types]),
            gte(jobs.apply_by, f.openOn),
            f.nameContains && sql`lower(${orgs.full_name}) like ${containsPattern(f.nameContains)}`,
          ),
        )
        .orderBy(asc(orgs.full_name), asc(orgs.id))
        .limit(limit);
    },

    /** Published open jobs, newest first (jobs_list_idx) unless sorted; counted index-only (jobs_open_type_idx). */
    async listPublic(filter: PublicFilter & { sort?: JobSort }, page: PageRequest) {
      const { type, openOn, sort, ...narrowing } = filter;
      const newest = sort === undefined || sort === 'newest';
      if (
        type &&
        newest &&
        Object.values(narrowing).every((v) => v === undefined || (Array.isArray(v) && v.length === 0))
      ) {
        // The unfiltered list of one type (most visits): prepared statements.
        const [rows, [n]] = await Promise.all([
          openOfType.execute({ type, openOn, limit: page.count, offset: page.offset }),
          openOfTypeCount.execute({ type, openOn }),
        ]);
        return { rows, total: n?.n ?? 0 };
      }
      const where = publicWhere({ type, openOn, ...narrowing });
      const [rows, n] = await Promise.all([
        cards()
          .where(where)
          .orderBy(...orderOf(sort))
          .limit(page.count)
          .offset(page.offset),
        total(where),
      ]);
      return { rows, total: n };
    },

    /**
     * Full-text search over published open jobs, newest first, with the matches counted up to
     * `countUpTo` (beyond it `capped`). Neither ranks nor counts every match: for common words the
     * page walks the newest-first index until it has its jobs, for rarer ones PostgreSQL reads their
     * matches from jobs_search_gin and sorts them (whichever it expects to read fewer rows), and the
     * count stops at countUpTo + 1.
     */
    async search(
      text: string,
      filter: PublicFilter & { sort?: JobSort },
      page: PageRequest,
      countUpTo = searchCountLimit(page),
    ) {
      const query = sql`websearch_to_tsquery('english', ${text})`;
      const { sort, ...narrowing } = filter;
      const order = orderOf(sort);
      // "Still open" only as a row filter: combined into the bitmap, the apply-by index would be read
      // whole (every open job) to spare a few rows.
      const where = whereAll(
        publicWhere({ ...narrowing, openOn: undefined }),
        sql`${jobs.apply_by} + 0 >= ${filter.openOn}`,
        sql`${jobs.search} @@ ${query}`,
      );
      const hits = db.$with('hits').as(
        db
          .select({ hit_id: sql<number>`${jobs.id}`.as('hit_id') })
          .from(jobs)
          .where(where)
          .orderBy(...order)
          .limit(page.count)
          .offset(page.offset),
      );
      const counted = sql<number>`(select count(*) from (select 1 from ${jobs} where ${where} limit ${countUpTo + 1}) as counted)`;
      const found = await db
        .with(hits)
        .select({ ...cardColumns, seen: counted.mapWith(Number).as('seen') })
        .from(hits)
        .innerJoin(jobs, eq(jobs.id, hits.hit_id))
        .innerJoin(orgs, eq(orgs.id, jobs.org_id))
        .orderBy(...order);
      const rows = found.map(({ seen: _seen, ...row }) => row);
      // Past the last page nothing comes back to carry the count: count on its own then.
      const seen =
        found.length > 0
          ? found[0]!.seen
          : page.offset > 0
            ? Number(rowsOf<{ n: string | number }>(await db.execute(sql`select ${counted} as n`))[0]!.n)
            : 0;
      return { rows, total: Math.min(seen, countUpTo), capped: seen > countUpTo };
    },

    /** These jobs as cards (in no particular order). */
    async cardsByIds(ids: number[]) {
      if (ids.length === 0) return [];
      return cards().where(inArray(jobs.id, ids));
    },

    /** An organisation's jobs: all of them (its own view) or only the published ones (its public page). */
    async byOrg(
      orgId: number,
      opts: { status?: JobStatus; type?: JobPostingType; types?: readonly JobPostingType[] },
      page: PageRequest,
    ) {
      const where = whereAll(
        eq(jobs.org_id, orgId),
        opts.status && eq(jobs.status, opts.status),
        opts.type && eq(jobs.type, opts.type),
        !opts.type && opts.types && inArray(jobs.type, [...opts.types]),
      );
      const order =
        opts.status === 'published' ? newestFirst : [sql`${jobs.inserted_at} desc nulls last`, sql`${jobs.id} desc`];
      const rows = await cards()
        .where(where)
        .orderBy(...order)
        .limit(page.count)
        .offset(page.offset);
      return { rows, total: await total(where) };
    },

    /** The student's application to a job, if any. */
    async myApplication(jobId: number, profileId: number) {
      const [row] = await db
        .select({ id: jobApplications.id, status: jobApplications.status })
        .from(jobApplications)
        .where(and(eq(jobApplications.job_id, jobId), eq(jobApplications.profile_id, profileId)));
      return row ?? null;
    },

    /** Was the student invited to apply to this job? */
    async isInvited(jobId: number, profileId: number) {
      const [row] = await db
        .select({ id: jobInvitations.id })
        .from(jobInvitations)
        .where(and(eq(jobInvitations.job_id, jobId), eq(jobInvitations.profile_id, profileId)));
      return Boolean(row);
    },
  };
}

export type JobsRepo = ReturnType<typeof createJobsRepo>;
export type JobRow = NonNullable<Awaited<ReturnType<JobsRepo['byId']>>>;
/** A job as list cards read it. */
export type JobCardRow = Awaited<ReturnType<JobsRepo['cardsByIds']>>[number];
