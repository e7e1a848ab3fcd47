import type { AppModule } from '../module';
import { mentorDashboardRoutes } from './mentor-dashboard.routes';
import { createMentorDashboardService } from './mentor-dashboard.service';
import { createMentorNudgesService } from './mentor-nudges.service';
import { createOrgAdvisorsService } from './org-advisors.service';

export { createMentorDashboardService, createMentorNudgesService, mentorDashboardRoutes };

/**
 * The mentor's dashboard (/mentorDashboard): counts, the evaluation queue's age, mentees at risk and
 * their nudges; and an organisation's mentors with what each runs (/instituteMentor).
 */
export const mentorDashboardModule: AppModule = {
  name: 'mentor-dashboard',
  register(ctx) {
    const service = createMentorDashboardService({ db: ctx.db, clock: ctx.clock });
    const nudges = createMentorNudgesService({ db: ctx.db, clock: ctx.clock, notifier: ctx.use('notifier') });
    const orgAdvisors = createOrgAdvisorsService({ db: ctx.db, clock: ctx.clock });
    ctx.routes((api) => api.register(mentorDashboardRoutes, { service, nudges, orgAdvisors }));
  },
};
