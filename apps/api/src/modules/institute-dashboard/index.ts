import { createSnapshots } from '../../lib/snapshots';
import type { AppModule } from '../module';
import { createEnrollmentService } from './enrollment.service';
import { instituteDashboardRoutes } from './institute-dashboard.routes';
import { createInstituteDashboardService } from './institute-dashboard.service';

export { createInstituteDashboardService, instituteDashboardRoutes };
/** For modules that count or list an institute's students (shortlists, enrolment): who may, and which. */
export { INSTITUTE_DASHBOARD_ACCESS } from './institute-dashboard.routes';
export {
  PLACED,
  resolveStudentFilter,
  scopedCtes,
  scorePercent,
  snapshotKey,
  type StudentFilter,
} from './institute-scope';
export { toHistogram } from './institute-dashboard.rules';

/** The institute's dashboard (and a college admin's): its students in numbers, placement, enrolment (issue 24). */
export const instituteDashboardModule: AppModule = {
  name: 'institute-dashboard',
  register(ctx) {
    const snapshots = createSnapshots({ ttlMs: ctx.env.DASHBOARD_CACHE_SECONDS * 1000, clock: ctx.clock });
    const service = createInstituteDashboardService({ db: ctx.db, snapshots });
    const enrollment = createEnrollmentService({ db: ctx.db, clock: ctx.clock, snapshots });
    ctx.routes((api) => api.register(instituteDashboardRoutes, { service, enrollment }));
  },
};
