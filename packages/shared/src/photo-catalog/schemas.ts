import { z } from 'zod';
import { countParam, dataEnvelope, listEnvelope, pageParam, queryId } from '../api';
import { PHOTO_CATALOG_LIMITS as L, PHOTO_PAGE_SIZE } from './constants';
import { PHOTO_CATALOG_TEXTS as T } from './messages';

const id = z.number().int().positive().max(2_147_483_647);

const text = (label: string, max: number) =>
  z
    .string({ error: T.empty(label) })
    .trim()
    .min(1, T.empty(label))
    .max(max, T.tooLong(label, max));

// ---- answers ------------------------------------------------------------------------------------------

/** One photo of an album: three widths of WebP (no metadata of the original) and its alt text. */
export const photoSchema = z.object({
  id: z.number().int(),
  album_id: z.number().int(),
  alt_text: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  thumb_url: z.string(),
  medium_url: z.string(),
  large_url: z.string(),
  inserted_at: z.string(),
});
export type Photo = z.infer<typeof photoSchema>;

const named = z.object({ id: z.number().int(), name: z.string() });

/** An album: whose it is, what it is about, how many photos and its cover. */
export const albumSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  org: named,
  event: named.nullable(),
  club: named.nullable(),
  photo_count: z.number().int(),
  cover: photoSchema.nullable(),
  /** The caller may add and remove its photos (the organisation's approved staff, admins). */
  can_manage: z.boolean(),
  inserted_at: z.string(),
});
export type Album = z.infer<typeof albumSchema>;

/** An uploaded photo not yet added to an album (only its uploader sees it). */
export const photoUploadSchema = z.object({
  id: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  thumb_url: z.string(),
  medium_url: z.string(),
  inserted_at: z.string(),
});
export type PhotoUpload = z.infer<typeof photoUploadSchema>;

// ---- GET /api/photo_catalog -----------------------------------------------------------------------------

export const photoCatalogQuerySchema = z.object({
  page: pageParam,
  count: z.coerce.number().int().min(1).max(48).default(PHOTO_PAGE_SIZE),
  album_id: queryId.optional(),
});
export type PhotoCatalogQuery = z.infer<typeof photoCatalogQuerySchema>;

/** A page of photos (SPEC §3.6: instaData and maxPage), newest first; of one album when asked. */
export const photoCatalogResponseSchema = dataEnvelope(
  z.object({
    instaData: z.array(photoSchema),
    maxPage: z.number().int(),
    page: z.number().int(),
    total: z.number().int(),
    album: albumSchema.nullable(),
  }),
);
export type PhotoCatalogPage = z.infer<typeof photoCatalogResponseSchema>['data'];

// ---- albums ---------------------------------------------------------------------------------------------

export const albumsQuerySchema = z.object({
  page: pageParam,
  count: countParam,
  org_id: queryId.optional(),
  /** Only the albums the caller may add photos to. */
  mine: z.enum(['true', 'false']).optional(),
});
export type AlbumsQuery = z.infer<typeof albumsQuerySchema>;
export const albumsResponseSchema = listEnvelope(albumSchema);
export const albumResponseSchema = dataEnvelope(albumSchema);

/** POST /api/photo_catalog/albums: staff make albums for their organisation; admins name one. */
export const createAlbumBodySchema = z.object({
  title: text('Title', L.albumTitle),
  description: z.string().trim().max(L.albumDescription, T.tooLong('Description', L.albumDescription)).default(''),
  org_id: id.optional(),
  event_id: id.nullish(),
  club_id: id.nullish(),
});
export type CreateAlbumBody = z.input<typeof createAlbumBodySchema>;

// ---- uploads and entries ----------------------------------------------------------------------------------

export const photoUploadResponseSchema = dataEnvelope(photoUploadSchema);
export const photoUploadsResponseSchema = dataEnvelope(z.array(photoUploadSchema));

/** POST /api/photo_catalog/entries: an uploaded photo joins an album with its alt text. */
export const addPhotoEntryBodySchema = z.object({
  upload_id: id,
  album_id: id,
  alt_text: z
    .string({ error: T.altTextNeeded })
    .trim()
    .min(1, T.altTextNeeded)
    .max(L.altText, T.tooLong('Alt text', L.altText)),
});
export type AddPhotoEntryBody = z.infer<typeof addPhotoEntryBodySchema>;
export const photoResponseSchema = dataEnvelope(photoSchema);
