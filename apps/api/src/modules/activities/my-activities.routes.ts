import {
  idParamsSchema,
  myAssignmentDetailResponseSchema,
  myAssignmentListResponseSchema,
  myAssignmentStatusResponseSchema,
  myAssignmentsQuerySchema,
  submitBodySchema,
  updateMyAssignmentStatusBodySchema,
} from '@lbd/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor';
import { activityCaller } from './activities.policy';
import type { MyActivitiesService } from './my-activities.service';

/** The student's activities: SPEC §7.5 my_assignments, my_assignment_submit, update_my_assignment_status. */
export const myActivitiesRoutes: FastifyPluginAsyncZod<{ service: MyActivitiesService }> = async (app, { service }) => {
  const tags = ['my activities'];
  const config = { access: { profiles: ['STUDENT'] as const } };
  const caller = (req: Parameters<typeof actorOf>[0]) => activityCaller(actorOf(req));

  app.get(
    '/my_profile/my_assignments',
    {
      config,
      schema: { tags, querystring: myAssignmentsQuerySchema, response: { 200: myAssignmentListResponseSchema } },
    },
    (req) => service.list(caller(req), req.query),
  );

  app.get(
    '/my_profile/my_assignments/:id',
    { config, schema: { tags, params: idParamsSchema, response: { 200: myAssignmentDetailResponseSchema } } },
    async (req) => ({ data: await service.get(caller(req), req.params.id) }),
  );

  // The peer activity screen (/peerLearning/{id}) opens by the activity's id.
  app.get(
    '/my_profile/my_assignment_by_activity/:id',
    { config, schema: { tags, params: idParamsSchema, response: { 200: myAssignmentDetailResponseSchema } } },
    async (req) => ({ data: await service.byActivity(caller(req), req.params.id) }),
  );

  app.post(
    '/my_profile/my_assignment_submit',
    { config, schema: { tags, body: submitBodySchema, response: { 200: myAssignmentDetailResponseSchema } } },
    async (req) => ({ data: await service.submit(caller(req), req.body) }),
  );

  app.post(
    '/my_profile/update_my_assignment_status',
    {
      config,
      schema: { tags, body: updateMyAssignmentStatusBodySchema, response: { 200: myAssignmentStatusResponseSchema } },
    },
    async (req) => ({ data: await service.updateStatus(caller(req), req.body.my_assignment_id, req.body.status) }),
  );
};
