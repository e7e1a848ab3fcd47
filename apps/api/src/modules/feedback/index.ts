import type { AppModule } from '../module';
import { feedbackRoutes } from './feedback.routes';
import { createFeedbackService } from './feedback.service';

export { createFeedbackService };

/** Feedback and rating intervention (issue 28 item 9, decision 0080), on the items of the modules before it. */
export const feedbackModule: AppModule = {
  name: 'feedback',
  register(ctx) {
    const service = createFeedbackService({
      db: ctx.db,
      clock: ctx.clock,
      sources: [
        ctx.use('eventFeedback'),
        ctx.use('clubFeedback'),
        ctx.use('learningFeedback'),
        ctx.use('activityFeedback'),
      ],
    });
    ctx.routes((api) => api.register(feedbackRoutes, { service }));
  },
};
