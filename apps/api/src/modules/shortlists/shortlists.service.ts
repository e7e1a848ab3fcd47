import {
  paginate,
  SHORTLIST_MAX_STUDENTS,
  SHORTLIST_TEXTS as T,
  type EligibilitySimulation,
  type EligibilitySimulationQuery,
  type SaveShortlistBody,
  type Shortlist,
  type ShortlistFilter,
  type ShortlistMailBody,
  type ShortlistQuery,
  type ShortlistsQuery,
  type ShortlistXlsxQuery,
} from '@lbd/shared';
import type { SQL } from 'drizzle-orm';
import { catalogueNames } from '../../db/catalogue-names';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import type { Actor } from '../../lib/access';
import { AppError, ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import { paged, pageRequest } from '../../lib/paging';
import { resolveStudentFilter, type StudentFilter } from '../institute-dashboard';
import { canSeeJob, jobWithCriteria, judgeEligibility } from '../jobs';
import { orgCaller } from '../../lib/actor';
import type { MailListSource, MailLists } from '../mail-notifications';
import { canSeeShortlist } from './shortlists.policy';
import { createShortlistsRepo, filterWhere, membersWhere } from './shortlists.repo';
import { filterSummary, normalFilter, shortlistFileName, toSavedFilter, toStudent } from './shortlists.rules';
import { shortlistWorkbook } from './shortlists.xlsx';

export interface ShortlistsDeps {
  db: Db;
  /** Writes a shortlist's email and queues its delivery (the mail-notifications module). */
  mailLists: MailLists;
  /** The public origin, for the portfolio links in an export. */
  origin: string;
  clock?: () => Date;
}

type ShortlistRow = NonNullable<Awaited<ReturnType<ReturnType<typeof createShortlistsRepo>['byId']>>>;

const toShortlist = ({ shortlist: s, created_by }: ShortlistRow): Shortlist => ({
  id: s.id,
  name: s.name,
  org_id: s.org_id,
  filter: toSavedFilter(s.filter),
  filter_summary: s.filter_summary,
  student_count: s.student_count,
  specialization_id: s.specialization_id,
  created_by: created_by ?? null,
  inserted_at: s.inserted_at.toISOString(),
});

/** The students a saved shortlist is about: its institute, and its branch when a department admin saved it. */
const scopeOfShortlist = (s: { org_id: number; specialization_id: number | null }): StudentFilter => ({
  orgId: s.org_id,
  specializationId: s.specialization_id,
  batch: null,
  contactDetails: true,
});

/**
 * Shortlists (issue 24 item 6) and the eligibility simulator (item 7): an institute's students
 * filtered, saved under a name with the students matched at that moment, exported, emailed; and a
 * job's criteria judged against every student of the caller's scope. Who may: the institute
 * dashboard's scope (institution staff, TPO and department admins, admins naming the institute).
 */
export function createShortlistsService({ db, mailLists, origin, clock = () => new Date() }: ShortlistsDeps) {
  const repo = createShortlistsRepo(db);

  /** The caller's students (403 / 404 as the institute dashboard answers); an admin names the institute. */
  async function scopeOf(actor: Actor, orgId?: number): Promise<StudentFilter> {
    const scope = await resolveStudentFilter(db, actor, { org_id: orgId }, 'shortlists');
    // An admin naming a company (or nothing that exists) finds no institute.
    if (actor.isAdmin && !(await repo.isInstitute(scope.orgId))) throw new NotFoundError();
    return scope;
  }

  /** A saved shortlist the caller may see; 403 for a student who runs no dashboard, 404 for anyone else's. */
  async function visible(actor: Actor, id: number) {
    const mine = actor.isAdmin ? null : await scopeOf(actor);
    const row = await repo.byId(id);
    if (!row) throw new NotFoundError();
    const scope = mine ?? (await scopeOf(actor, row.shortlist.org_id));
    if (!canSeeShortlist(scope, row.shortlist)) throw new NotFoundError();
    return row;
  }

  const tooMany = (n: number) => new ValidationError({ filter: T.tooMany(n) }, T.tooMany(n));

  /** Every student `where` selects (for an export or a new shortlist), refused beyond the most a list holds. */
  async function allStudents(scope: StudentFilter, where: SQL) {
    const total = await repo.count(scope, where);
    if (total > SHORTLIST_MAX_STUDENTS) throw tooMany(total);
    return (await repo.students(scope, where)).map((r) => toStudent(r));
  }

  async function summaryOf(f: ShortlistFilter) {
    const names = await catalogueNames(db).names({
      skillIds: f.skill_ids,
      specializationIds: f.specialization_ids,
      jobRoleIds: f.job_role_ids,
    });
    return filterSummary(f, {
      skills: names.skills.map((s) => s.display_name),
      branches: names.specializations.map((s) => s.name),
      careerPaths: names.jobRoles.map((r) => r.name),
    });
  }

  /** The source the mail-notifications module writes a shortlist's email through. */
  const mailSource: MailListSource = {
    async mayWrite(_db, actor, id) {
      try {
        await visible(actor, id);
        return true;
      } catch (err) {
        if (err instanceof AppError && (err.statusCode === 403 || err.statusCode === 404)) return false;
        throw err;
      }
    },
    async describe(_db, id) {
      const row = await repo.byId(id);
      if (!row) return null;
      return {
        orgId: row.shortlist.org_id,
        orgName: await repo.orgName(row.shortlist.org_id),
        title: row.shortlist.name,
        audience: () => 'students on the shortlist',
      };
    },
    // Called inside the mail module's transaction: it reads on that connection.
    async recipients(tx, id) {
      const row = await repo.scopeRow(id, tx);
      if (!row) throw new NotFoundError();
      return repo.recipients(scopeOfShortlist(row), id);
    },
  };

  return {
    mailSource,

    /** GET /api/shortlist_portfolios: a page of the students the filter matches, by name. */
    async students(actor: Actor, q: ShortlistQuery) {
      const scope = await scopeOf(actor, q.org_id);
      const where = filterWhere(normalFilter(q));
      const page = pageRequest(q);
      const [total, rows] = await Promise.all([
        repo.count(scope, where),
        repo.students(scope, where, { limit: page.count, offset: page.offset }),
      ]);
      return paged(
        rows.map((r) => toStudent(r)),
        total,
        page,
      );
    },

    /** POST /api/shortlist_portfolios: the filter and the students it matches now, under a name new in the institute. */
    async save(actor: Actor, body: SaveShortlistBody): Promise<Shortlist> {
      const scope = await scopeOf(actor, body.org_id);
      const filter = normalFilter(body.filter);
      const where = filterWhere(filter);
      if (await repo.nameTaken(scope.orgId, body.name)) throw new ConflictError(T.duplicateName);
      const summary = await summaryOf(filter);
      try {
        const saved = await db.transaction(async (tx) => {
          const ids = await repo.ids(scope, where, SHORTLIST_MAX_STUDENTS + 1, tx);
          if (ids.length === 0) throw new ValidationError({ filter: T.empty }, T.empty);
          if (ids.length > SHORTLIST_MAX_STUDENTS) throw tooMany(await repo.count(scope, where));
          return repo.insert(
            {
              org_id: scope.orgId,
              specialization_id: scope.specializationId,
              name: body.name,
              filter,
              filter_summary: summary,
              student_count: ids.length,
              created_by_profile_id: actor.profile?.id ?? null,
            },
            ids,
            tx,
          );
        });
        return toShortlist((await repo.byId(saved.id))!);
      } catch (err) {
        // Two saves of one name at once: the unique index decides.
        if (isUniqueViolation(err)) throw new ConflictError(T.duplicateName);
        throw err;
      }
    },

    /** GET /api/shortlisted_table?from&count: the saved shortlists the caller sees, newest first. */
    async list(actor: Actor, q: ShortlistsQuery) {
      const scope = await scopeOf(actor, q.org_id);
      const { rows, total } = await repo.list(scope.orgId, scope.specializationId, q.from, q.count);
      const next = q.from + rows.length;
      return {
        data: rows.map(toShortlist),
        pagination: paginate(Math.floor(q.from / q.count) + 1, q.count, total),
        next_from: next < total ? next : null,
      };
    },

    /** GET /api/shortlists/{id}. */
    async byId(actor: Actor, id: number): Promise<Shortlist> {
      return toShortlist(await visible(actor, id));
    },

    /** GET /api/shortlists/{id}/students: its saved students still in its scope (the others are counted as left). */
    async members(actor: Actor, id: number, q: { page: number; count: number }) {
      const row = await visible(actor, id);
      const scope = scopeOfShortlist(row.shortlist);
      const where = membersWhere(id);
      const page = pageRequest(q);
      const [total, rows, saved] = await Promise.all([
        repo.count(scope, where),
        repo.students(scope, where, { limit: page.count, offset: page.offset }),
        repo.memberCount(id),
      ]);
      return {
        ...paged(
          rows.map((r) => toStudent(r)),
          total,
          page,
        ),
        left: saved - total,
      };
    },

    /** DELETE /api/shortlists/{id}: the list goes; the students stay as they are. */
    async remove(actor: Actor, id: number) {
      await visible(actor, id);
      await repo.remove(id);
    },

    /** GET /api/shortlist_xlsx: a saved shortlist's students, or every student the filter matches, as .xlsx. */
    async spreadsheet(actor: Actor, q: ShortlistXlsxQuery) {
      let students;
      let name: string | null = null;
      if (q.shortlist_id !== undefined) {
        const row = await visible(actor, q.shortlist_id);
        name = row.shortlist.name;
        students = await allStudents(scopeOfShortlist(row.shortlist), membersWhere(row.shortlist.id));
      } else {
        const scope = await scopeOf(actor, q.org_id);
        students = await allStudents(scope, filterWhere(normalFilter(q)));
      }
      const body = await shortlistWorkbook(
        name ? `Shortlist: ${name}` : 'Students',
        students,
        (profileId) => `${origin}/portfolio/${profileId}`,
      );
      return { body, fileName: shortlistFileName(name, clock()), rows: students.length };
    },

    /** POST /api/shortlists/{id}/mail_notification: email every student on it now (once each; the queue delivers). */
    async mail(actor: Actor, id: number, body: ShortlistMailBody) {
      await visible(actor, id);
      try {
        return await mailLists.requestFor(
          actor,
          { type: 'shortlist', id },
          { type: 'all', subject: body.subject, message: body.message },
        );
      } catch (err) {
        // The mail module names its own list field; here there is one list, the shortlist's students.
        if (err instanceof ValidationError && err.fields?.type)
          throw new ValidationError({ shortlist: T.noRecipients });
        throw err;
      }
    },

    /**
     * GET /api/institute_dashboard/eligibility?job_id: the job's criteria judged against every student of
     * the caller's scope with the rules a student sees before applying; who does not qualify and why.
     */
    async simulate(
      actor: Actor,
      q: EligibilitySimulationQuery,
    ): Promise<{
      data: EligibilitySimulation;
      pagination: ReturnType<typeof paginate>;
    }> {
      const scope = await scopeOf(actor, q.org_id);
      const job = await jobWithCriteria(db, q.job_id);
      // A published job, or one the caller's own organisation posted (a draft it is preparing).
      if (!job || !canSeeJob(orgCaller(actor), job)) throw new NotFoundError();
      const students = await repo.eligibilityFacts(scope);
      // A student with nothing on record fails every criterion the job sets: it names them all, even
      // for an institute without students (a score criterion is named after the student's own score).
      const nobody = { degree_id: null, specialization_id: null, graduation_year: null, education: null };
      const results = await judgeEligibility(db, job, [...students, nobody]);
      const criteria = [...new Set(results.flatMap((r) => r.criteria.map((c) => c.name)))];
      results.pop();
      const failingCount = new Map<string, number>();
      const notQualifying = [];
      for (const [i, r] of results.entries()) {
        const failing = r.criteria.filter((c) => !c.met);
        if (failing.length === 0) continue;
        for (const c of failing) failingCount.set(c.name, (failingCount.get(c.name) ?? 0) + 1);
        const s = students[i]!;
        notQualifying.push({
          profile_id: s.profile_id,
          name: s.name ?? '',
          branch: s.branch,
          batch: s.batch,
          failing: failing.map((c) => ({ name: c.name, detail: c.detail })),
        });
      }
      const shown = q.criterion
        ? notQualifying.filter((s) => s.failing.some((c) => c.name === q.criterion))
        : notQualifying;
      const page = pageRequest(q);
      return {
        data: {
          job: { id: job.id, title: job.title, org_name: job.org_name, type: job.type, status: job.status },
          criteria,
          students: students.length,
          qualifying: students.length - notQualifying.length,
          not_qualifying: notQualifying.length,
          by_criterion: criteria
            .filter((name) => failingCount.has(name))
            .map((name) => ({ name, students: failingCount.get(name)! })),
          not_qualifying_students: shown.slice(page.offset, page.offset + page.count),
        },
        pagination: paginate(page.page, page.count, shown.length),
      };
    },
  };
}

export type ShortlistsService = ReturnType<typeof createShortlistsService>;
