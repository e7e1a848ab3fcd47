import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testEnv } from '../../../test/app';

describe('serving the built web app', () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'lbd-dist-'));
  const script = 'console.log("learn by doing");'.repeat(200);
  let t: Awaited<ReturnType<typeof createTestApp>>;

  beforeAll(async () => {
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><title>Learn By Doing</title><div id="root"></div>',
    );
    fs.writeFileSync(path.join(dist, 'assets/index-abc123.js'), script);
    fs.writeFileSync(path.join(dist, 'assets/index-abc123.js.br'), zlib.brotliCompressSync(script));
    fs.writeFileSync(path.join(dist, 'assets/index-abc123.js.gz'), zlib.gzipSync(script));
    fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    fs.mkdirSync(path.join(dist, 'pages'));
    for (const [name, heading] of [
      ['index', 'Learn by doing.'],
      ['jobs', 'Jobs'],
    ]) {
      const html = `<!doctype html><title>Learn By Doing</title><div id="root"><h1>${heading}</h1></div>`;
      fs.writeFileSync(path.join(dist, 'pages', `${name}.html`), html);
      fs.writeFileSync(path.join(dist, 'pages', `${name}.html.br`), zlib.brotliCompressSync(html));
    }
    t = await createTestApp({ env: { ...testEnv, WEB_DIST_DIR: dist } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('serves hashed assets precompressed with a year-long immutable cache', async () => {
    const br = await t.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const gz = await t.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
  });

  it('answers any other app route with index.html that is never cached stale', async () => {
    for (const url of ['/jobs/12', '/internships', '/no/such/page?x=1']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toBe('<!doctype html><title>Learn By Doing</title><div id="root"></div>');
    }
  });

  it('answers the paths of dist/pages with their own page (first screen in the HTML), cached like index.html', async () => {
    for (const [url, heading] of [
      ['/', 'Learn by doing.'],
      ['/jobs', 'Jobs'],
      ['/jobs?page=2', 'Jobs'],
      ['/jobs/', 'Jobs'],
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers.etag).toBeDefined();
      expect(res.body).toContain(`<h1>${heading}</h1>`);
    }
    const br = await t.app.inject({ method: 'GET', url: '/jobs', headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toContain('<h1>Jobs</h1>');
    const head = await t.app.inject({ method: 'HEAD', url: '/jobs' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['cache-control']).toBe('no-cache');
  });

  it('serves top-level files cached for a day and still answers unknown API paths with the JSON 404', async () => {
    const icon = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('public, max-age=86400');
    const api = await t.app.inject({ method: 'GET', url: '/api/unknown' });
    expect(api.statusCode).toBe(404);
    expect(api.json().error.code).toBe('NOT_FOUND');
    const missingAsset = await t.app.inject({ method: 'GET', url: '/assets/nope.js' });
    expect(missingAsset.statusCode).toBe(404);
  });
});
