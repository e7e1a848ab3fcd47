import {
  scoreRangeQuerySchema,
  scoreRangeResponseSchema,
  skillsDemandQuerySchema,
  skillsDemandResponseSchema,
  skillsFilterQuerySchema,
  skillsGraphsResponseSchema,
} from './schemas';
import type { EndpointTable } from '../endpoint-table';

/** The skills-dashboard routes of the API: each one's schemas, as its route declares them (issue 22). */
export const SKILLS_DASHBOARD_ENDPOINTS = {
  'GET /api/get_score_range': { querystring: scoreRangeQuerySchema, response: { 200: scoreRangeResponseSchema } },
  'GET /api/skills_dashboard': { querystring: skillsFilterQuerySchema, response: { 200: skillsGraphsResponseSchema } },
  'GET /api/show_skills_dashboard': {
    querystring: skillsDemandQuerySchema,
    response: { 200: skillsDemandResponseSchema },
  },
} as const satisfies EndpointTable;
