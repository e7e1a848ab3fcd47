import type { EndpointTable } from '../endpoint-table';
import {
  achievementParamsSchema,
  achievementVerificationResponseSchema,
  shareableAchievementsResponseSchema,
} from './schemas';

/** Shared achievements (issue 28 item 6, decision 0083): what the student may share, and the public live verification. */
export const ACHIEVEMENTS_ENDPOINTS = {
  'GET /api/posts/achievements': { response: { 200: shareableAchievementsResponseSchema } },
  'GET /api/achievements/:kind/:ref': {
    params: achievementParamsSchema,
    response: { 200: achievementVerificationResponseSchema },
  },
} as const satisfies EndpointTable;
