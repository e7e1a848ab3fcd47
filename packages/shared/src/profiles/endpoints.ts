import {
  adminOrgProfilesQuerySchema,
  adminProfilesQuerySchema,
  adminProfilesResponseSchema,
  availabilityQuerySchema,
  availabilityResponseSchema,
  avatarResponseSchema,
  banUserBodySchema,
  createProfileBodySchema,
  editProfileBodySchema,
  jobRoleIdsBodySchema,
  portfolioJobRolesBodySchema,
  portfolioJobRolesResponseSchema,
  profileDetailResponseSchema,
  profileIdBodySchema,
  profileStatusBodySchema,
  recommendedJobRolesResponseSchema,
  termsBodySchema,
  topicInterestsBodySchema,
  topicInterestsResponseSchema,
  uploadedFileParamsSchema,
} from './schemas';
import { createdIdResponseSchema, okResponseSchema, idParamsSchema } from '../api';
import type { EndpointTable, RouteTable } from '../endpoint-table';

/** The profiles routes of the API: each one's schemas, as its route declares them (issue 22). */
export const PROFILES_ENDPOINTS = {
  'POST /api/v1/profile': { body: createProfileBodySchema, response: { 201: createdIdResponseSchema } },
  'GET /api/v1/profile': { response: { 200: profileDetailResponseSchema } },
  'POST /api/v1/edit_profile': { body: editProfileBodySchema, response: { 200: profileDetailResponseSchema } },
  'POST /api/v2/update_only_profile': { body: editProfileBodySchema, response: { 200: profileDetailResponseSchema } },
  'GET /api/check_identifier_availability': {
    querystring: availabilityQuerySchema,
    response: { 200: availabilityResponseSchema },
  },
  'POST /api/update_terms_nd_cond': { body: termsBodySchema, response: { 200: okResponseSchema } },
  'POST /api/my_profile/avatar': { response: { 200: avatarResponseSchema } },
  'GET /api/myprofile/topic_interests': { response: { 200: topicInterestsResponseSchema } },
  'POST /api/myprofile/topic_interests': {
    body: topicInterestsBodySchema,
    response: { 200: topicInterestsResponseSchema },
  },
  'GET /api/my_portfolio/my_job_roles': { response: { 200: portfolioJobRolesResponseSchema } },
  'POST /api/my_portfolio/job_roles': {
    body: portfolioJobRolesBodySchema,
    response: { 200: portfolioJobRolesResponseSchema },
  },
  'POST /api/my_portfolio/update_my_job_roles': {
    body: jobRoleIdsBodySchema,
    response: { 200: portfolioJobRolesResponseSchema },
  },
  'POST /api/my_portfolio/job_role_ids': {
    body: jobRoleIdsBodySchema,
    response: { 200: portfolioJobRolesResponseSchema },
  },
  'POST /api/my_portfolio/create_job_roles': {
    body: jobRoleIdsBodySchema,
    response: { 200: portfolioJobRolesResponseSchema },
  },
  'GET /api/get_recommended/job_roles': { response: { 200: recommendedJobRolesResponseSchema } },
  'GET /api/admin/org_profiles': {
    querystring: adminOrgProfilesQuerySchema,
    response: { 200: adminProfilesResponseSchema },
  },
  'GET /api/admin/profiles': { querystring: adminProfilesQuerySchema, response: { 200: adminProfilesResponseSchema } },
  'POST /api/admin/approve_org_profile': { body: profileIdBodySchema, response: { 200: okResponseSchema } },
  'POST /api/admin/update_profile_status': { body: profileStatusBodySchema, response: { 200: okResponseSchema } },
  'POST /api/admin/reset_user_password': { body: profileIdBodySchema, response: { 200: okResponseSchema } },
  'POST /api/admin/ban_user': { body: banUserBodySchema, response: { 200: okResponseSchema } },
  'POST /api/admin/unban_user': { body: profileIdBodySchema, response: { 200: okResponseSchema } },
  'DELETE /api/myprofile/topic_interests/:id': { params: idParamsSchema, response: { 200: okResponseSchema } },
} as const satisfies EndpointTable;

/** Uploaded files (avatars), served outside /api by their key: the web links them, its client does not call them. */
export const UPLOADED_FILE_ENDPOINTS = {
  'GET /uploads/:folder/:file': { params: uploadedFileParamsSchema, response: {} },
} as const satisfies RouteTable;
