import {
  inviteBodySchema,
  invitedApplicantsResponseSchema,
  invitedQuerySchema,
  invitePreviewResponseSchema,
  inviteResultResponseSchema,
  jobActivityQuerySchema,
  jobActivityResponseSchema,
  trainingStudentJobsQuerySchema,
  trainingStudentJobsResponseSchema,
} from '@lbd/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor';
import type { InvitationsService } from './job-invitations.service';
import { ORG_ACCESS } from '../../lib/organisation';

/** Invited applicants, a job's activity log and an institution's students' jobs (SPEC §7.4). */
export const jobInvitationsRoutes: FastifyPluginAsyncZod<{ service: InvitationsService }> = async (
  app,
  { service },
) => {
  const tags = ['job applicants'];
  const org = { access: ORG_ACCESS };

  app.post(
    '/job_invitations',
    {
      config: org,
      schema: { tags, body: inviteBodySchema, response: { 201: inviteResultResponseSchema } },
    },
    async (req, reply) => reply.code(201).send({ data: await service.invite(actorOf(req), req.body) }),
  );

  app.post(
    '/job_invitations/preview',
    {
      config: org,
      schema: {
        tags,
        summary: 'The students an invitation names, each with how far they meet the job’s criteria',
        body: inviteBodySchema,
        response: { 200: invitePreviewResponseSchema },
      },
    },
    async (req) => ({ data: await service.preview(actorOf(req), req.body) }),
  );

  app.get(
    '/job_invited_applications',
    {
      config: org,
      schema: { tags, querystring: invitedQuerySchema, response: { 200: invitedApplicantsResponseSchema } },
    },
    (req) => service.invited(actorOf(req), req.query),
  );

  app.get(
    '/job_activity_log',
    {
      config: org,
      schema: { tags, querystring: jobActivityQuerySchema, response: { 200: jobActivityResponseSchema } },
    },
    (req) => service.activity(actorOf(req), req.query),
  );

  app.get(
    '/show_training_student_jobs',
    {
      config: { access: { profiles: ['INSTITUTION'] } },
      schema: {
        tags,
        querystring: trainingStudentJobsQuerySchema,
        response: { 200: trainingStudentJobsResponseSchema },
      },
    },
    (req) => service.trainingStudentJobs(actorOf(req), req.query),
  );
};
