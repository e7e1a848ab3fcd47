import type { AppModule } from '../module';
import { invitationsRoutes } from './invitations.routes';
import { createInvitationsService } from './invitations.service';

export { createInvitationsService };

/** Invitations to clubs and events (issue 23 item 30): sent by an organisation, answered by the student. */
export const invitationsModule: AppModule = {
  name: 'invitations',
  register(ctx) {
    const service = createInvitationsService({
      db: ctx.db,
      clock: ctx.clock,
      notifier: ctx.use('notifier'),
      targets: { club: ctx.use('clubEnrolments'), event: ctx.use('eventEnrolments') },
    });
    ctx.routes((api) => api.register(invitationsRoutes, { service }));
  },
};
