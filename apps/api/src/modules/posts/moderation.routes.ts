import { FEATURE_ENDPOINTS } from '@lbd/shared/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, ANY_PROFILE } from '../../lib/actor';
import type { ModerationService } from './moderation.service';

const E = FEATURE_ENDPOINTS.posts;

/**
 * Reports, 'hide from me' and the moderator queue (issue 28 item 5, decision 0082). Every profile reports
 * and hides; admins moderate everything, an institution's approved, active staff their students' posts
 * (the service refuses a pending or deactivated one with 403).
 */
export const moderationRoutes: FastifyPluginAsyncZod<{ moderation: ModerationService }> = async (app, { moderation }) => {
  const tags = ['posts moderation'];
  const reader = { access: { profiles: ANY_PROFILE } } as const;
  const moderator = { access: { profiles: ['INSTITUTION'], adminToo: 'approve_profiles' } } as const;

  app.post('/posts/:id/report', { config: reader, schema: { tags, ...E['POST /api/posts/:id/report'] } }, async (req) => ({
    data: await moderation.report(actorOf(req), 'post', req.params.id, req.body),
  }));
  app.post(
    '/post_comments/:id/report',
    { config: reader, schema: { tags, ...E['POST /api/post_comments/:id/report'] } },
    async (req) => ({ data: await moderation.report(actorOf(req), 'comment', req.params.id, req.body) }),
  );
  app.post('/posts/:id/hide', { config: reader, schema: { tags, ...E['POST /api/posts/:id/hide'] } }, async (req) => ({
    data: await moderation.hideForMe(actorOf(req), req.params.id, true),
  }));
  app.delete('/posts/:id/hide', { config: reader, schema: { tags, ...E['DELETE /api/posts/:id/hide'] } }, async (req) => ({
    data: await moderation.hideForMe(actorOf(req), req.params.id, false),
  }));

  app.get('/moderation/reports', { config: moderator, schema: { tags, ...E['GET /api/moderation/reports'] } }, (req) =>
    moderation.queue(actorOf(req), req.query),
  );
  app.post(
    '/moderation/posts/:id',
    { config: moderator, schema: { tags, ...E['POST /api/moderation/posts/:id'] } },
    async (req) => ({ data: await moderation.decide(actorOf(req), 'post', req.params.id, req.body) }),
  );
  app.post(
    '/moderation/comments/:id',
    { config: moderator, schema: { tags, ...E['POST /api/moderation/comments/:id'] } },
    async (req) => ({ data: await moderation.decide(actorOf(req), 'comment', req.params.id, req.body) }),
  );
};
