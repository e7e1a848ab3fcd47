import {
  adminProfileRowSchema,
  countParam,
  listEnvelope,
  pageParam,
  profileIdBodySchema,
  profileStatusBodySchema,
  PROFILE_TYPES,
} from '@lbd/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/actor';
import type { AdminService } from './admin.service';

const okSchema = z.object({ data: z.object({ ok: z.literal(true) }) });
const listQuery = z.object({
  status: z.enum(['pending', 'all']).default('all'),
  query: z.string().trim().max(100).optional(),
  profile_type: z.enum(PROFILE_TYPES).optional(),
  page: pageParam,
  count: countParam,
});
const banBody = z.object({
  profile_id: z.number().int().positive().max(2_147_483_647),
  reason: z.string().trim().min(1).max(500),
});

/** Admin-only profile management (SPEC §6: approve, deactivate, activate, reset passwords). */
export const adminRoutes: FastifyPluginAsyncZod<{ service: AdminService }> = async (app, { service }) => {
  const config = { access: 'admin' as const };
  const tags = ['admin'];
  const rows = { 200: listEnvelope(adminProfileRowSchema) };

  app.get(
    '/admin/org_profiles',
    {
      config,
      schema: {
        tags,
        querystring: listQuery.extend({ status: z.enum(['pending', 'all']).default('pending') }),
        response: rows,
      },
    },
    (req) => service.list(req.query),
  );
  app.get('/admin/profiles', { config, schema: { tags, querystring: listQuery, response: rows } }, (req) =>
    service.list(req.query),
  );

  app.post(
    '/admin/approve_org_profile',
    { config, schema: { tags, body: profileIdBodySchema, response: { 200: okSchema } } },
    async (req) => {
      await service.approveOrg(actorOf(req).userId, req.body.profile_id);
      return { data: { ok: true as const } };
    },
  );

  app.post(
    '/admin/update_profile_status',
    { config, schema: { tags, body: profileStatusBodySchema, response: { 200: okSchema } } },
    async (req) => {
      await service.setActive(actorOf(req).userId, req.body.profile_id, req.body.active);
      return { data: { ok: true as const } };
    },
  );

  app.post(
    '/admin/reset_user_password',
    { config, schema: { tags, body: profileIdBodySchema, response: { 200: okSchema } } },
    async (req) => {
      await service.resetPassword(actorOf(req).userId, req.body.profile_id);
      return { data: { ok: true as const } };
    },
  );

  app.post('/admin/ban_user', { config, schema: { tags, body: banBody, response: { 200: okSchema } } }, async (req) => {
    await service.setBanned(actorOf(req).userId, req.body.profile_id, true, req.body.reason);
    return { data: { ok: true as const } };
  });

  app.post(
    '/admin/unban_user',
    { config, schema: { tags, body: profileIdBodySchema, response: { 200: okSchema } } },
    async (req) => {
      await service.setBanned(actorOf(req).userId, req.body.profile_id, false, '');
      return { data: { ok: true as const } };
    },
  );
};
