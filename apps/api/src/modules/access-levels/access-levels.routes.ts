import { FEATURE_ENDPOINTS } from '@lbd/shared/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor';
import type { AccessLevelsService } from './access-levels.service';

const E = FEATURE_ENDPOINTS['access-levels'];
/** Granting and shaping admin rights, and institute permissions: admins holding manage_access. */
const MANAGE = { access: { admin: 'manage_access' } } as const;
/** The audit trail is a report: admins holding reports (decision 0084). */
const REPORTS = { access: { admin: 'reports' } } as const;
/** 422: a capability the caller lacks, the last full admin, a built-in level. */
const REFUSALS = { ...MANAGE, answers: [404, 409, 422] };

/** Admin rights (issue 29 items 7-8, decision 0084). */
export const accessLevelsRoutes: FastifyPluginAsyncZod<{ service: AccessLevelsService }> = async (app, { service }) => {
  const tags = ['admin access'];

  app.get(
    '/admin/access_levels',
    { config: MANAGE, schema: { tags, ...E['GET /api/admin/access_levels'] } },
    async () => ({
      data: await service.levels(),
    }),
  );
  app.post(
    '/admin/access_levels',
    { config: REFUSALS, schema: { tags, ...E['POST /api/admin/access_levels'] } },
    async (req, reply) => reply.code(201).send({ data: { id: await service.createLevel(actorOf(req), req.body) } }),
  );
  app.put(
    '/admin/access_levels/:id',
    { config: REFUSALS, schema: { tags, ...E['PUT /api/admin/access_levels/:id'] } },
    async (req) => ({ data: await service.updateLevel(actorOf(req), req.params.id, req.body) }),
  );
  app.get(
    '/admin/access_levels/:id/view_as',
    { config: { ...MANAGE, answers: [404] }, schema: { tags, ...E['GET /api/admin/access_levels/:id/view_as'] } },
    async (req) => ({ data: await service.viewAs(req.params.id) }),
  );

  app.get(
    '/admin/access_grants',
    { config: MANAGE, schema: { tags, ...E['GET /api/admin/access_grants'] } },
    async (req) => ({
      data: await service.grants(req.query.level_id),
    }),
  );
  app.post(
    '/admin/access_grants',
    { config: REFUSALS, schema: { tags, ...E['POST /api/admin/access_grants'] } },
    async (req, reply) =>
      reply.code(201).send({ data: { id: await service.grant(actorOf(req), req.body.email, req.body.level_id) } }),
  );
  app.delete(
    '/admin/access_grants/:id',
    { config: REFUSALS, schema: { tags, ...E['DELETE /api/admin/access_grants/:id'] } },
    async (req, reply) => {
      await service.revoke(actorOf(req), req.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/admin/intervention_edit_access',
    { config: MANAGE, schema: { tags, ...E['GET /api/admin/intervention_edit_access'] } },
    async () => ({ data: await service.interventionHolders() }),
  );
  app.post(
    '/admin/intervention_edit_access',
    { config: REFUSALS, schema: { tags, ...E['POST /api/admin/intervention_edit_access'] } },
    async (req, reply) =>
      reply.code(201).send({ data: { id: await service.grantIntervention(actorOf(req), req.body.email) } }),
  );
  app.delete(
    '/admin/intervention_edit_access/:user_id',
    { config: REFUSALS, schema: { tags, ...E['DELETE /api/admin/intervention_edit_access/:user_id'] } },
    async (req, reply) => {
      await service.revokeIntervention(actorOf(req), req.params.user_id);
      return reply.code(204).send(null);
    },
  );

  app.get('/admin/routes', { config: MANAGE, schema: { tags, ...E['GET /api/admin/routes'] } }, async () => ({
    data: service.routeList(),
  }));

  app.get(
    '/admin/institute_permissions',
    { config: MANAGE, schema: { tags, ...E['GET /api/admin/institute_permissions'] } },
    (req) => service.permissions(req.query),
  );
  app.post(
    '/admin/institute_permissions',
    { config: REFUSALS, schema: { tags, ...E['POST /api/admin/institute_permissions'] } },
    async (req, reply) =>
      reply
        .code(201)
        .send({ data: { id: await service.createPermission(actorOf(req), req.body.org_id, req.body.dashboards) } }),
  );
  app.get(
    '/admin/institute_permissions/:id',
    { config: { ...MANAGE, answers: [404] }, schema: { tags, ...E['GET /api/admin/institute_permissions/:id'] } },
    async (req) => ({ data: await service.permission(req.params.id) }),
  );
  app.put(
    '/admin/institute_permissions/:id',
    { config: { ...MANAGE, answers: [404] }, schema: { tags, ...E['PUT /api/admin/institute_permissions/:id'] } },
    async (req) => ({ data: await service.updatePermission(actorOf(req), req.params.id, req.body.dashboards) }),
  );

  app.get('/admin/audit', { config: REPORTS, schema: { tags, ...E['GET /api/admin/audit'] } }, (req) =>
    service.audit(req.query),
  );
};
