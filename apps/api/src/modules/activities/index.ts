import { activityEnrolmentTarget } from './enrolment-target';
import type { DiskObjectStorage } from '../../lib/object-storage';
import type { AppModule } from '../module';
import { activitiesRoutes } from './activities.routes';
import { createActivitiesService } from './activities.service';
import type { FileLink } from './activities.mapper';
import { activityFilesRoutes, diskStorageRoutes } from './activity-files.routes';
import { createActivityFilesService, type ActivityFilesService } from './activity-files.service';
import { mentorRoutes } from './mentor.routes';
import { createMentorService } from './mentor.service';
import { myActivitiesRoutes } from './my-activities.routes';
import { createMyActivitiesService } from './my-activities.service';
import { peerRoutes } from './peer.routes';
import { createPeerService } from './peer.service';
import type { ScoreCard } from './score-card.pdf';
import { activityStepSource } from './quest-steps';
import { activityFeedbackSource } from './feedback-source';
import type { QuestCardsSlot } from '../../lib/quest-steps';
import { assignments } from '../../db/schema';
import { tableAuthorSource } from '../../lib/author-sources';

export { activityStepSource };
export { activitiesRoutes, activityFilesRoutes, diskStorageRoutes, mentorRoutes, myActivitiesRoutes, peerRoutes };
export {
  createActivitiesService,
  createActivityFilesService,
  createMentorService,
  createMyActivitiesService,
  createPeerService,
};

export type { ActivityFilesService };

declare module '../module' {
  interface Facts {
    /** Activity uploads: signed upload and download URLs, and the cleanup of unconfirmed ones. */
    activityFiles: ActivityFilesService;
  }
}

/** How often a worker process checks for activity uploads reserved and never confirmed. */
const ACTIVITY_FILE_CLEANUP_TICK_MS = 10 * 60_000;

/** How long a signed download link of an activity file stays valid. */
const FILE_LINK_SECONDS = 60 * 60;

/* react-pdf is loaded on the first score card asked for, not at start (see the portfolio module). */
const renderScoreCard = async (card: ScoreCard) => (await import('./score-card.pdf')).renderScoreCard(card);

/** Learning by doing: activities, enrolment, submissions with files, peer review and the mentor's scores. */
export const activitiesModule: AppModule = {
  name: 'activities',
  register(ctx) {
    const { db, clock, objectStorage } = ctx;
    const notifier = ctx.use('notifier');
    ctx.provide('activitySteps', activityStepSource(db));
    ctx.provide('activityEnrolments', activityEnrolmentTarget(db, ctx.clock));
    ctx.provide('activityFeedback', activityFeedbackSource(db));
    ctx.provide('activityAuthors', tableAuthorSource(db, { activity: assignments }));
    const questCards: QuestCardsSlot = { current: null };
    ctx.provide('questCards', questCards);
    const fileLink: FileLink = (f) => objectStorage.downloadUrl(f.storage_key, f.filename, FILE_LINK_SECONDS);
    const activityFiles = createActivityFilesService({
      db,
      clock,
      storage: objectStorage,
      queue: ctx.queue,
      log: (err, message) => ctx.log.error({ err }, message),
    });
    ctx.queue.work('activity-file-cleanup', async () => {
      await activityFiles.cleanupExpired();
    });
    // Uploads reserved and never confirmed: a cleanup job when some have expired.
    ctx.every(ACTIVITY_FILE_CLEANUP_TICK_MS, 'activity file cleanup', () => activityFiles.tick(), { onStart: true });
    ctx.provide('activityFiles', activityFiles);
    ctx.routes(async (api) => {
      await api.register(activitiesRoutes, { service: createActivitiesService({ db, clock, fileLink, notifier }) });
      await api.register(myActivitiesRoutes, { service: createMyActivitiesService({ db, clock, fileLink }) });
      await api.register(activityFilesRoutes, { service: activityFiles });
      await api.register(peerRoutes, { service: createPeerService({ db, clock, fileLink }) });
      await api.register(mentorRoutes, {
        service: createMentorService({ db, clock, mailer: ctx.mailer, renderScoreCard }),
        quests: questCards,
      });
      if ('pathOf' in objectStorage)
        await api.register(diskStorageRoutes, { storage: objectStorage as DiskObjectStorage, clock });
    });
  },
};
