import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { presignS3 } from '../../src/lib/s3-storage';

/**
 * A tiny in-process S3-compatible server (path style) for tests, because no real object store is
 * reachable from the test machines: PUT, GET (with Range), HEAD and DELETE of objects, each refused
 * (403) unless its presigned query signature is valid and unexpired. The signing code it checks
 * against is pinned by the AWS documentation's worked example (s3-storage.test.ts).
 */
export async function startS3Fake(creds: { bucket: string; accessKeyId: string; secretAccessKey: string; region: string }) {
  const objects = new Map<string, Buffer>();
  let endpoint = '';
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', endpoint);
      const [, bucket, ...rest] = url.pathname.split('/');
      const key = rest.map(decodeURIComponent).join('/');
      const q = url.searchParams;
      const date = q.get('X-Amz-Date') ?? '';
      const when = new Date(`${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6, 8)}T${date.slice(9, 11)}:${date.slice(11, 13)}:${date.slice(13, 15)}Z`);
      const expires = Number(q.get('X-Amz-Expires'));
      const extra: Record<string, string> = {};
      for (const [k, v] of q) if (!k.startsWith('X-Amz-')) extra[k] = v;
      const method = (req.method ?? 'GET') as 'GET' | 'PUT' | 'HEAD' | 'DELETE';
      const expected = Number.isNaN(when.getTime())
        ? null
        : new URL(presignS3({ ...creds, endpoint, forcePathStyle: true }, method, key, expires, when, extra)).searchParams.get('X-Amz-Signature');
      const fresh = when.getTime() + expires * 1000 > Date.now();
      if (bucket !== creds.bucket || !expected || expected !== q.get('X-Amz-Signature') || !fresh) {
        res.writeHead(403).end('<Error><Code>SignatureDoesNotMatch</Code></Error>');
        return;
      }
      const body = objects.get(key);
      if (method === 'PUT') {
        objects.set(key, Buffer.concat(chunks));
        res.writeHead(200).end();
      } else if (method === 'DELETE') {
        objects.delete(key);
        res.writeHead(204).end();
      } else if (!body) {
        res.writeHead(404).end();
      } else if (method === 'HEAD') {
        res.writeHead(200, { 'content-length': body.length }).end();
      } else {
        const range = /^bytes=(\d+)-(\d+)$/.exec(req.headers.range ?? '');
        const part = range ? body.subarray(Number(range[1]), Number(range[2]) + 1) : body;
        res.writeHead(range ? 206 : 200, {
          'content-length': part.length,
          ...(extra['response-content-disposition'] ? { 'content-disposition': extra['response-content-disposition'] } : {}),
        });
        res.end(part);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { endpoint, objects, close: () => new Promise<void>((r) => server.close(() => r())) };
}
