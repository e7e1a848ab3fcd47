import { FEATURE_ENDPOINTS } from '@lbd/shared/endpoints';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Actor } from '../../lib/access';
import { ANY_PROFILE, actorOf, orgCaller } from '../../lib/actor';
import type { MeetingCaller } from './meetings.policy';
import type { MeetingsService } from './meetings.service';

const E = FEATURE_ENDPOINTS.meetings;
/** Who schedules sessions: mentors, organisations' staff (the service checks approval) and admins. */
const HOSTS = { profiles: ['ADVISOR', 'COMPANY', 'INSTITUTION'], adminToo: true } as const;

const callerOf = (actor: Actor | null): MeetingCaller | null =>
  actor ? { ...orgCaller(actor)!, userId: actor.userId } : null;

/** Video-meeting posts (SPEC §7.8; decision 0081): reading is public within each session's audience. */
export const meetingsRoutes: FastifyPluginAsyncZod<{ service: MeetingsService }> = async (app, { service }) => {
  const tags = ['meetings'];
  const hosts = { access: HOSTS };
  const people = { access: { profiles: ANY_PROFILE } };
  const who = (req: FastifyRequest) => callerOf(actorOf(req))!;
  const caller = (req: FastifyRequest) => callerOf(req.actor ?? null);

  app.post(
    '/video_meeting_posts',
    { config: hosts, schema: { tags, ...E['POST /api/video_meeting_posts'] } },
    async (req, reply) => reply.code(201).send({ data: await service.create(who(req), req.body) }),
  );
  app.get(
    '/video_meeting_posts',
    { config: { access: 'public' }, schema: { tags, ...E['GET /api/video_meeting_posts'] } },
    (req) => service.list(caller(req), req.query),
  );
  app.put(
    '/video_meeting_posts/update/:id',
    { config: hosts, schema: { tags, ...E['PUT /api/video_meeting_posts/update/:id'] } },
    async (req) => ({ data: await service.update(who(req), req.params.id, req.body) }),
  );
  app.get(
    '/video_meeting_posts/scheduled',
    { config: hosts, schema: { tags, ...E['GET /api/video_meeting_posts/scheduled'] } },
    (req) => service.scheduled(who(req), req.query),
  );
  app.delete(
    '/video_meeting_posts/scheduled/:id',
    { config: hosts, schema: { tags, ...E['DELETE /api/video_meeting_posts/scheduled/:id'] } },
    async (req, reply) => {
      await service.removeScheduled(who(req), req.params.id);
      return reply.code(204).send(null);
    },
  );
  app.get(
    '/video_meeting_posts/:id',
    { config: { access: 'public' }, schema: { tags, ...E['GET /api/video_meeting_posts/:id'] } },
    async (req) => ({ data: await service.show(caller(req), req.params.id) }),
  );
  app.get(
    '/video_meeting_posts/:id/ics',
    {
      config: { access: 'public' },
      schema: { tags, ...E['GET /api/video_meeting_posts/:id/ics'], produces: ['text/calendar'] },
    },
    async (req, reply) => {
      const { body, fileName } = await service.ics(caller(req), req.params.id);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(body);
    },
  );
  app.put(
    '/video_meeting_posts/:id/rsvp',
    { config: people, schema: { tags, ...E['PUT /api/video_meeting_posts/:id/rsvp'] } },
    async (req) => ({ data: await service.rsvp(who(req), req.params.id, req.body) }),
  );
  app.post(
    '/video_meeting_posts/:id/join',
    { config: people, schema: { tags, ...E['POST /api/video_meeting_posts/:id/join'] } },
    async (req) => ({ data: await service.join(who(req), req.params.id) }),
  );
};
