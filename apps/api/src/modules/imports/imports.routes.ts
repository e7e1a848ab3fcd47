import { IMPORT_LIMITS, IMPORT_TEXTS as X, type Access } from '@lbd/shared';
import { FEATURE_ENDPOINTS } from '@lbd/shared/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor';
import { sendDownload } from '../../lib/content-disposition';
import { ValidationError } from '../../lib/errors';
import { withUploads } from '../../plugins/multipart';
import type { ImportsService } from './imports.service';

const E = FEATURE_ENDPOINTS.imports;

/** Bulk tools: an institute's approved staff for their own students, and admins holding 'bulk_tools'. */
export const IMPORT_ACCESS: Access = { profiles: ['INSTITUTION'], adminToo: 'bulk_tools' };

/** The bulk import routes (issue 29, decision 0086); schemas from the contract. */
export const importsRoutes: FastifyPluginAsyncZod<{ service: ImportsService }> = async (app, { service }) => {
  const tags = ['imports'];
  const config = { access: IMPORT_ACCESS };

  app.get('/imports', { config, schema: { tags, ...E['GET /api/imports'] } }, (req) =>
    service.list(actorOf(req), req.query),
  );
  app.get('/imports/:id', { config, schema: { tags, ...E['GET /api/imports/:id'] } }, async (req) => ({
    data: await service.get(actorOf(req), req.params.id),
  }));
  app.put('/imports/:id/plan', { config, schema: { tags, ...E['PUT /api/imports/:id/plan'] } }, async (req) => ({
    data: await service.plan(actorOf(req), req.params.id, req.body),
  }));
  app.get('/imports/:id/rows', { config, schema: { tags, ...E['GET /api/imports/:id/rows'] } }, (req) =>
    service.rows(actorOf(req), req.params.id, req.query),
  );
  app.post('/imports/:id/commit', { config, schema: { tags, ...E['POST /api/imports/:id/commit'] } }, async (req) => ({
    data: await service.commit(actorOf(req), req.params.id, req.body),
  }));
  app.post('/imports/:id/undo', { config, schema: { tags, ...E['POST /api/imports/:id/undo'] } }, async (req) => ({
    data: await service.undo(actorOf(req), req.params.id),
  }));
  app.get(
    '/imports/:id/error_file',
    {
      config,
      schema: { tags, produces: ['text/csv', 'application/octet-stream'], ...E['GET /api/imports/:id/error_file'] },
    },
    async (req, reply) => sendDownload(reply, await service.errorFile(actorOf(req), req.params.id)),
  );
  app.get(
    '/import_templates/:tool',
    {
      config,
      schema: { tags, produces: ['text/csv', 'application/octet-stream'], ...E['GET /api/import_templates/:tool'] },
    },
    async (req, reply) => sendDownload(reply, await service.template(req.params.tool, req.query.format)),
  );
  app.get('/enrolment_targets', { config, schema: { tags, ...E['GET /api/enrolment_targets'] } }, async (req) => ({
    data: await service.targets(actorOf(req), req.query.tool, req.query.kind, req.query.query),
  }));

  await withUploads(app, (uploads) => {
    uploads.post(
      '/imports',
      { config, schema: { tags, consumes: ['multipart/form-data'], ...E['POST /api/imports'] } },
      async (req, reply) => {
        const actor = actorOf(req);
        const file = await req.file({ limits: { fileSize: IMPORT_LIMITS.bytes, files: 1 } }).catch(() => undefined);
        if (!file) throw new ValidationError({ file: X.fileRequired });
        const bytes = await file.toBuffer().catch(() => null);
        if (!bytes || file.file.truncated) throw new ValidationError({ file: X.fileTooLarge });
        const data = await service.upload(actor, req.query.tool, file.filename || 'upload', bytes);
        return reply.code(201).send({ data });
      },
    );
  });
};
