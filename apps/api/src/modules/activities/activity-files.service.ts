import { randomUUID } from 'node:crypto';
import {
  ACTIVITY_FILE_EXTENSIONS,
  ACTIVITY_LIMITS,
  ACTIVITY_MESSAGES,
  prefixedFileName,
  type ActivityFileExtension,
} from '@lbd/shared';
import type { Db } from '../../db/client';
import { ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors';
import { contentMatches, contentTypeOf, SNIFF_BYTES } from '../../lib/file-types';
import type { ObjectStorage } from '../../lib/object-storage';
import type { Queue } from '../../lib/queue';
import { createActivitiesRepo } from './activities.repo';
import { managesAssignment, type ActivityCaller } from './activities.policy';

/** How long the signed upload URL stays valid. */
export const UPLOAD_URL_SECONDS = 10 * 60;
/** A reservation (step 1) not confirmed (step 2) within this time is deleted with its object. */
export const UNCONFIRMED_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;
/** Reservations the cleanup deletes per run (the next run carries on). */
const CLEANUP_BATCH = 200;
const CLEANUP_BATCHES_PER_RUN = 25;

const extensionOf = (name: string): ActivityFileExtension | null => {
  const ext = name.slice(name.lastIndexOf('.') + 1).toLowerCase();
  return name.includes('.') && (ACTIVITY_FILE_EXTENSIONS as readonly string[]).includes(ext)
    ? (ext as ActivityFileExtension)
    : null;
};

/** SPEC §7.6 uploads: signed upload URL -> the client PUTs -> confirm (type checked by content). */
export function createActivityFilesService({
  db,
  clock,
  storage,
  queue,
  log,
}: {
  db: Db;
  clock: () => Date;
  storage: ObjectStorage;
  /** Runs the cleanup of unconfirmed uploads (activity-file-cleanup jobs). */
  queue?: Pick<Queue, 'send'>;
  log?: (err: unknown, message: string) => void;
}) {
  const repo = createActivitiesRepo(db);

  /** Students enrolled in the activity and the people who manage it may upload for it. */
  async function mayUpload(caller: ActivityCaller, assignmentId: number) {
    const a = await repo.byId(assignmentId);
    if (!a) throw new NotFoundError();
    if (managesAssignment(caller, a)) return a;
    const my = caller.profileId === null ? null : await repo.myAssignmentOf(assignmentId, caller.profileId);
    if (!my) throw new NotFoundError();
    return a;
  }

  const refuse = (field: string, message: string) => new ValidationError({ [field]: message }, message);

  return {
    async requestUpload(
      caller: ActivityCaller,
      body: { file_name: string; uploader_id: number; assignment_id: number },
    ) {
      // Never upload in another profile's name.
      if (caller.profileId === null || body.uploader_id !== caller.profileId) throw new ForbiddenError();
      await mayUpload(caller, body.assignment_id);
      const ext = extensionOf(body.file_name);
      if (!ext) throw refuse('file_name', ACTIVITY_MESSAGES.yourFileNotUploaded);
      const now = clock();
      const filename = prefixedFileName(body.file_name, now);
      const key = `activities/${body.assignment_id}/${randomUUID()}.${ext}`;
      await repo.insertFile({
        inserted_at: now,
        updated_at: now,
        uploader_profile_id: caller.profileId,
        uploader_user_id: caller.userId,
        assignment_id: body.assignment_id,
        filename,
        storage_key: key,
      });
      const url = await storage.uploadUrl(key, contentTypeOf(ext), UPLOAD_URL_SECONDS);
      return { success: url, data: { id: null, filename, upload_url: url, content_type: contentTypeOf(ext) } };
    },

    /** After the PUT: the object must exist, fit the size limit and be what its extension says. */
    async confirmUpload(caller: ActivityCaller, body: { filename: string; assignment_id: number }) {
      await mayUpload(caller, body.assignment_id);
      const row = await repo.pendingFile(body.assignment_id, caller.userId, body.filename);
      if (!row) throw refuse('filename', ACTIVITY_MESSAGES.fileNotUploaded);
      if (row.status === 'uploaded') return done(row.id, row.filename, row.content_type!);
      // Past its time the reservation is the cleanup's, whatever was PUT.
      if (expired(row.inserted_at)) throw refuse('filename', ACTIVITY_MESSAGES.fileNotUploaded);
      const ext = extensionOf(row.filename)!;
      const head = await storage.head(row.storage_key, SNIFF_BYTES);
      if (!head) throw refuse('filename', ACTIVITY_MESSAGES.fileNotUploaded);
      const fits = head.size > 0 && head.size <= ACTIVITY_LIMITS.fileBytes;
      if (!fits || !contentMatches(ext, head.start, head.size <= head.start.length)) {
        await storage.remove(row.storage_key);
        throw refuse('filename', ACTIVITY_MESSAGES.fileNotUploaded);
      }
      const marked = await repo.markUploaded(row.id, contentTypeOf(ext), head.size);
      if (marked) return done(marked.id, marked.filename, marked.content_type!);
      // A concurrent confirm got there first (answer it), or the cleanup removed the reservation.
      const again = await repo.pendingFile(body.assignment_id, caller.userId, body.filename);
      if (again?.id === row.id && again.status === 'uploaded')
        return done(again.id, again.filename, again.content_type!);
      throw refuse('filename', ACTIVITY_MESSAGES.fileNotUploaded);
    },

    /**
     * Delete reservations UNCONFIRMED_UPLOAD_TTL_MS old or more that were never confirmed: the object
     * (if it was PUT) and then the row, each in one transaction (a failed removal keeps the row for the
     * next run). Safe to run twice at once; answers how many were deleted.
     */
    async cleanupExpired(): Promise<{ removed: number }> {
      const before = new Date(clock().getTime() - UNCONFIRMED_UPLOAD_TTL_MS);
      let removed = 0;
      for (let batch = 0; batch < CLEANUP_BATCHES_PER_RUN; batch++) {
        const rows = await repo.expiredPendingFiles(before, CLEANUP_BATCH);
        for (const { id } of rows) {
          const gone = await db.transaction(async (tx) => {
            const key = await repo.deleteExpiredPendingFile(id, before, tx);
            if (key) await storage.remove(key);
            return key !== null;
          });
          if (gone) removed++;
        }
        if (rows.length < CLEANUP_BATCH) break;
      }
      return { removed };
    },

    /** Called every few minutes where jobs run: enqueue a cleanup when a reservation has expired. */
    async tick() {
      if (!queue) return;
      const before = new Date(clock().getTime() - UNCONFIRMED_UPLOAD_TTL_MS);
      if ((await repo.expiredPendingFiles(before, 1)).length === 0) return;
      await queue
        .send('activity-file-cleanup', {}, { singletonKey: 'activity-file-cleanup', singletonSeconds: 300 })
        .catch((err: unknown) => log?.(err, 'activity files: enqueue of the cleanup failed'));
    },
  };

  function expired(insertedAt: Date) {
    return clock().getTime() - insertedAt.getTime() >= UNCONFIRMED_UPLOAD_TTL_MS;
  }
}

const done = (id: number, filename: string, contentType: string) => ({
  message: ACTIVITY_MESSAGES.fileUploaded,
  data: { id, filename, upload_url: null, content_type: contentType },
});

export type ActivityFilesService = ReturnType<typeof createActivityFilesService>;
