import type { AppModule } from '../module';
import { myEntityCounts } from './my-entity-counts';
import { studentDashboardRoutes } from './student-dashboard.routes';
import { createStudentDashboardService } from './student-dashboard.service';

export { createStudentDashboardService, studentDashboardRoutes };

/** The student's dashboard (/dashboard): points and their growth, career-path coverage, applications, what is next. */
export const studentDashboardModule: AppModule = {
  name: 'student-dashboard',
  register(ctx) {
    const service = createStudentDashboardService({
      db: ctx.db,
      portfolio: ctx.use('portfolioFacts'),
      clock: ctx.clock,
    });
    const counts = (profileId: number) => myEntityCounts(ctx.db, profileId);
    ctx.routes((api) => api.register(studentDashboardRoutes, { service, counts }));
  },
};
