import {
  adminOrgProfilesQuerySchema,
  adminProfilesQuerySchema,
  adminProfilesResponseSchema,
  banUserBodySchema,
  okResponseSchema,
  profileIdBodySchema,
  profileStatusBodySchema,
} from '@lbd/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor';
import type { AdminService } from './admin.service';

/** Admin-only profile management (SPEC §6: approve, deactivate, activate, reset passwords). */
export const adminRoutes: FastifyPluginAsyncZod<{ service: AdminService }> = async (app, { service }) => {
  const config = { access: { admin: 'approve_profiles' } } as const;
  const tags = ['admin'];
  const rows = { 200: adminProfilesResponseSchema };

  app.get(
    '/admin/org_profiles',
    {
      config,
      schema: {
        tags,
        querystring: adminOrgProfilesQuerySchema,
        response: rows,
      },
    },
    (req) => service.list(req.query),
  );
  app.get(
    '/admin/profiles',
    { config, schema: { tags, querystring: adminProfilesQuerySchema, response: rows } },
    (req) => service.list(req.query),
  );

  app.post(
    '/admin/approve_org_profile',
    { config, schema: { tags, body: profileIdBodySchema, response: { 200: okResponseSchema } } },
    async (req) => {
      await service.approveOrg(actorOf(req).userId, req.body.profile_id);
      return { data: { ok: true as const } };
    },
  );

  app.post(
    '/admin/update_profile_status',
    { config, schema: { tags, body: profileStatusBodySchema, response: { 200: okResponseSchema } } },
    async (req) => {
      await service.setActive(actorOf(req).userId, req.body.profile_id, req.body.active);
      return { data: { ok: true as const } };
    },
  );

  app.post(
    '/admin/reset_user_password',
    { config, schema: { tags, body: profileIdBodySchema, response: { 200: okResponseSchema } } },
    async (req) => {
      await service.resetPassword(actorOf(req).userId, req.body.profile_id);
      return { data: { ok: true as const } };
    },
  );

  app.post(
    '/admin/ban_user',
    { config, schema: { tags, body: banUserBodySchema, response: { 200: okResponseSchema } } },
    async (req) => {
      await service.setBanned(actorOf(req).userId, req.body.profile_id, true, req.body.reason);
      return { data: { ok: true as const } };
    },
  );

  app.post(
    '/admin/unban_user',
    { config, schema: { tags, body: profileIdBodySchema, response: { 200: okResponseSchema } } },
    async (req) => {
      await service.setBanned(actorOf(req).userId, req.body.profile_id, false, '');
      return { data: { ok: true as const } };
    },
  );
};
