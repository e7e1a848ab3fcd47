import { createdIdResponseSchema, idParamsSchema as params, noContentSchema } from '../api';
import type { EndpointTable } from '../endpoint-table';
import {
  createMeetingBodySchema,
  meetingJoinResponseSchema,
  meetingListQuerySchema,
  meetingListResponseSchema,
  meetingResponseSchema,
  meetingRsvpBodySchema,
  meetingScheduledQuerySchema,
  updateMeetingBodySchema,
} from './schemas';

/** Video-meeting posts (SPEC §7.8: create, list, update/{id}, list scheduled, delete scheduled; decision 0081). */
export const MEETINGS_ENDPOINTS = {
  'POST /api/video_meeting_posts': { body: createMeetingBodySchema, response: { 201: createdIdResponseSchema } },
  'GET /api/video_meeting_posts': { querystring: meetingListQuerySchema, response: { 200: meetingListResponseSchema } },
  'PUT /api/video_meeting_posts/update/:id': {
    params,
    body: updateMeetingBodySchema,
    response: { 200: meetingResponseSchema },
  },
  'GET /api/video_meeting_posts/scheduled': {
    querystring: meetingScheduledQuerySchema,
    response: { 200: meetingListResponseSchema },
  },
  'DELETE /api/video_meeting_posts/scheduled/:id': { params, response: { 204: noContentSchema } },
  'GET /api/video_meeting_posts/:id': { params, response: { 200: meetingResponseSchema } },
  // text/calendar, written by the route.
  'GET /api/video_meeting_posts/:id/ics': { params, response: {} },
  'PUT /api/video_meeting_posts/:id/rsvp': {
    params,
    body: meetingRsvpBodySchema,
    response: { 200: meetingResponseSchema },
  },
  'POST /api/video_meeting_posts/:id/join': { params, response: { 200: meetingJoinResponseSchema } },
} as const satisfies EndpointTable;
