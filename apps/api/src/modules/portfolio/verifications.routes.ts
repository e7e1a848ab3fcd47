import {
  entryVerificationViewSchema,
  verificationDecisionBodySchema,
  verificationDecisionResponseSchema,
  verificationRequestBodySchema,
  verificationRequestResponseSchema,
  verificationTokenParamsSchema,
} from '@lbd/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { profileOf } from '../../lib/actor';
import type { VerificationsService } from './verifications.service';

/** Verified entries: the student asks, the verifier answers once through the emailed link (public). */
export const verificationsRoutes: FastifyPluginAsyncZod<{ service: VerificationsService }> = async (
  app,
  { service },
) => {
  const tags = ['portfolio verification'];

  app.post(
    '/my_portfolio/verifications',
    {
      // 429: too many requests to one verifier in a day.
      config: { access: { profiles: ['STUDENT'] }, answers: [429] },
      schema: { tags, body: verificationRequestBodySchema, response: { 201: verificationRequestResponseSchema } },
    },
    async (req, reply) => reply.code(201).send({ data: await service.request(profileOf(req).id, req.body) }),
  );

  app.get(
    '/entry_verifications/:token',
    {
      config: { access: 'public' },
      schema: { tags, params: verificationTokenParamsSchema, response: { 200: entryVerificationViewSchema } },
    },
    async (req) => ({ data: await service.view(req.params.token) }),
  );

  app.post(
    '/entry_verifications/:token',
    {
      config: { access: 'public' },
      schema: {
        tags,
        params: verificationTokenParamsSchema,
        body: verificationDecisionBodySchema,
        response: { 200: verificationDecisionResponseSchema },
      },
    },
    async (req) => ({ data: await service.decide(req.params.token, req.body.decision) }),
  );
};
