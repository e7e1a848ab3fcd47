import {
  assignmentStatsResponseSchema,
  createNudgeBodySchema,
  mentorDashboardResponseSchema,
  mentorEngageResponseSchema,
  mentorMentoringResponseSchema,
  mentorMyEntitiesResponseSchema,
  nudgeResponseSchema,
  orgAdvisorCountsQuerySchema,
  orgAdvisorCountsResponseSchema,
} from './schemas';
import type { EndpointTable } from '../endpoint-table';

/** The mentor-dashboard routes of the API: each one's schemas, as its route declares them (issue 22). */
export const MENTOR_DASHBOARD_ENDPOINTS = {
  'GET /api/assignment_stats_dashboard': { response: { 200: assignmentStatsResponseSchema } },
  'GET /api/mentor_dashboard': { response: { 200: mentorDashboardResponseSchema } },
  'GET /api/get_mentors_my_entities_counts': { response: { 200: mentorMyEntitiesResponseSchema } },
  'GET /api/get_mentors_mentoring_entities_counts': { response: { 200: mentorMentoringResponseSchema } },
  'GET /api/get_mentors_my_engage_entities_counts': { response: { 200: mentorEngageResponseSchema } },
  'POST /api/mentor_dashboard/nudges': { body: createNudgeBodySchema, response: { 201: nudgeResponseSchema } },
  'GET /api/list_org_advisor_entities_counts': {
    querystring: orgAdvisorCountsQuerySchema,
    response: { 200: orgAdvisorCountsResponseSchema },
  },
} as const satisfies EndpointTable;
