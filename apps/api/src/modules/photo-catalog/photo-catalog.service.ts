import {
  PHOTO_CATALOG_LIMITS,
  PHOTO_CATALOG_TEXTS as T,
  type AddPhotoEntryBody,
  type Album,
  type AlbumsQuery,
  type PhotoCatalogPage,
  type PhotoCatalogQuery,
} from '@lbd/shared';
import type { z } from 'zod';
import type { createAlbumBodySchema } from '@lbd/shared';
import type { Db } from '../../db/client';
import type { OrgCaller } from '../../lib/actor';
import { ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors';
import { removeImage, storeImage } from '../../lib/images';
import { paged, pageRequest } from '../../lib/paging';
import type { FileStorage } from '../../lib/storage';
import { toAlbum, toPhoto, toUpload, type AlbumRow } from './photo-catalog.mapper';
import { canManageAlbumsOf, canUpload } from './photo-catalog.policy';
import { createPhotoCatalogRepo } from './photo-catalog.repo';

export interface PhotoCatalogDeps {
  db: Db;
  storage: FileStorage;
  clock: () => Date;
}

/** The folder of the public storage photos go to (served at /uploads/photos/...). */
const FOLDER = 'photos';

/** The photo catalog (issue 28 item 10, decision 0081): public pages of albums and photos; staff upload and describe. */
export function createPhotoCatalogService({ db, storage, clock }: PhotoCatalogDeps) {
  const repo = createPhotoCatalogRepo(db);

  async function present(rows: AlbumRow[], caller: OrgCaller | null): Promise<Album[]> {
    const covers = await repo.covers(rows.map((r) => r.id));
    return rows.map((r) => toAlbum(r, covers.get(r.id) ?? null, canManageAlbumsOf(caller, r.org_id)));
  }

  async function albumOf(caller: OrgCaller | null, id: number): Promise<Album> {
    const row = await repo.album(id);
    if (!row) throw new NotFoundError();
    return (await present([row], caller))[0]!;
  }

  return {
    /** GET /api/photo_catalog: a page of photos (instaData) and the last page number (maxPage). */
    async page(caller: OrgCaller | null, q: PhotoCatalogQuery): Promise<PhotoCatalogPage> {
      const album = q.album_id === undefined ? null : await albumOf(caller, q.album_id);
      const page = pageRequest(q);
      const { rows, total } = await repo.photos(q.album_id, page);
      return {
        instaData: rows.map(toPhoto),
        maxPage: Math.max(1, Math.ceil(total / q.count)),
        page: page.page,
        total,
        album,
      };
    },

    /** GET /api/photo_catalog/albums: newest first; one organisation's, or those the caller may add to. */
    async albums(caller: OrgCaller | null, q: AlbumsQuery) {
      const page = pageRequest(q);
      let orgIds: number[] | undefined = q.org_id === undefined ? undefined : [q.org_id];
      if (q.mine === 'true' && !caller?.isAdmin) {
        const own = caller && caller.orgId !== null && canManageAlbumsOf(caller, caller.orgId) ? caller.orgId : null;
        orgIds = own !== null && (orgIds === undefined || orgIds.includes(own)) ? [own] : [];
      }
      const { rows, total } = await repo.albums({ orgIds }, page);
      return paged(await present(rows, caller), total, page);
    },

    album: albumOf,

    /** POST /api/photo_catalog/albums: for the caller's organisation (admins name it), about one of its events or clubs. */
    async createAlbum(caller: OrgCaller, body: z.output<typeof createAlbumBodySchema>) {
      let orgId: number;
      if (caller.isAdmin) {
        if (body.org_id === undefined) throw new ValidationError({ org_id: T.chooseOrg });
        if (!(await repo.orgExists(body.org_id))) throw new ValidationError({ org_id: T.chooseOrg });
        orgId = body.org_id;
      } else {
        if (caller.orgId === null || !canManageAlbumsOf(caller, caller.orgId)) throw new ForbiddenError();
        if (body.org_id !== undefined && body.org_id !== caller.orgId) throw new NotFoundError();
        orgId = caller.orgId;
      }
      const eventId = body.event_id ?? null;
      const clubId = body.club_id ?? null;
      if (eventId !== null && clubId !== null) throw new ValidationError({ club_id: T.eventOrClub });
      if (eventId !== null && (await repo.eventOrg(eventId)) !== orgId)
        throw new ValidationError({ event_id: T.notYourEvent });
      if (clubId !== null && (await repo.clubOrg(clubId)) !== orgId)
        throw new ValidationError({ club_id: T.notYourClub });
      return repo.insertAlbum({
        org_id: orgId,
        event_id: eventId,
        club_id: clubId,
        title: body.title,
        description: body.description,
        created_by_profile_id: caller.profileId,
      });
    },

    /**
     * POST /api/photo_catalog/upload: the photo, checked by its bytes, turned upright and stored only as
     * re-encoded WebP widths (location and every other metadata gone); it waits for its alt text.
     */
    async upload(caller: OrgCaller, userId: string, bytes: Buffer) {
      if (!canUpload(caller)) throw new ForbiddenError();
      if ((await repo.pendingCount(userId)) >= PHOTO_CATALOG_LIMITS.pendingUploads)
        throw new ValidationError({ file: T.tooManyUploads });
      const stored = await storeImage(storage, FOLDER, bytes);
      if (!stored.ok)
        throw new ValidationError({ file: stored.reason === 'too_many_pixels' ? T.tooManyPixels : T.file });
      return toUpload(await repo.insertUpload(userId, { ...stored.image, keys: stored.image.keys }));
    },

    /** GET /api/photo_catalog/uploads: the caller's uploads not yet added to an album. */
    async uploads(userId: string) {
      return (await repo.uploads(userId)).map(toUpload);
    },

    /** DELETE /api/photo_catalog/uploads/{id}: one of the caller's waiting uploads, with its files. */
    async removeUpload(userId: string, id: number) {
      const photo = await repo.photo(id);
      if (!photo || photo.uploaded_by_user_id !== userId || photo.album_id !== null) throw new NotFoundError();
      await repo.remove(id);
      await removeImage(storage, photo.keys);
    },

    /** POST /api/photo_catalog/entries: one of the caller's uploads joins an album they manage, with its alt text. */
    async addEntry(caller: OrgCaller, userId: string, body: AddPhotoEntryBody) {
      const album = await repo.album(body.album_id);
      if (!album) throw new NotFoundError();
      if (!canManageAlbumsOf(caller, album.org_id)) throw new ForbiddenError();
      const row = await repo.addToAlbum(body.upload_id, userId, album.id, body.alt_text, clock());
      if (!row) throw new NotFoundError();
      return toPhoto(row);
    },

    /** DELETE /api/photo_catalog/entries/{id}: a photo leaves its album and its files go. */
    async removeEntry(caller: OrgCaller, id: number) {
      const photo = await repo.photo(id);
      if (!photo || photo.album_id === null) throw new NotFoundError();
      const album = await repo.album(photo.album_id);
      if (!album) throw new NotFoundError();
      if (!canManageAlbumsOf(caller, album.org_id)) throw new ForbiddenError();
      await repo.remove(id);
      await removeImage(storage, photo.keys);
    },
  };
}

export type PhotoCatalogService = ReturnType<typeof createPhotoCatalogService>;
