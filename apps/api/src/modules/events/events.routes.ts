import {
  createdIdResponseSchema,
  createEventBodySchema,
  EVENT_LIMITS,
  EVENT_TEXTS,
  eventCardsResponseSchema,
  eventDetailResponseSchema,
  eventListQuerySchema,
  idParamsSchema,
  noContentSchema,
  orgEventCountQuerySchema,
  orgEventCountsResponseSchema,
  orgEventsQuerySchema,
  trainingStudentEventsQuerySchema,
  trainingStudentEventsResponseSchema,
  updateEventBodySchema,
} from '@lbd/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor';
import type { FileStorage } from '../../lib/storage';
import { checkAccess, type Access } from '../../lib/access';
import { readUploadedImage, withUploads } from '../../plugins/multipart';
import type { EventsService } from './events.service';

/** Companies and institutions post events; admins may act for any organisation. */
export const EVENT_ORG_ACCESS: Access = { profiles: ['COMPANY', 'INSTITUTION'], adminToo: 'all_org_content' };

const IMAGES = {
  avatar: { folder: 'event-avatars', maxBytes: EVENT_LIMITS.avatarBytes },
  banner: { folder: 'event-banners', maxBytes: EVENT_LIMITS.bannerBytes },
} as const;

/** Events: posting (SPEC §4.4), images, finding them and an organisation's lists (SPEC §7.4). */
export const eventsRoutes: FastifyPluginAsyncZod<{ service: EventsService; storage: FileStorage }> = async (
  app,
  { service, storage },
) => {
  const tags = ['events'];
  const org = { access: EVENT_ORG_ACCESS };

  app.post(
    '/events',
    {
      config: org,
      schema: {
        tags,
        body: createEventBodySchema,
        response: { 201: createdIdResponseSchema },
      },
    },
    async (req, reply) => reply.code(201).send({ data: await service.create(actorOf(req), req.body) }),
  );

  app.get(
    '/events',
    {
      config: { access: 'public' },
      schema: { tags, querystring: eventListQuerySchema, response: { 200: eventCardsResponseSchema } },
    },
    (req) => service.listPublic(req.query),
  );

  app.get(
    '/events/:id',
    {
      config: { access: 'public' },
      schema: { tags, params: idParamsSchema, response: { 200: eventDetailResponseSchema } },
    },
    async (req) => ({ data: await service.show(req.actor, req.params.id) }),
  );

  app.put(
    '/events/:id',
    {
      config: org,
      schema: {
        tags,
        params: idParamsSchema,
        body: updateEventBodySchema,
        response: { 200: eventDetailResponseSchema },
      },
    },
    async (req) => ({ data: await service.update(actorOf(req), req.params.id, req.body) }),
  );

  app.post(
    '/events/:id/publish',
    { config: org, schema: { tags, params: idParamsSchema, response: { 200: eventDetailResponseSchema } } },
    async (req) => ({ data: await service.publish(actorOf(req), req.params.id) }),
  );

  app.post(
    '/events/:id/close',
    { config: org, schema: { tags, params: idParamsSchema, response: { 200: eventDetailResponseSchema } } },
    async (req) => ({ data: await service.close(actorOf(req), req.params.id) }),
  );

  app.delete(
    '/events/:id',
    { config: org, schema: { tags, params: idParamsSchema, response: { 204: noContentSchema } } },
    async (req, reply) => {
      await service.discard(actorOf(req), req.params.id);
      return reply.code(204).send(null);
    },
  );

  await withUploads(app, (uploads) => {
    for (const kind of ['avatar', 'banner'] as const) {
      uploads.put(
        `/events/:id/${kind}`,
        {
          config: org,
          schema: {
            tags,
            consumes: ['multipart/form-data'],
            params: idParamsSchema,
            response: { 200: eventDetailResponseSchema },
          },
        },
        async (req) => {
          const { folder, maxBytes } = IMAGES[kind];
          // Ownership first (404 for someone else's event), then the file is read and stored.
          await service.managed(service.caller(actorOf(req))!, req.params.id);
          const { bytes, image } = await readUploadedImage(req, maxBytes, EVENT_TEXTS.image(maxBytes / (1024 * 1024)));
          const data = await service.setImage(actorOf(req), req.params.id, kind, () =>
            storage.put(folder, image.extension, bytes),
          );
          return { data };
        },
      );
    }
  });

  // With status=PUBLIC: an organisation's published events, for anyone. Otherwise the caller's own.
  app.get(
    '/show_org_events',
    {
      config: { access: 'public', answers: [401, 403] },
      schema: { tags, querystring: orgEventsQuerySchema, response: { 200: eventCardsResponseSchema } },
    },
    async (req) => {
      const { status, ...q } = req.query;
      if (status === 'PUBLIC') return service.publicOrgEvents(q);
      checkAccess(EVENT_ORG_ACCESS, req.actor);
      return service.myOrgEvents(actorOf(req), { ...q, status });
    },
  );

  app.get(
    '/show_training_student_events',
    {
      config: { access: { profiles: ['INSTITUTION'], adminToo: 'reports' } },
      schema: {
        tags,
        querystring: trainingStudentEventsQuerySchema,
        response: { 200: trainingStudentEventsResponseSchema },
      },
    },
    (req) => service.trainingStudentEvents(actorOf(req), req.query),
  );

  app.get(
    '/get_org_event_count',
    {
      config: org,
      schema: {
        tags,
        querystring: orgEventCountQuerySchema,
        response: { 200: orgEventCountsResponseSchema },
      },
    },
    async (req) => ({ data: await service.orgCounts(actorOf(req), req.query) }),
  );
};
