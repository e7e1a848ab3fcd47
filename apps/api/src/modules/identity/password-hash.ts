import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * How passwords are stored: scrypt at one of OWASP's password-storage settings (N=2^14, r=8, p=5:
 * 16 MiB per hash), a random 16-byte salt and a 64-byte key, written as
 * `scrypt$N=16384,r=8,p=5$<salt>$<key>` (base64url, no padding) so the parameters can change later.
 * Hashes written before (better-auth's default: N=16384, r=16, p=1, the 32 hex characters of the salt
 * used as the salt itself, `hexsalt:hexkey`) still verify, and `needsRehash` says so after a sign-in.
 */
export const SCRYPT_PARAMS = { N: 16384, r: 8, p: 5, keyLength: 64, saltLength: 16 } as const;

/**
 * The test suite's setting (NODE_ENV=test with TEST_CHEAP_PASSWORD_HASHES=1, which the API's test
 * project sets): the cheapest the format accepts. The suite makes thousands of accounts, and at 166 ms a
 * hash they were a fifth of its time. Such a hash still verifies anywhere and is rehashed at the next
 * sign-in where the real setting applies; the tests of the stored format switch it off.
 */
const TEST_PARAMS = { N: 1024, r: 8, p: 1, keyLength: 64, saltLength: 16 } as const;

/** The parameters new hashes are made with. */
export function currentScryptParams() {
  return process.env.NODE_ENV === 'test' && process.env.TEST_CHEAP_PASSWORD_HASHES === '1'
    ? TEST_PARAMS
    : SCRYPT_PARAMS;
}

/** better-auth's own format and parameters, kept only to verify the hashes it wrote. */
const LEGACY = { N: 16384, r: 16, p: 1, keyLength: 64 } as const;
const LEGACY_FORMAT = /^([0-9a-f]{32}):([0-9a-f]{128})$/;

const CURRENT_FORMAT =
  /^scrypt\$N=(\d{1,8}),r=(\d{1,3}),p=(\d{1,3})\$([A-Za-z0-9_-]{16,128})\$([A-Za-z0-9_-]{16,256})$/;
// What a stored hash may ask of verify: a tampered row must not make a sign-in cost gigabytes or
// seconds of CPU (at most 64 MiB and about 12 times today's work); beyond that it is refused.
const BOUNDS = { minN: 2 ** 10, maxN: 2 ** 20, maxR: 32, maxP: 16, maxMemory: 64 * 1024 * 1024 } as const;

interface Parsed {
  N: number;
  r: number;
  p: number;
  salt: Buffer;
  key: Buffer;
}

const base64url = (bytes: Buffer) => bytes.toString('base64url');

function derive(password: string, salt: Buffer, keyLength: number, N: number, r: number, p: number) {
  return new Promise<Buffer>((resolve, reject) => {
    // maxmem: 128 * N * r is what scrypt needs; twice that leaves room for OpenSSL's own accounting.
    scrypt(password.normalize('NFKC'), salt, keyLength, { N, r, p, maxmem: 2 * 128 * N * r }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

function parse(stored: string): Parsed | null {
  const legacy = LEGACY_FORMAT.exec(stored);
  if (legacy) {
    return {
      N: LEGACY.N,
      r: LEGACY.r,
      p: LEGACY.p,
      salt: Buffer.from(legacy[1]!, 'utf8'),
      key: Buffer.from(legacy[2]!, 'hex'),
    };
  }
  const current = CURRENT_FORMAT.exec(stored);
  if (!current) return null;
  const [N, r, p] = [Number(current[1]), Number(current[2]), Number(current[3])];
  const powerOfTwo = (N & (N - 1)) === 0;
  if (!powerOfTwo || N < BOUNDS.minN || N > BOUNDS.maxN || r < 1 || r > BOUNDS.maxR || p < 1 || p > BOUNDS.maxP)
    return null;
  if (128 * N * r > BOUNDS.maxMemory) return null;
  const salt = Buffer.from(current[4]!, 'base64url');
  const key = Buffer.from(current[5]!, 'base64url');
  // Re-encoding must give the stored text back: no stray characters silently dropped.
  if (base64url(salt) !== current[4] || base64url(key) !== current[5]) return null;
  return { N, r, p, salt, key };
}

/** A new hash of the password at the current parameters, with a fresh random salt. */
export async function hashPassword(password: string): Promise<string> {
  const { N, r, p, keyLength, saltLength } = currentScryptParams();
  const salt = randomBytes(saltLength);
  const key = await derive(password, salt, keyLength, N, r, p);
  return `scrypt$N=${N},r=${r},p=${p}$${base64url(salt)}$${base64url(key)}`;
}

/** Whether the password matches the stored hash (current or legacy format); false for a malformed one. */
export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const key = await derive(password, parsed.salt, parsed.key.length, parsed.N, parsed.r, parsed.p);
  return timingSafeEqual(key, parsed.key);
}

/** Whether a stored hash is not at the current parameters (legacy format or an older setting). */
export function needsRehash(stored: string): boolean {
  const parsed = parse(stored);
  if (!parsed || !stored.startsWith('scrypt$')) return true;
  const { N, r, p, keyLength, saltLength } = currentScryptParams();
  return (
    parsed.N !== N ||
    parsed.r !== r ||
    parsed.p !== p ||
    parsed.key.length !== keyLength ||
    parsed.salt.length < saltLength
  );
}

/** The shape better-auth takes as `emailAndPassword.password`. */
export const passwordHasher = {
  hash: hashPassword,
  verify: ({ hash, password }: { hash: string; password: string }) => verifyPassword(hash, password),
};
