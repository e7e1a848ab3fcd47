import type { AppModule } from '../module';
import { createContentService } from './content.service';
import { createEnrolmentService } from './enrolment.service';
import { learningRoutes } from './learning.routes';
import { createLearningRecommendations } from './recommendations';
import { createRequestsService } from './requests.service';
import { createSubmissionsService } from './submissions';
import { createViewsService } from './views.service';

export {
  createContentService,
  createEnrolmentService,
  createRequestsService,
  createSubmissionsService,
  createViewsService,
};
export type { ContentService } from './content.service';
export type { EnrolmentService } from './enrolment.service';
export type { LearningCaller } from './learning.policy';

/** Learning by doing (issue 25): resources, learning paths, projects, enrolment and progress, review, requests. */
export const learningModule: AppModule = {
  name: 'learning',
  register(ctx) {
    const { db, clock } = ctx;
    const notifier = ctx.use('notifier');
    const content = createContentService({ db, clock });
    const enrolment = createEnrolmentService({ db, clock, content, notifier });
    const submissions = createSubmissionsService({ db, clock, enrolment, notifier });
    const requests = createRequestsService({ db, clock, enrolment, notifier });
    const views = createViewsService({ db, clock });
    const recommendations = createLearningRecommendations({ db, content, portfolio: ctx.use('portfolioFacts') });
    ctx.routes((api) =>
      api.register(learningRoutes, { content, enrolment, submissions, requests, views, recommendations }),
    );
  },
};
