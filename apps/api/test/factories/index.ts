import { randomUUID } from 'node:crypto';
import type { CreateProfile, ProfileType } from '@lbd/shared';
import { sql } from 'drizzle-orm';
import type { App } from '../../src/app';
import type { Db } from '../../src/db/client';

export interface Account {
  email: string;
  password: string;
  token: string;
  /** Cookie header of the session (for refresh and sign-out). */
  cookie: string;
  userId: string;
}

const cookieOf = (setCookie: string | string[] | undefined) =>
  (Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []).map((c) => c.split(';')[0]).join('; ');

let ipSeq = 0;
/** A different client address per call, so the per-address limits of identity routes stay out of the way. */
export const clientIp = () => `10.${(ipSeq >> 16) & 255}.${(ipSeq >> 8) & 255}.${ipSeq++ & 255}`;

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export const uniqueEmail = (prefix = 'user') => `${prefix}.${randomUUID().slice(0, 8)}@example.com`;

let phoneSeq = 0;
/** A valid Indian mobile number, different on every call within a test file. */
export const uniquePhone = () =>
  `9${String(Date.now() % 1e5).padStart(5, '0')}${String(phoneSeq++ % 1e4).padStart(4, '0')}`;

export async function signUp(app: App, email = uniqueEmail(), password = 'correct horse battery'): Promise<Account> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/identity/sign_up',
    remoteAddress: clientIp(),
    payload: { email, password, confirm_password: password },
  });
  if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  const token = res.json().data.access_token as string;
  const userId = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sub as string;
  return { email, password, token, cookie: cookieOf(res.headers['set-cookie']), userId };
}

export async function signIn(app: App, email: string, password: string): Promise<Account> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/identity/sign_in',
    remoteAddress: clientIp(),
    payload: { email, password },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  const token = res.json().data.access_token as string;
  const userId = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sub as string;
  return { email, password, token, cookie: cookieOf(res.headers['set-cookie']), userId };
}

async function firstId(app: App, url: string): Promise<number> {
  const res = await app.inject({ method: 'GET', url });
  return res.json().data[0].id as number;
}

/** A valid create-profile body for a type, using catalogue rows. */
export async function buildProfile(
  app: App,
  type: ProfileType,
  overrides: Partial<CreateProfile> = {},
): Promise<CreateProfile> {
  const base = {
    first_name: 'Asha',
    last_name: 'Rao',
    email: uniqueEmail(type.toLowerCase()),
    country_code: '+91',
    phone: uniquePhone(),
  };
  const designation_id = await firstId(app, '/api/designations?count=1');
  switch (type) {
    case 'STUDENT':
      return {
        profile_type: 'STUDENT',
        ...base,
        my_org_id: await firstId(app, '/api/orgs?org_type=INSTITUTION&count=1'),
        degree_id: await firstId(app, '/api/degrees?query=B.Tech&count=1'),
        specialization_id: await firstId(app, '/api/specializations?query=Computer%20Science&count=1'),
        graduation_year: 2027,
        ...overrides,
      } as CreateProfile;
    case 'COMPANY':
      return {
        profile_type: 'COMPANY',
        ...base,
        my_org_id: await firstId(app, '/api/orgs?org_type=COMPANY&count=1'),
        designation_id,
        ...overrides,
      } as CreateProfile;
    case 'INSTITUTION':
      return {
        profile_type: 'INSTITUTION',
        ...base,
        my_org_id: await firstId(app, '/api/orgs?org_type=INSTITUTION&count=1'),
        designation_id,
        ...overrides,
      } as CreateProfile;
    case 'ADVISOR':
      return {
        profile_type: 'ADVISOR',
        ...base,
        my_org_id: await firstId(app, '/api/orgs?org_type=COMPANY&count=1'),
        designation_id,
        ...overrides,
      } as CreateProfile;
  }
}

/** A signed-up user with a profile of this type (active or as created). */
export async function buildUser(app: App, type: ProfileType, overrides: Partial<CreateProfile> = {}) {
  const account = await signUp(app);
  const profile = await buildProfile(app, type, overrides);
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/profile',
    headers: bearer(account.token),
    payload: { profile },
  });
  if (res.statusCode !== 201) throw new Error(`profile failed: ${res.statusCode} ${res.body}`);
  return { ...account, profileId: res.json().data.id as number, profile };
}

/**
 * A mentor (ADVISOR) whose organisation has accepted them: naming an organisation is a request to join
 * it, answered here by `acceptedBy` (an admin or the organisation's approved staff).
 */
export async function buildMentor(app: App, acceptedBy: Account, overrides: Partial<CreateProfile> = {}) {
  const user = await buildUser(app, 'ADVISOR', overrides);
  const res = await app.inject({
    method: 'POST',
    url: `/api/org_members/${user.profileId}/accept`,
    headers: bearer(acceptedBy.token),
  });
  if (res.statusCode !== 200) throw new Error(`accepting the mentor failed: ${res.statusCode} ${res.body}`);
  return user;
}

/** An admin, created the way the admin:create command does, and signed in. */
export async function buildAdmin(app: App): Promise<Account> {
  const email = uniqueEmail('admin');
  const password = 'admin password long enough';
  await app.services.identityProvider.createUser(email, password, { name: 'Admin', admin: true });
  return signIn(app, email, password);
}

/**
 * An admin holding only the named access levels (decision 0084), granted by `by` (a Full admin): a
 * signed-up account without a profile, each level granted through the API.
 */
export async function buildAdminWithLevels(app: App, by: Account, levelNames: string[]): Promise<Account> {
  const account = await signUp(app, uniqueEmail('limited-admin'));
  const levels = (
    await app.inject({ method: 'GET', url: '/api/admin/access_levels', headers: bearer(by.token) })
  ).json().data as { id: number; name: string }[];
  for (const name of levelNames) {
    const level = levels.find((l) => l.name === name);
    if (!level) throw new Error(`no access level named ${name}`);
    const res = await app.inject({
      method: 'POST',
      url: '/api/admin/access_grants',
      headers: bearer(by.token),
      payload: { email: account.email, level_id: level.id },
    });
    if (res.statusCode !== 201) throw new Error(`granting ${name} failed: ${res.statusCode} ${res.body}`);
  }
  return account;
}

/** Latest outbox email to an address. */
/** The newest email to this address (of this kind, when given: other features may write to it too). */
export async function lastEmail(app: App, to: string, kind?: string) {
  const res = await app.inject({
    method: 'GET',
    url: `/api/dev/outbox?to=${encodeURIComponent(to)}&limit=${kind ? 200 : 1}`,
  });
  const emails = res.json().data.emails as { subject: string; text: string; kind: string }[];
  return kind ? emails.find((e) => e.kind === kind) : emails[0];
}

export async function lastSms(app: App, to: string) {
  const res = await app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(to)}&limit=1` });
  return res.json().data.sms[0] as { body: string } | undefined;
}

/**
 * Make these accounts older than a new account's first days (posts limit what a new account publishes a
 * day, decision 0082): for tests that post more than that as one person.
 */
export async function establishAccounts(db: Db, ...accounts: { userId: string }[]) {
  for (const a of accounts)
    await db.execute(sql`update users set created_at = '2020-01-01T00:00:00Z' where id = ${a.userId}`);
}
