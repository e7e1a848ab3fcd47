import { QUIZ_TRANSFER_LIMITS, QUIZ_TRANSFER_TEXTS as X } from '@lbd/shared';
import { FEATURE_ENDPOINTS } from '@lbd/shared/endpoints';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, orgCaller } from '../../lib/actor';
import { sendDownload } from '../../lib/content-disposition';
import { ValidationError } from '../../lib/errors';
import { AUTHOR_ACCESS, type LearningCaller } from '../../lib/learning-content/policy';
import { withUploads } from '../../plugins/multipart';
import type { TransferService } from './transfer.service';
import { CSV_CONTENT_TYPE, XLSX_CONTENT_TYPE } from './transfer/spreadsheet';

const E = FEATURE_ENDPOINTS.quizzes;

/** Import and export of question banks (issue 26 item 3, decision 0076); schemas from the contract. */
export const transferRoutes: FastifyPluginAsyncZod<{ transfer: TransferService }> = async (app, { transfer }) => {
  const tags = ['quizzes'];
  const config = { access: AUTHOR_ACCESS };
  const who = (req: FastifyRequest): LearningCaller => orgCaller(actorOf(req))!;
  const send = sendDownload;

  app.get(
    '/question_banks/template.csv',
    { config, schema: { tags, produces: [CSV_CONTENT_TYPE], ...E['GET /api/question_banks/template.csv'] } },
    async (_req, reply) => send(reply, await transfer.template('csv')),
  );
  app.get(
    '/question_banks/template.xlsx',
    { config, schema: { tags, produces: [XLSX_CONTENT_TYPE], ...E['GET /api/question_banks/template.xlsx'] } },
    async (_req, reply) => send(reply, await transfer.template('xlsx')),
  );
  app.get(
    '/question_banks/:id/export',
    { config, schema: { tags, ...E['GET /api/question_banks/:id/export'] } },
    async (req, reply) => send(reply, await transfer.exportBank(who(req), req.params.id, req.query.format)),
  );

  await withUploads(app, (uploads) => {
    uploads.post(
      '/question_banks/:id/import',
      { config, schema: { tags, consumes: ['multipart/form-data'], ...E['POST /api/question_banks/:id/import'] } },
      async (req) => {
        // The bank first (404 for one the caller does not use), then the file is read.
        const caller = who(req);
        await transfer.usable(caller, req.params.id);
        const limit = QUIZ_TRANSFER_LIMITS.fileBytes;
        const file = await req.file({ limits: { fileSize: limit, files: 1 } }).catch(() => undefined);
        if (!file) throw new ValidationError({ file: X.fileRequired });
        const bytes = await file.toBuffer().catch(() => null);
        if (!bytes || file.file.truncated) throw new ValidationError({ file: X.fileTooLarge });
        if (bytes.length === 0) throw new ValidationError({ file: X.fileRequired });
        return { data: await transfer.importFile(caller, req.params.id, bytes, req.query.dry_run === 'true') };
      },
    );
  });
};
