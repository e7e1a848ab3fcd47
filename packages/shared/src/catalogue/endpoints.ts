import { idParamsSchema, okResponseSchema } from '../api';
import type { EndpointTable } from '../endpoint-table';
import {
  catalogueEntryBodySchema,
  catalogueEntryParamsSchema,
  catalogueEntryResponseSchema,
  catalogueKindParamsSchema,
  catalogueListQuerySchema,
  catalogueListResponseSchema,
  catalogueMergeBodySchema,
  catalogueMergeResponseSchema,
  catalogueReferencesResponseSchema,
  rejectSkillBodySchema,
} from './schemas';

/** Catalogue upkeep (issue 29 item 9): admins holding manage_catalogue. */
export const CATALOGUE_ENDPOINTS = {
  'GET /api/admin/catalogue/:kind': {
    params: catalogueKindParamsSchema,
    querystring: catalogueListQuerySchema,
    response: { 200: catalogueListResponseSchema },
  },
  'POST /api/admin/catalogue/:kind': {
    params: catalogueKindParamsSchema,
    body: catalogueEntryBodySchema,
    response: { 201: catalogueEntryResponseSchema },
  },
  'PUT /api/admin/catalogue/:kind/:id': {
    params: catalogueEntryParamsSchema,
    body: catalogueEntryBodySchema,
    response: { 200: catalogueEntryResponseSchema },
  },
  'POST /api/admin/catalogue/:kind/:id/merge': {
    params: catalogueEntryParamsSchema,
    body: catalogueMergeBodySchema,
    response: { 200: catalogueMergeResponseSchema },
  },
  'GET /api/admin/catalogue/:kind/:id/references': {
    params: catalogueEntryParamsSchema,
    response: { 200: catalogueReferencesResponseSchema },
  },
  'POST /api/admin/catalogue/:kind/:id/retire': {
    params: catalogueEntryParamsSchema,
    response: { 200: catalogueEntryResponseSchema },
  },
  'POST /api/admin/catalogue/:kind/:id/restore': {
    params: catalogueEntryParamsSchema,
    response: { 200: catalogueEntryResponseSchema },
  },
  'POST /api/admin/skills/:id/reject': {
    params: idParamsSchema,
    body: rejectSkillBodySchema,
    response: { 200: okResponseSchema },
  },
} as const satisfies EndpointTable;
