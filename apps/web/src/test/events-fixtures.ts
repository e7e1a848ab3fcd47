import type { EnrollmentCounts, EventDetail, EventSummary } from '@lbd/shared/events';

const counts = (over: Partial<EnrollmentCounts> = {}): EnrollmentCounts => ({
  total: 0,
  applied: 0,
  enrolled: 0,
  rejected: 0,
  withdrawn: 0,
  attended: 0,
  ...over,
});

/** A published event as GET /api/events/{id} answers it; override what the test is about. */
export function buildEventDetail(overrides: Partial<EventDetail> = {}): EventDetail {
  return {
    id: 1,
    uuid: 'event-1',
    status: 'published',
    title: 'Cloud Careers Workshop',
    category: 'Workshop',
    org: { id: 10, full_name: 'Zoho', logo_url: null },
    is_online: true,
    location: '',
    starts_at: '2030-01-20T04:30:00.000Z',
    duration_hours: 3,
    apply_by: '2030-01-15',
    days_left: '2 weeks 3 days',
    capacity: 100,
    enrolled_count: 0,
    seats_left: 100,
    requires_approval: false,
    is_featured: false,
    avatar_url: null,
    banner_url: null,
    published_at: '2029-12-01T05:00:00.000Z',
    skills: [],
    description: 'Hands-on cloud basics.',
    job_roles: [],
    degrees: [],
    specializations: [],
    closed_at: null,
    inserted_at: '2029-11-30T05:00:00.000Z',
    updated_at: '2029-12-01T05:00:00.000Z',
    can_manage: true,
    my_enrollment: null,
    ...overrides,
  };
}

export function buildEventSummary(): EventSummary {
  return {
    id: 1,
    title: 'Cloud Careers Workshop',
    status: 'published',
    starts_at: '2030-01-20T04:30:00.000Z',
    apply_by: '2030-01-15',
    days_left: '2 weeks 3 days',
    capacity: 100,
    seats_left: 100,
    counts: counts(),
    by_degree: [],
    by_specialization: [],
    per_day: [],
  };
}

export const buildEventDashboard = () => ({ event: buildEventDetail(), counts: counts() });
export const buildEnrollmentCounts = counts;
