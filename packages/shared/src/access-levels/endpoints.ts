import { createdIdResponseSchema, idParamsSchema as params, noContentSchema } from '../api';
import type { EndpointTable } from '../endpoint-table';
import {
  accessLevelBodySchema,
  accessLevelResponseSchema,
  accessLevelsResponseSchema,
  auditQuerySchema,
  auditResponseSchema,
  createInstitutePermissionBodySchema,
  grantBodySchema,
  grantsQuerySchema,
  grantsResponseSchema,
  institutePermissionResponseSchema,
  institutePermissionsQuerySchema,
  institutePermissionsResponseSchema,
  interventionGrantBodySchema,
  interventionHoldersResponseSchema,
  routeListResponseSchema,
  updateInstitutePermissionBodySchema,
  userIdParamsSchema,
  viewAsResponseSchema,
} from './schemas';

/** Admin rights (issue 29 items 7-8, decision 0084): levels, grants, institute permissions, audit. */
export const ACCESS_LEVELS_ENDPOINTS = {
  'GET /api/admin/access_levels': { response: { 200: accessLevelsResponseSchema } },
  'POST /api/admin/access_levels': { body: accessLevelBodySchema, response: { 201: createdIdResponseSchema } },
  'PUT /api/admin/access_levels/:id': {
    params,
    body: accessLevelBodySchema,
    response: { 200: accessLevelResponseSchema },
  },
  'GET /api/admin/access_levels/:id/view_as': { params, response: { 200: viewAsResponseSchema } },
  'GET /api/admin/access_grants': { querystring: grantsQuerySchema, response: { 200: grantsResponseSchema } },
  'POST /api/admin/access_grants': { body: grantBodySchema, response: { 201: createdIdResponseSchema } },
  'DELETE /api/admin/access_grants/:id': { params, response: { 204: noContentSchema } },
  'GET /api/admin/intervention_edit_access': { response: { 200: interventionHoldersResponseSchema } },
  'POST /api/admin/intervention_edit_access': {
    body: interventionGrantBodySchema,
    response: { 201: createdIdResponseSchema },
  },
  'DELETE /api/admin/intervention_edit_access/:user_id': {
    params: userIdParamsSchema,
    response: { 204: noContentSchema },
  },
  'GET /api/admin/routes': { response: { 200: routeListResponseSchema } },
  'GET /api/admin/institute_permissions': {
    querystring: institutePermissionsQuerySchema,
    response: { 200: institutePermissionsResponseSchema },
  },
  'POST /api/admin/institute_permissions': {
    body: createInstitutePermissionBodySchema,
    response: { 201: createdIdResponseSchema },
  },
  'GET /api/admin/institute_permissions/:id': { params, response: { 200: institutePermissionResponseSchema } },
  'PUT /api/admin/institute_permissions/:id': {
    params,
    body: updateInstitutePermissionBodySchema,
    response: { 200: institutePermissionResponseSchema },
  },
  'GET /api/admin/audit': { querystring: auditQuerySchema, response: { 200: auditResponseSchema } },
} as const satisfies EndpointTable;
