import {
  assignmentListQuerySchema,
  assignmentListResponseSchema,
  assignmentResponseSchema,
  createAssignmentBodySchema,
  createdIdResponseSchema,
  enrolBodySchema,
  enrolResultSchema,
  filteredAssignmentsBodySchema,
  idParamsSchema,
  updateAssignmentBodySchema,
} from '@lbd/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor';
import type { Access } from '../../lib/access';
import { activityCaller } from './activities.policy';
import type { ActivitiesService } from './activities.service';

/** Advisors (mentors) and admins author and manage activities. */
export const AUTHOR_ACCESS: Access = { profiles: ['ADVISOR'], adminToo: 'all_org_content' };

/** Authoring activities and enrolling students: SPEC §7.5 (/api/assignments, fetch_filtered_assignment_lists). */
export const activitiesRoutes: FastifyPluginAsyncZod<{ service: ActivitiesService }> = async (app, { service }) => {
  const tags = ['activities'];
  const config = { access: AUTHOR_ACCESS };
  const caller = (req: Parameters<typeof actorOf>[0]) => activityCaller(actorOf(req));

  app.post(
    '/assignments',
    {
      config,
      schema: {
        tags,
        body: createAssignmentBodySchema,
        response: { 201: createdIdResponseSchema },
      },
    },
    async (req, reply) => reply.code(201).send({ data: await service.create(caller(req), req.body) }),
  );

  app.put(
    '/assignments/:id',
    {
      config,
      schema: {
        tags,
        params: idParamsSchema,
        body: updateAssignmentBodySchema,
        response: { 200: assignmentResponseSchema },
      },
    },
    async (req) => ({ data: await service.update(caller(req), req.params.id, req.body) }),
  );

  app.get(
    '/assignments/:id',
    { config, schema: { tags, params: idParamsSchema, response: { 200: assignmentResponseSchema } } },
    async (req) => ({ data: await service.get(caller(req), req.params.id) }),
  );

  app.get(
    '/assignments',
    {
      config,
      schema: { tags, querystring: assignmentListQuerySchema, response: { 200: assignmentListResponseSchema } },
    },
    (req) => service.list(caller(req), req.query),
  );

  app.post(
    '/fetch_filtered_assignment_lists',
    {
      config,
      schema: { tags, body: filteredAssignmentsBodySchema, response: { 200: assignmentListResponseSchema } },
    },
    (req) => service.list(caller(req), req.body),
  );

  app.post(
    '/assignments/:id/enroll',
    {
      config,
      schema: { tags, params: idParamsSchema, body: enrolBodySchema, response: { 200: enrolResultSchema } },
    },
    async (req) => ({ data: await service.enrol(caller(req), req.params.id, req.body) }),
  );
};
