import {
  bulkIdentifierQuerySchema,
  bulkIdentifierResponseSchema,
  nonGradStudentsQuerySchema,
  nonGradStudentsResponseSchema,
  orgsTrimmedQuerySchema,
  profilesListQuerySchema,
  profilesTrimmedQuerySchema,
  trimmedOrgsResponseSchema,
  trimmedProfilesResponseSchema,
} from '@lbd/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, orgCaller } from '../../lib/actor';
import type { TrimmedService } from './trimmed.service';

/** Trimmed pickers of SPEC §7.7 (issue 29, decision 0085): public fields only. */
export const trimmedRoutes: FastifyPluginAsyncZod<{ service: TrimmedService }> = async (app, { service }) => {
  const tags = ['lookups'];

  // Staff, mentors and admins pick people (a project's mentors, a club's admins); students never list others.
  app.get(
    '/lov/profiles_trimmed',
    {
      config: { access: { profiles: ['ADVISOR', 'COMPANY', 'INSTITUTION'], adminToo: true } },
      schema: { tags, querystring: profilesTrimmedQuerySchema, response: { 200: trimmedProfilesResponseSchema } },
    },
    (req) =>
      service.profiles(orgCaller(actorOf(req))!, {
        ...req.query,
        types: [...new Set([...(req.query['profile_type[]'] ?? []), ...(req.query.profile_type ?? [])])],
      }),
  );

  app.get(
    '/lov/org_profile_trimmed',
    {
      config: { access: 'signed_in' },
      schema: { tags, querystring: orgsTrimmedQuerySchema, response: { 200: trimmedOrgsResponseSchema } },
    },
    (req) => service.orgs(req.query),
  );

  app.get(
    '/profiles',
    {
      config: { access: 'signed_in' },
      schema: { tags, querystring: profilesListQuerySchema, response: { 200: trimmedProfilesResponseSchema } },
    },
    (req) => service.profileList(actorOf(req).isAdmin, req.query),
  );

  app.get(
    '/non_grad_student',
    {
      config: { access: { profiles: ['INSTITUTION'], adminToo: 'reports' } },
      schema: { tags, querystring: nonGradStudentsQuerySchema, response: { 200: nonGradStudentsResponseSchema } },
    },
    (req) => service.nonGraduates(orgCaller(actorOf(req))!, req.query),
  );

  // Like check_identifier_availability, bounded per caller so that it serves no directory of accounts.
  app.get(
    '/bulk_enroll_identifier_availability',
    {
      config: {
        access: { profiles: ['INSTITUTION'], adminToo: 'bulk_tools' },
        rateLimit: {
          max: 300,
          timeWindow: 15 * 60_000,
          hook: 'preHandler',
          keyGenerator: (req) => `bulk-availability:${req.actor?.userId ?? req.ip}`,
        },
      },
      schema: { tags, querystring: bulkIdentifierQuerySchema, response: { 200: bulkIdentifierResponseSchema } },
    },
    async (req) => ({
      data: await service.identifier(
        orgCaller(actorOf(req))!,
        req.query.field,
        req.query.value,
        req.query.country_code,
      ),
    }),
  );
};
