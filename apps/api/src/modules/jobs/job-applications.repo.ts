import { and, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { ApplicationStatus, JobPostingType } from '@lbd/shared';
import { rowsOf, type Db } from '../../db/client';
import { heldSkills } from '../../db/portfolio-skills';
import {
  jobApplicationCounts,
  jobApplicationLogs,
  jobApplications,
  jobInvitations,
  jobs,
  orgs,
  profiles,
} from '../../db/schema';
import type { PageRequest } from '../../lib/paging';
import { catalogueNames } from '../../db/catalogue-names';
import { latestEducationJson } from './jobs.education';
import { intArray, whereAll, type Tx } from '../../db/sql';
import { jobColumns } from './jobs.repo';

/** Applicants newest first, matching the `DESC NULLS LAST` indexes. */
const newestApplications = [sql`${jobApplications.inserted_at} desc nulls last`, sql`${jobApplications.id} desc`];

export interface ApplicantFilter {
  jobId: number;
  status?: ApplicationStatus;
  /** The applicants' institutes. */
  orgIds?: number[];
  specializationIds?: number[];
}

/** An applicant as the page shows them, with the names of their institute, degree and specialization. */
export interface ApplicantRow {
  id: number;
  profile_id: number;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  institute: string | null;
  degree: string | null;
  specialization: string | null;
  graduation_year: number | null;
  eligibility_percent: number;
  status: ApplicationStatus;
  cover_note: string | null;
  applied_at: Date;
  /** '+91 9876543210', or null without a phone. */
  phone: string | null;
  /** The latest degree's score as written ('GPA' or 'Numeric'), its backlogs; nulls without a degree. */
  score_format: string | null;
  score: string | null;
  backlogs: number | null;
  /** Every skill the portfolio shows, by name. */
  skills: string[];
}

/** What a screening sheet needs beyond the profile: phone, the latest degree's score and backlogs, skills. */
interface ApplicantFacts {
  profile_id: number;
  country_code: string | null;
  phone: string | null;
  degree: { format: string | null; score: string | number | null; backlogs: number | null } | null;
  skill_ids: number[] | null;
}

export function createApplicationsRepo(db: Db) {
  // The applicant and their profile; the names of the institute, degree and specialization come from
  // the names in memory (`named`): joined here, they made the statement costlier to plan than to run,
  // and PostgreSQL plans it again on every page (a custom plan: the job's applicants are not spread
  // evenly), 1.4 ms of CPU a page against 0.4 ms for this two-table join.
  const applicantFields = {
    id: jobApplications.id,
    profile_id: jobApplications.profile_id,
    first_name: profiles.first_name,
    last_name: profiles.last_name,
    email: profiles.email,
    org_id: profiles.my_org_id,
    degree_id: profiles.degree_id,
    specialization_id: profiles.specialization_id,
    graduation_year: profiles.graduation_year,
    eligibility_percent: jobApplications.eligibility_percent,
    status: jobApplications.status,
    cover_note: jobApplications.cover_note,
    applied_at: jobApplications.inserted_at,
  };
  const applicantRows = (tx: Db | Tx = db) =>
    tx
      .select(applicantFields)
      .from(jobApplications)
      .innerJoin(profiles, eq(profiles.id, jobApplications.profile_id))
      .$dynamic();
  type IdRow = Awaited<ReturnType<ReturnType<typeof applicantRows>['execute']>>[number];

  // Asked for the page's students only (a page is at most 100), after the page: the page's own statement
  // stays the two-table join the hot path was measured with.
  async function factsOf(profileIds: number[]): Promise<Map<number, ApplicantFacts>> {
    if (profileIds.length === 0) return new Map();
    const ids = intArray([...new Set(profileIds)]);
    const rows = rowsOf<ApplicantFacts>(
      await db.execute(sql`
        select p.id as profile_id, p.country_code, p.phone, ${latestEducationJson(sql`p.id`)} as degree,
          (select array_agg(distinct h.skill_id) from (${heldSkills(sql`select p.id`)}) h) as skill_ids
        from ${profiles} p where p.id = any(${ids})`),
    );
    return new Map(rows.map((r) => [r.profile_id, r]));
  }

  /** Rows of `applicantRows` with the names of their ids and the screening facts of their students. */
  async function named(rows: IdRow[]): Promise<ApplicantRow[]> {
    const facts = await factsOf(rows.map((r) => r.profile_id));
    const names = await catalogueNames(db).names({
      skillIds: [...new Set([...facts.values()].flatMap((f) => f.skill_ids ?? []))],
      orgIds: rows.flatMap((r) => (r.org_id === null ? [] : [r.org_id])),
      degreeIds: rows.flatMap((r) => (r.degree_id === null ? [] : [r.degree_id])),
      specializationIds: rows.flatMap((r) => (r.specialization_id === null ? [] : [r.specialization_id])),
    });
    const byId = (list: { id: number; name: string }[]) => new Map(list.map((n) => [n.id, n.name]));
    const [institutes, degreeNames, specializationNames] = [
      byId(names.orgs),
      byId(names.degrees),
      byId(names.specializations),
    ];
    const skillNames = new Map(names.skills.map((k) => [k.id, k.display_name]));
    // Field by field: a rest pattern and a spread cost more than the rest of the page's mapping.
    return rows.map((r) => {
      const f = facts.get(r.profile_id);
      return {
        id: r.id,
        profile_id: r.profile_id,
        first_name: r.first_name,
        last_name: r.last_name,
        email: r.email,
        institute: (r.org_id !== null && institutes.get(r.org_id)) || null,
        degree: (r.degree_id !== null && degreeNames.get(r.degree_id)) || null,
        specialization: (r.specialization_id !== null && specializationNames.get(r.specialization_id)) || null,
        graduation_year: r.graduation_year,
        eligibility_percent: r.eligibility_percent,
        status: r.status,
        cover_note: r.cover_note,
        applied_at: r.applied_at,
        phone: f?.phone ? [f.country_code, f.phone].filter(Boolean).join(' ') : null,
        score_format: f?.degree?.format ?? null,
        score: f?.degree?.score == null ? null : String(f.degree.score),
        backlogs: f?.degree ? (f.degree.backlogs ?? 0) : null,
        skills: (f?.skill_ids ?? []).flatMap((id) => skillNames.get(id) ?? []).sort((a, b) => a.localeCompare(b)),
      };
    });
  }

  const applicantWhere = (f: ApplicantFilter): SQL | undefined =>
    whereAll(
      eq(jobApplications.job_id, f.jobId),
      f.status && eq(jobApplications.status, f.status),
      f.orgIds && f.orgIds.length > 0 && inArray(profiles.my_org_id, f.orgIds),
      f.specializationIds && f.specializationIds.length > 0 && inArray(profiles.specialization_id, f.specializationIds),
    );

  // A job's applicants page, with or without a status: the common shapes, prepared once per connection.
  // Each row also carries the total the counts keep (its shards added up, once per statement), so a
  // page is one round trip; an empty page asks the counts on their own.
  const pageOfJob = (inStatus: boolean) =>
    db
      .select({
        ...applicantFields,
        kept_total: sql<number>`(select coalesce(sum(${jobApplicationCounts.n}), 0)::int from ${jobApplicationCounts}
          where ${jobApplicationCounts.job_id} = ${sql.placeholder('jobId')}${
            inStatus ? sql` and ${jobApplicationCounts.status} = ${sql.placeholder('status')}` : sql``
          })`,
      })
      .from(jobApplications)
      .innerJoin(profiles, eq(profiles.id, jobApplications.profile_id))
      .where(
        inStatus
          ? and(
              eq(jobApplications.job_id, sql.placeholder('jobId')),
              eq(jobApplications.status, sql.placeholder('status')),
            )
          : eq(jobApplications.job_id, sql.placeholder('jobId')),
      )
      .orderBy(...newestApplications)
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(inStatus ? 'job_applicants_page_in_status' : 'job_applicants_page');
  const pageOfAll = pageOfJob(false);
  const pageInStatus = pageOfJob(true);

  // A job's counts by status, its shards added up.
  const countsQuery = db
    .select({ status: jobApplicationCounts.status, n: sql<number>`sum(${jobApplicationCounts.n})::int` })
    .from(jobApplicationCounts)
    .where(eq(jobApplicationCounts.job_id, sql.placeholder('jobId')))
    .groupBy(jobApplicationCounts.status)
    .having(sql`sum(${jobApplicationCounts.n}) > 0`)
    .prepare('job_application_counts_of_job');

  async function keptTotal(jobId: number, status: ApplicationStatus | undefined) {
    const rows = await countsQuery.execute({ jobId });
    return rows.reduce((sum, r) => (status === undefined || r.status === status ? sum + r.n : sum), 0);
  }

  // Everything applying reads, in one round trip: the job's state and criteria, the student's profile
  // facts and latest degree, and whether they applied already (five statements before).
  const applyContextQuery = db
    .select({
      id: jobs.id,
      org_id: jobs.org_id,
      title: jobs.title,
      status: jobs.status,
      apply_by: jobs.apply_by,
      degree_ids: jobs.degree_ids,
      specialization_ids: jobs.specialization_ids,
      min_cgpa: jobs.min_cgpa,
      min_percentage: jobs.min_percentage,
      max_backlogs: jobs.max_backlogs,
      graduation_years: jobs.graduation_years,
      student_id: profiles.id,
      student_name: profiles.full_name,
      degree_id: profiles.degree_id,
      specialization_id: profiles.specialization_id,
      graduation_year: profiles.graduation_year,
      education: latestEducationJson(profiles.id),
      applied_id: sql<number | null>`(select ${jobApplications.id} from ${jobApplications}
        where ${jobApplications.job_id} = ${jobs.id} and ${jobApplications.profile_id} = ${profiles.id})`,
    })
    .from(jobs)
    .leftJoin(profiles, eq(profiles.id, sql.placeholder('profileId')))
    .where(eq(jobs.id, sql.placeholder('jobId')))
    .prepare('job_apply_context');

  // Applying's insert and its first log line, prepared once per connection like the read before it.
  const created = db.$with('created', { id: sql<number>`id`.mapWith(Number).as('id') }).as(
    sql`insert into ${jobApplications} (job_id, profile_id, eligibility_percent, cover_note)
      values (${sql.placeholder('jobId')}, ${sql.placeholder('profileId')}, ${sql.placeholder('eligibilityPercent')},
        ${sql.placeholder('coverNote')})
      on conflict (job_id, profile_id) do nothing
      returning id`,
  );
  const logged = db.$with('logged', {}).as(
    sql`insert into ${jobApplicationLogs} (application_id, from_status, to_status, actor_profile_id)
      select id, null, 'applied', ${sql.placeholder('profileId')} from ${created}`,
  );
  const insertQuery = db.with(created, logged).select({ id: created.id }).from(created).prepare('job_apply_insert');

  return {
    /**
     * Published jobs among these ids with their criteria and the student's application status (null
     * when they have not applied): the marks on a page of cards. Jobs not published are left out.
     */
    async marksOf(jobIds: number[], profileId: number) {
      return db
        .select({
          id: jobs.id,
          degree_ids: jobs.degree_ids,
          specialization_ids: jobs.specialization_ids,
          min_cgpa: jobs.min_cgpa,
          min_percentage: jobs.min_percentage,
          max_backlogs: jobs.max_backlogs,
          graduation_years: jobs.graduation_years,
          application_status: jobApplications.status,
        })
        .from(jobs)
        .leftJoin(jobApplications, and(eq(jobApplications.job_id, jobs.id), eq(jobApplications.profile_id, profileId)))
        .where(and(inArray(jobs.id, jobIds), eq(jobs.status, 'published')));
    },

    /** What eligibility is judged on for one student (profile facts, latest degree); null without the profile. */
    async studentFacts(profileId: number) {
      const [row] = await db
        .select({
          degree_id: profiles.degree_id,
          specialization_id: profiles.specialization_id,
          graduation_year: profiles.graduation_year,
          // The id as a parameter: a one-table select names its columns unqualified, and "id" in the
          // subquery would be the degree's own.
          education: latestEducationJson(sql`${profileId}::int`),
        })
        .from(profiles)
        .where(eq(profiles.id, profileId));
      return row ?? null;
    },

    /**
     * A job as applying to it reads it (state and criteria), with the student's profile facts and
     * latest degree (`student` null when there is no such profile) and their application's id if they
     * applied already; null when there is no such job.
     */
    async applyContext(jobId: number, profileId: number) {
      const [row] = await applyContextQuery.execute({ jobId, profileId });
      if (!row) return null;
      const { student_id, student_name, degree_id, specialization_id, graduation_year, education, applied_id, ...job } =
        row;
      return {
        job,
        student:
          student_id === null ? null : { name: student_name, degree_id, specialization_id, graduation_year, education },
        appliedId: applied_id,
      };
    },

    async byJobAndProfile(jobId: number, profileId: number, tx: Db | Tx = db) {
      const [row] = await tx
        .select()
        .from(jobApplications)
        .where(and(eq(jobApplications.job_id, jobId), eq(jobApplications.profile_id, profileId)));
      return row ?? null;
    },

    async byId(id: number) {
      const [row] = await db
        .select({
          application: jobApplications,
          org_id: jobs.org_id,
          job_status: jobs.status,
          student_org_id: profiles.my_org_id,
        })
        .from(jobApplications)
        .innerJoin(jobs, eq(jobs.id, jobApplications.job_id))
        .innerJoin(profiles, eq(profiles.id, jobApplications.profile_id))
        .where(eq(jobApplications.id, id));
      return row ?? null;
    },

    /**
     * A new application and its first log line, in one statement (so one implicit transaction and one
     * round trip); null when the student has applied already.
     */
    async insert(values: {
      job_id: number;
      profile_id: number;
      eligibility_percent: number;
      cover_note: string | null;
    }) {
      const [row] = await insertQuery.execute({
        jobId: values.job_id,
        profileId: values.profile_id,
        eligibilityPercent: values.eligibility_percent,
        coverNote: values.cover_note,
      });
      return row ? { id: row.id } : null;
    },

    /** Move applications to a status, logging each change with who made it and why. */
    async move(
      changes: { id: number; from: ApplicationStatus }[],
      to: ApplicationStatus,
      actorProfileId: number | null,
      note: string | null,
      tx: Tx,
    ) {
      if (changes.length === 0) return;
      await tx
        .update(jobApplications)
        .set({ status: to, updated_at: new Date() })
        .where(
          inArray(
            jobApplications.id,
            changes.map((c) => c.id),
          ),
        );
      await tx.insert(jobApplicationLogs).values(
        changes.map((c) => ({
          application_id: c.id,
          from_status: c.from,
          to_status: to,
          actor_profile_id: actorProfileId,
          note,
        })),
      );
    },

    /** These applications of one job (ids of other jobs are left out). */
    async ofJob(jobId: number, ids: number[], tx: Db | Tx = db) {
      return tx
        .select({ id: jobApplications.id, status: jobApplications.status, profile_id: jobApplications.profile_id })
        .from(jobApplications)
        .where(and(eq(jobApplications.job_id, jobId), inArray(jobApplications.id, ids)))
        .for('update');
    },

    /** A student's applications with their jobs, newest first (job_applications_profile_idx). */
    async mine(profileId: number, types: JobPostingType[] | undefined, page: PageRequest) {
      const where = whereAll(eq(jobApplications.profile_id, profileId), types && inArray(jobs.type, types));
      const rows = await db
        .select({
          application: jobApplications,
          job: jobColumns,
          invited: sql<boolean>`exists (select 1 from ${jobInvitations} where ${jobInvitations.job_id} = ${jobApplications.job_id} and ${jobInvitations.profile_id} = ${jobApplications.profile_id})`,
        })
        .from(jobApplications)
        .innerJoin(jobs, eq(jobs.id, jobApplications.job_id))
        .innerJoin(orgs, eq(orgs.id, jobs.org_id))
        .where(where)
        .orderBy(...newestApplications)
        .limit(page.count)
        .offset(page.offset);
      const [total] = await db
        .select({ n: count() })
        .from(jobApplications)
        .innerJoin(jobs, eq(jobs.id, jobApplications.job_id))
        .where(where);
      return { rows, total: total?.n ?? 0 };
    },

    /** Applicants of a job with their names, institutes, degrees and specializations, in one query. */
    /** Applications to any of one organisation's jobs, newest first, each with its job; one page and the total. */
    async ofOrganisation(orgId: number, status: ApplicationStatus | undefined, page: PageRequest) {
      const where = whereAll(eq(jobs.org_id, orgId), status && eq(jobApplications.status, status));
      const [rows, total] = await Promise.all([
        db
          .select({ ...applicantFields, job_id: jobs.id, job_title: jobs.title })
          .from(jobApplications)
          .innerJoin(jobs, eq(jobs.id, jobApplications.job_id))
          .innerJoin(profiles, eq(profiles.id, jobApplications.profile_id))
          .where(where)
          .orderBy(...newestApplications)
          .limit(page.count)
          .offset(page.offset),
        db
          .select({ n: count() })
          .from(jobApplications)
          .innerJoin(jobs, eq(jobs.id, jobApplications.job_id))
          .where(where)
          .then(([row]) => row?.n ?? 0),
      ]);
      const applicants = await named(rows);
      return {
        rows: applicants.map((r, i) => ({ ...r, job: { id: rows[i]!.job_id, title: rows[i]!.job_title } })),
        total,
      };
    },

    async applicants(filter: ApplicantFilter, page: PageRequest | null) {
      const where = applicantWhere(filter);
      const query = applicantRows()
        .where(where)
        .orderBy(...newestApplications);
      // Filters on the applicants' profiles are counted; a job's (or one status's) total is kept by triggers.
      const byProfile = Boolean(filter.orgIds?.length || filter.specializationIds?.length);
      if (page && !byProfile) {
        const paging = { jobId: filter.jobId, limit: page.count, offset: page.offset };
        const rows = filter.status
          ? await pageInStatus.execute({ ...paging, status: filter.status })
          : await pageOfAll.execute(paging);
        const total = rows[0]?.kept_total ?? (await keptTotal(filter.jobId, filter.status));
        return { rows: await named(rows), total };
      }
      const [rows, total] = await Promise.all([
        (page ? query.limit(page.count).offset(page.offset) : query).then(named),
        byProfile
          ? db
              .select({ n: count() })
              .from(jobApplications)
              .innerJoin(profiles, eq(profiles.id, jobApplications.profile_id))
              .where(where)
              .then(([row]) => row?.n ?? 0)
          : keptTotal(filter.jobId, filter.status),
      ]);
      return { rows, total };
    },

    /** A job's applications per status (statuses with none are left out). */
    async countsByStatus(jobId: number) {
      return countsQuery.execute({ jobId });
    },

    /** The same, of one institute's students only (a college following its students). */
    async countsByStatusOfStudents(jobId: number, instituteId: number) {
      return db
        .select({ status: jobApplications.status, n: sql<number>`count(*)::int` })
        .from(jobApplications)
        .innerJoin(profiles, eq(profiles.id, jobApplications.profile_id))
        .where(and(eq(jobApplications.job_id, jobId), eq(profiles.my_org_id, instituteId)))
        .groupBy(jobApplications.status);
    },

    /** The status history of an application, oldest first, with the names of who changed it. */
    async log(applicationId: number) {
      return db
        .select({
          id: jobApplicationLogs.id,
          application_id: jobApplicationLogs.application_id,
          from_status: jobApplicationLogs.from_status,
          to_status: jobApplicationLogs.to_status,
          actor_name: profiles.full_name,
          note: jobApplicationLogs.note,
          at: jobApplicationLogs.at,
        })
        .from(jobApplicationLogs)
        .leftJoin(profiles, eq(profiles.id, jobApplicationLogs.actor_profile_id))
        .where(eq(jobApplicationLogs.application_id, applicationId))
        .orderBy(jobApplicationLogs.at, jobApplicationLogs.id);
    },
  };
}

export type ApplicationsRepo = ReturnType<typeof createApplicationsRepo>;
export type ApplicantRowData = Awaited<ReturnType<ApplicationsRepo['applicants']>>['rows'][number];
