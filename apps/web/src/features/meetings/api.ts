import type { CreateMeetingBody, UpdateMeetingBody } from '@lbd/shared/meetings';
import { MEETING_PAGE_SIZE } from '@lbd/shared/meetings';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { saveBlob } from '../../lib/save-blob';

/*
 * Live session calls (issue 28 item 11; packages/shared/src/meetings/endpoints.ts): the lists, one session,
 * scheduling and editing, RSVP, Join (which records attendance) and the .ics file.
 */

export const MEETINGS_KEY = ['meetings'] as const;
export const meetingsKey = (when: 'upcoming' | 'past', page: number, count: number) =>
  [...MEETINGS_KEY, 'list', when, page, count] as const;
export const meetingKey = (id: number) => [...MEETINGS_KEY, 'detail', id] as const;
export const SCHEDULED_KEY = [...MEETINGS_KEY, 'scheduled'] as const;

const validId = (id: number) => Number.isInteger(id) && id > 0;

export function useMeetings(when: 'upcoming' | 'past', page = 1, count = MEETING_PAGE_SIZE) {
  return useQuery({
    queryKey: meetingsKey(when, page, count),
    queryFn: () => api.get('/api/video_meeting_posts', { params: { when, page, count } }),
    placeholderData: keepPreviousData,
  });
}

export function useMeeting(id: number) {
  return useQuery({
    queryKey: meetingKey(id),
    queryFn: async () => (await api.get(`/api/video_meeting_posts/${id}`)).data,
    enabled: validId(id),
  });
}

export function useScheduledMeetings(enabled: boolean) {
  return useQuery({
    queryKey: SCHEDULED_KEY,
    queryFn: () => api.get('/api/video_meeting_posts/scheduled'),
    enabled,
  });
}

export async function createMeeting(body: CreateMeetingBody) {
  return (await api.post('/api/video_meeting_posts', { body })).data;
}

export async function updateMeeting(id: number, body: UpdateMeetingBody) {
  return (await api.put(`/api/video_meeting_posts/update/${id}`, { body })).data;
}

export async function deleteScheduledMeeting(id: number) {
  await api.delete(`/api/video_meeting_posts/scheduled/${id}`);
}

export async function rsvpMeeting(id: number, going: boolean) {
  return (await api.put(`/api/video_meeting_posts/${id}/rsvp`, { body: { going } })).data;
}

export async function joinMeeting(id: number) {
  return (await api.post(`/api/video_meeting_posts/${id}/join`)).data;
}

export async function downloadMeetingIcs(id: number) {
  const { blob, filename } = await api.blob(`/api/video_meeting_posts/${id}/ics`);
  saveBlob(blob, filename ?? `session-${id}.ics`);
}
