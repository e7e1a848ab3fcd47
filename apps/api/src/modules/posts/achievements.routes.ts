import { FEATURE_ENDPOINTS } from '@lbd/shared/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor';
import type { AchievementsService } from './achievements.service';

const E = FEATURE_ENDPOINTS.achievements;

/**
 * Shared achievements (issue 28 item 6, decision 0083): a student's shareable items, and the live
 * verification a post's 'Verified' badge links to (public: the ref is unguessable).
 */
export const achievementsRoutes: FastifyPluginAsyncZod<{ achievements: AchievementsService }> = async (
  app,
  { achievements },
) => {
  const tags = ['posts'];
  app.get(
    '/posts/achievements',
    { config: { access: { profiles: ['STUDENT'] } }, schema: { tags, ...E['GET /api/posts/achievements'] } },
    async (req) => ({ data: await achievements.shareable(actorOf(req)) }),
  );
  app.get(
    '/achievements/:kind/:ref',
    { config: { access: 'public' }, schema: { tags, ...E['GET /api/achievements/:kind/:ref'] } },
    async (req) => ({ data: await achievements.verification(req.params.kind, req.params.ref) }),
  );
};
