import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessRefusal, checkAccess, type Actor, type Authenticate } from '../lib/access';
import accessPlugin from './access';
import errorHandler from './error-handler';

const student: Actor = {
  userId: 'u1',
  isAdmin: false,
  profile: { id: 1, profile_type: 'STUDENT', active: true, org_id: null },
};
const admin: Actor = { userId: 'u2', isAdmin: true, profile: null };

describe('checkAccess', () => {
  it('lets anyone call a public route', () => {
    expect(() => checkAccess('public', null)).not.toThrow();
  });

  it('answers 401 to a signed-out caller on any other route', () => {
    for (const access of ['signed_in', 'admin', { profiles: ['STUDENT'] }] as const) {
      expect(() => checkAccess(access, null)).toThrow(expect.objectContaining({ statusCode: 401 }));
    }
  });

  it('answers 403 to the wrong profile type and to non-admins on admin routes', () => {
    expect(() => checkAccess({ profiles: ['COMPANY', 'INSTITUTION'] }, student)).toThrow(
      expect.objectContaining({ statusCode: 403 }),
    );
    expect(() => checkAccess('admin', student)).toThrow(expect.objectContaining({ statusCode: 403 }));
    expect(() => checkAccess({ profiles: ['STUDENT'] }, admin)).toThrow(expect.objectContaining({ statusCode: 403 }));
  });

  it('admits the right profile type, admins where allowed, and any signed-in user', () => {
    expect(() => checkAccess({ profiles: ['STUDENT'] }, student)).not.toThrow();
    expect(() => checkAccess({ profiles: ['STUDENT'], adminToo: true }, admin)).not.toThrow();
    expect(() => checkAccess('admin', admin)).not.toThrow();
    expect(() => checkAccess('signed_in', student)).not.toThrow();
  });
});

describe('accessRefusal', () => {
  it('names the refusal checkAccess throws, or none', () => {
    expect(accessRefusal('public', null)).toBeUndefined();
    expect(accessRefusal('signed_in', null)).toMatchObject({ statusCode: 401, code: 'UNAUTHORIZED' });
    expect(accessRefusal('admin', student)).toMatchObject({ statusCode: 403, code: 'FORBIDDEN' });
    expect(accessRefusal({ profiles: ['STUDENT'] }, student)).toBeUndefined();
  });
});

describe('the access hook', () => {
  // The caller named by a header, answered at once, later (a promise), or failing either way.
  const authenticate: Authenticate = (req) => {
    const name = String(req.headers['x-actor'] ?? '');
    if (name === 'throws') throw new Error('identity down');
    if (name === 'rejects') return Promise.reject(new Error('identity down'));
    const actor = name.endsWith('student') ? student : name.endsWith('admin') ? admin : null;
    return name.startsWith('later-') ? Promise.resolve(actor) : actor;
  };
  const app = Fastify();
  beforeAll(async () => {
    await app.register(errorHandler);
    await app.register(accessPlugin, { authenticate });
    app.get('/students', { config: { access: { profiles: ['STUDENT'] } } }, async (req) => ({ id: req.actor?.userId }));
    app.get('/public', { config: { access: 'public' } }, async (req) => ({ id: req.actor?.userId ?? null }));
    app.get('/undeclared', async (req) => ({ id: req.actor?.userId ?? null }));
    await app.ready();
  });
  afterAll(() => app.close());

  const call = async (url: string, actor?: string) => {
    const res = await app.inject({ url, headers: actor ? { 'x-actor': actor } : {} });
    return { status: res.statusCode, body: res.json() };
  };

  it('answers the same whether the caller is known at once or later', async () => {
    for (const prefix of ['', 'later-']) {
      expect(await call('/students', `${prefix}student`)).toEqual({ status: 200, body: { id: 'u1' } });
      expect((await call('/students', `${prefix}admin`)).status).toBe(403);
      expect((await call('/students', `${prefix}nobody`)).status).toBe(401);
      expect(await call('/public', `${prefix}student`)).toEqual({ status: 200, body: { id: 'u1' } });
      expect(await call('/public', `${prefix}nobody`)).toEqual({ status: 200, body: { id: null } });
    }
  });

  it('does not look for a caller on a route without a declaration (static files)', async () => {
    expect(await call('/undeclared', 'throws')).toEqual({ status: 200, body: { id: null } });
  });

  it('fails the request with a 500 envelope when resolving the caller throws or rejects', async () => {
    for (const actor of ['throws', 'rejects']) {
      const res = await call('/students', actor);
      expect(res.status).toBe(500);
      expect(res.body.error.code).toBe('INTERNAL');
    }
  });
});
