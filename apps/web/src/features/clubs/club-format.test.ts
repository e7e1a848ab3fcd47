import type { ClubDetail } from '@lbd/shared/clubs';
import { describe, expect, it } from 'vitest';
import {
  clubPlace,
  dashboardRedirect,
  formValuesOf,
  formatClubDate,
  joinStateOf,
  memberCountText,
  toUpdateBody,
} from './club-format';

const club = {
  id: 7,
  status: 'published',
  my_membership: null,
  my_request: null,
  can_moderate: false,
} as Pick<ClubDetail, 'id' | 'status' | 'my_membership' | 'my_request' | 'can_moderate'>;

describe('club display helpers', () => {
  it('says where a club meets', () => {
    expect(clubPlace({ is_online: true, location: '' })).toBe('Online');
    expect(clubPlace({ is_online: true, location: 'Zoom ' })).toBe('Online · Zoom');
    expect(clubPlace({ is_online: false, location: 'Lab 2' })).toBe('Lab 2');
    expect(clubPlace({ is_online: false, location: ' ' })).toBe('Place to be announced');
  });

  it('counts members in en-IN', () => {
    expect(memberCountText(1)).toBe('1 member');
    expect(memberCountText(0)).toBe('0 members');
    expect(memberCountText(123456)).toBe('1,23,456 members');
  });

  it('shows dates in India time with a 12-hour clock', () => {
    expect(formatClubDate('2026-11-21T13:00:00.000Z')).toBe('21 Nov 2026, 6:30 pm');
    expect(formatClubDate(null)).toBe('');
  });
});

describe('joinStateOf', () => {
  it('offers students Request to Join, Requested and Member', () => {
    expect(joinStateOf(club, 'STUDENT', true)).toBe('request');
    expect(joinStateOf({ ...club, my_request: { id: 1, status: 'pending' } }, 'STUDENT', true)).toBe('requested');
    expect(joinStateOf({ ...club, my_request: { id: 1, status: 'rejected' } }, 'STUDENT', true)).toBe('request');
    const member = { role: 'member' as const, committee_title: null, joined_at: '2026-01-01T00:00:00Z' };
    expect(joinStateOf({ ...club, my_membership: member }, 'STUDENT', true)).toBe('member');
    expect(joinStateOf({ ...club, status: 'closed' }, 'STUDENT', true)).toBe('not_open');
  });

  it('asks visitors to sign in and offers nothing to organisations', () => {
    expect(joinStateOf(club, undefined, false)).toBe('sign_in');
    expect(joinStateOf({ ...club, status: 'closed' }, undefined, false)).toBe('none');
    expect(joinStateOf(club, 'COMPANY', true)).toBe('none');
    expect(joinStateOf(club, 'ADVISOR', true)).toBe('none');
  });
});

describe('dashboardRedirect', () => {
  it('sends companies and institutions that run the club to its dashboard unless editing', () => {
    const runs = { ...club, can_moderate: true };
    expect(dashboardRedirect('INSTITUTION', runs, false)).toBe('/clubDashboard/7');
    expect(dashboardRedirect('COMPANY', runs, false)).toBe('/clubDashboard/7');
    expect(dashboardRedirect('INSTITUTION', runs, true)).toBeNull();
    expect(dashboardRedirect('INSTITUTION', club, false)).toBeNull();
    expect(dashboardRedirect('STUDENT', runs, false)).toBeNull();
    expect(dashboardRedirect('ADVISOR', runs, false)).toBeNull();
  });
});

describe('the edit form values', () => {
  it('round-trips a club into a PUT body', () => {
    const detail = {
      title: 'Robotics',
      description: 'Builds',
      club_type: null,
      host: 'ECE',
      is_online: true,
      location: '',
      skills: [{ id: 3, display_name: 'Arduino' }],
      job_roles: [{ id: 9, name: 'Software Engineer' }],
    } as unknown as ClubDetail;
    const values = formValuesOf(detail);
    expect(values.club_type).toBe('');
    expect(values.skills).toEqual([{ id: 3, label: 'Arduino' }]);
    expect(toUpdateBody({ ...values, club_type: 'Technical' })).toEqual({
      title: 'Robotics',
      description: 'Builds',
      club_type: 'Technical',
      host: 'ECE',
      is_online: true,
      location: '',
      skill_ids: [3],
      job_role_ids: [9],
    });
    expect(toUpdateBody(values).club_type).toBeNull();
  });
});
