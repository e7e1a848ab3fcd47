import type { AppModule } from '../module';
import { eventEnrollmentsRoutes } from './event-enrollments.routes';
import { createEnrollmentsService } from './event-enrollments.service';
import { createEventRecommendationsService } from './events.recommendations';
import { eventsRoutes } from './events.routes';
import { createEventsService } from './events.service';
import { eventFeedbackSource } from './feedback-source';
import { eventEnrolmentTarget } from './enrolment-target';
import { events as eventsTable } from '../../db/schema';
import { tableAuthorSource } from '../../lib/author-sources';

export {
  createEnrollmentsService,
  createEventRecommendationsService,
  createEventsService,
  eventEnrollmentsRoutes,
  eventsRoutes,
};

export { canManageEvent } from './events.policy';

declare module '../module' {
  interface Facts {
    /** How many published events an organisation has (its page shows the count). */
    publishedEventCount: (orgId: number) => Promise<number>;
  }
}

/** Events: posting, finding, registering and attendance (SPEC §4.4, §7.4). */
export const eventsModule: AppModule = {
  name: 'events',
  register(ctx) {
    const { db, clock } = ctx;
    const notifier = ctx.use('notifier');
    const events = createEventsService({ db, clock, notifier });
    ctx.provide('publishedEventCount', (orgId) => events.publishedCount(orgId));
    ctx.provide('eventFeedback', eventFeedbackSource(db));
    ctx.provide('eventEnrolments', eventEnrolmentTarget(db));
    ctx.provide('eventAuthors', tableAuthorSource(db, { event: eventsTable }, ['event']));
    ctx.routes(async (api) => {
      await api.register(eventsRoutes, { service: events, storage: ctx.storage });
      await api.register(eventEnrollmentsRoutes, {
        service: createEnrollmentsService({ db, events, clock, notifier }),
        recommendations: createEventRecommendationsService({ db, clock }),
      });
    });
  },
};
