import { ACTIVITY_FILE_EXTENSIONS, ACTIVITY_LIMITS, ACTIVITY_MESSAGES, prefixedFileName } from '@lbd/shared';
import type { Db } from '../../db/client';
import { ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors';
import type { ObjectStorage } from '../../lib/object-storage';
import type { Queue } from '../../lib/queue';
import { allowedExtension, createUploads, type UploadRules, type UploadStore } from '../../lib/uploads';
import { createActivitiesRepo, type FileRow } from './activities.repo';
import { managesAssignment, type ActivityCaller } from './activities.policy';

export { UNCONFIRMED_UPLOAD_TTL_MS, UPLOAD_URL_SECONDS } from '../../lib/uploads';

/** SPEC §5.3: the types and the size an activity upload may have. */
const RULES: UploadRules = { extensions: ACTIVITY_FILE_EXTENSIONS, maxBytes: ACTIVITY_LIMITS.fileBytes };

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
  const store: UploadStore<FileRow> = {
    markUploaded: (id, contentType, bytes) => repo.markUploaded(id, contentType, bytes),
    byId: async (id) => (await repo.filesByIds([id]))[0] ?? null,
    abandoned: (before, limit) => repo.expiredPendingFiles(before, limit),
    deleteAbandoned: (id, before, tx) => repo.deleteExpiredPendingFile(id, before, tx),
  };
  const uploads = createUploads({ db, clock, storage, store, cleanupJob: 'activity-file-cleanup', queue, log });

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
      const ext = allowedExtension(body.file_name, RULES);
      if (!ext) throw refuse('file_name', ACTIVITY_MESSAGES.yourFileNotUploaded);
      const now = clock();
      const filename = prefixedFileName(body.file_name, now);
      const key = uploads.newKey(`activities/${body.assignment_id}`, ext);
      await repo.insertFile({
        inserted_at: now,
        updated_at: now,
        uploader_profile_id: caller.profileId,
        uploader_user_id: caller.userId,
        assignment_id: body.assignment_id,
        filename,
        storage_key: key,
      });
      const { url, contentType } = await uploads.uploadUrl(key);
      return { success: url, data: { id: null, filename, upload_url: url, content_type: contentType } };
    },

    /** After the PUT: the object must exist, fit the size limit and be what its extension says. */
    async confirmUpload(caller: ActivityCaller, body: { filename: string; assignment_id: number }) {
      await mayUpload(caller, body.assignment_id);
      const row = await repo.pendingFile(body.assignment_id, caller.userId, body.filename);
      if (!row) throw refuse('filename', ACTIVITY_MESSAGES.fileNotUploaded);
      const confirmed = await uploads.confirm(row, RULES);
      if (!confirmed.ok) throw refuse('filename', ACTIVITY_MESSAGES.fileNotUploaded);
      return done(confirmed.row.id, confirmed.row.filename, confirmed.row.content_type!);
    },

    /** Delete reservations never confirmed within UNCONFIRMED_UPLOAD_TTL_MS, object and row. */
    cleanupExpired: uploads.cleanupExpired,

    /** Called every few minutes where jobs run: enqueue a cleanup when a reservation has expired. */
    tick: uploads.tick,
  };
}

const done = (id: number, filename: string, contentType: string) => ({
  message: ACTIVITY_MESSAGES.fileUploaded,
  data: { id, filename, upload_url: null, content_type: contentType },
});

export type ActivityFilesService = ReturnType<typeof createActivityFilesService>;
