import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { acceptMultipart, withUploads } from './multipart';

const BOUNDARY = 'lbd-test-boundary';
const upload = (content: string) => ({
  payload: [
    `--${BOUNDARY}`,
    'Content-Disposition: form-data; name="file"; filename="a.txt"',
    'Content-Type: text/plain',
    '',
    content,
    `--${BOUNDARY}--`,
    '',
  ].join('\r\n'),
  headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
});

/** A route without uploads (its body must be an object) and one that reads an uploaded file. */
function routes(app: FastifyInstance) {
  const plain = (req: { body: unknown; file?: unknown }) => ({ body: req.body ?? null, canReadFiles: 'file' in req });
  app.post('/plain', { schema: { body: { type: 'object' } } }, async (req) => plain(req));
  app.post('/plain-any', async (req) => plain(req));
}
async function readFile(req: { file: () => Promise<{ toBuffer: () => Promise<Buffer> } | undefined> }) {
  const file = await req.file();
  return { text: file ? (await file.toBuffer()).toString() : null };
}

let app: FastifyInstance | undefined;
afterEach(() => app?.close());

/** The set-up before uploads were scoped: @fastify/multipart for the whole app. */
async function wholeApp() {
  const a = Fastify();
  await a.register(multipart);
  routes(a);
  a.post('/upload', async (req) => readFile(req));
  return a;
}

async function scoped() {
  const a = Fastify();
  await a.register(acceptMultipart);
  routes(a);
  await withUploads(a, (s) => s.post('/upload', async (req) => readFile(req)));
  return a;
}

describe('multipart bodies', () => {
  it('are read by the routes registered withUploads', async () => {
    app = await scoped();
    const res = await app.inject({ method: 'POST', url: '/upload', ...upload('hello') });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ text: 'hello' });
  });

  it('answer every other route as when the plugin served the whole app (no 415)', async () => {
    const before = await wholeApp();
    app = await scoped();
    for (const url of ['/plain', '/plain-any']) {
      const was = await before.inject({ method: 'POST', url, ...upload('x') });
      const now = await app.inject({ method: 'POST', url, ...upload('x') });
      expect(now.statusCode, url).toBe(was.statusCode);
      expect(now.statusCode, url).not.toBe(415);
      if (now.statusCode === 200) expect(now.json().body).toEqual(was.json().body);
    }
    await before.close();
  });

  it('leave routes without uploads without the plugin (and its per-request hook)', async () => {
    app = await scoped();
    const res = await app.inject({ method: 'POST', url: '/plain-any', payload: { a: 1 } });
    expect(res.json()).toEqual({ body: { a: 1 }, canReadFiles: false });
  });

  it('still refuse a type no parser takes with 415', async () => {
    app = await scoped();
    const res = await app.inject({
      method: 'POST',
      url: '/plain-any',
      payload: 'x',
      headers: { 'content-type': 'application/x-unknown' },
    });
    expect(res.statusCode).toBe(415);
  });
});
