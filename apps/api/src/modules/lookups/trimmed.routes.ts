import {
  PEOPLE_TEXTS,
  PROFILE_TEXTS,
  bulkIdentifierQuerySchema,
  bulkIdentifierResponseSchema,
  nonGradStudentsQuerySchema,
  nonGradStudentsResponseSchema,
  normalizePhone,
  orgsTrimmedQuerySchema,
  profilesListQuerySchema,
  profilesTrimmedQuerySchema,
  trimmedOrgsResponseSchema,
  trimmedProfilesResponseSchema,
} from '@lbd/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { actorOf, orgCaller } from '../../lib/actor';
import { NotFoundError, ValidationError } from '../../lib/errors';
import { managesOrg } from '../../lib/organisation';
import { paged, pageRequest } from '../../lib/paging';
import { createTrimmedRepo } from './trimmed.repo';

/** The year in India now (students graduating this year have not graduated yet). */
const indiaYear = (now: Date) => new Date(now.getTime() + 330 * 60_000).getUTCFullYear();

/**
 * Trimmed pickers of SPEC §7.7 (issue 29): people and organisations with public fields only, an institute's
 * students still studying, and whether a bulk enrolment's identifier already has an account.
 */
export const trimmedRoutes: FastifyPluginAsyncZod<{ db: Db; clock: () => Date }> = async (app, { db, clock }) => {
  const repo = createTrimmedRepo(db);
  const tags = ['lookups'];

  // Staff, mentors and admins pick people (a project's mentors, a club's admins); students never list others.
  app.get(
    '/lov/profiles_trimmed',
    {
      config: { access: { profiles: ['ADVISOR', 'COMPANY', 'INSTITUTION'], adminToo: true } },
      schema: { tags, querystring: profilesTrimmedQuerySchema, response: { 200: trimmedProfilesResponseSchema } },
    },
    async (req) => {
      const q = req.query;
      const page = pageRequest(q);
      const caller = orgCaller(actorOf(req));
      if (q.project_id) {
        // A project's students: for its author, its organisation and admins only.
        const project = await repo.project(q.project_id);
        const runs =
          project &&
          (caller?.isAdmin ||
            (caller?.profileId != null && project.author === caller.profileId) ||
            (project.org_id != null && managesOrg(caller, project.org_id)));
        if (!runs) throw new NotFoundError();
      }
      const types = [...new Set([...(q['profile_type[]'] ?? []), ...(q.profile_type ?? [])])];
      const res = await repo.profiles({ types, text: q.query || undefined, projectId: q.project_id }, page);
      return paged(res.rows, res.total, page);
    },
  );

  app.get(
    '/lov/org_profile_trimmed',
    {
      config: { access: 'signed_in' },
      schema: { tags, querystring: orgsTrimmedQuerySchema, response: { 200: trimmedOrgsResponseSchema } },
    },
    async (req) => {
      const page = pageRequest(req.query);
      const res = await repo.orgs({ orgType: req.query.org_type, text: req.query.query || undefined }, page);
      return paged(res.rows, res.total, page);
    },
  );

  // Anyone signed in lists mentors, organisations' staff and approved companies; students only admins list.
  app.get(
    '/profiles',
    {
      config: { access: 'signed_in' },
      schema: { tags, querystring: profilesListQuerySchema, response: { 200: trimmedProfilesResponseSchema } },
    },
    async (req) => {
      const q = req.query;
      const page = pageRequest(q);
      const admin = actorOf(req).isAdmin;
      const text = q.query || undefined;
      if (q.status === 'CompanyList') {
        const res = await repo.companies(text, page);
        return paged(res.rows, res.total, page);
      }
      if (q.profile_type === 'STUDENT' && !admin) return paged([], 0, page);
      const types = q.profile_type
        ? [q.profile_type]
        : admin
          ? []
          : (['ADVISOR', 'COMPANY', 'INSTITUTION'] as const).slice();
      const res = await repo.profiles({ types, text }, page);
      return paged(res.rows, res.total, page);
    },
  );

  app.get(
    '/non_grad_student',
    {
      config: { access: { profiles: ['INSTITUTION'], adminToo: true } },
      schema: { tags, querystring: nonGradStudentsQuerySchema, response: { 200: nonGradStudentsResponseSchema } },
    },
    async (req) => {
      const caller = orgCaller(actorOf(req))!;
      const page = pageRequest(req.query);
      // An institute's staff see their own institute's students (org_id only counts for admins).
      const orgId = caller.isAdmin ? req.query.org_id : (caller.orgId ?? undefined);
      if (!orgId) {
        if (caller.isAdmin) throw new ValidationError({ org_id: PEOPLE_TEXTS.orgNotInstitute });
        return paged([], 0, page);
      }
      const res = await repo.nonGraduates(orgId, indiaYear(clock()), req.query.query || undefined, page);
      return paged(res.rows, res.total, page);
    },
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
    async (req) => {
      const { field, value, country_code } = req.query;
      const caller = orgCaller(actorOf(req))!;
      let lookFor = value;
      let code = '+91';
      if (field === 'phone') {
        const n = normalizePhone(country_code, value);
        if (!n) throw new ValidationError({ value: PEOPLE_TEXTS.invalidPhone });
        lookFor = n.phone;
        code = n.country_code;
      } else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) {
        throw new ValidationError({ value: PEOPLE_TEXTS.invalidEmail });
      }
      const holder = await repo.holder(field, lookFor, code);
      if (!holder) return { data: { available: true, profile_id: null, name: null, message: null } };
      // The holder is named to admins, and to an institute's staff when it is their own student.
      const named =
        holder.id !== null &&
        (caller.isAdmin ||
          (holder.profile_type === 'STUDENT' && caller.orgId !== null && holder.org_id === caller.orgId));
      return {
        data: {
          available: false,
          profile_id: named ? holder.id : null,
          name: named ? holder.name : null,
          message: PROFILE_TEXTS.inUse(field === 'email' ? 'Email' : 'Phone'),
        },
      };
    },
  );
};
