import {
  ADMIN_CAPABILITIES,
  adminAccessLevelResponseSchema,
  availabilityQuerySchema,
  availabilityResponseSchema,
  avatarResponseSchema,
  createdIdResponseSchema,
  createProfileBodySchema,
  currentUserResponseSchema,
  editProfileBodySchema,
  idParamsSchema,
  okResponseSchema,
  profileDetailResponseSchema,
  termsBodySchema,
  topicInterestsBodySchema,
  topicInterestsResponseSchema,
  uploadedFileParamsSchema,
} from '@lbd/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ANY_PROFILE, actorOf, profileOf } from '../../lib/actor';
import { ValidationError } from '../../lib/errors';
import { sniffImage, type FileStorage } from '../../lib/storage';
import { withUploads } from '../../plugins/multipart';
import type { ProfilesService } from './profiles.service';

const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
const AVATAR_TEXT = 'Please upload a JPG, PNG or WebP image of at most 2 MB.';

export const profilesRoutes: FastifyPluginAsyncZod<{ service: ProfilesService; storage: FileStorage }> = async (
  app,
  { service, storage },
) => {
  const tags = ['profiles'];
  const anyProfile = { access: { profiles: ANY_PROFILE } };

  // The spec's client expects 201 here.
  app.get(
    '/v1/current_user_data',
    { config: { access: 'signed_in' }, schema: { tags, response: { 201: currentUserResponseSchema } } },
    async (req, reply) => reply.code(201).send({ data: { user: await service.currentUser(actorOf(req)) } }),
  );

  // Read from the session's caller (no query): whether they are an admin and their capabilities (decision 0084).
  app.get(
    '/v1/admin_access_level',
    { config: { access: 'signed_in' }, schema: { tags, response: { 200: adminAccessLevelResponseSchema } } },
    async (req) => {
      const actor = actorOf(req);
      return {
        data: {
          access_level: actor.isAdmin ? ('ADMIN' as const) : null,
          capabilities: actor.isAdmin ? [...(actor.capabilities ?? ADMIN_CAPABILITIES)] : [],
        },
      };
    },
  );

  app.post(
    '/v1/profile',
    {
      config: { access: 'signed_in' },
      schema: {
        tags,
        body: createProfileBodySchema,
        response: { 201: createdIdResponseSchema },
      },
    },
    async (req, reply) => reply.code(201).send({ data: await service.create(actorOf(req).userId, req.body.profile) }),
  );

  app.get(
    '/v1/profile',
    { config: anyProfile, schema: { tags, response: { 200: profileDetailResponseSchema } } },
    async (req) => ({ data: await service.detail(actorOf(req).userId) }),
  );

  for (const url of ['/v1/edit_profile', '/v2/update_only_profile']) {
    app.post(
      url,
      {
        config: anyProfile,
        schema: { tags, body: editProfileBodySchema, response: { 200: profileDetailResponseSchema } },
      },
      async (req) => ({ data: await service.edit(actorOf(req).userId, req.body.profile) }),
    );
  }

  // Only the profile forms ask, one field at a time: 30 questions a quarter-hour per account keep it
  // from serving as a directory of who has an account.
  app.get(
    '/check_identifier_availability',
    {
      config: {
        access: 'signed_in',
        rateLimit: {
          max: 30,
          timeWindow: 15 * 60_000,
          hook: 'preHandler',
          keyGenerator: (req) => `availability:${req.actor?.userId ?? req.ip}`,
        },
      },
      schema: { tags, querystring: availabilityQuerySchema, response: { 200: availabilityResponseSchema } },
    },
    async (req) => ({
      data: await service.availability(req.query.field, req.query.value, req.query.country_code, actorOf(req).userId),
    }),
  );

  app.post(
    '/update_terms_nd_cond',
    { config: anyProfile, schema: { tags, body: termsBodySchema, response: { 200: okResponseSchema } } },
    async (req) => {
      await service.acceptTerms(actorOf(req).userId);
      return { data: { ok: true as const } };
    },
  );

  await withUploads(app, (uploads) => {
    uploads.post(
      '/my_profile/avatar',
      {
        config: anyProfile,
        schema: { tags, response: { 200: avatarResponseSchema } },
      },
      async (req) => {
        const file = await req.file({ limits: { fileSize: AVATAR_MAX_BYTES, files: 1 } }).catch(() => undefined);
        if (!file) throw new ValidationError({ file: AVATAR_TEXT });
        const bytes = await file.toBuffer().catch(() => null);
        const image = bytes && !file.file.truncated ? sniffImage(bytes) : null;
        if (!bytes || !image) throw new ValidationError({ file: AVATAR_TEXT });
        const key = await storage.put('avatars', image.extension, bytes);
        const url = `/uploads/${key}`;
        await service.setAvatar(profileOf(req).id, url);
        return { data: { avatar_url: url } };
      },
    );
  });

  app.get(
    '/myprofile/topic_interests',
    { config: anyProfile, schema: { tags, response: { 200: topicInterestsResponseSchema } } },
    async (req) => ({
      data: await service.topicInterests(profileOf(req).id),
    }),
  );

  app.post(
    '/myprofile/topic_interests',
    {
      config: anyProfile,
      schema: { tags, body: topicInterestsBodySchema, response: { 200: topicInterestsResponseSchema } },
    },
    async (req) => ({ data: await service.setTopicInterests(profileOf(req).id, req.body.skill_ids) }),
  );

  app.delete(
    '/myprofile/topic_interests/:id',
    {
      config: anyProfile,
      schema: {
        tags,
        params: idParamsSchema,
        response: { 200: okResponseSchema },
      },
    },
    async (req) => {
      await service.removeTopicInterest(profileOf(req).id, req.params.id);
      return { data: { ok: true as const } };
    },
  );
};

/** Uploaded files, public by their unguessable key (avatars). */
export const uploadsRoutes: FastifyPluginAsyncZod<{ storage: FileStorage }> = async (app, { storage }) => {
  app.get(
    '/uploads/:folder/:file',
    {
      config: { access: 'public' },
      schema: { hide: true, params: uploadedFileParamsSchema },
    },
    async (req, reply) => {
      const bytes = await storage.read(`${req.params.folder}/${req.params.file}`);
      const image = bytes ? sniffImage(bytes) : null;
      if (!bytes || !image) return reply.callNotFound();
      reply.header('cache-control', 'public, max-age=31536000, immutable').header('x-content-type-options', 'nosniff');
      return reply.type(image.contentType).send(bytes);
    },
  );
};
