import { myEntityCountsResponseSchema, studentDashboardResponseSchema } from '.';
import type { EndpointTable } from '../endpoint-table';

/** The student-dashboard routes of the API: each one's schemas, as its route declares them (issue 22). */
export const STUDENT_DASHBOARD_ENDPOINTS = {
  'GET /api/student_dashboard': { response: { 200: studentDashboardResponseSchema } },
  'GET /api/get_my_entity_counts': { response: { 200: myEntityCountsResponseSchema } },
} as const satisfies EndpointTable;
