import type { AddPhotoEntryBody, CreateAlbumBody } from '@lbd/shared/photo-catalog';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { upload } from '../../lib/upload';

/*
 * Photo catalog calls (issue 28 item 10; packages/shared/src/photo-catalog/endpoints.ts): a page of photos
 * (instaData, maxPage), albums, and the staff's upload, add and remove.
 */

export const PHOTO_CATALOG_KEY = ['photo-catalog'] as const;
export const photoPageKey = (page: number, albumId: number | null) =>
  [...PHOTO_CATALOG_KEY, 'photos', page, albumId] as const;
export const albumsKey = (page: number, mine: boolean) => [...PHOTO_CATALOG_KEY, 'albums', page, mine] as const;
export const UPLOADS_KEY = [...PHOTO_CATALOG_KEY, 'uploads'] as const;

export async function fetchPhotoPage(page: number, albumId: number | null) {
  return (await api.get('/api/photo_catalog', { params: { page, album_id: albumId ?? undefined } })).data;
}

/** The catalog's photos, a page at a time (the previous page stays while the next loads). */
export function usePhotoPage(page: number, albumId: number | null) {
  return useQuery({
    queryKey: photoPageKey(page, albumId),
    queryFn: () => fetchPhotoPage(page, albumId),
    placeholderData: keepPreviousData,
  });
}

export function useAlbums(page: number, mine = false, enabled = true) {
  return useQuery({
    queryKey: albumsKey(page, mine),
    queryFn: () =>
      api.get('/api/photo_catalog/albums', { params: { page, count: 50, mine: mine ? 'true' : undefined } }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useUploads(enabled: boolean) {
  return useQuery({
    queryKey: UPLOADS_KEY,
    queryFn: async () => (await api.get('/api/photo_catalog/uploads')).data,
    enabled,
  });
}

export async function createAlbum(body: CreateAlbumBody) {
  return (await api.post('/api/photo_catalog/albums', { body })).data;
}

/** One photo up (multipart `file`), with its progress. */
export async function uploadPhoto(file: File, onProgress?: (fraction: number) => void) {
  const form = new FormData();
  form.append('file', file);
  return (await upload('/api/photo_catalog/upload', form, { onProgress })).data;
}

export async function addPhotoEntry(body: AddPhotoEntryBody) {
  return (await api.post('/api/photo_catalog/entries', { body })).data;
}

export async function removePhotoEntry(id: number) {
  await api.delete(`/api/photo_catalog/entries/${id}`);
}

export async function removeUpload(id: number) {
  await api.delete(`/api/photo_catalog/uploads/${id}`);
}
