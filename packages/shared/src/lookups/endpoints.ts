import {
  acceptedSkillResponseSchema,
  citiesQuerySchema,
  citiesResponseSchema,
  degreesResponseSchema,
  designationsResponseSchema,
  jobRolesQuerySchema,
  jobRolesResponseSchema,
  lifeSkillsResponseSchema,
  lookupsQuerySchema,
  lookupsResponseSchema,
  nameQuerySchema,
  orgsQuerySchema,
  orgsResponseSchema,
  skillsQuerySchema,
  skillsResponseSchema,
  specializationsResponseSchema,
  statesResponseSchema,
  waitingSkillsQuerySchema,
  waitingSkillsResponseSchema,
} from './schemas';
import { idParamsSchema } from '../api';
import type { EndpointTable } from '../endpoint-table';

/** The lookups routes of the API: each one's schemas, as its route declares them (issue 22). */
export const LOOKUPS_ENDPOINTS = {
  'GET /api/lookups': { querystring: lookupsQuerySchema, response: { 200: lookupsResponseSchema } },
  'GET /api/skills': { querystring: skillsQuerySchema, response: { 200: skillsResponseSchema } },
  'GET /api/admin/skills': { querystring: waitingSkillsQuerySchema, response: { 200: waitingSkillsResponseSchema } },
  'POST /api/admin/skills/:id/accept': { params: idParamsSchema, response: { 200: acceptedSkillResponseSchema } },
  'GET /api/degrees': { querystring: nameQuerySchema, response: { 200: degreesResponseSchema } },
  'GET /api/specializations': { querystring: nameQuerySchema, response: { 200: specializationsResponseSchema } },
  'GET /api/designations': { querystring: nameQuerySchema, response: { 200: designationsResponseSchema } },
  'GET /api/states': { querystring: nameQuerySchema, response: { 200: statesResponseSchema } },
  'GET /api/cities': { querystring: citiesQuerySchema, response: { 200: citiesResponseSchema } },
  'GET /api/life_skills': { querystring: nameQuerySchema, response: { 200: lifeSkillsResponseSchema } },
  'GET /api/job_roles': { querystring: jobRolesQuerySchema, response: { 200: jobRolesResponseSchema } },
  'GET /api/orgs': { querystring: orgsQuerySchema, response: { 200: orgsResponseSchema } },
  'GET /api/my_portfolio/list_job_roles': {
    querystring: jobRolesQuerySchema,
    response: { 200: jobRolesResponseSchema },
  },
  'GET /api/my_portfolio/fetch_life_skill_roles': { response: { 200: lifeSkillsResponseSchema } },
} as const satisfies EndpointTable;
