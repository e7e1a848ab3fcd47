import { and, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { clubs, events, orgs, photoAlbums, photoCatalog, type PhotoKeys } from '../../db/schema';
import type { Tx } from '../../db/sql';
import type { AlbumRow, PhotoRow } from './photo-catalog.mapper';

const photoColumns = {
  id: photoCatalog.id,
  album_id: photoCatalog.album_id,
  alt_text: photoCatalog.alt_text,
  width: photoCatalog.width,
  height: photoCatalog.height,
  keys: photoCatalog.keys,
  inserted_at: photoCatalog.inserted_at,
  added_at: photoCatalog.added_at,
};

/** The photo catalog's queries: albums with their names and counts, pages of photos, uploads. */
export function createPhotoCatalogRepo(db: Db) {
  const albumSelect = (runner: Db | Tx = db) =>
    runner
      .select({
        id: photoAlbums.id,
        title: photoAlbums.title,
        description: photoAlbums.description,
        org_id: photoAlbums.org_id,
        org_name: orgs.full_name,
        event_id: photoAlbums.event_id,
        event_title: events.title,
        club_id: photoAlbums.club_id,
        club_title: clubs.title,
        photo_count: sql<number>`(select count(*)::int from photo_catalog p where p.album_id = photo_albums.id)`,
        inserted_at: photoAlbums.inserted_at,
      })
      .from(photoAlbums)
      .innerJoin(orgs, eq(orgs.id, photoAlbums.org_id))
      .leftJoin(events, eq(events.id, photoAlbums.event_id))
      .leftJoin(clubs, eq(clubs.id, photoAlbums.club_id));

  return {
    async album(id: number): Promise<AlbumRow | undefined> {
      const [row] = await albumSelect().where(eq(photoAlbums.id, id));
      return row;
    },

    /** A page of albums, newest first; of one organisation or of several (the caller's) when asked. */
    async albums(filter: { orgIds?: number[] }, page: { offset: number; count: number }) {
      const where: SQL | undefined = filter.orgIds ? inArray(photoAlbums.org_id, filter.orgIds) : undefined;
      const [rows, [total]] = await Promise.all([
        albumSelect().where(where).orderBy(desc(photoAlbums.id)).limit(page.count).offset(page.offset),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(photoAlbums)
          .where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** The newest photo of each album (its cover). */
    async covers(albumIds: number[]): Promise<Map<number, PhotoRow>> {
      if (albumIds.length === 0) return new Map();
      const rows = await db
        .selectDistinctOn([photoCatalog.album_id], photoColumns)
        .from(photoCatalog)
        .where(inArray(photoCatalog.album_id, albumIds))
        .orderBy(photoCatalog.album_id, desc(photoCatalog.added_at), desc(photoCatalog.id));
      return new Map(rows.map((r) => [r.album_id!, r]));
    },

    async insertAlbum(values: typeof photoAlbums.$inferInsert) {
      const [row] = await db.insert(photoAlbums).values(values).returning({ id: photoAlbums.id });
      return row!;
    },

    eventOrg: async (id: number) =>
      (await db.select({ org_id: events.org_id }).from(events).where(eq(events.id, id)))[0]?.org_id ?? null,
    clubOrg: async (id: number) =>
      (await db.select({ org_id: clubs.org_id }).from(clubs).where(eq(clubs.id, id)))[0]?.org_id ?? null,
    orgExists: async (id: number) => (await db.select({ id: orgs.id }).from(orgs).where(eq(orgs.id, id))).length > 0,

    /** A page of photos in albums, newest first (of one album when asked). */
    async photos(albumId: number | undefined, page: { offset: number; count: number }) {
      const where = albumId === undefined ? isNotNull(photoCatalog.album_id) : eq(photoCatalog.album_id, albumId);
      const [rows, [total]] = await Promise.all([
        db
          .select(photoColumns)
          .from(photoCatalog)
          .where(where)
          .orderBy(desc(photoCatalog.added_at), desc(photoCatalog.id))
          .limit(page.count)
          .offset(page.offset),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(photoCatalog)
          .where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    async photo(id: number) {
      const [row] = await db
        .select({ ...photoColumns, uploaded_by_user_id: photoCatalog.uploaded_by_user_id })
        .from(photoCatalog)
        .where(eq(photoCatalog.id, id));
      return row;
    },

    async insertUpload(userId: string, image: { width: number; height: number; keys: PhotoKeys }) {
      const [row] = await db
        .insert(photoCatalog)
        .values({ uploaded_by_user_id: userId, width: image.width, height: image.height, keys: image.keys })
        .returning(photoColumns);
      return row!;
    },

    async uploads(userId: string) {
      return db
        .select(photoColumns)
        .from(photoCatalog)
        .where(and(eq(photoCatalog.uploaded_by_user_id, userId), isNull(photoCatalog.album_id)))
        .orderBy(photoCatalog.id);
    },

    async pendingCount(userId: string) {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(photoCatalog)
        .where(and(eq(photoCatalog.uploaded_by_user_id, userId), isNull(photoCatalog.album_id)));
      return row?.n ?? 0;
    },

    /** Adds one of the caller's waiting uploads to an album; undefined when it is not one (any more). */
    async addToAlbum(uploadId: number, userId: string, albumId: number, altText: string, now: Date) {
      const [row] = await db
        .update(photoCatalog)
        .set({ album_id: albumId, alt_text: altText, added_at: now })
        .where(
          and(
            eq(photoCatalog.id, uploadId),
            eq(photoCatalog.uploaded_by_user_id, userId),
            isNull(photoCatalog.album_id),
          ),
        )
        .returning(photoColumns);
      return row;
    },

    async remove(id: number) {
      const [row] = await db.delete(photoCatalog).where(eq(photoCatalog.id, id)).returning({ keys: photoCatalog.keys });
      return row;
    },
  };
}

export type PhotoCatalogRepo = ReturnType<typeof createPhotoCatalogRepo>;
