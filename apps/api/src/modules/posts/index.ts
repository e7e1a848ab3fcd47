import type { AppModule } from '../module';
import { achievementsRoutes } from './achievements.routes';
import { attachmentOf, createAchievementsService } from './achievements.service';
import { createInteractionsService } from './interactions.service';
import { createLinkFetcher, type LinkFetcher } from './link-preview';
import { moderationRoutes } from './moderation.routes';
import { createModerationService } from './moderation.service';
import { postsRoutes } from './posts.routes';
import { createPostsService } from './posts.service';

export { attachmentOf, createInteractionsService, createLinkFetcher, createPostsService };
export type { LinkFetcher };

declare module '../module' {
  interface ModuleOptions {
    /** How a post's link preview is fetched (tests and offline deployments pass their own). */
    postsLinkFetcher?: LinkFetcher;
  }
}

/** How often photos uploaded for posts and never used are looked for. */
const LOOSE_IMAGE_SWEEP_MS = 60 * 60_000;

/**
 * Community posts (issue 28, decisions 0079 and 0082): posts, likes, comments, the two feeds, follows, pins,
 * moderation and campus channels.
 */
export const postsModule: AppModule = {
  name: 'posts',
  register(ctx) {
    const notifier = ctx.use('notifier');
    const achievements = createAchievementsService({
      db: ctx.db,
      sources: [ctx.use('portfolioAchievements'), ctx.use('learningAchievements'), ctx.use('questAchievements')],
    });
    const posts = createPostsService({
      db: ctx.db,
      clock: ctx.clock,
      storage: ctx.storage,
      notifier,
      queue: ctx.queue,
      fetchLink: ctx.options.postsLinkFetcher ?? createLinkFetcher(),
      log: (err, message) => ctx.log.error({ err }, message),
      achievements,
    });
    const interactions = createInteractionsService({ db: ctx.db, clock: ctx.clock, notifier, posts });
    ctx.queue.work<{ post_id: number }>('post-link-preview', (job) => posts.previewLink(job.post_id));
    ctx.every(LOOSE_IMAGE_SWEEP_MS, 'post photo sweep', () => posts.sweepLooseImages());
    const moderation = createModerationService({ db: ctx.db, clock: ctx.clock, posts });
    ctx.routes(async (api) => {
      await api.register(postsRoutes, { posts, interactions });
      await api.register(moderationRoutes, { moderation });
    });
    ctx.routes((api) => api.register(achievementsRoutes, { achievements }));
  },
};
