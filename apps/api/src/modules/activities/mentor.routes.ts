import {
  activityDashboardResponseSchema,
  allocationRunBodySchema,
  allocationRunResponseSchema,
  allStudentsQuerySchema,
  allStudentsResponseSchema,
  assignmentFlagBodySchema,
  assignmentFlagsResponseSchema,
  assignmentStatsResponseSchema,
  evaluateMyAssignmentBodySchema,
  extensionBodySchema,
  extensionResponseSchema,
  downloadScoreCardQuerySchema,
  idParamsSchema,
  manualEnrolBodySchema,
  manualEnrolResponseSchema,
  mentorStudentRowResponseSchema,
  peerAccessBodySchema,
  sendCountsResponseSchema,
  sendRemindersBodySchema,
  sendScoreCardBodySchema,
  techopsAllocationQuerySchema,
  techopsAllocationResponseSchema,
  validatePeerStudentResponseSchema,
} from '@lbd/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, orgCaller } from '../../lib/actor';
import { NotFoundError } from '../../lib/errors';
import type { QuestCardsSlot } from '../../lib/quest-steps';
import { activityCaller } from './activities.policy';
import { AUTHOR_ACCESS } from './activities.routes';
import type { MentorService } from './mentor.service';

/** Mentor views and actions (/activityDashboard/{id}, /assignmentStatsDashboard) and the admin peer tools. */
export const mentorRoutes: FastifyPluginAsyncZod<{ service: MentorService; quests: QuestCardsSlot }> = async (
  app,
  { service, quests },
) => {
  const tags = ['activity mentors'];
  const config = { access: AUTHOR_ACCESS };
  // Running any mentor's activity (allocation, score cards): admins holding all_org_content (decision 0084).
  const admin = { access: { admin: 'all_org_content' } } as const;
  const caller = (req: Parameters<typeof actorOf>[0]) => activityCaller(actorOf(req));
  // SPEC §7.6 names quests on the same paths (type=quest, quest_id): the quests module answers those.
  const questCards = () => {
    if (!quests.current) throw new NotFoundError();
    return quests.current;
  };
  const questCaller = (req: Parameters<typeof actorOf>[0]) => orgCaller(actorOf(req))!;

  app.get(
    '/activity_dashboard/:id',
    {
      config,
      schema: {
        tags,
        params: idParamsSchema,
        response: { 200: activityDashboardResponseSchema },
      },
    },
    async (req) => ({ data: await service.dashboard(caller(req), req.params.id) }),
  );

  app.get(
    '/assignment_stats_dashboard',
    {
      config,
      schema: {
        tags,
        response: { 200: assignmentStatsResponseSchema },
      },
    },
    async (req) => ({ data: await service.stats(caller(req)) }),
  );

  app.get(
    '/get_all_students/:id',
    {
      config,
      schema: {
        tags,
        params: idParamsSchema,
        querystring: allStudentsQuerySchema,
        response: { 200: allStudentsResponseSchema },
      },
    },
    async (req) =>
      req.query.type === 'quest'
        ? { data: await questCards().students(questCaller(req), req.params.id, req.query.data_group_id) }
        : { data: await service.students(caller(req), req.params.id) },
  );

  app.post(
    '/validate_peer_student',
    {
      config,
      schema: {
        tags,
        body: peerAccessBodySchema,
        response: { 200: validatePeerStudentResponseSchema },
      },
    },
    async (req) => ({ data: await service.validateStudent(caller(req), req.body.assignment_id, req.body.profile_id) }),
  );

  app.post(
    '/update_final_evaluation',
    { config, schema: { tags, body: assignmentFlagBodySchema, response: { 200: assignmentFlagsResponseSchema } } },
    async (req) => ({
      data: await service.setFlag(caller(req), req.body.assignment_id, 'final_evaluation', req.body.value),
    }),
  );
  app.post(
    '/update_enable_reviews',
    { config, schema: { tags, body: assignmentFlagBodySchema, response: { 200: assignmentFlagsResponseSchema } } },
    async (req) => ({
      data: await service.setFlag(caller(req), req.body.assignment_id, 'enable_reviews', req.body.value),
    }),
  );

  app.post(
    '/evaluate_my_assignment',
    {
      config,
      schema: {
        tags,
        body: evaluateMyAssignmentBodySchema,
        response: { 200: mentorStudentRowResponseSchema },
      },
    },
    async (req) => ({
      data: await service.evaluate(caller(req), req.body.my_assignment_id, req.body.score, req.body.status),
    }),
  );

  app.post(
    '/send_request_extension',
    {
      config,
      schema: {
        tags,
        body: extensionBodySchema,
        response: { 200: extensionResponseSchema },
      },
    },
    async (req) => ({
      data: await service.extend(caller(req), req.body.my_assignment_id, new Date(req.body.extended_deadline)),
    }),
  );

  app.post(
    '/send_reminders',
    {
      config,
      schema: { tags, body: sendRemindersBodySchema, response: { 200: sendCountsResponseSchema } },
    },
    async (req) => ({ data: await service.remind(caller(req), req.body.assignment_id) }),
  );

  // Allocation of reviewers and score cards: the activity's mentor (another mentor's activity is not
  // found) or an admin, through the unprefixed paths; the admin-prefixed ones stay the admin's (SPEC §6).
  for (const [prefix, cfg] of [
    ['', config],
    ['/admin', admin],
  ] as const) {
    app.post(
      `${prefix}/auto_enroll`,
      { config: cfg, schema: { tags, body: allocationRunBodySchema, response: { 200: allocationRunResponseSchema } } },
      async (req) => ({ data: await service.autoEnroll(caller(req), req.body.assignment_id) }),
    );

    app.post(
      `${prefix}/manual_enroll_peer_evaluators`,
      { config: cfg, schema: { tags, body: manualEnrolBodySchema, response: { 200: manualEnrolResponseSchema } } },
      async (req) => ({
        data: await service.manualEnroll(caller(req), req.body.my_assignment_id, req.body.evaluator_profile_ids),
      }),
    );

    app.post(
      `${prefix}/send_score_card`,
      { config: cfg, schema: { tags, body: sendScoreCardBodySchema, response: { 200: sendCountsResponseSchema } } },
      async (req) => ({
        data:
          req.body.quest_id !== undefined
            ? await questCards().sendScorecards(questCaller(req), req.body.quest_id, req.body.profile_id, req.body.resend)
            : await service.sendScoreCards(caller(req), req.body.assignment_id!, req.body.profile_id, req.body.resend),
      }),
    );

    app.get(
      `${prefix}/download_score_card`,
      { config: cfg, schema: { tags, querystring: downloadScoreCardQuerySchema, produces: ['application/pdf'] } },
      async (req, reply) => {
        const { assignment_id: assignmentId, quest_id: questId, profile_id: profileId } = req.query;
        const { bytes, fileName } =
          questId !== undefined
            ? await questCards().scorecardPdf(questCaller(req), questId, profileId)
            : await service.downloadScoreCard(caller(req), assignmentId!, profileId);
        return reply
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="${fileName}"`)
          .send(bytes);
      },
    );
  }

  app.get(
    '/admin/techops_allocation',
    {
      config: admin,
      schema: { tags, querystring: techopsAllocationQuerySchema, response: { 200: techopsAllocationResponseSchema } },
    },
    async (req) => ({ data: await service.allocationSheet(caller(req), req.query.assignment_id) }),
  );
};
