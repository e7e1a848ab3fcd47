import type { AppModule } from '../module';
import { mentorDashboardRoutes } from './mentor-dashboard.routes';
import { createMentorDashboardService } from './mentor-dashboard.service';

export { createMentorDashboardService, mentorDashboardRoutes };

/** The mentor's dashboard (/mentorDashboard): counts, the evaluation queue's age, mentees at risk. */
export const mentorDashboardModule: AppModule = {
  name: 'mentor-dashboard',
  register(ctx) {
    const service = createMentorDashboardService({ db: ctx.db, clock: ctx.clock });
    ctx.routes((api) => api.register(mentorDashboardRoutes, { service }));
  },
};
