import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { bearer, buildUser } from '../../../test/factories';
import { isPromise } from '../../lib/maybe-promise';
import { SUSPEND_AFTER_WRITE_MS } from './actor-cache';

describe('identity.authenticate', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers a caller it has seen at once (no promise), and a signed-out session not at all', async () => {
    const student = await buildUser(t.app, 'STUDENT');
    const { identity } = t.app.services;
    // The cache stands aside for a moment after this process changed someone (the new profile).
    await new Promise((resolve) => setTimeout(resolve, SUSPEND_AFTER_WRITE_MS + 50));
    // The first answers read the session (and verify the signature) and fill the caches.
    const first = await identity.authenticate(`Bearer ${student.token}`);
    expect(first).toMatchObject({ isAdmin: false, profile: { id: student.profileId, profile_type: 'STUDENT' } });
    await identity.authenticate(`Bearer ${student.token}`);
    const known = identity.authenticate(`Bearer ${student.token}`);
    expect(isPromise(known)).toBe(false);
    expect(known).toEqual(first);

    const out = await t.app.inject({
      method: 'POST',
      url: '/api/identity/sign_out',
      headers: { ...bearer(student.token), cookie: student.cookie },
    });
    expect(out.statusCode).toBeLessThan(300);
    expect(await identity.authenticate(`Bearer ${student.token}`)).toBeNull();
  });

  it('answers nobody for a missing, malformed or forged token', async () => {
    const { identity } = t.app.services;
    expect(identity.authenticate(undefined)).toBeNull();
    expect(identity.authenticate('Basic abc')).toBeNull();
    expect(await identity.authenticate('Bearer not.a.token')).toBeNull();
  });
});
