import { scrypt } from 'node:crypto';
import { hashPassword as betterAuthHash } from 'better-auth/crypto';
import { describe, expect, it, vi } from 'vitest';
import { withRealPasswordHashes } from '../../../test/support/password-hashes';
import {
  currentScryptParams,
  hashPassword,
  needsRehash,
  passwordHasher,
  SCRYPT_PARAMS,
  verifyPassword,
} from './password-hash';

const FORMAT = /^scrypt\$N=16384,r=8,p=5\$([A-Za-z0-9_-]{22})\$([A-Za-z0-9_-]{86})$/;

/** scrypt straight from node:crypto, not through the module under test. */
const scryptKey = (password: string, salt: Buffer | string, opts: { N: number; r: number; p: number }) =>
  new Promise<Buffer>((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, 64, { ...opts, maxmem: 64 * 1024 * 1024 }, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );

/** A hash in better-auth's old format and parameters, computed here. */
async function legacyHash(password: string) {
  const salt = 'c0ffee00c0ffee00c0ffee00c0ffee00';
  return `${salt}:${(await scryptKey(password, salt, { N: 16384, r: 16, p: 1 })).toString('hex')}`;
}

/** Replace one character of a base64url or hex field with another valid one. */
const flip = (text: string, at: number) => text.slice(0, at) + (text[at] === 'A' ? 'B' : 'A') + text.slice(at + 1);

describe('the cheap setting of the test suite', () => {
  it('applies only under NODE_ENV=test with the switch on; a production process always hashes at the real cost', async () => {
    vi.stubEnv('TEST_CHEAP_PASSWORD_HASHES', '1');
    try {
      vi.stubEnv('NODE_ENV', 'production');
      expect(currentScryptParams()).toEqual(SCRYPT_PARAMS);
      vi.stubEnv('NODE_ENV', 'development');
      expect(currentScryptParams()).toEqual(SCRYPT_PARAMS);
      vi.stubEnv('NODE_ENV', 'test');
      const cheap = await hashPassword('a cheap one');
      expect(cheap).toMatch(/^scrypt\$N=1024,r=8,p=1\$/);
      // It verifies, and a process at the real setting stores it again at the next sign-in.
      expect(await verifyPassword(cheap, 'a cheap one')).toBe(true);
      vi.stubEnv('TEST_CHEAP_PASSWORD_HASHES', '0');
      expect(needsRehash(cheap)).toBe(true);
    } finally {
      vi.unstubAllEnvs();
    }
  });
});

describe('password hashing', () => {
  withRealPasswordHashes();

  it('hashes at N=16384, r=8, p=5 with a 16-byte salt and a 64-byte key, recomputable with node:crypto', async () => {
    expect(SCRYPT_PARAMS).toEqual({ N: 16384, r: 8, p: 5, keyLength: 64, saltLength: 16 });
    const password = 'correct horse battery staple';
    const stored = await hashPassword(password);
    const [, salt, key] = FORMAT.exec(stored) ?? [];
    expect(salt).toBeDefined();
    const saltBytes = Buffer.from(salt!, 'base64url');
    expect(saltBytes).toHaveLength(16);
    const derived = await scryptKey(password, saltBytes, { N: 16384, r: 8, p: 5 });
    expect(derived.toString('base64url')).toBe(key);
  });

  it('round-trips, refuses a wrong password and salts every hash afresh', async () => {
    const stored = await hashPassword('a long password');
    expect(await verifyPassword(stored, 'a long password')).toBe(true);
    expect(await verifyPassword(stored, 'a long passworD')).toBe(false);
    expect(await verifyPassword(stored, '')).toBe(false);
    expect(await hashPassword('a long password')).not.toBe(stored);
    expect(
      await passwordHasher.verify({ hash: await passwordHasher.hash('x y z 1 2 3'), password: 'x y z 1 2 3' }),
    ).toBe(true);
  });

  it('normalises the password (NFKC) as better-auth did: composed and decomposed forms match', async () => {
    const stored = await hashPassword('caf\u00e9 au lait');
    expect(await verifyPassword(stored, 'cafe\u0301 au lait')).toBe(true);
  });

  it('verifies the legacy format, whether computed here or written by better-auth itself', async () => {
    const ours = await legacyHash('an old password');
    expect(await verifyPassword(ours, 'an old password')).toBe(true);
    expect(await verifyPassword(ours, 'an old passworx')).toBe(false);
    const theirs = await betterAuthHash('written before the change');
    expect(theirs).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(await verifyPassword(theirs, 'written before the change')).toBe(true);
    expect(await verifyPassword(theirs, 'written before the chang')).toBe(false);
  });

  it('refuses a tampered or malformed hash instead of throwing', async () => {
    const password = 'tamper with me';
    const stored = await hashPassword(password);
    const [head, salt, key] = [stored.slice(0, stored.indexOf('$', 7)), ...stored.split('$').slice(2)] as [
      string,
      string,
      string,
    ];
    expect(`${head}$${salt}$${key}`).toBe(stored);
    expect(await verifyPassword(`${head}$${flip(salt, 3)}$${key}`, password)).toBe(false);
    expect(await verifyPassword(`${head}$${salt}$${flip(key, 10)}`, password)).toBe(false);
    // Other parameters than the ones the key was made with.
    expect(await verifyPassword(stored.replace('p=5', 'p=4'), password)).toBe(false);
    expect(await verifyPassword(stored.replace('r=8', 'r=9'), password)).toBe(false);
    // Parameters a row must never impose on the server, and text that is not a hash at all.
    for (const bad of [
      stored.replace('N=16384', 'N=16383'),
      stored.replace('N=16384', 'N=2097152'),
      stored.replace('N=16384', 'N=512'),
      stored.replace('r=8', 'r=0'),
      stored.replace('scrypt$', 'bcrypt$'),
      `${stored}$`,
      `${head}$${salt}!$${key}`,
      '',
      password,
      'c0ffee:beef',
    ])
      expect(await verifyPassword(bad, password)).toBe(false);
    const legacy = await legacyHash(password);
    expect(await verifyPassword(legacy, password)).toBe(true);
    const otherHex = (c: string) => (c === '0' ? '1' : '0');
    expect(await verifyPassword(legacy.replace(/^./, otherHex), password)).toBe(false);
    expect(await verifyPassword(legacy.replace(/.$/, otherHex), password)).toBe(false);
    expect(await verifyPassword(legacy.toUpperCase(), password)).toBe(false);
  });

  it('needsRehash: true for the legacy format and other parameters, false for the current ones', async () => {
    const current = await hashPassword('fresh');
    expect(needsRehash(current)).toBe(false);
    expect(needsRehash(await legacyHash('old'))).toBe(true);
    expect(needsRehash(await betterAuthHash('old'))).toBe(true);
    expect(needsRehash(current.replace('N=16384,r=8,p=5', 'N=8192,r=8,p=10'))).toBe(true);
    expect(needsRehash('not a hash')).toBe(true);
  });
});
