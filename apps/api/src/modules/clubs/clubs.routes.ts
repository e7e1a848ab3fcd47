import {
  clubCardsResponseSchema,
  clubDashboardResponseSchema,
  clubDetailResponseSchema,
  clubListQuerySchema,
  createClubBodySchema,
  createdIdResponseSchema,
  idParamsSchema,
  noContentSchema,
  orgClubCountQuerySchema,
  orgClubCountsResponseSchema,
  orgClubsQuerySchema,
  pagingQuerySchema,
  recommendedClubsResponseSchema,
  updateClubBodySchema,
} from '@lbd/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, ANY_PROFILE } from '../../lib/actor';
import { checkAccess, type Access } from '../../lib/access';
import type { ClubRecommendationsService } from './clubs.recommendations';
import type { ClubsService } from './clubs.service';

/** Companies and institutions run clubs; site admins may act for any organisation. */
export const CLUB_ORG_ACCESS: Access = { profiles: ['COMPANY', 'INSTITUTION'], adminToo: 'all_org_content' };
/** Club admins and committee can be students or mentors, so running a club is open to every profile type. */
export const CLUB_RUNNER_ACCESS: Access = { profiles: ANY_PROFILE, adminToo: 'all_org_content' };

/** Clubs: drafts and publishing (SPEC §4.4), finding them and organisation lists (SPEC §7.4). */
export const clubsRoutes: FastifyPluginAsyncZod<{
  service: ClubsService;
  recommendations: ClubRecommendationsService;
}> = async (app, { service, recommendations }) => {
  const tags = ['clubs'];
  const org = { access: CLUB_ORG_ACCESS };

  app.post(
    '/clubs',
    {
      config: org,
      schema: {
        tags,
        body: createClubBodySchema,
        response: { 201: createdIdResponseSchema },
      },
    },
    async (req, reply) => reply.code(201).send({ data: await service.create(actorOf(req), req.body) }),
  );

  app.get(
    '/clubs',
    {
      config: { access: 'public' },
      schema: { tags, querystring: clubListQuerySchema, response: { 200: clubCardsResponseSchema } },
    },
    (req) => service.listPublic(req.query),
  );

  app.get(
    '/clubs/:id',
    {
      config: { access: 'public' },
      schema: { tags, params: idParamsSchema, response: { 200: clubDetailResponseSchema } },
    },
    async (req) => ({ data: await service.detail(req.actor, req.params.id) }),
  );

  app.put(
    '/clubs/:id',
    {
      config: org,
      schema: { tags, params: idParamsSchema, body: updateClubBodySchema, response: { 200: clubDetailResponseSchema } },
    },
    async (req) => ({ data: await service.update(actorOf(req), req.params.id, req.body) }),
  );

  app.post(
    '/clubs/:id/publish',
    { config: org, schema: { tags, params: idParamsSchema, response: { 200: clubDetailResponseSchema } } },
    async (req) => ({ data: await service.publish(actorOf(req), req.params.id) }),
  );

  app.post(
    '/clubs/:id/close',
    { config: org, schema: { tags, params: idParamsSchema, response: { 200: clubDetailResponseSchema } } },
    async (req) => ({ data: await service.close(actorOf(req), req.params.id) }),
  );

  app.delete(
    '/clubs/:id',
    { config: org, schema: { tags, params: idParamsSchema, response: { 204: noContentSchema } } },
    async (req, reply) => {
      await service.discard(actorOf(req), req.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/show_club_dashboard/:id',
    {
      config: { access: CLUB_RUNNER_ACCESS },
      schema: { tags, params: idParamsSchema, response: { 200: clubDashboardResponseSchema } },
    },
    async (req) => ({ data: await service.dashboard(actorOf(req), req.params.id) }),
  );

  // With status=PUBLIC: an organisation's published clubs, for anyone. Otherwise the caller's own.
  app.get(
    '/show_org_clubs',
    {
      config: { access: 'public', answers: [401, 403] },
      schema: { tags, querystring: orgClubsQuerySchema, response: { 200: clubCardsResponseSchema } },
    },
    async (req) => {
      const { status, ...q } = req.query;
      if (status === 'PUBLIC') return service.publicOrgClubs(q);
      checkAccess(CLUB_ORG_ACCESS, req.actor);
      return service.myOrgClubs(actorOf(req), { ...q, status });
    },
  );

  app.get(
    '/show_mentor_clubs',
    {
      config: { access: { profiles: ['ADVISOR'] } },
      schema: { tags, querystring: pagingQuerySchema, response: { 200: clubCardsResponseSchema } },
    },
    (req) => service.mentorClubs(actorOf(req), req.query),
  );

  app.get(
    '/get_org_club_count',
    {
      config: org,
      schema: {
        tags,
        querystring: orgClubCountQuerySchema,
        response: { 200: orgClubCountsResponseSchema },
      },
    },
    async (req) => ({ data: await service.orgCounts(actorOf(req), req.query) }),
  );

  app.get(
    '/recommended/clubs',
    {
      config: { access: { profiles: ['STUDENT'] } },
      schema: { tags, querystring: pagingQuerySchema, response: { 200: recommendedClubsResponseSchema } },
    },
    (req) => recommendations.recommended(actorOf(req), req.query),
  );
};
