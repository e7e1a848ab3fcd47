import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { orgs } from './catalogue';
import { clubs } from './clubs';
import { events } from './events';
import { profiles, users } from './identity';

/*
 * The photo catalog (issue 28 item 10, decision 0081). An album belongs to an organisation and may be
 * about one of its events or clubs; its approved staff (or an admin) upload photos, which wait in
 * `photo_catalog` with no album until they are added with their alt text. Only the re-encoded WebP
 * widths are stored (lib/images.ts): no byte of the original, so no EXIF or GPS.
 */
export const photoAlbums = pgTable(
  'photo_albums',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    org_id: integer('org_id')
      .notNull()
      .references(() => orgs.id, { onDelete: 'cascade' }),
    event_id: integer('event_id').references(() => events.id, { onDelete: 'set null' }),
    club_id: integer('club_id').references(() => clubs.id, { onDelete: 'set null' }),
    title: varchar('title', { length: 120 }).notNull(),
    description: varchar('description', { length: 500 }).notNull().default(''),
    created_by_profile_id: integer('created_by_profile_id').references(() => profiles.id, { onDelete: 'set null' }),
    inserted_at: timestamp('inserted_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // An organisation's albums, newest first; the public list the same way.
    index('photo_albums_org_idx').on(t.org_id, t.id.desc()),
    index('photo_albums_event_idx')
      .on(t.event_id)
      .where(sql`${t.event_id} is not null`),
    index('photo_albums_club_idx')
      .on(t.club_id)
      .where(sql`${t.club_id} is not null`),
    index('photo_albums_created_by_idx').on(t.created_by_profile_id),
  ],
);

/** The stored widths of one photo: keys of the public file storage by size. */
export type PhotoKeys = { thumb: string; medium: string; large: string };

/** A photo: an upload of one person until it is added to an album with its alt text. */
export const photoCatalog = pgTable(
  'photo_catalog',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    uploaded_by_user_id: text('uploaded_by_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    album_id: integer('album_id').references(() => photoAlbums.id, { onDelete: 'cascade' }),
    alt_text: varchar('alt_text', { length: 250 }),
    width: smallint('width').notNull(),
    height: smallint('height').notNull(),
    keys: jsonb('keys').$type<PhotoKeys>().notNull(),
    inserted_at: timestamp('inserted_at', { withTimezone: true }).notNull().defaultNow(),
    /** When it joined its album. */
    added_at: timestamp('added_at', { withTimezone: true }),
  },
  (t) => [
    // The catalog and an album's page, newest first.
    index('photo_catalog_album_idx')
      .on(t.album_id, t.added_at.desc(), t.id.desc())
      .where(sql`${t.album_id} is not null`),
    index('photo_catalog_added_idx')
      .on(t.added_at.desc(), t.id.desc())
      .where(sql`${t.album_id} is not null`),
    // A person's uploads not yet added.
    index('photo_catalog_uploader_idx').on(t.uploaded_by_user_id, t.id),
  ],
);
