import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ValidationError } from '../lib/errors';
import { sniffImage } from '../lib/storage';

/** What one multipart request may carry: one file of at most 10 MB and a few fields. */
const LIMITS = { fileSize: 10 * 1024 * 1024, files: 1, fields: 10 };

/**
 * Multipart bodies are accepted by every route, as @fastify/multipart's own parser does, without being
 * read: a multipart request to a route that takes no upload answers what its validation says (422 for
 * a missing body), not 415. Only the routes that read uploads register the plugin itself (`withUploads`).
 */
export const acceptMultipart = fp(
  async function acceptMultipart(app: FastifyInstance) {
    app.addContentTypeParser('multipart/form-data', (_request, _payload, done) => done(null));
  },
  { name: 'accept-multipart' },
);

/**
 * Registers `routes` in a scope of their own with @fastify/multipart (`request.file()`). The plugin is
 * kept to the routes that read uploads because, registered for the whole app, its onResponse hook (which
 * deletes the temporary files of `saveRequestFiles`, never used here) ran on every request and cost each
 * two promises.
 */
export function withUploads<App extends FastifyInstance>(app: App, routes: (scope: App) => void) {
  return app.register(async (scope) => {
    // The parser of acceptMultipart gives way to the plugin's, which marks the request as multipart.
    scope.removeContentTypeParser('multipart/form-data');
    await scope.register(multipart, { limits: LIMITS });
    routes(scope as App);
  });
}

/**
 * The one image of a multipart request (a route inside `withUploads`), checked by its bytes (JPG, PNG or
 * WebP) and its size; anything else is a 422 on `file` with `message`.
 */
export async function readUploadedImage(req: FastifyRequest, maxBytes: number, message: string) {
  const file = await req.file({ limits: { fileSize: maxBytes, files: 1 } }).catch(() => undefined);
  if (!file) throw new ValidationError({ file: message });
  const bytes = await file.toBuffer().catch(() => null);
  const image = bytes && !file.file.truncated ? sniffImage(bytes) : null;
  if (!bytes || !image) throw new ValidationError({ file: message });
  return { bytes, image };
}
