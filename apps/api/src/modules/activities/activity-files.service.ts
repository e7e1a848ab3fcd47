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
import { createActivitiesRepo } from './activities.repo';
import { managesAssignment, type ActivityCaller } from './activities.policy';

/** How long the signed upload URL stays valid. */
export const UPLOAD_URL_SECONDS = 10 * 60;

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
}: {
  db: Db;
  clock: () => Date;
  storage: ObjectStorage;
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
    async requestUpload(caller: ActivityCaller, body: { file_name: string; uploader_id: number; assignment_id: number }) {
      // Never upload in another profile's name.
      if (caller.profileId === null || body.uploader_id !== caller.profileId) throw new ForbiddenError();
      await mayUpload(caller, body.assignment_id);
      const ext = extensionOf(body.file_name);
      if (!ext) throw refuse('file_name', ACTIVITY_MESSAGES.yourFileNotUploaded);
      const filename = prefixedFileName(body.file_name, clock());
      const key = `activities/${body.assignment_id}/${randomUUID()}.${ext}`;
      await repo.insertFile({
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
      const ext = extensionOf(row.filename)!;
      const head = await storage.head(row.storage_key, SNIFF_BYTES);
      if (!head) throw refuse('filename', ACTIVITY_MESSAGES.fileNotUploaded);
      const fits = head.size > 0 && head.size <= ACTIVITY_LIMITS.fileBytes;
      if (!fits || !contentMatches(ext, head.start, head.size <= head.start.length)) {
        await storage.remove(row.storage_key);
        throw refuse('filename', ACTIVITY_MESSAGES.fileNotUploaded);
      }
      const marked = await repo.markUploaded(row.id, contentTypeOf(ext), head.size);
      return done(marked!.id, marked!.filename, marked!.content_type!);
    },
  };
}

const done = (id: number, filename: string, contentType: string) => ({
  message: ACTIVITY_MESSAGES.fileUploaded,
  data: { id, filename, upload_url: null, content_type: contentType },
});

export type ActivityFilesService = ReturnType<typeof createActivityFilesService>;
