import { describe, expect, it } from 'vitest';
import { canSeeContent, managesContent, mentorsProject, type LearningCaller } from './learning.policy';

const caller = (over: Partial<LearningCaller>): LearningCaller => ({
  isAdmin: false,
  profileId: 10,
  profileType: 'ADVISOR',
  orgId: null,
  active: true,
  ...over,
});
const row = { org_id: 5, created_by_profile_id: 10, mentor_profile_ids: [20], status: 'draft' };

describe('learning content policy', () => {
  it('lets the author, their organisation’s active staff and admins manage; nobody else', () => {
    expect(managesContent(caller({}), row)).toBe(true);
    expect(managesContent(caller({ isAdmin: true, profileId: null, profileType: null }), row)).toBe(true);
    expect(managesContent(caller({ profileId: 11, profileType: 'COMPANY', orgId: 5 }), row)).toBe(true);
    expect(managesContent(caller({ profileId: 11, profileType: 'COMPANY', orgId: 6 }), row)).toBe(false);
    // An advisor of the same organisation who did not write it, and a deactivated author.
    expect(managesContent(caller({ profileId: 11, orgId: 5 }), row)).toBe(false);
    expect(managesContent(caller({ active: false }), row)).toBe(false);
    expect(managesContent(caller({ profileId: 11, profileType: 'INSTITUTION', orgId: 5, active: false }), row)).toBe(
      false,
    );
    expect(managesContent(null, row)).toBe(false);
  });

  it('lets a project’s named mentors review while active', () => {
    expect(mentorsProject(caller({ profileId: 20 }), row)).toBe(true);
    expect(mentorsProject(caller({ profileId: 20, active: false }), row)).toBe(false);
    expect(mentorsProject(caller({ profileId: 21 }), row)).toBe(false);
    expect(mentorsProject(caller({ profileId: 20, profileType: 'STUDENT' }), row)).toBe(false);
  });

  it('shows published items to everyone and drafts only to managers', () => {
    expect(canSeeContent(null, { ...row, status: 'published' })).toBe(true);
    expect(canSeeContent(null, row)).toBe(false);
    expect(canSeeContent(caller({ profileId: 99 }), { ...row, status: 'archived' })).toBe(false);
    expect(canSeeContent(caller({}), { ...row, status: 'archived' })).toBe(true);
  });
});
