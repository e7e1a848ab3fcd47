import type { AccountSession, AccountSummary } from '@lbd/shared/account';
import type { OrgPage } from '@lbd/shared/orgs';
import type { ProfileDetail } from '@lbd/shared/profiles';

/** GET /api/v1/profile of a student; override what the test is about. */
export function buildProfileDetail(overrides: Partial<ProfileDetail> = {}): ProfileDetail {
  return {
    id: 1,
    uuid: 'p-1',
    profile_type: 'STUDENT',
    first_name: 'Asha',
    last_name: 'Verma',
    full_name: 'Asha Verma',
    email: 'asha@example.com',
    country_code: '+91',
    phone: '9876543210',
    avatar_url: null,
    active: true,
    terms_nd_cond: true,
    my_org_id: 10,
    org_name: 'Example College of Engineering',
    designation_id: null,
    degree_id: null,
    specialization_id: null,
    state_id: null,
    city_id: null,
    graduation_year: 2026,
    bio: null,
    ...overrides,
  };
}

/** A company's page as GET /api/orgs/{id} answers it (the slug of 'Zoho' is 'zoho'; sample paths use '1'). */
export function buildOrgPage(overrides: Partial<OrgPage> = {}): OrgPage {
  return {
    id: 1,
    full_name: 'Zoho',
    short_name: null,
    org_type: 'COMPANY',
    city: 'Chennai',
    state: 'Tamil Nadu',
    website: null,
    logo_url: null,
    slug: '1',
    about: null,
    state_id: 31,
    city_id: 1101,
    counts: { jobs: 0, events: 0, clubs: 0, mentors: 0 },
    ...overrides,
  };
}

/** One of the account's sessions as GET /api/my_account lists it: this device unless overridden. */
export function buildAccountSession(overrides: Partial<AccountSession> = {}): AccountSession {
  return {
    id: 'session-this',
    device: 'Chrome on Windows',
    ip: '203.0.113.*',
    signed_in_at: '2026-11-20T04:30:00.000Z',
    last_used_at: '2026-11-21T10:35:00.000Z',
    current: true,
    ...overrides,
  };
}

/** GET /api/my_account's data: a student with a password, alerts on, signed in on this device only. */
export function buildAccountSummary(overrides: Partial<AccountSummary> = {}): AccountSummary {
  return {
    email: 'asha@example.com',
    has_password: true,
    can_delete: true,
    sign_in_alerts: true,
    sessions: [buildAccountSession()],
    ...overrides,
  };
}
