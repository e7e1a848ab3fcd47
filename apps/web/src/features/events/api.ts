export { searchJobRoles } from '../../lib/lookups-api';
import type {
  CreateEventBody,
  EnrollmentCounts,
  EnrollmentStatus,
  EventDashboard,
  EventDetail,
  EventSummary,
  MyEvent,
  OrgEnrollmentStatus,
  RecommendedEvent,
  UpdateEventBody,
} from '@lbd/shared/events';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, APPLY_TIMEOUT_MS, type ApiSuccess } from '../../lib/api-client';

/** Event calls (SPEC §7.4): the public list, one event, posting it, joining it, and who joined. */

export const EVENTS_KEY = ['events'] as const;
export const eventListKey = (page: number, query: string, featured: boolean) =>
  [...EVENTS_KEY, 'list', { page, query, featured }] as const;
export const eventKey = (id: number) => [...EVENTS_KEY, 'detail', id] as const;
export const MY_EVENTS_KEY = [...EVENTS_KEY, 'mine'] as const;
export const RECOMMENDED_EVENTS_KEY = [...EVENTS_KEY, 'recommended'] as const;
export const dashboardKey = (id: number) => [...EVENTS_KEY, 'dashboard', id] as const;

/** Events per page on the list. */
export const EVENTS_PAGE_SIZE = 12;

export function fetchEvents(opts: { page: number; query: string; featured: boolean }) {
  return api.get('/api/events', {
    params: {
      page: opts.page,
      count: EVENTS_PAGE_SIZE,
      query: opts.query || undefined,
      show: opts.featured ? 'featured' : undefined,
    },
  });
}

export async function fetchEvent(id: number): Promise<EventDetail> {
  return (await api.get(`/api/events/${id}`)).data;
}

export async function createEvent(body: CreateEventBody): Promise<{ id: number }> {
  return (await api.post('/api/events', { body })).data;
}

export async function updateEvent(id: number, body: UpdateEventBody): Promise<EventDetail> {
  return (await api.put(`/api/events/${id}`, { body })).data;
}

export async function publishEvent(id: number): Promise<EventDetail> {
  return (await api.post(`/api/events/${id}/publish`)).data;
}

export async function closeEvent(id: number): Promise<EventDetail> {
  return (await api.post(`/api/events/${id}/close`)).data;
}

export async function discardEvent(id: number): Promise<void> {
  await api.delete(`/api/events/${id}`);
}

export async function uploadEventImage(id: number, kind: 'avatar' | 'banner', file: File): Promise<EventDetail> {
  const body = new FormData();
  body.append('file', file);
  return (await api.put(`/api/events/${id}/${kind}`, { body, timeoutMs: 60_000 })).data;
}

/** Join (the 20-second apply time-out of SPEC §9). */
export async function enrollInEvent(id: number): Promise<{ id: number; status: EnrollmentStatus }> {
  return (
    await api.post(`/api/events/${id}/enroll`, {
      timeoutMs: APPLY_TIMEOUT_MS,
    })
  ).data;
}

export async function withdrawFromEvent(id: number): Promise<{ id: number; status: EnrollmentStatus }> {
  return (
    await api.post(`/api/events/${id}/withdraw`, {
      timeoutMs: APPLY_TIMEOUT_MS,
    })
  ).data;
}

export function fetchMyEvents(page: number) {
  return api.get('/api/my_profile/my_events', { params: { page, count: EVENTS_PAGE_SIZE } });
}

export function fetchRecommendedEvents(page: number) {
  return api.get('/api/recommended/events', { params: { page, count: EVENTS_PAGE_SIZE } });
}

export async function fetchEventDashboard(id: number): Promise<EventDashboard> {
  return (await api.get(`/api/show_event_dashboard/${id}`)).data;
}

export async function fetchEventSummary(id: number): Promise<EventSummary> {
  return (await api.get('/api/show_event_summary', { params: { event_id: id } })).data;
}

export async function fetchEnrollmentCounts(id: number): Promise<EnrollmentCounts> {
  return (await api.get('/api/event_enrollment_count', { params: { event_id: id } })).data;
}

export function fetchEventApplicants(id: number, status: EnrollmentStatus | '', page: number) {
  return api.get('/api/event_applicants', {
    params: { event_id: id, status: status || undefined, page, count: 20 },
  });
}

export function fetchEventEnrollments(id: number, page: number) {
  return api.get('/api/event_enrollments', { params: { event_id: id, page, count: 20 } });
}

export async function modifyEventApplicants(eventId: number, profileIds: number[], status: OrgEnrollmentStatus) {
  return (
    await api.post('/api/modify_event_applicants', {
      body: { event_id: eventId, profile_ids: profileIds, status },
    })
  ).data;
}

/** The signed-in student's events with their registration status, a page at a time (portfolio tab). */
export function useMyEvents(page: number, enabled = true) {
  return useQuery<ApiSuccess<MyEvent[]>>({
    queryKey: [...MY_EVENTS_KEY, page],
    queryFn: () => fetchMyEvents(page),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** Upcoming events recommended to the signed-in student, each with its reason (portfolio tab). */
export function useRecommendedEvents(page: number, enabled = true) {
  return useQuery<ApiSuccess<RecommendedEvent[]>>({
    queryKey: [...RECOMMENDED_EVENTS_KEY, page],
    queryFn: () => fetchRecommendedEvents(page),
    placeholderData: keepPreviousData,
    enabled,
  });
}
