import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** Where uploaded files live; the local disk by default (an S3-compatible store can implement the same). */
export interface FileStorage {
  /** Store bytes under a folder; returns the key to read them back by. */
  put(folder: string, extension: string, bytes: Buffer): Promise<string>;
  read(key: string): Promise<Buffer | null>;
  /** Remove a stored file (an account's deletion); nothing happens for a key that is not there. */
  remove(key: string): Promise<void>;
}

const SAFE_KEY = /^[a-z0-9-]+\/[0-9a-f-]{36}\.[a-z0-9]{2,5}$/;

export function createDiskStorage(root: string): FileStorage {
  return {
    async put(folder, extension, bytes) {
      const key = `${folder}/${randomUUID()}.${extension}`;
      const file = path.join(root, key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, bytes);
      return key;
    },
    async read(key) {
      // Keys are ours: anything else (../, absolute paths) is not a file we stored.
      if (!SAFE_KEY.test(key)) return null;
      return fs.readFile(path.join(root, key)).catch(() => null);
    },
    async remove(key) {
      if (!SAFE_KEY.test(key)) return;
      await fs.rm(path.join(root, key), { force: true });
    },
  };
}

/** Image type by its first bytes, never by the name or the header the client sent. */
export function sniffImage(bytes: Buffer): { extension: 'png' | 'jpg' | 'webp'; contentType: string } | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return { extension: 'png', contentType: 'image/png' };
  }
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return { extension: 'jpg', contentType: 'image/jpeg' };
  if (bytes.length >= 12 && bytes.toString('ascii', 0, 4) === 'RIFF' && bytes.toString('ascii', 8, 12) === 'WEBP') {
    return { extension: 'webp', contentType: 'image/webp' };
  }
  return null;
}
