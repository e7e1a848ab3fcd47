import {
  createNudgeBodySchema,
  mentorDashboardResponseSchema,
  mentorEngageResponseSchema,
  mentorMentoringResponseSchema,
  mentorMyEntitiesResponseSchema,
  nudgeResponseSchema,
  orgAdvisorCountsQuerySchema,
  orgAdvisorCountsResponseSchema,
} from '@lbd/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Access } from '../../lib/access';
import { actorOf, profileOf } from '../../lib/actor';
import { ORG_ACCESS } from '../../lib/organisation';
import type { MentorDashboardService } from './mentor-dashboard.service';
import type { MentorNudgesService } from './mentor-nudges.service';
import type { OrgAdvisorsService } from './org-advisors.service';

/** A mentor reads their own dashboard: it covers only the activities they wrote. */
const MENTOR: Access = { profiles: ['ADVISOR'] };

/** The mentor's first page (SPEC §2.1 /mentorDashboard, §7.4 entity counts; issue 24 item 2). */
export const mentorDashboardRoutes: FastifyPluginAsyncZod<{
  service: MentorDashboardService;
  nudges: MentorNudgesService;
  orgAdvisors: OrgAdvisorsService;
}> = async (app, { service, nudges, orgAdvisors }) => {
  const config = { access: MENTOR };
  const tags = ['dashboards'];
  app.get(
    '/mentor_dashboard',
    {
      config,
      schema: { tags, summary: "The signed-in mentor's dashboard", response: { 200: mentorDashboardResponseSchema } },
    },
    async (req) => ({ data: await service.get(profileOf(req).id) }),
  );
  app.get(
    '/get_mentors_my_entities_counts',
    { config, schema: { tags, summary: 'What the mentor made', response: { 200: mentorMyEntitiesResponseSchema } } },
    async (req) => ({ data: (await service.get(profileOf(req).id)).my_entities }),
  );
  app.get(
    '/get_mentors_mentoring_entities_counts',
    {
      config,
      schema: { tags, summary: "Whom the mentor's activities reach", response: { 200: mentorMentoringResponseSchema } },
    },
    async (req) => ({ data: (await service.get(profileOf(req).id)).mentoring }),
  );
  app.get(
    '/get_mentors_my_engage_entities_counts',
    {
      config,
      schema: {
        tags,
        summary: 'Work waiting on and done by the mentor',
        response: { 200: mentorEngageResponseSchema },
      },
    },
    async (req) => ({ data: (await service.get(profileOf(req).id)).engage }),
  );
  app.post(
    '/mentor_dashboard/nudges',
    {
      // Advisors only; the service also wants an active one who mentors the student (else 403 / 404).
      config,
      schema: {
        tags,
        summary: 'Nudge a mentee: a notification to the student, recorded with whether they come back',
        body: createNudgeBodySchema,
        response: { 201: nudgeResponseSchema },
      },
    },
    async (req, reply) => reply.code(201).send({ data: await nudges.nudge(profileOf(req), req.body) }),
  );
  app.get(
    '/list_org_advisor_entities_counts',
    {
      config: { access: ORG_ACCESS },
      schema: {
        tags,
        summary: "The caller's organisation's mentors and what each runs",
        querystring: orgAdvisorCountsQuerySchema,
        response: { 200: orgAdvisorCountsResponseSchema },
      },
    },
    (req) => orgAdvisors.list(actorOf(req), req.query),
  );
};
