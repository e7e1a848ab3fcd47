import { clubPublishProblems } from '@lbd/shared';
import { describe, expect, it } from 'vitest';
import { canChangeRoles, canManageClub, canModerateClub, canSeeClub, type ClubsCaller } from './clubs.policy';
import { prefixQuery } from './clubs.repo';

const caller = (over: Partial<ClubsCaller> = {}): ClubsCaller => ({
  isAdmin: false,
  profileId: 1,
  profileType: 'INSTITUTION',
  orgId: 10,
  active: true,
  ...over,
});
const club = { org_id: 10, status: 'published' as const };

describe('club policies', () => {
  it('the owning organisation and site admins manage; other organisations and students do not', () => {
    expect(canManageClub(caller(), club)).toBe(true);
    expect(canManageClub(caller({ profileType: 'COMPANY' }), club)).toBe(true);
    expect(canManageClub(caller({ orgId: 11 }), club)).toBe(false);
    expect(canManageClub(caller({ profileType: 'STUDENT' }), club)).toBe(false);
    expect(canManageClub(caller({ isAdmin: true, profileType: null, orgId: null }), club)).toBe(true);
    expect(canManageClub(null, club)).toBe(false);
  });

  it('club admins and committee moderate; only admins (and managers) change roles', () => {
    const student = caller({ profileType: 'STUDENT' });
    expect(canModerateClub(student, club, 'admin')).toBe(true);
    expect(canModerateClub(student, club, 'committee')).toBe(true);
    expect(canModerateClub(student, club, 'member')).toBe(false);
    expect(canChangeRoles(student, club, 'admin')).toBe(true);
    expect(canChangeRoles(student, club, 'committee')).toBe(false);
    expect(canChangeRoles(caller(), club, null)).toBe(true);
  });

  it('published clubs are public; drafts for managers; closed ones also for members', () => {
    expect(canSeeClub(null, club, null)).toBe(true);
    expect(canSeeClub(null, { ...club, status: 'draft' }, null)).toBe(false);
    expect(canSeeClub(caller(), { ...club, status: 'draft' }, null)).toBe(true);
    expect(canSeeClub(caller({ profileType: 'STUDENT' }), { ...club, status: 'closed' }, 'member')).toBe(true);
    expect(canSeeClub(caller({ profileType: 'STUDENT' }), { ...club, status: 'draft' }, 'member')).toBe(false);
  });

  it('publishing needs a title, description, type, host and a place unless online', () => {
    const complete = {
      title: 'Robotics Club',
      description: 'Weekend builds.',
      club_type: 'Technical' as const,
      host: 'ECE',
      is_online: false,
      location: 'Lab 2',
    };
    expect(clubPublishProblems(complete)).toEqual({});
    expect(clubPublishProblems({ ...complete, location: ' ', is_online: true })).toEqual({});
    expect(clubPublishProblems({ ...complete, location: ' ', club_type: null })).toEqual({
      club_type: 'Please select a club type',
      location: 'Location cannot be empty unless the club meets online',
    });
  });

  it('turns search words into a prefix full-text query and drops everything else', () => {
    expect(prefixQuery('Robo  club!')).toBe('robo:* & club:*');
    expect(prefixQuery("it's & | !")).toBe('it:* & s:*');
    expect(prefixQuery('%% ::')).toBeNull();
    expect(prefixQuery('नृत्य')).toBe('नृत्य:*');
  });
});
