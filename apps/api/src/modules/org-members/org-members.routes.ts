import { idParamsSchema, orgMemberResponseSchema, orgMembersQuerySchema, orgMembersResponseSchema } from '@lbd/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor';
import type { Access } from '../../lib/access';
import type { OrgMembersService } from './org-members.service';

/** Staff of companies and institutions answer for their organisation; admins for any. */
const STAFF_ACCESS: Access = { profiles: ['COMPANY', 'INSTITUTION'], adminToo: 'all_org_content' };

/** An organisation's team and its requests to join (issue 23; the page is /orgMembers). */
export const orgMembersRoutes: FastifyPluginAsyncZod<{ service: OrgMembersService }> = async (app, { service }) => {
  const config = { access: STAFF_ACCESS };
  const tags = ['org members'];

  app.get(
    '/org_members',
    { config, schema: { tags, querystring: orgMembersQuerySchema, response: { 200: orgMembersResponseSchema } } },
    (req) => service.list(actorOf(req), req.query),
  );
  app.post(
    '/org_members/:id/accept',
    { config, schema: { tags, params: idParamsSchema, response: { 200: orgMemberResponseSchema } } },
    async (req) => ({ data: await service.accept(actorOf(req), req.params.id) }),
  );
  app.post(
    '/org_members/:id/decline',
    { config, schema: { tags, params: idParamsSchema, response: { 200: orgMemberResponseSchema } } },
    async (req) => ({ data: await service.decline(actorOf(req), req.params.id) }),
  );
};
