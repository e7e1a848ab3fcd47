import type { AppModule } from '../module';
import { clubEnrolmentTarget } from './enrolment-target';
import { clubMembersRoutes } from './club-members.routes';
import { createClubMembersService } from './club-members.service';
import { createClubRecommendationsService } from './clubs.recommendations';
import { clubsRoutes } from './clubs.routes';
import { createClubsService } from './clubs.service';
import { clubFeedbackSource } from './feedback-source';
import { clubs as clubsTable } from '../../db/schema';
import { tableAuthorSource } from '../../lib/author-sources';

export {
  clubMembersRoutes,
  clubsRoutes,
  createClubMembersService,
  createClubRecommendationsService,
  createClubsService,
};

export { canManageClub } from './clubs.policy';

declare module '../module' {
  interface Facts {
    /** How many published clubs an organisation has (its page shows the count). */
    publishedClubCount: (orgId: number) => Promise<number>;
  }
}

/** Clubs: posting, finding, join requests, members and committee. */
export const clubsModule: AppModule = {
  name: 'clubs',
  register(ctx) {
    const { db, clock } = ctx;
    const clubs = createClubsService({ db, clock });
    ctx.provide('publishedClubCount', (orgId) => clubs.publishedCount(orgId));
    ctx.provide('clubFeedback', clubFeedbackSource(db));
    ctx.provide('clubEnrolments', clubEnrolmentTarget(db));
    ctx.provide('clubAuthors', tableAuthorSource(db, { club: clubsTable }, ['club']));
    ctx.routes(async (api) => {
      await api.register(clubsRoutes, {
        service: clubs,
        recommendations: createClubRecommendationsService({ db }),
      });
      await api.register(clubMembersRoutes, {
        service: createClubMembersService({ db, clock, notifier: ctx.use('notifier') }),
      });
    });
  },
};
