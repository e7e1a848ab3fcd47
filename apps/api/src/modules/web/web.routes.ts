import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
/**
 * Top-level files (favicon, robots.txt) keep their names, so they cannot be immutable; a day's
 * freshness lets the page's three uses of the favicon (tab icon, the static bar in index.html and
 * the header's logo) share one download instead of revalidating each time.
 */
const TOP_LEVEL_FILE_CACHE = 'public, max-age=86400';

/**
 * Serves the built single-page app: hashed assets cached for a year (precompressed .br/.gz
 * copies written by the web build), top-level files for a day, index.html revalidated, and
 * index.html for any non-API GET the router does not know, so the client router decides what to show.
 */
async function webRoutesPlugin(app: FastifyInstance, { distDir }: { distDir: string }) {
  const indexFile = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn({ distDir }, 'web app not built: only the API is served (run npm run build)');
    return;
  }

  await app.register(fastifyStatic, {
    root: distDir,
    serve: false,
    preCompressed: true,
    cacheControl: false,
    etag: true,
    lastModified: true,
  });

  app.get('/assets/*', { config: { access: 'public' }, schema: { hide: true } }, (req, reply) => {
    reply.header('cache-control', HASHED_ASSET_CACHE);
    return reply.sendFile(path.join('assets', (req.params as { '*': string })['*']));
  });

  // Top-level files (favicon, robots.txt, ...) are not hashed: cached for a day, then revalidated.
  for (const entry of fs.readdirSync(distDir, { withFileTypes: true })) {
    if (!entry.isFile() || entry.name === 'index.html' || /\.(br|gz)$/.test(entry.name) || entry.name.endsWith('.json'))
      continue;
    app.get(`/${entry.name}`, { config: { access: 'public' }, schema: { hide: true } }, (_req, reply) => {
      reply.header('cache-control', TOP_LEVEL_FILE_CACHE);
      return reply.sendFile(entry.name);
    });
  }
}

// Not encapsulated: the not-found handler at the root answers navigations with reply.sendFile.
export const webRoutes = fp(webRoutesPlugin, { name: 'web' });

/** Answer a browser navigation with the app shell. */
export function sendAppShell(_request: FastifyRequest, reply: FastifyReply): FastifyReply {
  reply.header('cache-control', REVALIDATE);
  return reply.type('text/html; charset=utf-8').sendFile('index.html');
}
