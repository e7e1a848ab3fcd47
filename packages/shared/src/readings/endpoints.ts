import {
  addReadingBodySchema,
  addedReadingResponseSchema,
  catalogueReadingResponseSchema,
  catalogueReadingsResponseSchema,
  readingListQuerySchema,
  recommendedReadingsQuerySchema,
  recommendedReadingsResponseSchema,
  catalogueReadingBodySchema,
} from './schemas';
import { idParamsSchema, createdIdResponseSchema, noContentSchema } from '../api';
import type { EndpointTable } from '../endpoint-table';

/** The readings routes of the API: each one's schemas, as its route declares them (issue 22). */
export const READINGS_ENDPOINTS = {
  'GET /api/readings': { querystring: readingListQuerySchema, response: { 200: catalogueReadingsResponseSchema } },
  'GET /api/articles': { querystring: readingListQuerySchema, response: { 200: catalogueReadingsResponseSchema } },
  'GET /api/readings/:id': { params: idParamsSchema, response: { 200: catalogueReadingResponseSchema } },
  'GET /api/recommended/readings': {
    querystring: recommendedReadingsQuerySchema,
    response: { 200: recommendedReadingsResponseSchema },
  },
  'GET /api/recommended/articles': {
    querystring: recommendedReadingsQuerySchema,
    response: { 200: recommendedReadingsResponseSchema },
  },
  'POST /api/readings/:id/add_to_portfolio': {
    params: idParamsSchema,
    body: addReadingBodySchema,
    response: { 201: addedReadingResponseSchema },
  },
  'PUT /api/admin/readings/:id': {
    params: idParamsSchema,
    body: catalogueReadingBodySchema(),
    response: { 200: catalogueReadingResponseSchema },
  },
  'POST /api/admin/readings': { body: catalogueReadingBodySchema(), response: { 201: createdIdResponseSchema } },
  'DELETE /api/admin/readings/:id': { params: idParamsSchema, response: { 204: noContentSchema } },
} as const satisfies EndpointTable;
