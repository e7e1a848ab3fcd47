import {
  JOB_LIMITS,
  JOB_TEXTS,
  MY_JOBS_KIND_TYPES,
  todayOf,
  UNTOUCHED_DRAFT_TTL_MS,
  type CreateJobBody,
  type JobCard,
  type JobListQuery,
  type JobOrg,
  type JobPostingType,
  type JobSearchQuery,
  type JobStatus,
  type MyJobsKind,
  type UpdateJobBody,
} from '@lbd/shared';
import type { Db } from '../../db/client';
import { ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors';
import { orgCaller } from '../../lib/actor';
import { createMicroCache } from '../../lib/micro-cache';
import { paged, pageRequest, type Paged } from '../../lib/paging';
import type { Actor } from '../../lib/access';
import { unknownCatalogueRefs } from '../../lib/catalogue-refs';
import { createContentLifecycle } from '../../lib/content-lifecycle';
import { notifyingTransaction, type NotificationEvent, type Notifier } from '../notifications';
import { toJobCard, toJobDetail } from './jobs.mapper';
import { canManageJob, canSeeJob, isApproved, type JobsCaller } from './jobs.policy';
import { createJobsRepo, type JobCardRow, type NewJob, type PublicFilter } from './jobs.repo';
import { normaliseJob, numericText, publishProblems, type PublishableJob } from './jobs.rules';

export interface JobsDeps {
  db: Db;
  /** The current instant; tests pass a fixed one. */
  clock?: () => Date;
  /** How long a public list or search page is served from memory (0: never). */
  publicPageTtlMs?: number;
  /** Publishing a job for the first time sends job alerts to the students it matches. */
  notifier?: Notifier;
}

type Paging = { page: number; count: number };
type CardsPage = Paged<JobCard>;
/** What the lists and search narrow by, as their queries carry it. */
type FilterQuery = Omit<JobListQuery, 'type' | 'page' | 'count'>;

const paise = (rupees: number | undefined) => (rupees === undefined ? undefined : rupees * 100);
const both = (a: number[] | undefined, b: number[] | undefined) => [...(a ?? []), ...(b ?? [])];

type JobRow = NonNullable<Awaited<ReturnType<ReturnType<typeof createJobsRepo>['byId']>>>;
type Notify = (event: NotificationEvent) => Promise<void>;

/** Jobs and internships: drafts, publishing, public lists and search, an organisation's own jobs. */
export function createJobsService({ db, clock = () => new Date(), publicPageTtlMs = 0, notifier }: JobsDeps) {
  const repo = createJobsRepo(db);
  // Public lists and search answer the same to everyone: each page is kept a few seconds, and dropped
  // by every write of this service (after it is committed).
  const publicPages = createMicroCache<CardsPage>({ ttlMs: publicPageTtlMs, maxEntries: 1000 });
  // The organisation filter's choices, kept and dropped the same way.
  const filterOrgs = createMicroCache<{ data: JobOrg[] }>({ ttlMs: publicPageTtlMs, maxEntries: 200 });
  const changed = () => {
    publicPages.clear();
    filterOrgs.clear();
  };

  /** A list or search query's filters as the repo reads them. */
  function filterOf(q: FilterQuery, type: JobPostingType | undefined, openOn: string) {
    return {
      type,
      openOn,
      orgIds: both(q['org_ids[]'], q.org_ids),
      since: q.days ? new Date(clock().getTime() - q.days * 86_400_000) : undefined,
      titleContains: q.title || undefined,
      minPay: paise(q.min),
      maxPay: paise(q.max),
      locationContains: q.location || undefined,
      remote: q.remote === undefined ? undefined : q.remote === 'true',
      skillIds: both(q['skill_ids[]'], q.skill_ids),
      sort: q.sort,
    } satisfies PublicFilter & { sort?: JobListQuery['sort'] };
  }

  const caller = orgCaller;

  async function cards(rows: JobCardRow[]) {
    const names = await repo.names({ skillIds: rows.flatMap((r) => r.skill_ids) });
    const now = clock();
    return rows.map((r) => toJobCard(r, names, now));
  }

  /** A job the caller manages; anyone else's answers 404 (DESIGN: another organisation's record). */
  async function managed(who: JobsCaller, id: number) {
    const job = await repo.byId(id);
    if (!job || !canManageJob(who, job)) throw new NotFoundError();
    return job;
  }

  function mustBeApproved(who: JobsCaller) {
    if (!isApproved(who)) throw new ForbiddenError(JOB_TEXTS.awaitingApproval);
  }

  /** Unknown catalogue ids are refused field by field. */
  async function checkCatalogue(v: UpdateJobBody) {
    const fields = await unknownCatalogueRefs(repo.knownIds, v);
    if (Object.keys(fields).length > 0) throw new ValidationError(fields);
  }

  function columns(v: UpdateJobBody): Partial<NewJob> {
    const { min_cgpa, min_percentage, ...rest } = v;
    return { ...rest, min_cgpa: numericText(min_cgpa), min_percentage: numericText(min_percentage) };
  }

  async function detail(who: JobsCaller | null, id: number) {
    const job = await repo.byId(id);
    if (!job || !canSeeJob(who, job)) throw new NotFoundError();
    const [names, mine] = await Promise.all([
      repo.names({
        skillIds: job.skill_ids,
        jobRoleIds: job.job_role_ids,
        degreeIds: job.degree_ids,
        specializationIds: job.specialization_ids,
      }),
      who?.profileType === 'STUDENT' && who.profileId ? repo.myApplication(job.id, who.profileId) : null,
    ]);
    const invited =
      who?.profileType === 'STUDENT' && who.profileId ? await repo.isInvited(job.id, who.profileId) : false;
    return toJobDetail(job, names, clock(), {
      canManage: canManageJob(who, job),
      myApplication: mine ?? null,
      invited,
    });
  }

  /**
   * The organisation whose own jobs a caller looks at: its own, or the one an admin names. A company
   * or institution acting for none (awaiting approval, a pending or declined request to join, a
   * deactivated profile) has no jobs to see: 404, as for another organisation's records.
   */
  function ownOrg(who: JobsCaller, orgId: number | undefined): number {
    if (!who.isAdmin && !who.orgId) throw new NotFoundError();
    const id = who.isAdmin && orgId ? orgId : who.orgId;
    if (!id) throw new ValidationError({ org_id: JOB_TEXTS.chooseOrg });
    return id;
  }

  /** Draft -> published -> closed, shared with every posting; students hear of a job when it first goes live. */
  const lifecycle = (performer: number | null) =>
    createContentLifecycle<JobRow, Notify>({
      db,
      targetType: 'job',
      store: repo,
      clock,
      texts: { ...JOB_TEXTS, onlyPublishedClosed: 'Only a published job can be closed.' },
      publishProblems,
      alerts: {
        transaction: (work) => notifyingTransaction(db, notifier, work),
        onFirstPublish: (id, notify) => notify({ kind: 'job_alert', job_id: id, performer_profile_id: performer }),
      },
    });

  return {
    caller,

    /** POST /api/jobs: a new draft of the caller's organisation (an admin names one). */
    async create(actor: Actor, body: CreateJobBody) {
      const who = caller(actor)!;
      mustBeApproved(who);
      const orgId = who.isAdmin && body.org_id ? body.org_id : who.orgId;
      if (!orgId || (who.isAdmin && body.org_id && !(await repo.orgExists(body.org_id))))
        throw new ValidationError({ org_id: JOB_TEXTS.chooseOrg });
      const { org_id: _ignored, ...values } = normaliseJob(body, body.type);
      await checkCatalogue(values);
      return repo.insert({
        ...columns(values),
        title: values.title,
        type: values.type,
        org_id: orgId,
        created_by_profile_id: who.profileId,
        status: 'draft',
      });
    },

    /** GET /api/jobs/{id}: published ones for anyone; drafts and closed ones for their organisation. */
    async detail(actor: Actor | null, id: number) {
      return detail(caller(actor), id);
    },

    /** PUT /api/jobs/{id}. A published job must stay complete. */
    async update(actor: Actor, id: number, body: UpdateJobBody) {
      const who = caller(actor)!;
      const job = await managed(who, id);
      mustBeApproved(who);
      const type = body.type ?? job.type;
      const merged = {
        salary_min: job.salary_min,
        salary_max: job.salary_max,
        ...body,
      };
      if (merged.salary_min != null && merged.salary_max != null && merged.salary_max < merged.salary_min)
        throw new ValidationError({ salary_max: JOB_TEXTS.salaryOrder });
      const values = normaliseJob(
        {
          ...body,
          ...(type === 'Internship'
            ? { salary_min: null, salary_max: null }
            : { stipend: null, duration_months: null }),
        },
        type,
      );
      await checkCatalogue(values);
      if (job.status === 'published') {
        const pick = <K extends keyof PublishableJob>(k: K) =>
          (values[k as keyof typeof values] !== undefined
            ? values[k as keyof typeof values]
            : job[k]) as PublishableJob[K];
        const after: PublishableJob = {
          type,
          title: pick('title'),
          description: pick('description'),
          location: pick('location'),
          is_remote: pick('is_remote'),
          apply_by: pick('apply_by'),
          duration_months: pick('duration_months'),
        };
        const problems = publishProblems(after, clock());
        if (after.apply_by === job.apply_by) delete problems.apply_by;
        if (Object.keys(problems).length > 0) throw new ValidationError(problems);
      }
      await repo.update(id, columns(values));
      changed();
      return detail(who, id);
    },

    /** POST /api/jobs/{id}/publish: a complete draft (or a closed job) goes live. */
    async publish(actor: Actor, id: number) {
      const who = caller(actor)!;
      const job = await managed(who, id);
      mustBeApproved(who);
      await lifecycle(who.profileId).publish(id, job, actor);
      changed();
      return detail(who, id);
    },

    /** POST /api/jobs/{id}/close: stop taking applications. */
    async close(actor: Actor, id: number) {
      const who = caller(actor)!;
      await lifecycle(who.profileId).close(id, await managed(who, id), actor);
      changed();
      return detail(who, id);
    },

    /**
     * DELETE /api/jobs/{id}: discard a draft. With ifUntouched (its author leaves a draft they never
     * saved) only an untouched draft goes; one saved meanwhile stays (409).
     */
    async discard(actor: Actor, id: number, opts: { ifUntouched?: boolean } = {}) {
      const who = caller(actor)!;
      const job = await managed(who, id);
      if (opts.ifUntouched) await lifecycle(who.profileId).discardUntouched(id, job, actor);
      else await lifecycle(who.profileId).discard(id, job, actor);
    },

    /**
     * The periodic sweep (ctx.every): drafts nobody saved since they were created, older than a day,
     * are deleted ('Post a Job' clicked and the tab closed). Answers how many went.
     */
    async sweepUntouchedDrafts() {
      return lifecycle(null).sweepUntouched(new Date(clock().getTime() - UNTOUCHED_DRAFT_TTL_MS));
    },

    /** GET /api/list/jobs_v1 and /api/list/jobs: open published jobs, newest first unless sorted. */
    async listPublic(q: JobListQuery, defaultType: JobPostingType) {
      const page = pageRequest(q);
      const type = q.type ?? defaultType;
      const openOn = todayOf(clock());
      return publicPages.get(JSON.stringify(['list', type, openOn, q]), async () => {
        const { rows, total } = await repo.listPublic(filterOf(q, type, openOn), page);
        return paged(await cards(rows), total, page);
      });
    },

    /** GET /api/search/jobs: full-text search over open published jobs, newest first unless sorted; a capped count. */
    async search(q: JobSearchQuery) {
      const page = pageRequest(q);
      const openOn = todayOf(clock());
      return publicPages.get(JSON.stringify(['search', openOn, q]), async () => {
        const { rows, total, capped } = await repo.search(q.query, filterOf(q, q.type, openOn), page);
        const answer = paged(await cards(rows), total, page);
        if (capped) answer.pagination.total_capped = true;
        return answer;
      });
    },

    /** GET /api/v2/show_org_jobs?org_id&status=PUBLIC: an organisation's published jobs. */
    async publicOrgJobs(q: { org_id?: number; type?: JobPostingType } & Paging) {
      if (!q.org_id) throw new ValidationError({ org_id: JOB_TEXTS.chooseOrg });
      const page = pageRequest(q);
      const { rows, total } = await repo.byOrg(q.org_id, { status: 'published', type: q.type }, page);
      return paged(await cards(rows), total, page);
    },

    /** GET /api/show_org_jobs: the caller organisation's jobs in every status ('Our jobs'), newest first. */
    async myOrgJobs(
      actor: Actor,
      q: { org_id?: number; status?: JobStatus; type?: JobPostingType; kind?: MyJobsKind } & Paging,
    ) {
      const orgId = ownOrg(caller(actor)!, q.org_id);
      const page = pageRequest(q);
      const types = q.kind ? MY_JOBS_KIND_TYPES[q.kind] : undefined;
      const { rows, total } = await repo.byOrg(orgId, { status: q.status, type: q.type, types }, page);
      return paged(await cards(rows), total, page);
    },

    /**
     * GET /api/list/job_orgs: organisations with open published jobs of a type (or of a kind), by part
     * of their name: the lists' organisation filter offers only these.
     */
    async jobOrgs(q: { type?: JobPostingType; kind?: MyJobsKind; query?: string }) {
      const types = q.type ? [q.type] : MY_JOBS_KIND_TYPES[q.kind ?? 'jobs'];
      const openOn = todayOf(clock());
      const text = q.query?.toLowerCase() || undefined;
      return filterOrgs.get(JSON.stringify([types, openOn, text]), async () => ({
        data: await repo.orgsWithOpenJobs({ types, openOn, nameContains: text }, JOB_LIMITS.filterOrgs),
      }));
    },
  };
}

export type JobsService = ReturnType<typeof createJobsService>;
