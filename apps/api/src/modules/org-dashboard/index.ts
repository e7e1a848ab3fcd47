import type { AppModule } from '../module';
import { orgDashboardRoutes } from './org-dashboard.routes';
import { createOrgDashboardService } from './org-dashboard.service';

export { createOrgDashboardService, orgDashboardRoutes };
/** Which organisation an organisation-dashboard call is about (for other modules' organisation views). */
export { dashboardOrg } from './org-dashboard.policy';

/** The organisation's dashboard: its jobs, internships, events and clubs in every status, and its applicant funnel (issue 24). */
export const orgDashboardModule: AppModule = {
  name: 'org-dashboard',
  register(ctx) {
    const service = createOrgDashboardService({ db: ctx.db });
    ctx.routes((api) => api.register(orgDashboardRoutes, { service }));
  },
};
