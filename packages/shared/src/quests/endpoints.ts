import { idParamsSchema as params, noContentSchema } from '../api';
import type { EndpointTable } from '../endpoint-table';
import {
  filterQuestsBodySchema,
  myQuestDetailResponseSchema,
  myQuestResponseSchema,
  myQuestsQuerySchema,
  myQuestsResponseSchema,
  questBodySchema,
  questCreatedSchema,
  questDashboardQuerySchema,
  questDashboardResponseSchema,
  questDetailResponseSchema,
  questEnrolBodySchema,
  questGrantBodySchema,
  questGrantResponseSchema,
  questListQuerySchema,
  questListResponseSchema,
  questLockResponseSchema,
  questNudgeBodySchema,
  questNudgeResponseSchema,
  questStatsQuerySchema,
  questStatsResponseSchema,
  questStepParamsSchema,
  scorecardQuerySchema,
  scorecardResponseSchema,
} from './api';

const noContent = { 204: noContentSchema };

/** The quest routes of the API (issue 27, decision 0078): each one's schemas, as its route declares them. */
export const QUESTS_ENDPOINTS = {
  'GET /api/quests': { querystring: questListQuerySchema, response: { 200: questListResponseSchema } },
  'POST /api/fetch_filtered_quests': { body: filterQuestsBodySchema, response: { 200: questListResponseSchema } },
  'POST /api/quests': { body: questBodySchema, response: { 201: questCreatedSchema } },
  'GET /api/quests/:id': { params, response: { 200: questDetailResponseSchema } },
  'PUT /api/quests/:id': { params, body: questBodySchema, response: { 200: questDetailResponseSchema } },
  'POST /api/quests/:id/publish': { params, response: { 200: questDetailResponseSchema } },
  'POST /api/quests/:id/archive': { params, response: { 200: questDetailResponseSchema } },
  'DELETE /api/quests/:id': { params, response: noContent },

  'POST /api/quests/:id/enrol': { params, body: questEnrolBodySchema, response: { 200: myQuestResponseSchema } },
  'GET /api/my_profile/my_quests': { querystring: myQuestsQuerySchema, response: { 200: myQuestsResponseSchema } },
  'GET /api/my_profile/my_quests/:id': { params, response: { 200: myQuestDetailResponseSchema } },
  'POST /api/my_profile/my_quests/:id/leave': { params, response: { 200: myQuestResponseSchema } },
  'GET /api/my_profile/my_quests/:id/locks/:key': {
    params: questStepParamsSchema,
    response: { 200: questLockResponseSchema },
  },

  'POST /api/quests/:id/grants': { params, body: questGrantBodySchema, response: { 200: questGrantResponseSchema } },
  'GET /api/quests/:id/dashboard': {
    params,
    querystring: questDashboardQuerySchema,
    response: { 200: questDashboardResponseSchema },
  },
  'POST /api/quests/:id/nudges': { params, body: questNudgeBodySchema, response: { 200: questNudgeResponseSchema } },
  'GET /api/quest_stats': { querystring: questStatsQuerySchema, response: { 200: questStatsResponseSchema } },
  'GET /api/quests/:id/scorecard': {
    params,
    querystring: scorecardQuerySchema,
    response: { 200: scorecardResponseSchema },
  },
  'GET /api/quests/:id/scorecard.pdf': { params, querystring: scorecardQuerySchema, response: {} },
} as const satisfies EndpointTable;
