import {
  createdIdResponseSchema,
  createJobBodySchema,
  discardJobQuerySchema,
  idParamsSchema,
  jobCardsResponseSchema,
  jobDetailResponseSchema,
  jobListQuerySchema,
  jobOrgsQuerySchema,
  jobOrgsResponseSchema,
  type JobPostingType,
  jobSearchQuerySchema,
  noContentSchema,
  orgJobsQuerySchema,
  updateJobBodySchema,
} from '@lbd/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor';
import { checkAccess } from '../../lib/access';
import { ORG_ACCESS } from '../../lib/organisation';
import type { JobsService } from './jobs.service';

/** Jobs and internships: posting (SPEC §4.4) and finding them (SPEC §7.4). */
export const jobsRoutes: FastifyPluginAsyncZod<{ service: JobsService }> = async (app, { service }) => {
  const tags = ['jobs'];
  const org = { access: ORG_ACCESS };

  app.post(
    '/jobs',
    {
      config: org,
      schema: {
        tags,
        body: createJobBodySchema,
        response: { 201: createdIdResponseSchema },
      },
    },
    async (req, reply) => reply.code(201).send({ data: await service.create(actorOf(req), req.body) }),
  );

  app.get(
    '/jobs/:id',
    {
      config: { access: 'public' },
      schema: { tags, params: idParamsSchema, response: { 200: jobDetailResponseSchema } },
    },
    async (req) => ({ data: await service.detail(req.actor, req.params.id) }),
  );

  app.put(
    '/jobs/:id',
    {
      config: org,
      schema: { tags, params: idParamsSchema, body: updateJobBodySchema, response: { 200: jobDetailResponseSchema } },
    },
    async (req) => ({ data: await service.update(actorOf(req), req.params.id, req.body) }),
  );

  app.post(
    '/jobs/:id/publish',
    { config: org, schema: { tags, params: idParamsSchema, response: { 200: jobDetailResponseSchema } } },
    async (req) => ({ data: await service.publish(actorOf(req), req.params.id) }),
  );

  app.post(
    '/jobs/:id/close',
    { config: org, schema: { tags, params: idParamsSchema, response: { 200: jobDetailResponseSchema } } },
    async (req) => ({ data: await service.close(actorOf(req), req.params.id) }),
  );

  // With if_untouched=true (the author leaves a draft never saved): only an untouched draft goes.
  app.delete(
    '/jobs/:id',
    {
      config: org,
      schema: { tags, params: idParamsSchema, querystring: discardJobQuerySchema, response: { 204: noContentSchema } },
    },
    async (req, reply) => {
      await service.discard(actorOf(req), req.params.id, { ifUntouched: req.query.if_untouched === 'true' });
      return reply.code(204).send(null);
    },
  );

  // Jobs (full and part time) and internships: the same list with a different default type.
  for (const [url, type] of [
    ['/list/jobs_v1', 'Job_Fulltime'],
    ['/list/jobs', 'Internship'],
  ] as [string, JobPostingType][]) {
    app.get(
      url,
      {
        config: { access: 'public' },
        schema: { tags, querystring: jobListQuerySchema, response: { 200: jobCardsResponseSchema } },
      },
      (req) => service.listPublic(req.query, type),
    );
  }

  // The lists' organisation filter: only organisations with open jobs of the type shown.
  app.get(
    '/list/job_orgs',
    {
      config: { access: 'public' },
      schema: { tags, querystring: jobOrgsQuerySchema, response: { 200: jobOrgsResponseSchema } },
    },
    (req) => service.jobOrgs(req.query),
  );

  app.get(
    '/search/jobs',
    {
      config: { access: 'public' },
      schema: { tags, querystring: jobSearchQuerySchema, response: { 200: jobCardsResponseSchema } },
    },
    (req) => service.search(req.query),
  );

  // With status=PUBLIC: an organisation's published jobs, for anyone. Otherwise the caller's own.
  for (const url of ['/show_org_jobs', '/v2/show_org_jobs']) {
    app.get(
      url,
      {
        // Public with status=PUBLIC; the caller's own jobs otherwise, for approved staff only.
        config: { access: 'public', answers: [401, 403] },
        schema: { tags, querystring: orgJobsQuerySchema, response: { 200: jobCardsResponseSchema } },
      },
      async (req) => {
        const { status, ...q } = req.query;
        if (status === 'PUBLIC') return service.publicOrgJobs(q);
        checkAccess(ORG_ACCESS, req.actor);
        return service.myOrgJobs(actorOf(req), { ...q, status });
      },
    );
  }
};
