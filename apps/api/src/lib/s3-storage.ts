import { createHash, createHmac } from 'node:crypto';
import { attachment } from './content-disposition';
import type { ObjectStorage } from './object-storage';

export interface S3Config {
  /** e.g. https://s3.ap-south-1.amazonaws.com or http://127.0.0.1:9000 (MinIO and others). */
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Bucket in the path (MinIO, most self-hosted stores) rather than in the host name. */
  forcePathStyle?: boolean;
  clock?: () => Date;
  fetch?: typeof fetch;
}

const hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();
/** RFC 3986 encoding as SigV4 wants it (unreserved characters kept). */
const enc = (s: string) =>
  encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
const amzDate = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/**
 * A SigV4 query-presigned URL (AWS Signature Version 4, "authenticating requests: query parameters").
 * Only the host header is signed, so the client may send any content type.
 */
export function presignS3(
  cfg: Pick<S3Config, 'endpoint' | 'region' | 'bucket' | 'accessKeyId' | 'secretAccessKey' | 'forcePathStyle'>,
  method: 'GET' | 'PUT' | 'HEAD' | 'DELETE',
  key: string,
  expiresInSeconds: number,
  now: Date,
  extraQuery: Record<string, string> = {},
): string {
  const endpoint = new URL(cfg.endpoint);
  const host = cfg.forcePathStyle ? endpoint.host : `${cfg.bucket}.${endpoint.host}`;
  const path = `${cfg.forcePathStyle ? `/${enc(cfg.bucket)}` : ''}/${key.split('/').map(enc).join('/')}`;
  const stamp = amzDate(now);
  const day = stamp.slice(0, 8);
  const scope = `${day}/${cfg.region}/s3/aws4_request`;
  const query: Record<string, string> = {
    'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
    'X-Amz-Credential': `${cfg.accessKeyId}/${scope}`,
    'X-Amz-Date': stamp,
    'X-Amz-Expires': String(expiresInSeconds),
    'X-Amz-SignedHeaders': 'host',
    ...extraQuery,
  };
  const canonicalQuery = Object.keys(query)
    .sort()
    .map((k) => `${enc(k)}=${enc(query[k]!)}`)
    .join('&');
  const canonicalRequest = [method, path, canonicalQuery, `host:${host}`, '', 'host', 'UNSIGNED-PAYLOAD'].join('\n');
  const toSign = ['AWS4-HMAC-SHA256', stamp, scope, hex(canonicalRequest)].join('\n');
  const key4 = hmac(hmac(hmac(hmac(`AWS4${cfg.secretAccessKey}`, day), cfg.region), 's3'), 'aws4_request');
  const signature = createHmac('sha256', key4).update(toSign).digest('hex');
  return `${endpoint.protocol}//${host}${path}?${canonicalQuery}&X-Amz-Signature=${signature}`;
}

/** Any S3-compatible store, through presigned URLs only (no SDK): upload, download, head, delete. */
export function createS3Storage(cfg: S3Config): ObjectStorage {
  const clock = cfg.clock ?? (() => new Date());
  const http = cfg.fetch ?? fetch;
  const sign = (method: 'GET' | 'PUT' | 'HEAD' | 'DELETE', key: string, seconds: number, q?: Record<string, string>) =>
    presignS3(cfg, method, key, seconds, clock(), q);
  return {
    async uploadUrl(key, _contentType, expiresIn) {
      return sign('PUT', key, expiresIn);
    },
    downloadUrl(key, filename, expiresIn) {
      return sign('GET', key, expiresIn, {
        'response-content-disposition': attachment(filename),
      });
    },
    async head(key, firstBytes) {
      const head = await http(sign('HEAD', key, 60), { method: 'HEAD' });
      if (head.status === 404) return null;
      if (!head.ok) throw new Error(`object store HEAD answered ${head.status}`);
      const size = Number(head.headers.get('content-length') ?? 0);
      if (size === 0) return { size, start: Buffer.alloc(0) };
      const res = await http(sign('GET', key, 60), { headers: { range: `bytes=0-${firstBytes - 1}` } });
      if (!res.ok) throw new Error(`object store GET answered ${res.status}`);
      return { size, start: Buffer.from(await res.arrayBuffer()).subarray(0, firstBytes) };
    },
    async put(key, bytes, contentType) {
      const res = await http(sign('PUT', key, 60), {
        method: 'PUT',
        headers: { 'content-type': contentType },
        body: new Uint8Array(bytes),
      });
      if (!res.ok) throw new Error(`object store PUT answered ${res.status}`);
    },
    async remove(key) {
      const res = await http(sign('DELETE', key, 60), { method: 'DELETE' });
      if (!res.ok && res.status !== 404) throw new Error(`object store DELETE answered ${res.status}`);
    },
  };
}
