import { createdIdResponseSchema, idParamsSchema as params, noContentSchema } from '../api';
import type { EndpointTable } from '../endpoint-table';
import {
  addPhotoEntryBodySchema,
  albumResponseSchema,
  albumsQuerySchema,
  albumsResponseSchema,
  createAlbumBodySchema,
  photoCatalogQuerySchema,
  photoCatalogResponseSchema,
  photoResponseSchema,
  photoUploadResponseSchema,
  photoUploadsResponseSchema,
} from './schemas';

const noContent = { 204: noContentSchema };

/** The photo catalog's routes (SPEC §7.8: get, upload, add and remove an entry, get uploads; decision 0081). */
export const PHOTO_CATALOG_ENDPOINTS = {
  'GET /api/photo_catalog': { querystring: photoCatalogQuerySchema, response: { 200: photoCatalogResponseSchema } },
  'GET /api/photo_catalog/albums': { querystring: albumsQuerySchema, response: { 200: albumsResponseSchema } },
  'GET /api/photo_catalog/albums/:id': { params, response: { 200: albumResponseSchema } },
  'POST /api/photo_catalog/albums': { body: createAlbumBodySchema, response: { 201: createdIdResponseSchema } },
  // Multipart (one `file`): read by the route, so no body schema.
  'POST /api/photo_catalog/upload': { response: { 201: photoUploadResponseSchema } },
  'GET /api/photo_catalog/uploads': { response: { 200: photoUploadsResponseSchema } },
  'DELETE /api/photo_catalog/uploads/:id': { params, response: noContent },
  'POST /api/photo_catalog/entries': { body: addPhotoEntryBodySchema, response: { 201: photoResponseSchema } },
  'DELETE /api/photo_catalog/entries/:id': { params, response: noContent },
} as const satisfies EndpointTable;
