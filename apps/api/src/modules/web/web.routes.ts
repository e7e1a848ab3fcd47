import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { FIRST_SCREEN_DIR, firstScreenPath } from '@lbd/shared';

const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
/**
 * Top-level files (favicon, robots.txt) keep their names, so they cannot be immutable; a day's
 * freshness lets the page's three uses of the favicon (tab icon, the static bar in index.html and
 * the header's logo) share one download instead of revalidating each time.
 */
const TOP_LEVEL_FILE_CACHE = 'public, max-age=86400';

/**
 * The paths that have a page of their own in dist/pages: `index.html` is `/`, `jobs.html` is `/jobs`.
 * Exact paths only (no parameters): the file holds that page's heading and intro.
 */
export function firstScreenPages(distDir: string): { path: string; file: string }[] {
  const dir = path.join(distDir, FIRST_SCREEN_DIR);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => ({ path: firstScreenPath(entry.name), file: `${FIRST_SCREEN_DIR}/${entry.name}` }));
}

/**
 * Serves the built single-page app: hashed assets cached for a year (precompressed .br/.gz
 * copies written by the web build), top-level files for a day, index.html revalidated, and
 * index.html for any non-API GET the router does not know, so the client router decides what to show.
 * The few paths with a static first screen get their own copy of index.html, revalidated alike.
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

  // Same shell, plus the page's heading and intro painted before any script has loaded.
  for (const page of firstScreenPages(distDir)) {
    app.get(page.path, { config: { access: 'public' }, schema: { hide: true } }, (_req, reply) =>
      sendHtml(reply, page.file),
    );
  }

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

function sendHtml(reply: FastifyReply, file: string): FastifyReply {
  reply.header('cache-control', REVALIDATE);
  return reply.type('text/html; charset=utf-8').sendFile(file);
}

/** Answer a browser navigation with the app shell. */
export function sendAppShell(_request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return sendHtml(reply, 'index.html');
}
