import type { ClubDashboard, ClubDetail, JoinRequestRow } from '@lbd/shared/clubs';

/** Test data: a published club as GET /api/clubs/{id} answers it. */
export function buildClubDetail(overrides: Partial<ClubDetail> = {}): ClubDetail {
  return {
    id: 1,
    uuid: 'club-1',
    status: 'published',
    title: 'Robotics Club',
    club_type: 'Technical',
    host: 'Department of Electronics',
    org: { id: 5, full_name: 'Indian Institute of Technology Bombay', logo_url: null },
    is_online: false,
    location: 'Lab 204',
    member_count: 3,
    skills: [{ id: 9, display_name: 'Arduino' }],
    published_at: '2026-11-01T10:00:00.000Z',
    description: 'Weekend builds.',
    job_roles: [{ id: 2, name: 'Software Engineer' }],
    degrees: [],
    specializations: [],
    skill_ids: [9],
    job_role_ids: [2],
    degree_ids: [],
    specialization_ids: [],
    avatar_key: null,
    closed_at: null,
    inserted_at: '2026-10-30T10:00:00.000Z',
    updated_at: '2026-11-01T10:00:00.000Z',
    can_manage: false,
    can_moderate: false,
    my_membership: null,
    my_request: null,
    ...overrides,
  };
}

export function buildClubDashboard(overrides: Partial<ClubDashboard> = {}): ClubDashboard {
  return {
    club: buildClubDetail({ can_manage: true, can_moderate: true }),
    counts: { members: 3, committee: 1, admins: 1, pending_requests: 1, accepted_requests: 2, rejected_requests: 0 },
    can_change_roles: true,
    ...overrides,
  };
}

export function buildJoinRequest(overrides: Partial<JoinRequestRow> = {}): JoinRequestRow {
  return {
    id: 11,
    club_id: 1,
    profile_id: 40,
    name: 'Kavya Nair',
    email: 'kavya@example.com',
    profile_type: 'STUDENT',
    institute: 'Indian Institute of Technology Bombay',
    degree: 'B.Tech',
    specialization: 'Computer Science',
    status: 'pending',
    message: 'I build robots at home.',
    requested_at: '2026-11-02T10:00:00.000Z',
    decided_at: null,
    ...overrides,
  };
}
