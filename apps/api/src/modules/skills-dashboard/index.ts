import { createSnapshots } from '../../lib/snapshots';
import type { AppModule } from '../module';
import { skillsDashboardRoutes } from './skills-dashboard.routes';
import { createSkillsDashboardService } from './skills-dashboard.service';

export { createSkillsDashboardService, skillsDashboardRoutes };

/** The skills dashboard: an institute's students by score, branch and portfolio points, and skills in demand (issue 24). */
export const skillsDashboardModule: AppModule = {
  name: 'skills-dashboard',
  register(ctx) {
    const { studentPointsSql } = ctx.use('portfolioFacts');
    const snapshots = createSnapshots({ ttlMs: ctx.env.DASHBOARD_CACHE_SECONDS * 1000, clock: ctx.clock });
    const service = createSkillsDashboardService({ db: ctx.db, studentPointsSql, snapshots });
    ctx.routes((api) => api.register(skillsDashboardRoutes, { service }));
  },
};
