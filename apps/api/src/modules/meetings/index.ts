import type { AppModule } from '../module';
import { meetingsRoutes } from './meetings.routes';
import { createMeetingsService } from './meetings.service';

export { createMeetingsService };

/** How often reminders and attendance are looked at: a 10-minute reminder is at most this late. */
export const MEETING_SWEEP_EVERY_MS = 60_000;

/** Scheduled video-meeting posts (issue 28 item 11, decision 0081): sessions, RSVPs, reminders, attendance. */
export const meetingsModule: AppModule = {
  name: 'meetings',
  register(ctx) {
    const service = createMeetingsService({
      db: ctx.db,
      clock: ctx.clock,
      notifier: ctx.use('notifier'),
      entries: ctx.use('entries'),
      origin: ctx.origin,
      log: ctx.log,
    });
    ctx.every(MEETING_SWEEP_EVERY_MS, 'meeting-sweep', () => service.sweep());
    ctx.routes((api) => api.register(meetingsRoutes, { service }));
  },
};
