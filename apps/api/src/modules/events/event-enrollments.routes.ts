import {
  enrollmentCountsResponseSchema,
  enrollmentResponseSchema,
  eventApplicantsQuerySchema,
  eventApplicantsResponseSchema,
  eventDashboardResponseSchema,
  eventIdQuerySchema,
  eventPagingQuerySchema,
  eventSummaryResponseSchema,
  idParamsSchema,
  modifyEventApplicantsBodySchema,
  modifyEventApplicantsResponseSchema,
  myEventsResponseSchema,
  recommendedEventsResponseSchema,
} from '@lbd/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor';
import type { EnrollmentsService } from './event-enrollments.service';
import type { EventRecommendationsService } from './events.recommendations';
import { EVENT_ORG_ACCESS } from './events.routes';

/** Joining events (the student) and who joined them (the organiser): SPEC §7.4. */
export const eventEnrollmentsRoutes: FastifyPluginAsyncZod<{
  service: EnrollmentsService;
  recommendations: EventRecommendationsService;
}> = async (app, { service, recommendations }) => {
  const tags = ['event enrollments'];
  const student = { access: { profiles: ['STUDENT'] as const } };
  const org = { access: EVENT_ORG_ACCESS };

  app.post(
    '/events/:id/enroll',
    { config: student, schema: { tags, params: idParamsSchema, response: { 201: enrollmentResponseSchema } } },
    async (req, reply) => reply.code(201).send({ data: await service.enroll(actorOf(req), req.params.id) }),
  );

  app.post(
    '/events/:id/withdraw',
    { config: student, schema: { tags, params: idParamsSchema, response: { 200: enrollmentResponseSchema } } },
    async (req) => ({ data: await service.withdraw(actorOf(req), req.params.id) }),
  );

  app.get(
    '/my_profile/my_events',
    {
      config: student,
      schema: { tags, querystring: eventPagingQuerySchema, response: { 200: myEventsResponseSchema } },
    },
    (req) => service.mine(actorOf(req), req.query),
  );

  app.get(
    '/recommended/events',
    {
      config: student,
      schema: { tags, querystring: eventPagingQuerySchema, response: { 200: recommendedEventsResponseSchema } },
    },
    (req) => recommendations.recommended(actorOf(req), req.query),
  );

  app.get(
    '/event_applicants',
    {
      config: org,
      schema: { tags, querystring: eventApplicantsQuerySchema, response: { 200: eventApplicantsResponseSchema } },
    },
    (req) => service.applicants(actorOf(req), req.query),
  );

  app.get(
    '/event_enrollments',
    {
      config: org,
      schema: { tags, querystring: eventApplicantsQuerySchema, response: { 200: eventApplicantsResponseSchema } },
    },
    (req) => service.enrolled(actorOf(req), req.query),
  );

  app.post(
    '/modify_event_applicants',
    {
      config: org,
      schema: {
        tags,
        body: modifyEventApplicantsBodySchema,
        response: { 200: modifyEventApplicantsResponseSchema },
      },
    },
    async (req) => ({ data: await service.modify(actorOf(req), req.body) }),
  );

  app.get(
    '/event_enrollment_count',
    {
      config: org,
      schema: { tags, querystring: eventIdQuerySchema, response: { 200: enrollmentCountsResponseSchema } },
    },
    async (req) => ({ data: await service.counts(actorOf(req), req.query.event_id) }),
  );

  app.get(
    '/show_event_summary',
    {
      config: org,
      schema: { tags, querystring: eventIdQuerySchema, response: { 200: eventSummaryResponseSchema } },
    },
    async (req) => ({ data: await service.summary(actorOf(req), req.query.event_id) }),
  );

  app.get(
    '/show_event_dashboard/:id',
    {
      config: org,
      schema: { tags, params: idParamsSchema, response: { 200: eventDashboardResponseSchema } },
    },
    async (req) => ({ data: await service.dashboard(actorOf(req), req.params.id) }),
  );
};
