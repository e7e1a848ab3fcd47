import {
  clubMemberParamsSchema,
  clubMembersQuerySchema,
  clubMembersResponseSchema,
  clubOrgStudentsQuerySchema,
  clubOrgStudentsResponseSchema,
  clubRoleResponseSchema,
  decideJoinRequestBodySchema,
  idParamsSchema,
  joinDecisionResponseSchema,
  joinRequestBodySchema,
  joinRequestCreatedResponseSchema,
  joinRequestsQuerySchema,
  joinRequestsResponseSchema,
  leaveClubResponseSchema,
  myClubResponseSchema,
  myClubsResponseSchema,
  noContentSchema,
  pagingQuerySchema,
  updateClubAdminBodySchema,
  updateClubCommitteeBodySchema,
} from '@lbd/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor';
import type { ClubMembersService } from './club-members.service';
import { CLUB_RUNNER_ACCESS } from './clubs.routes';

/** Joining clubs (students) and running their membership (organisation, club admins, committee). */
export const clubMembersRoutes: FastifyPluginAsyncZod<{ service: ClubMembersService }> = async (app, { service }) => {
  const tags = ['club members'];
  const student = { access: { profiles: ['STUDENT'] as const } };
  const runner = { access: CLUB_RUNNER_ACCESS };

  app.post(
    '/clubs/:id/join_request',
    {
      config: student,
      schema: {
        tags,
        params: idParamsSchema,
        body: joinRequestBodySchema,
        response: { 201: joinRequestCreatedResponseSchema },
      },
    },
    async (req, reply) =>
      reply.code(201).send({ data: await service.requestToJoin(actorOf(req), req.params.id, req.body?.message) }),
  );

  app.post(
    '/clubs/:id/leave',
    {
      config: { access: { profiles: ['STUDENT', 'ADVISOR'] } },
      schema: {
        tags,
        params: idParamsSchema,
        response: { 200: leaveClubResponseSchema },
      },
    },
    async (req) => ({ data: await service.leave(actorOf(req), req.params.id) }),
  );

  app.get(
    '/show_club_join_requests',
    {
      config: runner,
      schema: { tags, querystring: joinRequestsQuerySchema, response: { 200: joinRequestsResponseSchema } },
    },
    (req) => service.requests(actorOf(req), req.query),
  );

  app.put(
    '/club_join_requests/:id',
    {
      config: runner,
      schema: {
        tags,
        params: idParamsSchema,
        body: decideJoinRequestBodySchema,
        response: { 200: joinDecisionResponseSchema },
      },
    },
    async (req) => ({ data: await service.decide(actorOf(req), req.params.id, req.body.status) }),
  );

  app.get(
    '/club_members',
    {
      config: runner,
      schema: { tags, querystring: clubMembersQuerySchema, response: { 200: clubMembersResponseSchema } },
    },
    (req) => service.members(actorOf(req), req.query),
  );

  app.put(
    '/update_club_admin/:id',
    {
      config: runner,
      schema: {
        tags,
        params: idParamsSchema,
        body: updateClubAdminBodySchema,
        response: { 200: clubRoleResponseSchema },
      },
    },
    async (req) => ({ data: await service.setAdmin(actorOf(req), req.params.id, req.body) }),
  );

  app.post(
    '/update_club_committee',
    {
      config: runner,
      schema: { tags, body: updateClubCommitteeBodySchema, response: { 200: clubRoleResponseSchema } },
    },
    async (req) => ({ data: await service.setCommittee(actorOf(req), req.body) }),
  );

  app.delete(
    '/clubs/:id/members/:profile_id',
    { config: runner, schema: { tags, params: clubMemberParamsSchema, response: { 204: noContentSchema } } },
    async (req, reply) => {
      await service.removeMember(actorOf(req), req.params.id, req.params.profile_id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/my_profile/my_clubs',
    {
      config: student,
      schema: { tags, querystring: pagingQuerySchema, response: { 200: myClubsResponseSchema } },
    },
    (req) => service.myClubs(actorOf(req), req.query),
  );

  app.get(
    '/my_profile/my_clubs/:id',
    {
      config: student,
      schema: { tags, params: idParamsSchema, response: { 200: myClubResponseSchema } },
    },
    async (req) => ({ data: await service.myClub(actorOf(req), req.params.id) }),
  );

  app.get(
    '/club_org_students',
    {
      config: runner,
      schema: { tags, querystring: clubOrgStudentsQuerySchema, response: { 200: clubOrgStudentsResponseSchema } },
    },
    (req) => service.orgStudents(actorOf(req), req.query),
  );
};
