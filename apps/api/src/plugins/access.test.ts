import { describe, expect, it } from 'vitest';
import { checkAccess, type Actor } from './access';

const student: Actor = { userId: 'u1', isAdmin: false, profile: { id: 1, profile_type: 'STUDENT', active: true, org_id: null } };
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
