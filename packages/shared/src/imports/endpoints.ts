import { idParamsSchema as params } from '../api';
import type { EndpointTable } from '../endpoint-table';
import {
  enrolmentTargetsQuerySchema,
  enrolmentTargetsResponseSchema,
  importCommitBodySchema,
  importPlanBodySchema,
  importResponseSchema,
  importRowsQuerySchema,
  importRowsResponseSchema,
  importsQuerySchema,
  importsResponseSchema,
  importTemplateQuerySchema,
  importToolParamsSchema,
  importToolQuerySchema,
} from './schemas';

/** The bulk import routes (issue 29, decision 0086). File answers (template, error file) are bytes. */
export const IMPORTS_ENDPOINTS = {
  'GET /api/imports': { querystring: importsQuerySchema, response: { 200: importsResponseSchema } },
  'POST /api/imports': { querystring: importToolQuerySchema, response: { 201: importResponseSchema } },
  'GET /api/imports/:id': { params, response: { 200: importResponseSchema } },
  'PUT /api/imports/:id/plan': { params, body: importPlanBodySchema, response: { 200: importResponseSchema } },
  'GET /api/imports/:id/rows': {
    params,
    querystring: importRowsQuerySchema,
    response: { 200: importRowsResponseSchema },
  },
  'POST /api/imports/:id/commit': { params, body: importCommitBodySchema, response: { 200: importResponseSchema } },
  'POST /api/imports/:id/undo': { params, response: { 200: importResponseSchema } },
  'GET /api/imports/:id/error_file': { params, response: {} },
  'GET /api/import_templates/:tool': {
    params: importToolParamsSchema,
    querystring: importTemplateQuerySchema,
    response: {},
  },
  'GET /api/enrolment_targets': {
    querystring: enrolmentTargetsQuerySchema,
    response: { 200: enrolmentTargetsResponseSchema },
  },
} as const satisfies EndpointTable;
