import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client';
import type { Tx } from '../db/sql';
import { contentMatches, contentTypeOf, SNIFF_BYTES, type CheckedExtension } from './file-types';
import type { ObjectStorage } from './object-storage';
import type { Queue, QueueName } from './queue';

/*
 * Uploads through the object storage, the same way for every feature (decision 0074): the server
 * reserves a key (a row in the feature's table) and signs a PUT URL; the client PUTs the bytes
 * straight to the store; the confirm reads the object's size and first bytes there and accepts it only
 * when it fits the limit and its content is what its extension says (a refused object is removed).
 * What was reserved and never confirmed (and whatever else the feature's store calls abandoned) is
 * deleted, object and row, by a cleanup job after UNCONFIRMED_UPLOAD_TTL_MS.
 */

/** How long the signed upload URL stays valid. */
export const UPLOAD_URL_SECONDS = 10 * 60;
/** A reservation not confirmed within this time is deleted with its object (and can no longer be confirmed). */
export const UNCONFIRMED_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;
/** Rows the cleanup deletes per batch, and batches per run (the next run carries on). */
const CLEANUP_BATCH = 200;
const CLEANUP_BATCHES_PER_RUN = 25;

/** What an upload's feature allows: these extensions (checked by content), up to this size. */
export interface UploadRules<E extends CheckedExtension = CheckedExtension> {
  extensions: readonly E[];
  maxBytes: number;
}

/** A reservation as the confirm reads it. The key ends in `.{extension}`. */
export interface UploadRow {
  id: number;
  storage_key: string;
  status: 'pending' | 'uploaded';
  inserted_at: Date;
}

/** The feature's table of reservations, as the shared steps need it. */
export interface UploadStore<R extends UploadRow> {
  /** Mark a pending reservation uploaded; null when it is no longer pending (a concurrent confirm, the cleanup). */
  markUploaded(id: number, contentType: string, bytes: number): Promise<R | null>;
  byId(id: number): Promise<R | null>;
  /** Rows the cleanup may delete (made at or before `before`), oldest first. */
  abandoned(before: Date, limit: number): Promise<{ id: number }[]>;
  /** Delete one of them if it still qualifies; answers its storage key, or null when it no longer does. */
  deleteAbandoned(id: number, before: Date, tx: Tx): Promise<string | null>;
}

/** Why a confirm was refused; each feature words it. */
export type UploadRefusal = 'missing' | 'expired' | 'empty' | 'too_big' | 'content';
export type Confirmed<R> = { ok: true; row: R } | { ok: false; reason: UploadRefusal };

/** The extension of `name` when the rules allow it, else null. */
export function allowedExtension<E extends CheckedExtension>(name: string, rules: UploadRules<E>): E | null {
  const dot = name.lastIndexOf('.');
  if (dot < 0) return null;
  const ext = name.slice(dot + 1).toLowerCase();
  return (rules.extensions as readonly string[]).includes(ext) ? (ext as E) : null;
}

const extensionOfKey = (key: string) => key.slice(key.lastIndexOf('.') + 1) as CheckedExtension;

/** The reserve, confirm and cleanup steps over one feature's store. */
export function createUploads<R extends UploadRow>({
  db,
  clock,
  storage,
  store,
  cleanupJob,
  queue,
  log,
}: {
  db: Db;
  clock: () => Date;
  storage: ObjectStorage;
  store: UploadStore<R>;
  /** The queue job that runs the cleanup (its worker calls cleanupExpired). */
  cleanupJob: QueueName;
  queue?: Pick<Queue, 'send'>;
  log?: (err: unknown, message: string) => void;
}) {
  const expired = (insertedAt: Date) => clock().getTime() - insertedAt.getTime() >= UNCONFIRMED_UPLOAD_TTL_MS;

  return {
    /** A new object key under `folder` (ours: folders of [a-z0-9-], a random name, the extension). */
    newKey: (folder: string, ext: CheckedExtension) => `${folder}/${randomUUID()}.${ext}`,

    /** The signed PUT for a reserved key, with the content type the client must send. */
    async uploadUrl(key: string) {
      const contentType = contentTypeOf(extensionOfKey(key));
      const url = await storage.uploadUrl(key, contentType, UPLOAD_URL_SECONDS);
      const expiresAt = new Date(clock().getTime() + UPLOAD_URL_SECONDS * 1000);
      return { url, contentType, expiresAt };
    },

    /**
     * After the PUT: the object must exist, fit `maxBytes` and be what its extension says. A row already
     * uploaded answers itself (a retried confirm); a refused object is removed from the store.
     */
    async confirm(row: R, rules: Pick<UploadRules, 'maxBytes'>): Promise<Confirmed<R>> {
      if (row.status === 'uploaded') return { ok: true, row };
      // Past its time the reservation is the cleanup's, whatever was PUT.
      if (expired(row.inserted_at)) return { ok: false, reason: 'expired' };
      const head = await storage.head(row.storage_key, SNIFF_BYTES);
      if (!head) return { ok: false, reason: 'missing' };
      const reason: UploadRefusal | null =
        head.size === 0
          ? 'empty'
          : head.size > rules.maxBytes
            ? 'too_big'
            : contentMatches(extensionOfKey(row.storage_key), head.start, head.size <= head.start.length)
              ? null
              : 'content';
      if (reason) {
        await storage.remove(row.storage_key);
        return { ok: false, reason };
      }
      const marked = await store.markUploaded(row.id, contentTypeOf(extensionOfKey(row.storage_key)), head.size);
      if (marked) return { ok: true, row: marked };
      // A concurrent confirm got there first (answer it), or the cleanup removed the reservation.
      const again = await store.byId(row.id);
      return again?.status === 'uploaded' ? { ok: true, row: again } : { ok: false, reason: 'missing' };
    },

    /**
     * Delete what the store calls abandoned, UNCONFIRMED_UPLOAD_TTL_MS old or more: the object (if it was
     * PUT) and then the row, each in one transaction (a failed removal keeps the row for the next run).
     * Safe to run twice at once; answers how many were deleted.
     */
    async cleanupExpired(): Promise<{ removed: number }> {
      const before = new Date(clock().getTime() - UNCONFIRMED_UPLOAD_TTL_MS);
      let removed = 0;
      for (let batch = 0; batch < CLEANUP_BATCHES_PER_RUN; batch++) {
        const rows = await store.abandoned(before, CLEANUP_BATCH);
        for (const { id } of rows) {
          const gone = await db.transaction(async (tx) => {
            const key = await store.deleteAbandoned(id, before, tx);
            if (key) await storage.remove(key);
            return key !== null;
          });
          if (gone) removed++;
        }
        if (rows.length < CLEANUP_BATCH) break;
      }
      return { removed };
    },

    /** Called every few minutes where jobs run: enqueue a cleanup when something has expired. */
    async tick() {
      if (!queue) return;
      const before = new Date(clock().getTime() - UNCONFIRMED_UPLOAD_TTL_MS);
      if ((await store.abandoned(before, 1)).length === 0) return;
      await queue
        .send(cleanupJob, {}, { singletonKey: cleanupJob, singletonSeconds: 300 })
        .catch((err: unknown) => log?.(err, `${cleanupJob}: enqueue failed`));
    },
  };
}

export type Uploads<R extends UploadRow> = ReturnType<typeof createUploads<R>>;
