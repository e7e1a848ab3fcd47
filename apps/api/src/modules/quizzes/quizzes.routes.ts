import { FEATURE_ENDPOINTS } from '@lbd/shared/endpoints';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, orgCaller } from '../../lib/actor';
import { AUTHOR_ACCESS, STUDENT_ACCESS, type LearningCaller } from '../../lib/learning-content/policy';
import type { AttemptsService } from './attempts.service';
import type { BanksService } from './banks.service';
import type { QuizzesService } from './quizzes.service';
import type { ReviewService } from './review.service';
import type { StatsService } from './stats.service';

export interface QuizRouteDeps {
  banks: BanksService;
  quizzes: QuizzesService;
  attempts: AttemptsService;
  review: ReviewService;
  stats: StatsService;
}

const E = FEATURE_ENDPOINTS.quizzes;

/** Question banks, quizzes and attempts (issue 26, decision 0075); each route's schemas are its table entry. */
export const quizzesRoutes: FastifyPluginAsyncZod<QuizRouteDeps> = async (
  app,
  { banks, quizzes, attempts, review, stats },
) => {
  const tags = ['quizzes'];
  const author = { access: AUTHOR_ACCESS };
  const student = { access: STUDENT_ACCESS };
  const who = (req: FastifyRequest): LearningCaller => orgCaller(actorOf(req))!;
  const caller = (req: FastifyRequest): LearningCaller | null => orgCaller(req.actor ?? null);
  const userOf = (req: FastifyRequest) => actorOf(req).userId;

  // ---- question banks ----
  app.get(
    '/question_banks',
    { config: { access: 'public' }, schema: { tags, ...E['GET /api/question_banks'] } },
    (req) => banks.list(caller(req), req.query),
  );
  app.post(
    '/question_banks',
    { config: author, schema: { tags, ...E['POST /api/question_banks'] } },
    async (req, reply) => reply.code(201).send({ data: await banks.create(who(req), userOf(req), req.body) }),
  );
  app.get(
    '/question_banks/:id',
    { config: { access: 'public' }, schema: { tags, ...E['GET /api/question_banks/:id'] } },
    async (req) => ({ data: await banks.show(caller(req), req.params.id) }),
  );
  app.put(
    '/question_banks/:id',
    { config: author, schema: { tags, ...E['PUT /api/question_banks/:id'] } },
    async (req) => ({
      data: await banks.update(who(req), req.params.id, req.body),
    }),
  );
  app.post(
    '/question_banks/:id/publish',
    { config: author, schema: { tags, ...E['POST /api/question_banks/:id/publish'] } },
    async (req) => {
      await banks.publish(who(req), userOf(req), req.params.id);
      return { data: await banks.show(who(req), req.params.id) };
    },
  );
  app.post(
    '/question_banks/:id/archive',
    { config: author, schema: { tags, ...E['POST /api/question_banks/:id/archive'] } },
    async (req) => {
      await banks.archive(who(req), userOf(req), req.params.id);
      return { data: await banks.show(who(req), req.params.id) };
    },
  );
  app.delete(
    '/question_banks/:id',
    { config: author, schema: { tags, ...E['DELETE /api/question_banks/:id'] } },
    async (req, reply) => {
      await banks.discard(who(req), userOf(req), req.params.id);
      return reply.code(204).send(null);
    },
  );
  app.post(
    '/question_banks/:id/questions',
    { config: author, schema: { tags, ...E['POST /api/question_banks/:id/questions'] } },
    async (req, reply) => reply.code(201).send({ data: await banks.addQuestion(who(req), req.params.id, req.body) }),
  );
  app.put(
    '/question_banks/:id/questions/:questionId',
    { config: author, schema: { tags, ...E['PUT /api/question_banks/:id/questions/:questionId'] } },
    async (req) => ({ data: await banks.updateQuestion(who(req), req.params.id, req.params.questionId, req.body) }),
  );
  app.delete(
    '/question_banks/:id/questions/:questionId',
    { config: author, schema: { tags, ...E['DELETE /api/question_banks/:id/questions/:questionId'] } },
    async (req) => ({ data: await banks.removeQuestion(who(req), req.params.id, req.params.questionId) }),
  );
  app.post(
    '/question_banks/:id/questions/swap',
    { config: author, schema: { tags, ...E['POST /api/question_banks/:id/questions/swap'] } },
    async (req) => ({ data: await banks.swapQuestions(who(req), req.params.id, req.body.a, req.body.b) }),
  );

  // ---- quizzes ----
  app.get('/quizzes', { config: { access: 'public' }, schema: { tags, ...E['GET /api/quizzes'] } }, (req) =>
    quizzes.list(caller(req), req.query),
  );
  app.post('/quizzes', { config: author, schema: { tags, ...E['POST /api/quizzes'] } }, async (req, reply) =>
    reply.code(201).send({ data: await quizzes.create(who(req), userOf(req), req.body) }),
  );
  app.get(
    '/quizzes/:id',
    { config: { access: 'public' }, schema: { tags, ...E['GET /api/quizzes/:id'] } },
    async (req) => ({
      data: await quizzes.show(caller(req), req.params.id),
    }),
  );
  app.put('/quizzes/:id', { config: author, schema: { tags, ...E['PUT /api/quizzes/:id'] } }, async (req) => ({
    data: await quizzes.update(who(req), req.params.id, req.body),
  }));
  app.post(
    '/quizzes/:id/publish',
    { config: author, schema: { tags, ...E['POST /api/quizzes/:id/publish'] } },
    async (req) => {
      await quizzes.publish(who(req), userOf(req), req.params.id);
      return { data: await quizzes.show(who(req), req.params.id) };
    },
  );
  app.post(
    '/quizzes/:id/archive',
    { config: author, schema: { tags, ...E['POST /api/quizzes/:id/archive'] } },
    async (req) => {
      await quizzes.archive(who(req), userOf(req), req.params.id);
      return { data: await quizzes.show(who(req), req.params.id) };
    },
  );
  app.delete(
    '/quizzes/:id',
    { config: author, schema: { tags, ...E['DELETE /api/quizzes/:id'] } },
    async (req, reply) => {
      await quizzes.discard(who(req), userOf(req), req.params.id);
      return reply.code(204).send(null);
    },
  );
  app.post(
    '/quizzes/:id/slots',
    { config: author, schema: { tags, ...E['POST /api/quizzes/:id/slots'] } },
    async (req, reply) => reply.code(201).send({ data: await quizzes.addSlot(who(req), req.params.id, req.body) }),
  );
  app.put(
    '/quizzes/:id/slots/:slotId',
    { config: author, schema: { tags, ...E['PUT /api/quizzes/:id/slots/:slotId'] } },
    async (req) => ({ data: await quizzes.updateSlot(who(req), req.params.id, req.params.slotId, req.body) }),
  );
  app.delete(
    '/quizzes/:id/slots/:slotId',
    { config: author, schema: { tags, ...E['DELETE /api/quizzes/:id/slots/:slotId'] } },
    async (req) => ({ data: await quizzes.removeSlot(who(req), req.params.id, req.params.slotId) }),
  );
  app.post(
    '/quizzes/:id/slots/swap',
    { config: author, schema: { tags, ...E['POST /api/quizzes/:id/slots/swap'] } },
    async (req) => ({ data: await quizzes.swapSlots(who(req), req.params.id, req.body.a, req.body.b) }),
  );

  // ---- attempts ----
  app.post(
    '/quizzes/:id/attempts',
    { config: { ...student, answers: [409] }, schema: { tags, ...E['POST /api/quizzes/:id/attempts'] } },
    async (req, reply) => reply.code(201).send({ data: await attempts.start(who(req), req.params.id) }),
  );
  app.get('/attempts/:id', { config: student, schema: { tags, ...E['GET /api/attempts/:id'] } }, async (req) => ({
    data: await attempts.get(who(req), req.params.id),
  }));
  app.get(
    '/attempts/:id/clock',
    { config: student, schema: { tags, ...E['GET /api/attempts/:id/clock'] } },
    async (req) => ({
      data: await attempts.clock(who(req), req.params.id),
    }),
  );
  app.put(
    '/attempts/:id/answers/:position',
    { config: { ...student, answers: [409] }, schema: { tags, ...E['PUT /api/attempts/:id/answers/:position'] } },
    async (req) => ({ data: await attempts.save(who(req), req.params.id, req.params.position, req.body) }),
  );
  app.post(
    '/attempts/:id/submit',
    { config: student, schema: { tags, ...E['POST /api/attempts/:id/submit'] } },
    async (req) => ({
      data: await attempts.submit(who(req), req.params.id),
    }),
  );
  app.post(
    '/attempts/:id/events',
    { config: { ...student, answers: [409] }, schema: { tags, ...E['POST /api/attempts/:id/events'] } },
    async (req, reply) =>
      reply.code(201).send({ data: await attempts.events(who(req), req.params.id, req.body.events) }),
  );
  // ---- the mentor's side ----
  app.get('/quizzes/:id/attempts', { config: author, schema: { tags, ...E['GET /api/quizzes/:id/attempts'] } }, (req) =>
    review.list(who(req), req.params.id, req.query),
  );
  app.get(
    '/quizzes/:id/stats',
    { config: author, schema: { tags, ...E['GET /api/quizzes/:id/stats'] } },
    async (req) => ({
      data: await stats.show(who(req), req.params.id),
    }),
  );
  app.get(
    '/quiz_attempts/:id',
    { config: author, schema: { tags, ...E['GET /api/quiz_attempts/:id'] } },
    async (req) => ({
      data: await review.show(who(req), req.params.id),
    }),
  );
  app.get('/essay_queue', { config: author, schema: { tags, ...E['GET /api/essay_queue'] } }, (req) =>
    review.essays(who(req), req.query),
  );
  app.put(
    '/attempt_answers/:id/grade',
    { config: author, schema: { tags, ...E['PUT /api/attempt_answers/:id/grade'] } },
    async (req) => ({ data: await review.grade(who(req), req.params.id, req.body) }),
  );
  app.post(
    '/question_banks/:id/questions/:questionId/regrade',
    { config: author, schema: { tags, ...E['POST /api/question_banks/:id/questions/:questionId/regrade'] } },
    async (req) => ({ data: await review.regrade(who(req), req.params.id, req.params.questionId) }),
  );
  app.post(
    '/quiz_accommodations',
    { config: author, schema: { tags, ...E['POST /api/quiz_accommodations'] } },
    async (req, reply) => reply.code(201).send({ data: await attempts.accommodate(who(req), req.body) }),
  );
};
