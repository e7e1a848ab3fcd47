import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

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
