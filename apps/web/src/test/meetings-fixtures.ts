import type { Meeting } from '@lbd/shared/meetings';

/** A session three days ahead for everyone; override what the test is about. */
export function buildMeeting(overrides: Partial<Meeting> = {}): Meeting {
  const start = new Date(Date.now() + 3 * 86_400_000);
  return {
    id: 1,
    title: 'Cracking the SQL interview',
    description: 'Live questions and answers',
    starts_at: start.toISOString(),
    ends_at: new Date(start.getTime() + 3_600_000).toISOString(),
    state: 'scheduled',
    audience: 'everyone',
    provider: 'jitsi',
    provider_url: null,
    recording_url: null,
    skills: ['SQL'],
    host: { id: 5, name: 'Vikram Menon' },
    org: null,
    rsvp_count: 2,
    going: false,
    attended: false,
    join_opens_at: new Date(start.getTime() - 600_000).toISOString(),
    can_join: false,
    can_manage: false,
    ...overrides,
  };
}
