import { FEATURE_ENDPOINTS } from '@lbd/shared/endpoints';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, orgCaller } from '../../lib/actor';
import { AUTHOR_ACCESS, type LearningCaller } from '../../lib/learning-content/policy';
import type { OverviewService } from './overview.service';

const E = FEATURE_ENDPOINTS.quizzes;

/**
 * The mentor's quiz results screens (issue 26 items 6-8, decision 0075): the rows of the quiz and
 * question bank stats dashboards, a quiz's accommodations and its questions whose key changed. Authors
 * (mentors, organisations, admins) call them; each answers only what the caller manages.
 */
export const dashboardRoutes: FastifyPluginAsyncZod<{ overview: OverviewService }> = async (app, { overview }) => {
  const tags = ['quizzes'];
  const author = { access: AUTHOR_ACCESS };
  const who = (req: FastifyRequest): LearningCaller => orgCaller(actorOf(req))!;

  app.get('/quiz_stats', { config: author, schema: { tags, ...E['GET /api/quiz_stats'] } }, (req) =>
    overview.quizzes(who(req), req.query),
  );
  app.get('/question_bank_stats', { config: author, schema: { tags, ...E['GET /api/question_bank_stats'] } }, (req) =>
    overview.banks(who(req), req.query),
  );
  app.get(
    '/quizzes/:id/accommodations',
    { config: author, schema: { tags, ...E['GET /api/quizzes/:id/accommodations'] } },
    async (req) => ({ data: await overview.accommodations(who(req), req.params.id) }),
  );
  app.get(
    '/quizzes/:id/key_changes',
    { config: author, schema: { tags, ...E['GET /api/quizzes/:id/key_changes'] } },
    async (req) => ({ data: await overview.keyChanges(who(req), req.params.id) }),
  );
};
