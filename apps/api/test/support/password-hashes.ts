import { scrypt } from 'node:crypto';
import { afterAll, beforeAll, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { accounts } from '../../src/db/schema';

/**
 * Stored password hashes, checked independently of modules/identity/password-hash.ts: the keys are
 * recomputed here with node:crypto from the stored salt.
 */

/** The hash in the user's email-and-password account row. */
export async function storedPasswordHash(database: Database, userId: string): Promise<string> {
  const [row] = await database.db
    .select({ password: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')));
  if (!row?.password) throw new Error(`no password stored for ${userId}`);
  return row.password;
}

export async function setPasswordHash(database: Database, userId: string, hash: string) {
  await database.db
    .update(accounts)
    .set({ password: hash })
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')));
}

export const scryptKey = (password: string, salt: Buffer | string, opts: { N: number; r: number; p: number }) =>
  new Promise<Buffer>((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, 64, { ...opts, maxmem: 64 * 1024 * 1024 }, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );

/**
 * Whether `stored` is `scrypt$N=16384,r=8,p=5$<16-byte salt>$<64-byte key>` (base64url) and the key is
 * scrypt of the password at those parameters; throws naming what differs.
 */
export async function assertCurrentHash(stored: string, password: string) {
  const match = /^scrypt\$N=16384,r=8,p=5\$([A-Za-z0-9_-]{22})\$([A-Za-z0-9_-]{86})$/.exec(stored);
  if (!match) throw new Error(`not a current hash: ${stored}`);
  const salt = Buffer.from(match[1]!, 'base64url');
  if (salt.length !== 16) throw new Error(`salt of ${salt.length} bytes`);
  const key = await scryptKey(password, salt, { N: 16384, r: 8, p: 5 });
  if (key.toString('base64url') !== match[2]) throw new Error('the stored key is not scrypt of the password');
}

/** A hash as better-auth wrote them before: hex salt (used as text) and hex key at N=16384, r=16, p=1. */
export async function legacyPasswordHash(password: string, salt = '0123456789abcdef0123456789abcdef') {
  return `${salt}:${(await scryptKey(password, salt, { N: 16384, r: 16, p: 1 })).toString('hex')}`;
}

/**
 * For a file that checks the stored format or the cost of a hash: new hashes use the real setting
 * (the test project otherwise makes cheap ones, see `currentScryptParams`).
 */
export function withRealPasswordHashes() {
  beforeAll(() => {
    vi.stubEnv('TEST_CHEAP_PASSWORD_HASHES', '0');
  });
  afterAll(() => {
    vi.unstubAllEnvs();
  });
}

/** Runs `body` with new hashes at the real setting (for one test of a file that otherwise makes cheap ones). */
export async function atRealHashCost<T>(body: () => Promise<T>): Promise<T> {
  vi.stubEnv('TEST_CHEAP_PASSWORD_HASHES', '0');
  try {
    return await body();
  } finally {
    vi.unstubAllEnvs();
  }
}
