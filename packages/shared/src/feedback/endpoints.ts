import type { EndpointTable } from '../endpoint-table';
import {
  feedbackBodySchema,
  feedbackItemQuerySchema,
  feedbackResponsesQuerySchema,
  feedbackResponsesResponseSchema,
  feedbackSummaryResponseSchema,
} from './schemas';

/** The feedback routes of the API (issue 28 item 9, SPEC §7.5 /api/feedback, decision 0080). */
export const FEEDBACK_ENDPOINTS = {
  'GET /api/feedback': { querystring: feedbackItemQuerySchema, response: { 200: feedbackSummaryResponseSchema } },
  'PUT /api/feedback': { body: feedbackBodySchema, response: { 200: feedbackSummaryResponseSchema } },
  'GET /api/feedback/responses': {
    querystring: feedbackResponsesQuerySchema,
    response: { 200: feedbackResponsesResponseSchema },
  },
} as const satisfies EndpointTable;
