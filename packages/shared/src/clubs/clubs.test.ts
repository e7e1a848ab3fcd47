import { describe, expect, it } from 'vitest';
import { clubRoleLabel } from './constants';

describe('clubRoleLabel', () => {
  it('names the role everyone sees, with a committee title where one is held (issue 23 item 19)', () => {
    expect(clubRoleLabel('member', null)).toBe('Member');
    // A member never shows a stale title.
    expect(clubRoleLabel('member', 'Treasurer')).toBe('Member');
    expect(clubRoleLabel('committee', null)).toBe('Committee');
    expect(clubRoleLabel('committee', 'Secretary')).toBe('Committee · Secretary');
    expect(clubRoleLabel('admin', undefined)).toBe('Admin');
    expect(clubRoleLabel('admin', 'Treasurer')).toBe('Admin · Treasurer');
  });
});
