import {
  applicantsQuerySchema,
  applicantsResponseSchema,
  applicantsWithStatsResponseSchema,
  applicationIdQuerySchema,
  applicationLogResponseSchema,
  applicationStatsResponseSchema,
  jobIdQuerySchema,
  jobSummaryResponseSchema,
  modifyApplicantsBodySchema,
  modifyApplicantsResponseSchema,
  openPositionsBodySchema,
  openPositionsResponseSchema,
  orgApplicationsQuerySchema,
  orgApplicationsResponseSchema,
  xlsxQuerySchema,
} from '@lbd/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor';
import type { Access } from '../../lib/access';
import { XLSX_CONTENT_TYPE } from './job-applicants.xlsx';
import type { ApplicantsService } from './job-applicants.service';
import { ORG_ACCESS } from '../../lib/organisation';

/** The posting organisation's view of applications (SPEC §7.4 "Applicants"). */
export const jobApplicantsRoutes: FastifyPluginAsyncZod<{ service: ApplicantsService }> = async (app, { service }) => {
  const tags = ['job applicants'];
  const org = { access: ORG_ACCESS };
  // The history of an application is also its student's to read.
  const orgOrStudent: Access = { profiles: ['COMPANY', 'INSTITUTION', 'STUDENT'], adminToo: 'all_org_content' };

  app.get(
    '/job_applicants',
    { config: org, schema: { tags, querystring: applicantsQuerySchema, response: { 200: applicantsResponseSchema } } },
    (req) => service.list(actorOf(req), req.query),
  );

  app.get(
    '/job_applications',
    {
      config: org,
      schema: { tags, querystring: orgApplicationsQuerySchema, response: { 200: orgApplicationsResponseSchema } },
    },
    (req) => service.ofOrganisation(actorOf(req), req.query),
  );

  app.get(
    '/v2/job_applicants',
    {
      config: org,
      schema: { tags, querystring: applicantsQuerySchema, response: { 200: applicantsWithStatsResponseSchema } },
    },
    (req) => service.listWithStats(actorOf(req), req.query),
  );

  app.post(
    '/modify_job_applicants',
    {
      config: org,
      schema: {
        tags,
        body: modifyApplicantsBodySchema,
        response: { 200: modifyApplicantsResponseSchema },
      },
    },
    async (req) => ({ data: await service.modify(actorOf(req), req.body) }),
  );

  app.get(
    '/v2/job_applications_log',
    {
      config: { access: orgOrStudent },
      schema: {
        tags,
        querystring: applicationIdQuerySchema,
        response: { 200: applicationLogResponseSchema },
      },
    },
    async (req) => ({ data: await service.log(actorOf(req), req.query.application_id) }),
  );

  app.get(
    '/v2/show_org_job_application_stats',
    {
      config: org,
      schema: { tags, querystring: jobIdQuerySchema, response: { 200: applicationStatsResponseSchema } },
    },
    async (req) => ({ data: await service.stats(actorOf(req), req.query.job_id) }),
  );

  app.post(
    '/v2/update_job_open_positions',
    {
      config: org,
      schema: {
        tags,
        body: openPositionsBodySchema,
        response: { 200: openPositionsResponseSchema },
      },
    },
    async (req) => ({ data: await service.setOpenPositions(actorOf(req), req.body.job_id, req.body.open_positions) }),
  );

  app.get(
    '/show_job_summary',
    {
      config: org,
      schema: { tags, querystring: jobIdQuerySchema, response: { 200: jobSummaryResponseSchema } },
    },
    async (req) => ({ data: await service.summary(actorOf(req), req.query.job_id) }),
  );

  app.get('/generate_xlsx', { config: org, schema: { tags, querystring: xlsxQuerySchema } }, async (req, reply) => {
    const file = await service.spreadsheet(actorOf(req), req.query);
    return reply
      .type(XLSX_CONTENT_TYPE)
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .header('cache-control', 'no-store')
      .send(file.body);
  });
};
