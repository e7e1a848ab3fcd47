import { FEATURE_ENDPOINTS } from '@lbd/shared/endpoints';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, orgCaller } from '../../lib/actor';
import { AUTHOR_ACCESS, STUDENT_ACCESS, type LearningCaller } from '../../lib/learning-content/policy';
import type { LearnersService } from './learners.service';
import type { QuestMentorService } from './mentor.service';
import type { QuestsService } from './quests.service';

export interface QuestRouteDeps {
  quests: QuestsService;
  learners: LearnersService;
  mentor: QuestMentorService;
}

const E = FEATURE_ENDPOINTS.quests;
/** Students read their own scorecard; authors and admins any of their quest's students'. */
const SCORECARD_ACCESS = {
  profiles: ['STUDENT', 'ADVISOR', 'COMPANY', 'INSTITUTION'],
  adminToo: 'all_org_content',
} as const;

/** Quests (issue 27, decision 0078); each route's schemas are its table entry. */
export const questsRoutes: FastifyPluginAsyncZod<QuestRouteDeps> = async (app, { quests, learners, mentor }) => {
  const tags = ['quests'];
  const author = { access: AUTHOR_ACCESS };
  const student = { access: STUDENT_ACCESS };
  const who = (req: FastifyRequest): LearningCaller => orgCaller(actorOf(req))!;
  const caller = (req: FastifyRequest): LearningCaller | null => orgCaller(req.actor ?? null);
  const userOf = (req: FastifyRequest) => actorOf(req).userId;

  // ---- the catalogue and authoring ----
  app.get('/quests', { config: { access: 'public' }, schema: { tags, ...E['GET /api/quests'] } }, (req) =>
    quests.list(caller(req), req.query),
  );
  app.post(
    '/fetch_filtered_quests',
    { config: { access: 'public' }, schema: { tags, ...E['POST /api/fetch_filtered_quests'] } },
    (req) => quests.filter(caller(req), req.body),
  );
  app.post('/quests', { config: author, schema: { tags, ...E['POST /api/quests'] } }, async (req, reply) =>
    reply.code(201).send({ data: await quests.create(who(req), userOf(req), req.body) }),
  );
  app.get(
    '/quests/:id',
    { config: { access: 'public' }, schema: { tags, ...E['GET /api/quests/:id'] } },
    async (req) => ({
      data: await quests.show(caller(req), req.params.id),
    }),
  );
  app.put('/quests/:id', { config: author, schema: { tags, ...E['PUT /api/quests/:id'] } }, async (req) => ({
    data: await quests.update(who(req), req.params.id, req.body),
  }));
  app.post(
    '/quests/:id/publish',
    { config: author, schema: { tags, ...E['POST /api/quests/:id/publish'] } },
    async (req) => {
      await quests.publish(who(req), userOf(req), req.params.id);
      return { data: await quests.show(who(req), req.params.id) };
    },
  );
  app.post(
    '/quests/:id/archive',
    { config: author, schema: { tags, ...E['POST /api/quests/:id/archive'] } },
    async (req) => {
      await quests.archive(who(req), userOf(req), req.params.id);
      return { data: await quests.show(who(req), req.params.id) };
    },
  );
  app.delete(
    '/quests/:id',
    { config: author, schema: { tags, ...E['DELETE /api/quests/:id'] } },
    async (req, reply) => {
      await quests.discard(who(req), userOf(req), req.params.id);
      return reply.code(204).send(null);
    },
  );

  // ---- the student's quests ----
  app.post(
    '/quests/:id/enrol',
    { config: { ...student, answers: [402] }, schema: { tags, ...E['POST /api/quests/:id/enrol'] } },
    async (req) => ({
      data: await learners.enrol(who(req), req.params.id, req.body.cohort_id),
    }),
  );
  app.get(
    '/my_profile/my_quests',
    { config: student, schema: { tags, ...E['GET /api/my_profile/my_quests'] } },
    async (req) => ({
      data: await learners.list(who(req), req.query.status),
    }),
  );
  app.get(
    '/my_profile/my_quests/:id',
    { config: { ...student, answers: [402] }, schema: { tags, ...E['GET /api/my_profile/my_quests/:id'] } },
    async (req) => ({ data: await learners.show(who(req), req.params.id) }),
  );
  app.post(
    '/my_profile/my_quests/:id/leave',
    { config: student, schema: { tags, ...E['POST /api/my_profile/my_quests/:id/leave'] } },
    async (req) => ({ data: await learners.leave(who(req), req.params.id) }),
  );
  app.get(
    '/my_profile/my_quests/:id/locks/:key',
    {
      config: { ...student, answers: [402] },
      schema: { tags, ...E['GET /api/my_profile/my_quests/:id/locks/:key'] },
    },
    async (req) => ({ data: await learners.lock(who(req), req.params.id, req.params.key) }),
  );

  // ---- mentors ----
  app.post(
    '/quests/:id/grants',
    { config: author, schema: { tags, ...E['POST /api/quests/:id/grants'] } },
    async (req) => ({
      data: await learners.grant(who(req), req.params.id, req.body),
    }),
  );
  app.get('/quests/:id/dashboard', { config: author, schema: { tags, ...E['GET /api/quests/:id/dashboard'] } }, (req) =>
    mentor.dashboard(who(req), req.params.id, req.query.data_group_id),
  );
  app.post(
    '/quests/:id/nudges',
    { config: author, schema: { tags, ...E['POST /api/quests/:id/nudges'] } },
    async (req) => ({
      data: await mentor.nudge(who(req), req.params.id, req.body.profile_ids, req.body.message),
    }),
  );
  app.get('/quest_stats', { config: author, schema: { tags, ...E['GET /api/quest_stats'] } }, (req) =>
    mentor.stats(who(req), req.query),
  );
  app.get(
    '/quests/:id/scorecard',
    { config: { access: SCORECARD_ACCESS }, schema: { tags, ...E['GET /api/quests/:id/scorecard'] } },
    async (req) => ({ data: await mentor.scorecard(who(req), req.params.id, req.query.profile_id) }),
  );
  app.get(
    '/quests/:id/scorecard.pdf',
    {
      config: { access: SCORECARD_ACCESS },
      schema: { tags, ...E['GET /api/quests/:id/scorecard.pdf'], produces: ['application/pdf'] },
    },
    async (req, reply) => {
      const { bytes, fileName } = await mentor.scorecardPdf(who(req), req.params.id, req.query.profile_id);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(bytes);
    },
  );
};
