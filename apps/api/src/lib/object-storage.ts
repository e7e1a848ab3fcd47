import { createHmac, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Env } from '../config/env';
import { createS3Storage } from './s3-storage';

/**
 * Uploaded objects reached through short-lived signed URLs: the client PUTs bytes straight to the
 * store and downloads by a signed GET, so the API never holds upload state. Two drivers implement
 * it: the local disk (URLs served by this API, HMAC-signed) and any S3-compatible store
 * (SigV4 presigned URLs, see s3-storage.ts).
 */
export interface ObjectStorage {
  /** A URL the client PUTs the bytes to, with this content type, before it expires. */
  uploadUrl(key: string, contentType: string, expiresInSeconds: number): Promise<string>;
  /** A URL that downloads the object under this file name, before it expires. */
  downloadUrl(key: string, filename: string, expiresInSeconds: number): string;
  /** Size and first bytes of a stored object (to check its type by content), or null when absent. */
  head(key: string, firstBytes: number): Promise<{ size: number; start: Buffer } | null>;
  remove(key: string): Promise<void>;
  /** Store bytes the server made itself (demo content); people's uploads go through uploadUrl and a check. */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
}

/** Keys are ours: folders and a file name of safe characters, never `..` or absolute. */
export const SAFE_OBJECT_KEY = /^(?:[a-z0-9-]+\/)+[A-Za-z0-9._-]{1,255}$/;
export const isSafeKey = (key: string) => SAFE_OBJECT_KEY.test(key) && !key.split('/').some((s) => s === '..' || s === '.');

export type SignedAction = 'PUT' | 'GET';

/** The HMAC the disk driver puts on its URLs. */
export function diskSignature(secret: string, action: SignedAction, key: string, expires: number, extra: string) {
  return createHmac('sha256', secret).update(`${action}\n${key}\n${expires}\n${extra}`).digest('base64url');
}

export function verifyDiskSignature(
  secret: string,
  action: SignedAction,
  key: string,
  q: { expires?: string; sig?: string; extra: string },
  now: Date,
): boolean {
  const expires = Number(q.expires);
  if (!Number.isInteger(expires) || expires * 1000 <= now.getTime() || !q.sig) return false;
  const want = Buffer.from(diskSignature(secret, action, key, expires, q.extra));
  const got = Buffer.from(q.sig);
  return want.length === got.length && timingSafeEqual(want, got);
}

export interface DiskObjectStorage extends ObjectStorage {
  readonly root: string;
  readonly secret: string;
  /** Where a key lives on disk. */
  pathOf(key: string): string;
}

/** Objects under `root` on the local disk; URLs are this API's /api/storage/{key}, HMAC-signed. */
export function createDiskObjectStorage(opts: {
  root: string;
  secret: string;
  clock?: () => Date;
  /** Prefix of the URLs (the API serves /api/storage/...). */
  basePath?: string;
}): DiskObjectStorage {
  const clock = opts.clock ?? (() => new Date());
  const base = opts.basePath ?? '/api/storage';
  const expiry = (seconds: number) => Math.floor(clock().getTime() / 1000) + seconds;
  const pathOf = (key: string) => {
    if (!isSafeKey(key)) throw new Error('unsafe storage key');
    return path.join(opts.root, key);
  };
  return {
    root: opts.root,
    secret: opts.secret,
    pathOf,
    async uploadUrl(key, contentType, expiresIn) {
      const expires = expiry(expiresIn);
      const sig = diskSignature(opts.secret, 'PUT', key, expires, contentType);
      return `${base}/${key}?${new URLSearchParams({ expires: String(expires), ct: contentType, sig })}`;
    },
    downloadUrl(key, filename, expiresIn) {
      const expires = expiry(expiresIn);
      const sig = diskSignature(opts.secret, 'GET', key, expires, filename);
      return `${base}/${key}?${new URLSearchParams({ expires: String(expires), name: filename, sig })}`;
    },
    async head(key, firstBytes) {
      const file = pathOf(key);
      const handle = await fs.open(file, 'r').catch(() => null);
      if (!handle) return null;
      try {
        const { size } = await handle.stat();
        const start = Buffer.alloc(Math.min(firstBytes, size));
        await handle.read(start, 0, start.length, 0);
        return { size, start };
      } finally {
        await handle.close();
      }
    },
    async remove(key) {
      await fs.rm(pathOf(key), { force: true });
    },
    async put(key, bytes) {
      const file = pathOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, bytes);
    },
  };
}

/** Activity uploads where the environment says: an S3-compatible store (S3_*) or the local disk under DATA_DIR. */
export function createObjectStorage(env: Env, { clock, secret }: { clock: () => Date; secret: string }): ObjectStorage {
  return env.S3_ENDPOINT && env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
    ? createS3Storage({
        endpoint: env.S3_ENDPOINT,
        region: env.S3_REGION,
        bucket: env.S3_BUCKET,
        accessKeyId: env.S3_ACCESS_KEY_ID,
        secretAccessKey: env.S3_SECRET_ACCESS_KEY,
        forcePathStyle: env.S3_FORCE_PATH_STYLE ?? false,
        clock,
      })
    : createDiskObjectStorage({
        root: path.join(env.DATA_DIR, 'objects'),
        secret: createHmac('sha256', secret).update('object-storage').digest('base64url'),
        clock,
      });
}
