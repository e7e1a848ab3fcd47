import {
  createEventBodySchema,
  enrollmentCountsResponseSchema,
  enrollmentResponseSchema,
  eventApplicantsQuerySchema,
  eventApplicantsResponseSchema,
  eventCardsResponseSchema,
  eventDashboardResponseSchema,
  eventDetailResponseSchema,
  eventIdQuerySchema,
  eventListQuerySchema,
  eventPagingQuerySchema,
  eventSummaryResponseSchema,
  modifyEventApplicantsBodySchema,
  modifyEventApplicantsResponseSchema,
  myEventsResponseSchema,
  orgEventCountQuerySchema,
  orgEventCountsResponseSchema,
  orgEventsQuerySchema,
  recommendedEventsResponseSchema,
  trainingStudentEventsQuerySchema,
  trainingStudentEventsResponseSchema,
  updateEventBodySchema,
} from './schemas';
import { createdIdResponseSchema, idParamsSchema, noContentSchema } from '../api';
import type { EndpointTable } from '../endpoint-table';

/** The events routes of the API: each one's schemas, as its route declares them (issue 22). */
export const EVENTS_ENDPOINTS = {
  'POST /api/events': { body: createEventBodySchema, response: { 201: createdIdResponseSchema } },
  'GET /api/events': { querystring: eventListQuerySchema, response: { 200: eventCardsResponseSchema } },
  'GET /api/events/:id': { params: idParamsSchema, response: { 200: eventDetailResponseSchema } },
  'PUT /api/events/:id': {
    params: idParamsSchema,
    body: updateEventBodySchema,
    response: { 200: eventDetailResponseSchema },
  },
  'POST /api/events/:id/publish': { params: idParamsSchema, response: { 200: eventDetailResponseSchema } },
  'POST /api/events/:id/close': { params: idParamsSchema, response: { 200: eventDetailResponseSchema } },
  'PUT /api/events/:id/avatar': { params: idParamsSchema, response: { 200: eventDetailResponseSchema } },
  'PUT /api/events/:id/banner': { params: idParamsSchema, response: { 200: eventDetailResponseSchema } },
  'GET /api/show_org_events': { querystring: orgEventsQuerySchema, response: { 200: eventCardsResponseSchema } },
  'GET /api/show_training_student_events': {
    querystring: trainingStudentEventsQuerySchema,
    response: { 200: trainingStudentEventsResponseSchema },
  },
  'GET /api/get_org_event_count': {
    querystring: orgEventCountQuerySchema,
    response: { 200: orgEventCountsResponseSchema },
  },
  'POST /api/events/:id/enroll': { params: idParamsSchema, response: { 201: enrollmentResponseSchema } },
  'POST /api/events/:id/withdraw': { params: idParamsSchema, response: { 200: enrollmentResponseSchema } },
  'GET /api/my_profile/my_events': { querystring: eventPagingQuerySchema, response: { 200: myEventsResponseSchema } },
  'GET /api/recommended/events': {
    querystring: eventPagingQuerySchema,
    response: { 200: recommendedEventsResponseSchema },
  },
  'GET /api/event_applicants': {
    querystring: eventApplicantsQuerySchema,
    response: { 200: eventApplicantsResponseSchema },
  },
  'GET /api/event_enrollments': {
    querystring: eventApplicantsQuerySchema,
    response: { 200: eventApplicantsResponseSchema },
  },
  'POST /api/modify_event_applicants': {
    body: modifyEventApplicantsBodySchema,
    response: { 200: modifyEventApplicantsResponseSchema },
  },
  'GET /api/event_enrollment_count': {
    querystring: eventIdQuerySchema,
    response: { 200: enrollmentCountsResponseSchema },
  },
  'GET /api/show_event_summary': { querystring: eventIdQuerySchema, response: { 200: eventSummaryResponseSchema } },
  'GET /api/show_event_dashboard/:id': { params: idParamsSchema, response: { 200: eventDashboardResponseSchema } },
  'DELETE /api/events/:id': { params: idParamsSchema, response: { 204: noContentSchema } },
} as const satisfies EndpointTable;
