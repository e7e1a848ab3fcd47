import {
  idParamsSchema,
  invitationBodySchema,
  invitationResponseSchema,
  invitationResultResponseSchema,
  invitationsResponseSchema,
  invitedStudentsQuerySchema,
  itemInvitationsQuerySchema,
  myInvitationsQuerySchema,
} from '@lbd/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor';
import { ORG_ACCESS } from '../../lib/organisation';
import type { InvitationsService } from './invitations.service';

/** Invitations to clubs and events (issue 23 item 30): the organisation's side, the student's, the admins'. */
export const invitationsRoutes: FastifyPluginAsyncZod<{ service: InvitationsService }> = async (app, { service }) => {
  const tags = ['invitations'];
  const org = { access: ORG_ACCESS };
  const student = { access: { profiles: ['STUDENT'] } } as const;

  app.post(
    '/invitations',
    {
      config: org,
      schema: {
        tags,
        summary: 'Invite students to a club or event of the caller’s organisation',
        body: invitationBodySchema,
        response: { 201: invitationResultResponseSchema },
      },
    },
    async (req, reply) => reply.code(201).send({ data: await service.invite(actorOf(req), req.body) }),
  );

  app.get(
    '/invitations',
    {
      config: org,
      schema: {
        tags,
        summary: 'A club’s or event’s invitations and where each stands',
        querystring: itemInvitationsQuerySchema,
        response: { 200: invitationsResponseSchema },
      },
    },
    (req) => service.ofItem(actorOf(req), req.query),
  );

  app.get(
    '/my_invitations',
    {
      config: student,
      schema: {
        tags,
        summary: 'The student’s invitations to clubs and events',
        querystring: myInvitationsQuerySchema,
        response: { 200: invitationsResponseSchema },
      },
    },
    (req) => service.mine(actorOf(req), req.query),
  );

  app.post(
    '/invitations/:id/accept',
    {
      config: student,
      schema: {
        tags,
        summary: 'Accept an invitation: join the club or take a seat at the event',
        params: idParamsSchema,
        response: { 200: invitationResponseSchema },
      },
    },
    async (req) => ({ data: await service.accept(actorOf(req), req.params.id) }),
  );

  app.post(
    '/invitations/:id/decline',
    {
      config: student,
      schema: {
        tags,
        summary: 'Decline an invitation',
        params: idParamsSchema,
        response: { 200: invitationResponseSchema },
      },
    },
    async (req) => ({ data: await service.decline(actorOf(req), req.params.id) }),
  );

  app.get(
    '/admin/inivited_students_list',
    {
      config: { access: { admin: 'all_org_content' } },
      schema: {
        tags,
        summary: 'Every organisation’s invitations to clubs or events, by status (SPEC §7.4)',
        querystring: invitedStudentsQuerySchema,
        response: { 200: invitationsResponseSchema },
      },
    },
    (req) => service.adminList(req.query),
  );
};
