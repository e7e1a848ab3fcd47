import {
  ENROLLMENT_MONTHS,
  INSTITUTE_DASHBOARD_TEXTS,
  monthsEnding,
  type EnrollmentDashboard,
  type EnrollmentDashboardQuery,
  type EnrollmentListingQuery,
} from '@lbd/shared';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/access';
import { paged, pageRequest } from '../../lib/paging';
import type { Snapshot, Snapshots } from '../../lib/snapshots';
import { createEnrollmentRepo } from './enrollment.repo';
import { resolveStudentFilter, snapshotKey, type StudentFilter } from './institute-scope';

/** The India midnight starting a 'YYYY-MM' month. */
const monthStart = (month: string) => new Date(`${month}-01T00:00:00+05:30`);

/**
 * The enrolment dashboards (issue 24 item 8): registrations, memberships and activity enrolments of
 * the institute's students anywhere, or of anyone in what the institute runs, by batch, branch or month,
 * and listed. Scoped as the institute dashboard is.
 */
export function createEnrollmentService({ db, clock, snapshots }: { db: Db; clock: () => Date; snapshots: Snapshots }) {
  const repo = createEnrollmentRepo(db);

  async function grouped(f: StudentFilter, q: EnrollmentDashboardQuery): Promise<EnrollmentDashboard> {
    const months = monthsEnding(clock(), ENROLLMENT_MONTHS);
    const { rows, total } = await repo.grouped(f, q.kind, q.of, q.group, monthStart(months[0]!));
    const label = (r: { key: string | null; label: string | null }) => r.label ?? INSTITUTE_DASHBOARD_TEXTS.notGiven;
    const out =
      q.group === 'month'
        ? // Every month of the window, the quiet ones too, oldest first.
          months.map((m) => ({ key: m, label: m, count: rows.find((r) => r.key === m)?.count ?? 0 }))
        : rows.map((r) => ({ key: r.key ?? 'none', label: label(r), count: r.count }));
    return { kind: q.kind, group: q.group, of: q.of, total, rows: out };
  }

  return {
    /** GET /api/enrollment_dashboard. */
    async dashboard(actor: Actor, q: EnrollmentDashboardQuery): Promise<Snapshot<EnrollmentDashboard>> {
      const f = await resolveStudentFilter(db, actor, q, 'enrollment_dashboard');
      return snapshots(snapshotKey('enrolment', f, q.kind, q.of, q.group), () => grouped(f, q));
    },

    /** GET /api/enrollment_listing. */
    async listing(actor: Actor, q: EnrollmentListingQuery) {
      const f = await resolveStudentFilter(db, actor, q, 'enrollment_dashboard');
      const page = pageRequest(q);
      const { rows, total } = await repo.listing(f, q.kind, q.of, page);
      const data = rows.map((r) => ({
        kind: q.kind,
        student: { id: r.profile_id, name: r.name },
        branch: r.branch,
        batch: r.batch,
        item: { id: r.item_id, title: r.title },
        org_name: r.org_name,
        status: r.status,
        enrolled_at: new Date(r.at).toISOString(),
      }));
      return paged(data, total, page);
    },
  };
}

export type EnrollmentService = ReturnType<typeof createEnrollmentService>;
