import formbody from '@fastify/formbody';
import {
  applicationStatusResponseSchema,
  applyBodySchema,
  createdIdResponseSchema,
  eligibilityResponseSchema,
  idParamsSchema,
  jobIdQuerySchema,
  jobMarksQuerySchema,
  jobMarksResponseSchema,
  myApplicationsResponseSchema,
  myJobsQuerySchema,
  recommendedJobsQuerySchema,
  recommendedJobsResponseSchema,
} from '@lbd/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor';
import type { ApplicationsService } from './job-applications.service';
import type { RecommendationsService } from './jobs.recommendations';

/** Applying to jobs and internships (SPEC §7.4), the student's side. */
export const jobApplicationsRoutes: FastifyPluginAsyncZod<{
  service: ApplicationsService;
  recommendations: RecommendationsService;
}> = async (app, { service, recommendations }) => {
  // The spec's client posts applications form-encoded; this parser is scoped to these routes.
  await app.register(formbody);
  const tags = ['job applications'];
  const student = { access: { profiles: ['STUDENT'] as const } };

  app.get(
    '/calculate_eligibility_percentage',
    {
      config: student,
      schema: { tags, querystring: jobIdQuerySchema, response: { 200: eligibilityResponseSchema } },
    },
    async (req) => ({ data: await service.eligibility(actorOf(req), req.query.job_id) }),
  );

  app.post(
    '/jobs/:id/apply',
    {
      config: student,
      schema: {
        tags,
        params: idParamsSchema,
        body: applyBodySchema,
        response: { 201: createdIdResponseSchema },
      },
    },
    async (req, reply) =>
      reply.code(201).send({ data: await service.apply(actorOf(req), req.params.id, req.body?.cover_note) }),
  );

  app.post(
    '/jobs/:id/withdraw',
    {
      config: student,
      schema: {
        tags,
        params: idParamsSchema,
        response: { 200: applicationStatusResponseSchema },
      },
    },
    async (req) => ({ data: await service.withdraw(actorOf(req), req.params.id) }),
  );

  app.get(
    '/my_profile/my_jobs',
    {
      config: student,
      schema: { tags, querystring: myJobsQuerySchema, response: { 200: myApplicationsResponseSchema } },
    },
    (req) => service.mine(actorOf(req), req.query),
  );

  // The student's marks on a page of job cards (applied, eligible): the lists themselves are the same
  // for everyone (and served from memory), so what is the caller's own comes in this second call.
  app.get(
    '/my_profile/job_marks',
    {
      config: student,
      schema: { tags, querystring: jobMarksQuerySchema, response: { 200: jobMarksResponseSchema } },
    },
    async (req) => ({ data: await service.marks(actorOf(req), req.query.job_ids) }),
  );

  app.get(
    '/recommended/jobs',
    {
      config: student,
      schema: { tags, querystring: recommendedJobsQuerySchema, response: { 200: recommendedJobsResponseSchema } },
    },
    (req) => recommendations.recommended(actorOf(req), req.query),
  );
};
