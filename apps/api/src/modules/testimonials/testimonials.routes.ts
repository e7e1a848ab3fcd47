import { FEATURE_ENDPOINTS } from '@lbd/shared/endpoints';
import { TESTIMONIAL_LIMITS } from '@lbd/shared/testimonials';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, ANY_PROFILE, orgCaller, profileOf } from '../../lib/actor';
import type { TestimonialsService } from './testimonials.service';

const E = FEATURE_ENDPOINTS.testimonials;
const WRITERS = { access: { profiles: ANY_PROFILE } } as const;
/** Reviewing what people say about us is trust work: admins holding approve_profiles (decision 0084). */
const ADMIN = { access: { admin: 'approve_profiles' } } as const;
/** Browsers keep the public list no longer than the server does: a withdrawal is gone within a minute. */
const PUBLIC_CACHE = `public, max-age=${TESTIMONIAL_LIMITS.cacheSeconds}`;

/** Testimonials (issue 28 item 8, decision 0080). */
export const testimonialsRoutes: FastifyPluginAsyncZod<{ service: TestimonialsService }> = async (app, { service }) => {
  const tags = ['testimonials'];
  app.get(
    '/testimonials',
    { config: { access: 'public' }, schema: { tags, ...E['GET /api/testimonials'] } },
    async (req, reply) => {
      reply.header('cache-control', PUBLIC_CACHE);
      return { data: await service.shown(req.query.type, req.query.featured, req.query.count) };
    },
  );
  app.post('/testimonials', { config: WRITERS, schema: { tags, ...E['POST /api/testimonials'] } }, async (req, reply) =>
    reply.code(201).send({ data: await service.create(orgCaller(actorOf(req))!, req.body) }),
  );
  app.get('/my_testimonials', { config: WRITERS, schema: { tags, ...E['GET /api/my_testimonials'] } }, async (req) => ({
    data: await service.mine(profileOf(req).id),
  }));
  app.delete(
    '/testimonials/:id/consent',
    { config: WRITERS, schema: { tags, ...E['DELETE /api/testimonials/:id/consent'] } },
    async (req) => ({ data: await service.withdraw(profileOf(req).id, req.params.id) }),
  );
  app.get('/admin/testimonials', { config: ADMIN, schema: { tags, ...E['GET /api/admin/testimonials'] } }, (req) =>
    service.adminList(req.query),
  );
  app.put(
    '/admin/testimonials/:id/status',
    { config: ADMIN, schema: { tags, ...E['PUT /api/admin/testimonials/:id/status'] } },
    async (req) => ({ data: await service.decide(actorOf(req).userId, req.params.id, req.body.status) }),
  );
};
