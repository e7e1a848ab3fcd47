import type { AppModule } from '../module';
import { learningEnrolmentTargets, learningMentorTargets } from './enrolment-targets';
import { createContentService } from './content.service';
import { createEnrolmentService } from './enrolment.service';
import { createFileLinks } from './file-links';
import { createLearningFilesService, type LearningFilesService } from './learning-files.service';
import { learningRoutes } from './learning.routes';
import { createLearningRecommendations } from './recommendations';
import { createRequestsService } from './requests.service';
import { createSubmissionsService } from './submissions';
import { createViewsService } from './views.service';
import { pathsForSkills } from './recommendations';
import { learningStepSource } from './quest-steps';
import { learningFeedbackSource } from './feedback-source';
import { learningAchievementSource } from './achievements';
import { projects, resourceGroups, resources } from '../../db/schema';
import { tableAuthorSource } from '../../lib/author-sources';

export { learningStepSource };
export {
  createContentService,
  createFileLinks,
  createLearningFilesService,
  createEnrolmentService,
  createRequestsService,
  createSubmissionsService,
  createViewsService,
};
export type { ContentService } from './content.service';
export type { EnrolmentService } from './enrolment.service';
export type { LearningCaller } from './learning.policy';
export type { LearningFilesService };

declare module '../module' {
  interface Facts {
    /** Learning files: a resource's file, deliverables' attachments, the cleanup of abandoned uploads. */
    learningFiles: LearningFilesService;
    /** Published learning paths that teach these skills, newest first, at most `per` a skill. */
    learningPathsForSkills: (
      skillIds: number[],
      per: number,
    ) => Promise<{ skill_id: number; id: number; title: string }[]>;
  }
}

/** How often a process that runs jobs checks for learning uploads left behind. */
const LEARNING_FILE_CLEANUP_TICK_MS = 10 * 60_000;

/** Learning by doing (issue 25): resources, learning paths, projects, enrolment and progress, review, requests. */
export const learningModule: AppModule = {
  name: 'learning',
  register(ctx) {
    const { db, clock, objectStorage } = ctx;
    const notifier = ctx.use('notifier');
    const links = createFileLinks(objectStorage);
    const paidAccess = ctx.use('paidAccess');
    const content = createContentService({ db, clock, files: links, paidAccess });
    const enrolment = createEnrolmentService({ db, clock, content, files: links, notifier, paidAccess });
    const submissions = createSubmissionsService({ db, clock, enrolment, files: links, notifier });
    const files = createLearningFilesService({
      db,
      clock,
      storage: objectStorage,
      links,
      content,
      enrolment,
      queue: ctx.queue,
      log: (err, message) => ctx.log.error({ err }, message),
    });
    ctx.queue.work('learning-file-cleanup', async () => {
      await files.cleanupExpired();
    });
    ctx.every(LEARNING_FILE_CLEANUP_TICK_MS, 'learning file cleanup', () => files.tick(), { onStart: true });
    ctx.provide('learningFiles', files);
    ctx.provide('learningSteps', learningStepSource(db));
    ctx.provide('learningFeedback', learningFeedbackSource(db));
    ctx.provide('learningEnrolments', learningEnrolmentTargets(db));
    ctx.provide('learningMentorTargets', learningMentorTargets(db));
    ctx.provide(
      'learningAuthors',
      tableAuthorSource(db, { resource: resources, learning_path: resourceGroups, project: projects }),
    );
    ctx.provide('learningAchievements', learningAchievementSource(db, ctx.authSecret));
    ctx.provide('learningPathsForSkills', (skillIds, per) => pathsForSkills(db, skillIds, per));
    const requests = createRequestsService({ db, clock, enrolment, notifier });
    const views = createViewsService({ db, clock });
    const recommendations = createLearningRecommendations({ db, content, portfolio: ctx.use('portfolioFacts') });
    ctx.routes((api) =>
      api.register(learningRoutes, { content, enrolment, submissions, requests, views, recommendations, files }),
    );
  },
};
