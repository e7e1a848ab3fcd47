import { FEATURE_ENDPOINTS } from '@lbd/shared/endpoints';
import { PHOTO_CATALOG_LIMITS, PHOTO_CATALOG_TEXTS } from '@lbd/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, orgCaller } from '../../lib/actor';
import { ORG_ACCESS } from '../../lib/organisation';
import { readUploadedImage, withUploads } from '../../plugins/multipart';
import type { PhotoCatalogService } from './photo-catalog.service';

const E = FEATURE_ENDPOINTS['photo-catalog'];

/** The photo catalog (SPEC §7.8; decision 0081): reading is public, the organisation's staff and admins add. */
export const photoCatalogRoutes: FastifyPluginAsyncZod<{ service: PhotoCatalogService }> = async (app, { service }) => {
  const tags = ['photo-catalog'];
  const staff = { access: ORG_ACCESS };
  const caller = (req: FastifyRequest) => orgCaller(req.actor ?? null);
  const who = (req: FastifyRequest) => orgCaller(actorOf(req))!;
  const userOf = (req: FastifyRequest) => actorOf(req).userId;

  app.get(
    '/photo_catalog',
    { config: { access: 'public' }, schema: { tags, ...E['GET /api/photo_catalog'] } },
    async (req) => ({
      data: await service.page(caller(req), req.query),
    }),
  );
  app.get(
    '/photo_catalog/albums',
    { config: { access: 'public' }, schema: { tags, ...E['GET /api/photo_catalog/albums'] } },
    (req) => service.albums(caller(req), req.query),
  );
  app.get(
    '/photo_catalog/albums/:id',
    { config: { access: 'public' }, schema: { tags, ...E['GET /api/photo_catalog/albums/:id'] } },
    async (req) => ({ data: await service.album(caller(req), req.params.id) }),
  );
  app.post(
    '/photo_catalog/albums',
    { config: staff, schema: { tags, ...E['POST /api/photo_catalog/albums'] } },
    async (req, reply) => reply.code(201).send({ data: await service.createAlbum(who(req), req.body) }),
  );

  await withUploads(app, (uploads) => {
    uploads.post(
      '/photo_catalog/upload',
      { config: staff, schema: { tags, ...E['POST /api/photo_catalog/upload'] } },
      async (req, reply) => {
        const { bytes } = await readUploadedImage(req, PHOTO_CATALOG_LIMITS.fileBytes, PHOTO_CATALOG_TEXTS.file);
        return reply.code(201).send({ data: await service.upload(who(req), userOf(req), bytes) });
      },
    );
  });

  app.get(
    '/photo_catalog/uploads',
    { config: staff, schema: { tags, ...E['GET /api/photo_catalog/uploads'] } },
    async (req) => ({ data: await service.uploads(userOf(req)) }),
  );
  app.delete(
    '/photo_catalog/uploads/:id',
    { config: staff, schema: { tags, ...E['DELETE /api/photo_catalog/uploads/:id'] } },
    async (req, reply) => {
      await service.removeUpload(userOf(req), req.params.id);
      return reply.code(204).send(null);
    },
  );
  app.post(
    '/photo_catalog/entries',
    { config: staff, schema: { tags, ...E['POST /api/photo_catalog/entries'] } },
    async (req, reply) => reply.code(201).send({ data: await service.addEntry(who(req), userOf(req), req.body) }),
  );
  app.delete(
    '/photo_catalog/entries/:id',
    { config: staff, schema: { tags, ...E['DELETE /api/photo_catalog/entries/:id'] } },
    async (req, reply) => {
      await service.removeEntry(who(req), req.params.id);
      return reply.code(204).send(null);
    },
  );
};
