import fs from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { ACTIVITY_LIMITS, fileUploadBodySchema, fileUploadResponseSchema, LEARNING_LIMITS } from '@lbd/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor';
import { attachment } from '../../lib/content-disposition';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { contentTypeOfKey } from '../../lib/file-types';
import { isSafeKey, verifyDiskSignature, type DiskObjectStorage } from '../../lib/object-storage';
import { activityCaller } from './activities.policy';
import type { ActivityFilesService } from './activity-files.service';

/** POST /api/my_profile/file_upload, both calls of SPEC §7.6 told apart by their fields. */
export const activityFilesRoutes: FastifyPluginAsyncZod<{ service: ActivityFilesService }> = async (
  app,
  { service },
) => {
  app.post(
    '/my_profile/file_upload',
    {
      config: { access: { profiles: ['STUDENT', 'ADVISOR'], adminToo: true } },
      schema: { tags: ['activity files'], body: fileUploadBodySchema, response: { 200: fileUploadResponseSchema } },
    },
    (req) => {
      const caller = activityCaller(actorOf(req));
      return 'file_name' in req.body
        ? service.requestUpload(caller, req.body)
        : service.confirmUpload(caller, req.body);
    },
  );
};

/**
 * The disk driver's signed URLs: PUT stores the bytes once (a second PUT of the same key is refused,
 * so a checked file cannot be swapped), GET downloads. The signature is the permission.
 */
export const diskStorageRoutes: FastifyPluginAsync<{ storage: DiskObjectStorage; clock: () => Date }> = async (
  app,
  { storage, clock },
) => {
  // The largest object any feature takes (each confirm checks its own limit).
  const bodyLimit = Math.max(
    ACTIVITY_LIMITS.fileBytes,
    LEARNING_LIMITS.resourceFileBytes,
    LEARNING_LIMITS.submissionFileBytes,
  );
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit }, (_req, body, done) => done(null, body));
  type Q = { expires?: string; sig?: string; ct?: string; name?: string };

  app.put('/storage/*', { config: { access: 'public' }, bodyLimit }, async (req, reply) => {
    const key = (req.params as { '*': string })['*'];
    const q = req.query as Q;
    if (!isSafeKey(key) || !verifyDiskSignature(storage.secret, 'PUT', key, { ...q, extra: q.ct ?? '' }, clock()))
      throw new NotFoundError();
    const file = storage.pathOf(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    const temp = `${file}.${randomUUID()}.part`;
    await fs.writeFile(temp, (req.body as Buffer | undefined) ?? Buffer.alloc(0));
    try {
      await fs.link(temp, file);
    } catch {
      throw new ConflictError('This file was already uploaded.');
    } finally {
      await fs.rm(temp, { force: true });
    }
    return reply.code(200).send();
  });

  app.get('/storage/*', { config: { access: 'public' } }, async (req, reply) => {
    const key = (req.params as { '*': string })['*'];
    const q = req.query as Q;
    if (!isSafeKey(key) || !verifyDiskSignature(storage.secret, 'GET', key, { ...q, extra: q.name ?? '' }, clock()))
      throw new NotFoundError();
    const bytes = await fs.readFile(storage.pathOf(key)).catch(() => null);
    if (!bytes) throw new NotFoundError();
    return reply
      .header('content-type', contentTypeOfKey(key))
      .header('content-disposition', attachment(q.name ?? 'file'))
      .header('cache-control', 'private, max-age=300')
      .send(bytes);
  });
};
