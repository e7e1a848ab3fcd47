import {
  idParamsSchema,
  myEvaluationDetailsResponseSchema,
  peerAccessBodySchema,
  peerAccessResponseSchema,
  peerEvaluatedResponseSchema,
  peerReplyResponseSchema,
  peerReviewHistoryQuerySchema,
  peerReviewHistoryResponseSchema,
  peerAppealBodySchema,
  peerCommentThreadResponseSchema,
  peerEvaluationBodySchema,
  peerEvaluationResponseSchema,
  peerAssessmentBodySchema,
  peerCommentBodySchema,
  peerReviewQuerySchema,
  peerReviewResponseSchema,
  peerReviewStatusBodySchema,
  peerSubmissionsQuerySchema,
  peerSubmissionsResponseSchema,
} from '@lbd/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor';
import type { Access } from '../../lib/access';
import { activityCaller } from './activities.policy';
import type { PeerService } from './peer.service';

const PEOPLE: Access = { profiles: ['STUDENT', 'ADVISOR'], adminToo: true };
const STUDENTS: Access = { profiles: ['STUDENT'] };

/** SPEC §7.6 peer review calls of the peer activity screen (/peerLearning/{id}). */
export const peerRoutes: FastifyPluginAsyncZod<{ service: PeerService }> = async (app, { service }) => {
  const tags = ['peer review'];
  const caller = (req: Parameters<typeof actorOf>[0]) => activityCaller(actorOf(req));

  app.post(
    '/peer_access_check',
    {
      config: { access: PEOPLE },
      schema: {
        tags,
        body: peerAccessBodySchema,
        response: { 200: peerAccessResponseSchema },
      },
    },
    async (req) => ({ data: await service.accessCheck(caller(req), req.body) }),
  );

  app.get(
    '/get_peer_submission/:id',
    {
      config: { access: PEOPLE },
      schema: {
        tags,
        params: idParamsSchema,
        querystring: peerSubmissionsQuerySchema,
        response: { 200: peerSubmissionsResponseSchema },
      },
    },
    async (req) => ({
      data: await service.submissions(caller(req), req.params.id, req.query.type, req.query.my_assignment_id),
    }),
  );

  app.get(
    '/get_peer_review/:id',
    {
      config: { access: PEOPLE },
      schema: {
        tags,
        params: idParamsSchema,
        querystring: peerReviewQuerySchema,
        response: { 200: peerReviewResponseSchema },
      },
    },
    (req) => service.reviewList(caller(req), req.params.id, req.query.type, req.query.aid),
  );

  app.post(
    '/peer_activity_assessment',
    {
      config: { access: STUDENTS },
      schema: { tags, body: peerAssessmentBodySchema, response: { 200: peerReviewResponseSchema } },
    },
    (req) => service.postAssessment(caller(req), req.body),
  );

  // SPEC §7.6 POST /api/peer_review: the same post as peer_activity_assessment (a comment or an evaluation).
  app.post(
    '/peer_review',
    {
      config: { access: STUDENTS },
      schema: { tags, body: peerAssessmentBodySchema, response: { 200: peerReviewResponseSchema } },
    },
    (req) => service.postAssessment(caller(req), req.body),
  );

  // SPEC §7.6 peer_evaluation: an evaluation (peer_activity_assessment of type PEER EVALUATION)...
  app.post(
    '/peer_evaluation',
    {
      config: { access: STUDENTS },
      schema: { tags, body: peerEvaluationBodySchema, response: { 200: peerReviewResponseSchema } },
    },
    (req) => service.postAssessment(caller(req), { ...req.body, type: 'PEER EVALUATION' }),
  );

  // ...and one evaluation by its id, for its writer, the submission's author and the activity's mentor.
  app.get(
    '/peer_evaluation/:id',
    {
      config: { access: PEOPLE },
      schema: { tags, params: idParamsSchema, response: { 200: peerEvaluationResponseSchema } },
    },
    async (req) => ({ data: await service.evaluation(caller(req), req.params.id) }),
  );

  // SPEC §7.6 peer_comment/{id}: one comment or evaluation with its replies.
  app.get(
    '/peer_comment/:id',
    {
      config: { access: PEOPLE },
      schema: { tags, params: idParamsSchema, response: { 200: peerCommentThreadResponseSchema } },
    },
    async (req) => ({ data: await service.thread(caller(req), req.params.id) }),
  );

  app.post(
    '/peer_comment',
    {
      config: { access: PEOPLE },
      schema: {
        tags,
        body: peerCommentBodySchema,
        response: { 200: peerReplyResponseSchema },
      },
    },
    (req) => service.reply(caller(req), req.body),
  );

  app.post(
    '/peer_review_update_status',
    {
      config: { access: PEOPLE },
      schema: { tags, body: peerReviewStatusBodySchema, response: { 200: peerReviewResponseSchema } },
    },
    (req) => service.setStatus(caller(req), req.body.id, req.body.status),
  );

  app.post(
    '/peer_review_appeal',
    {
      config: { access: STUDENTS },
      schema: { tags, body: peerAppealBodySchema, response: { 200: peerReviewResponseSchema } },
    },
    (req) => service.appeal(caller(req), req.body.id, req.body.reason),
  );

  app.get(
    '/check_peer_evaluated/:id',
    {
      config: { access: STUDENTS },
      schema: {
        tags,
        params: idParamsSchema,
        response: { 200: peerEvaluatedResponseSchema },
      },
    },
    async (req) => ({ data: await service.checkEvaluated(caller(req), req.params.id) }),
  );

  app.get(
    '/get_my_evaluation_details/:id',
    {
      config: { access: STUDENTS },
      schema: {
        tags,
        params: idParamsSchema,
        response: { 200: myEvaluationDetailsResponseSchema },
      },
    },
    async (req) => ({ data: await service.myEvaluationDetails(caller(req), req.params.id) }),
  );

  app.get(
    '/peer_review_history',
    {
      config: { access: STUDENTS },
      schema: {
        tags,
        querystring: peerReviewHistoryQuerySchema,
        response: { 200: peerReviewHistoryResponseSchema },
      },
    },
    async (req) => ({ data: await service.history(caller(req), req.query.assignment_id) }),
  );
};
