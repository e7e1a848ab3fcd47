import { FEATURE_ENDPOINTS } from '@lbd/shared/endpoints';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, orgCaller } from '../../lib/actor';
import { AUTHOR_ACCESS, STUDENT_ACCESS, type LearningCaller } from '../../lib/learning-content/policy';
import type { BytesService } from './bytes.service';
import type { PracticeService } from './practice.service';

const E = FEATURE_ENDPOINTS.quizzes;

/** Quiz bytes (issue 26 item 10, decision 0077): each route's schemas are its table entry. */
export const bytesRoutes: FastifyPluginAsyncZod<{ bytes: BytesService; practice: PracticeService }> = async (
  app,
  { bytes, practice },
) => {
  const tags = ['quizzes'];
  const author = { access: AUTHOR_ACCESS };
  const student = { access: STUDENT_ACCESS };
  const who = (req: FastifyRequest): LearningCaller => orgCaller(actorOf(req))!;
  const caller = (req: FastifyRequest): LearningCaller | null => orgCaller(req.actor ?? null);
  const userOf = (req: FastifyRequest) => actorOf(req).userId;

  // ---- the mentor's bytes ----
  app.get('/quiz_bytes', { config: { access: 'public' }, schema: { tags, ...E['GET /api/quiz_bytes'] } }, (req) =>
    bytes.list(caller(req), req.query),
  );
  app.post('/quiz_bytes', { config: author, schema: { tags, ...E['POST /api/quiz_bytes'] } }, async (req, reply) =>
    reply.code(201).send({ data: await bytes.create(who(req), userOf(req), req.body) }),
  );
  app.get(
    '/quiz_bytes/:id',
    { config: { access: 'public' }, schema: { tags, ...E['GET /api/quiz_bytes/:id'] } },
    async (req) => ({
      data: await bytes.show(caller(req), req.params.id),
    }),
  );
  app.put('/quiz_bytes/:id', { config: author, schema: { tags, ...E['PUT /api/quiz_bytes/:id'] } }, async (req) => ({
    data: await bytes.update(who(req), req.params.id, req.body),
  }));
  app.post(
    '/quiz_bytes/:id/publish',
    { config: author, schema: { tags, ...E['POST /api/quiz_bytes/:id/publish'] } },
    async (req) => ({
      data: await bytes.publish(who(req), userOf(req), req.params.id),
    }),
  );
  app.post(
    '/quiz_bytes/:id/archive',
    { config: author, schema: { tags, ...E['POST /api/quiz_bytes/:id/archive'] } },
    async (req) => ({
      data: await bytes.archive(who(req), userOf(req), req.params.id),
    }),
  );
  app.delete(
    '/quiz_bytes/:id',
    { config: author, schema: { tags, ...E['DELETE /api/quiz_bytes/:id'] } },
    async (req, reply) => {
      await bytes.discard(who(req), userOf(req), req.params.id);
      return reply.code(204).send(null);
    },
  );

  // ---- the student's practice ----
  app.post(
    '/quiz_bytes/:id/enrol',
    { config: student, schema: { tags, ...E['POST /api/quiz_bytes/:id/enrol'] } },
    async (req, reply) => reply.code(201).send({ data: await bytes.enrol(who(req), req.params.id) }),
  );
  app.post(
    '/my_quiz_bytes/:id/sessions',
    { config: { ...student, answers: [409] }, schema: { tags, ...E['POST /api/my_quiz_bytes/:id/sessions'] } },
    async (req, reply) => reply.code(201).send({ data: await practice.start(who(req), req.params.id) }),
  );
  app.get(
    '/practice_sessions/:id',
    { config: student, schema: { tags, ...E['GET /api/practice_sessions/:id'] } },
    async (req) => ({
      data: await practice.get(who(req), req.params.id),
    }),
  );
  app.put(
    '/practice_sessions/:id/answers/:position',
    {
      config: { ...student, answers: [409] },
      schema: { tags, ...E['PUT /api/practice_sessions/:id/answers/:position'] },
    },
    async (req) => ({ data: await practice.answer(who(req), req.params.id, req.params.position, req.body) }),
  );
  app.get(
    '/my_quiz_banks/:id',
    { config: student, schema: { tags, ...E['GET /api/my_quiz_banks/:id'] } },
    async (req) => ({
      data: await practice.myBanks(who(req), req.params.id),
    }),
  );
  app.get(
    '/my_question_banks/:id',
    { config: student, schema: { tags, ...E['GET /api/my_question_banks/:id'] } },
    async (req) => ({
      data: await practice.myBank(who(req), req.params.id),
    }),
  );
  app.get(
    '/my_question_banks/:id/cards',
    { config: student, schema: { tags, ...E['GET /api/my_question_banks/:id/cards'] } },
    async (req) => ({ data: await practice.cards(who(req), req.params.id) }),
  );
  // A student practising the bank sees their own mastery; its authors and admins the class together.
  app.get(
    '/question_banks/:id/scorecard',
    { config: { access: 'signed_in' }, schema: { tags, ...E['GET /api/question_banks/:id/scorecard'] } },
    async (req) => ({ data: await practice.scorecard(who(req), req.params.id) }),
  );
};
