import { FEATURE_ENDPOINTS } from '@lbd/shared/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, ANY_PROFILE, orgCaller } from '../../lib/actor';
import type { FeedbackService } from './feedback.service';

const E = FEATURE_ENDPOINTS.feedback;

/** Feedback and rating intervention (issue 28 item 9, SPEC §7.5 /api/feedback, decision 0080). */
export const feedbackRoutes: FastifyPluginAsyncZod<{ service: FeedbackService }> = async (app, { service }) => {
  const tags = ['feedback'];
  app.get('/feedback', { config: { access: 'public' }, schema: { tags, ...E['GET /api/feedback'] } }, async (req) => ({
    data: await service.summary(orgCaller(req.actor ?? null), req.query.item_type, req.query.item_id),
  }));
  app.put(
    '/feedback',
    { config: { access: { profiles: ANY_PROFILE } }, schema: { tags, ...E['PUT /api/feedback'] } },
    async (req) => ({ data: await service.rate(orgCaller(actorOf(req))!, req.body) }),
  );
  app.get(
    '/feedback/responses',
    { config: { access: 'signed_in' }, schema: { tags, ...E['GET /api/feedback/responses'] } },
    (req) => service.responses(orgCaller(actorOf(req))!, req.query),
  );
};
