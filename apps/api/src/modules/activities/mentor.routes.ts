import { assignmentFlagBodySchema, assignmentStatsRowSchema, idParamsSchema, peerAccessBodySchema } from '@lbd/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/actor';
import { activityCaller } from './activities.policy';
import { AUTHOR_ACCESS } from './activities.routes';
import type { MentorService } from './mentor.service';

const id = z.number().int().positive().max(2_147_483_647);
/** An id in a query string (text, coerced): the same range as a database integer. */
const queryId = z.coerce.number().int().positive().max(2_147_483_647);
const num = z.number().nullable();
const studentRow = z.object({
  my_assignment_id: z.number().int(),
  profile_id: z.number().int(),
  name: z.string(),
  status: z.string(),
  submitted_at: z.string().nullable(),
  submission_deadline: z.string(),
  extended_deadline: z.string().nullable(),
  reviews_done: z.number().int(),
  reviews_required: z.number().int(),
  evaluators_allocated: z.number().int(),
  reviews_given: z.number().int(),
  peer_scores: z.array(z.number()),
  aggregate: num,
  peer_score: num,
  spread: num,
  flagged: z.boolean(),
  open_appeals: z.number().int(),
  score: num,
  final_score: num,
  queue_reasons: z.array(z.enum(['under_reviewed', 'flagged', 'appealed'])),
  in_mentor_queue: z.boolean(),
});
/** Emails sent now, and those skipped because they were sent before (a retry, or earlier that day). */
const sendCounts = z.object({ data: z.object({ sent: z.number().int(), skipped: z.number().int() }) });
const allocationList = z.array(
  z.object({ my_assignment_id: z.number().int(), evaluator_profile_id: z.number().int() }),
);

/** Mentor views and actions (/activityDashboard/{id}, /assignmentStatsDashboard) and the admin peer tools. */
export const mentorRoutes: FastifyPluginAsyncZod<{ service: MentorService }> = async (app, { service }) => {
  const tags = ['activity mentors'];
  const config = { access: AUTHOR_ACCESS };
  const admin = { access: 'admin' as const };
  const caller = (req: Parameters<typeof actorOf>[0]) => activityCaller(actorOf(req));

  app.get(
    '/activity_dashboard/:id',
    {
      config,
      schema: {
        tags,
        params: idParamsSchema,
        response: {
          200: z.object({
            data: z.object({
              assignment_id: z.number().int(),
              title: z.string(),
              final_evaluation: z.boolean(),
              enable_reviews: z.boolean(),
              peer_disable_at: z.string(),
              students: z.array(studentRow),
              mentor_queue: z.array(z.number().int()),
              reviewer_agreement: z.array(
                z.object({
                  reviewer_id: z.number().int(),
                  name: z.string(),
                  reviews: z.number().int(),
                  mean_distance: z.number(),
                  agreement: z.number(),
                }),
              ),
            }),
          }),
        },
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
        response: {
          200: z.object({ data: z.array(assignmentStatsRowSchema) }),
        },
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
        querystring: z.object({ type: z.string().max(40).optional(), data_group_id: queryId.optional() }),
        response: {
          200: z.object({
            data: z.array(
              z.object({
                profile_id: z.number().int(),
                my_assignment_id: z.number().int(),
                name: z.string(),
                status: z.string(),
                score: num,
                peer_score: num,
                final_score: num,
              }),
            ),
          }),
        },
      },
    },
    async (req) => ({ data: await service.students(caller(req), req.params.id) }),
  );

  app.post(
    '/validate_peer_student',
    {
      config,
      schema: {
        tags,
        body: peerAccessBodySchema,
        response: {
          200: z.object({
            data: z.object({
              valid: z.boolean(),
              my_assignment_id: z.number().int().nullable(),
              status: z.string().nullable(),
            }),
          }),
        },
      },
    },
    async (req) => ({ data: await service.validateStudent(caller(req), req.body.assignment_id, req.body.profile_id) }),
  );

  const flags = z.object({
    data: z.object({ assignment_id: z.number().int(), final_evaluation: z.boolean(), enable_reviews: z.boolean() }),
  });
  app.post(
    '/update_final_evaluation',
    { config, schema: { tags, body: assignmentFlagBodySchema, response: { 200: flags } } },
    async (req) => ({
      data: await service.setFlag(caller(req), req.body.assignment_id, 'final_evaluation', req.body.value),
    }),
  );
  app.post(
    '/update_enable_reviews',
    { config, schema: { tags, body: assignmentFlagBodySchema, response: { 200: flags } } },
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
        body: z.object({
          my_assignment_id: id,
          score: z.number(),
          status: z.enum(['complete', 'REDO']).default('complete'),
        }),
        response: { 200: z.object({ data: studentRow }) },
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
        body: z.object({ my_assignment_id: id, extended_deadline: z.iso.datetime({ offset: true }) }),
        response: {
          200: z.object({ data: z.object({ my_assignment_id: z.number().int(), extended_deadline: z.string() }) }),
        },
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
      schema: { tags, body: z.object({ assignment_id: id }), response: { 200: sendCounts } },
    },
    async (req) => ({ data: await service.remind(caller(req), req.body.assignment_id) }),
  );

  app.post(
    '/admin/auto_enroll',
    {
      config: admin,
      schema: {
        tags,
        body: z.object({ assignment_id: id }),
        response: {
          200: z.object({
            data: z.object({
              added: allocationList,
              shortfall: z.array(z.object({ my_assignment_id: z.number().int(), missing: z.number().int() })),
            }),
          }),
        },
      },
    },
    async (req) => ({ data: await service.autoEnroll(req.body.assignment_id) }),
  );

  app.post(
    '/admin/manual_enroll_peer_evaluators',
    {
      config: admin,
      schema: {
        tags,
        body: z.object({ my_assignment_id: id, evaluator_profile_ids: z.array(id).min(1).max(20) }),
        response: { 200: z.object({ data: z.object({ added: allocationList }) }) },
      },
    },
    async (req) => ({ data: await service.manualEnroll(req.body.my_assignment_id, req.body.evaluator_profile_ids) }),
  );

  app.post(
    '/admin/send_score_card',
    {
      config: admin,
      schema: {
        tags,
        body: z.object({
          assignment_id: id,
          profile_id: id.optional(),
          /** Send again to students who already got it (not twice within a minute). */
          resend: z.boolean().default(false),
        }),
        response: { 200: sendCounts },
      },
    },
    async (req) => ({
      data: await service.sendScoreCards(req.body.assignment_id, req.body.profile_id, req.body.resend),
    }),
  );

  app.get(
    '/admin/download_score_card',
    {
      config: admin,
      schema: {
        tags,
        querystring: z.object({ profile_id: queryId, assignment_id: queryId }),
        produces: ['application/pdf'],
      },
    },
    async (req, reply) => {
      const { bytes, fileName } = await service.downloadScoreCard(req.query.assignment_id, req.query.profile_id);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(bytes);
    },
  );
};
