import {
  academicScore,
  HIRING_COMPANIES_MAX,
  scoreText,
  type OrgStudent,
  type OrgStudentsQuery,
  type AcademicHistogram,
  type InstituteCounters,
  type InstitutePlacement,
  type InstituteScopeQuery,
  type InstituteSplit,
  type InstituteSplitField,
  type TopSkill,
} from '@lbd/shared';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/access';
import { paged, pageRequest } from '../../lib/paging';
import type { Snapshot, Snapshots } from '../../lib/snapshots';
import { createInstituteDashboardRepo } from './institute-dashboard.repo';
import { resolveStudentFilter, snapshotKey, type StudentFilter } from './institute-scope';
import { rupees, toHistogram, toSplit } from './institute-dashboard.rules';

/**
 * The institute's dashboard (issue 24 item 4): its students in numbers, split by degree, branch and
 * batch, their scores and skills, placement with offers and placed students apart (their applications
 * anywhere are the jobs and events modules' show_training_student_jobs and _events). Read only; scoped
 * to the caller's institute, and to their branch for a department admin.
 */
export function createInstituteDashboardService({ db, snapshots }: { db: Db; snapshots: Snapshots }) {
  const repo = createInstituteDashboardRepo(db);

  const filterOf = (actor: Actor, q: InstituteScopeQuery) => resolveStudentFilter(db, actor, q, 'institute_dashboard');

  return {
    /** GET /api/show_org_students: the students in scope themselves, searchable, with contact and score. */
    async students(actor: Actor, q: OrgStudentsQuery) {
      const f = await filterOf(actor, q);
      const page = pageRequest(q);
      const { rows, total } = await repo.students(f, q.q || undefined, page);
      const data: OrgStudent[] = rows.map(({ format, score, ...r }) => ({
        ...r,
        // An institute's permissions may keep its students' contact details from its college admins.
        ...(f.contactDetails ? {} : { email: null, phone: null }),
        score: scoreText(academicScore(format, score)),
      }));
      return paged(data, total, page);
    },

    /** GET /api/fetch_counters. */
    async counters(actor: Actor, q: InstituteScopeQuery): Promise<Snapshot<InstituteCounters>> {
      const f = await filterOf(actor, q);
      return snapshots(snapshotKey('counters', f), async () => {
        const [row, mentors] = await Promise.all([repo.counters(f), repo.mentorCount(f.orgId)]);
        return { ...row, mentors };
      });
    },

    /** GET /api/split_based_on_field?field (and split_by_degree, split_by_branch, split_by_batch). */
    async split(
      actor: Actor,
      q: InstituteScopeQuery & { field: InstituteSplitField },
    ): Promise<Snapshot<InstituteSplit>> {
      const f = await filterOf(actor, q);
      return snapshots(snapshotKey('split', f, q.field), async () => ({
        field: q.field,
        ...toSplit(await repo.split(f, q.field)),
      }));
    },

    /** GET /api/fetch_histogram_academic. */
    async academicHistogram(actor: Actor, q: InstituteScopeQuery): Promise<Snapshot<AcademicHistogram>> {
      const f = await filterOf(actor, q);
      return snapshots(snapshotKey('academic', f), async () => toHistogram(await repo.academicBuckets(f)));
    },

    /** GET /api/fetch_top_skills. */
    async topSkills(actor: Actor, q: InstituteScopeQuery & { limit: number }): Promise<Snapshot<TopSkill[]>> {
      const f = await filterOf(actor, q);
      return snapshots(snapshotKey('skills', f, q.limit), () => repo.topSkills(f, q.limit));
    },

    /** GET /api/institute_dashboard/placement. */
    async placement(actor: Actor, q: InstituteScopeQuery): Promise<Snapshot<InstitutePlacement>> {
      const f = await filterOf(actor, q);
      return snapshots(snapshotKey('placement', f), () => placementOf(f));
    },
  };

  async function placementOf(f: StudentFilter): Promise<InstitutePlacement> {
    const [row, companies] = await Promise.all([repo.placement(f), repo.hiringCompanies(f, HIRING_COMPANIES_MAX)]);
    return {
      students: row.students,
      offers: row.offers,
      placed_students: row.placed_students,
      placed_with_offer: row.placed_with_offer,
      not_placed: row.students - row.placed_students,
      salary: {
        offers_with_salary: row.offers_with_salary,
        median: rupees(row.median),
        mean: rupees(row.mean),
        max: rupees(row.max),
      },
      companies,
      companies_total: row.companies_total,
    };
  }
}

export type InstituteDashboardService = ReturnType<typeof createInstituteDashboardService>;
