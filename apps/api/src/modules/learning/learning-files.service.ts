import {
  fileTooBig,
  LEARNING_FILE_EXTENSIONS,
  LEARNING_LIMITS as L,
  LEARNING_TEXTS as T,
  tooManyFiles,
  type LearningFile,
  type LearningUpload,
  type LearningUploadBody,
  type ResourceDetail,
} from '@lbd/shared';
import { and, count, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { learningFiles, projectTasks, resources } from '../../db/schema';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import type { ObjectStorage } from '../../lib/object-storage';
import type { Queue } from '../../lib/queue';
import {
  allowedExtension,
  createUploads,
  type UploadRefusal,
  type UploadRules,
  type UploadStore,
} from '../../lib/uploads';
import type { ContentService } from './content.service';
import type { EnrolmentService } from './enrolment.service';
import type { FileLinks, LearningFileRow } from './file-links';
import type { LearningCaller } from './learning.policy';

/** A file resource's file. */
const RESOURCE_RULES: UploadRules = { extensions: LEARNING_FILE_EXTENSIONS, maxBytes: L.resourceFileBytes };
/** Each attachment of a deliverable. */
const SUBMISSION_RULES: UploadRules = { extensions: LEARNING_FILE_EXTENSIONS, maxBytes: L.submissionFileBytes };
/** Uploads of one task waiting to be submitted (confirmed or not): a few times what one version takes. */
const OPEN_UPLOADS_MAX = L.submissionFilesMax * 4;

const refuse = (field: string, message: string) => new ValidationError({ [field]: message }, message);

/** The words for a refused confirm. */
function refusal(reason: UploadRefusal, rules: UploadRules): string {
  switch (reason) {
    case 'too_big':
      return fileTooBig(rules.maxBytes);
    case 'empty':
      return T.fileEmpty;
    case 'content':
      return T.fileContent;
    case 'missing':
    case 'expired':
      return T.fileNotUploaded;
  }
}

/**
 * Files of learning content through the object storage (decision 0074): a file resource's file, which
 * its managers upload, replace and remove, and a student's attachments to a deliverable's submission,
 * each version keeping its own. Reserve -> PUT -> confirm (by content) as lib/uploads.ts does it.
 */
export function createLearningFilesService({
  db,
  clock,
  storage,
  links,
  content,
  enrolment,
  queue,
  log,
}: {
  db: Db;
  clock: () => Date;
  storage: ObjectStorage;
  links: FileLinks;
  content: ContentService;
  enrolment: EnrolmentService;
  queue?: Pick<Queue, 'send'>;
  log?: (err: unknown, message: string) => void;
}) {
  const byId = async (id: number) => {
    const [row] = await db.select().from(learningFiles).where(eq(learningFiles.id, id));
    return row ?? null;
  };
  // What the cleanup takes: reservations never confirmed, and a student's uploads no version holds.
  const abandoned = (before: Date) =>
    and(
      lte(learningFiles.inserted_at, before),
      or(
        eq(learningFiles.status, 'pending'),
        and(eq(learningFiles.purpose, 'submission'), isNull(learningFiles.submission_id)),
      ),
    );
  const store: UploadStore<LearningFileRow> = {
    async markUploaded(id, contentType, bytes) {
      const [row] = await db
        .update(learningFiles)
        .set({ status: 'uploaded', content_type: contentType, bytes, updated_at: clock() })
        .where(and(eq(learningFiles.id, id), eq(learningFiles.status, 'pending')))
        .returning();
      return row ?? null;
    },
    byId,
    abandoned: (before, limit) =>
      db
        .select({ id: learningFiles.id })
        .from(learningFiles)
        .where(abandoned(before))
        .orderBy(learningFiles.inserted_at)
        .limit(limit),
    async deleteAbandoned(id, before, tx) {
      // A resource's current file is never abandoned, whatever its row says.
      const [row] = await tx
        .delete(learningFiles)
        .where(
          and(
            eq(learningFiles.id, id),
            abandoned(before),
            sql`not exists (select 1 from ${resources} where ${resources.file_key} = ${learningFiles.storage_key})`,
          ),
        )
        .returning({ storage_key: learningFiles.storage_key });
      return row?.storage_key ?? null;
    },
  };
  const uploads = createUploads({ db, clock, storage, store, cleanupJob: 'learning-file-cleanup', queue, log });

  /** The extension, or the refusal of the name and the size the client says it will send. */
  function checkUpload(body: LearningUploadBody, rules: UploadRules) {
    const ext = allowedExtension(body.file_name, rules);
    if (!ext) throw refuse('file_name', T.fileType);
    if (body.bytes === 0) throw refuse('file_name', T.fileEmpty);
    if (body.bytes > rules.maxBytes) throw refuse('file_name', fileTooBig(rules.maxBytes));
    return ext;
  }

  async function answer(row: LearningFileRow): Promise<LearningUpload> {
    const { url, contentType, expiresAt } = await uploads.uploadUrl(row.storage_key);
    return { id: row.id, upload_url: url, content_type: contentType, expires_at: expiresAt.toISOString() };
  }

  /** Remove objects after the rows that pointed at them are gone (a failure only leaves an orphan object). */
  async function removeObjects(keys: (string | null | undefined)[]) {
    for (const key of keys)
      if (key) await storage.remove(key).catch((err: unknown) => log?.(err, `learning files: could not remove ${key}`));
  }

  /** The caller's enrolment in a project and one of its deliverables (another's is not found). */
  async function deliverable(caller: LearningCaller, myProjectId: number, taskId: number) {
    const e = await enrolment.ownEnrolment(caller, myProjectId, 'project');
    const [task] = await db
      .select()
      .from(projectTasks)
      .where(and(eq(projectTasks.id, taskId), eq(projectTasks.project_id, e.project_id!)));
    if (!task) throw new NotFoundError();
    if (task.kind !== 'deliverable') throw new ConflictError(T.notADeliverable);
    return e;
  }

  return {
    // ---- a file resource's file ----

    /** Step 1: a signed URL to PUT the resource's new file to. Only its managers. */
    async reserveResourceFile(
      caller: LearningCaller,
      userId: string,
      resourceId: number,
      body: LearningUploadBody,
    ): Promise<LearningUpload> {
      await content.resources.managed(caller, resourceId);
      const ext = checkUpload(body, RESOURCE_RULES);
      const [row] = await db
        .insert(learningFiles)
        .values({
          inserted_at: clock(),
          updated_at: clock(),
          purpose: 'resource',
          resource_id: resourceId,
          uploader_profile_id: caller.profileId,
          uploader_user_id: userId,
          name: body.file_name.trim(),
          storage_key: uploads.newKey(`learning/resources/${resourceId}`, ext),
        })
        .returning();
      return answer(row!);
    },

    /** Step 3: check the bytes; the file becomes the resource's, and the one it replaces is deleted. */
    async confirmResourceFile(caller: LearningCaller, resourceId: number, uploadId: number): Promise<ResourceDetail> {
      await content.resources.managed(caller, resourceId);
      const row = await byId(uploadId);
      if (!row || row.purpose !== 'resource' || row.resource_id !== resourceId) throw new NotFoundError();
      const confirmed = await uploads.confirm(row, RESOURCE_RULES);
      if (!confirmed.ok) throw refuse('file', refusal(confirmed.reason, RESOURCE_RULES));
      const f = confirmed.row;
      const replaced = await db.transaction(async (tx) => {
        const [current] = await tx
          .select({ file_key: resources.file_key })
          .from(resources)
          .where(eq(resources.id, resourceId))
          .for('update');
        if (!current) throw new NotFoundError();
        if (current.file_key === f.storage_key) return null; // a retried confirm
        await tx
          .update(resources)
          .set({ file_key: f.storage_key, file_name: f.name, file_bytes: f.bytes, updated_at: clock() })
          .where(eq(resources.id, resourceId));
        if (current.file_key) await tx.delete(learningFiles).where(eq(learningFiles.storage_key, current.file_key));
        return current.file_key;
      });
      await removeObjects([replaced]);
      return content.resources.show(caller, resourceId);
    },

    /** The resource's file is removed; a published file resource keeps its file (it must stay publishable). */
    async removeResourceFile(caller: LearningCaller, resourceId: number): Promise<ResourceDetail> {
      const r = await content.resources.managed(caller, resourceId);
      if (r.file_key) {
        if (r.status === 'published' && r.kind === 'file')
          throw new ValidationError({ file: T.fileRequired }, T.resourceIssuesHeading);
        const key = r.file_key;
        const gone = await db.transaction(async (tx) => {
          const cleared = await tx
            .update(resources)
            .set({ file_key: null, file_name: null, file_bytes: null, updated_at: clock() })
            .where(and(eq(resources.id, resourceId), eq(resources.file_key, key)))
            .returning({ id: resources.id });
          if (cleared.length > 0) await tx.delete(learningFiles).where(eq(learningFiles.storage_key, key));
          return cleared.length > 0;
        });
        if (gone) await removeObjects([key]);
      }
      return content.resources.show(caller, resourceId);
    },

    /** A fresh download link of the resource's file, for whoever may read the resource. */
    async resourceFile(caller: LearningCaller | null, resourceId: number): Promise<LearningFile> {
      const detail = await content.resources.show(caller, resourceId);
      if (!detail.file) throw new NotFoundError();
      return detail.file;
    },

    /** A draft is discarded with its files (rows go with it; the objects are removed after). */
    async discardResource(caller: LearningCaller, userId: string, resourceId: number) {
      const keys = await db
        .select({ key: learningFiles.storage_key })
        .from(learningFiles)
        .where(eq(learningFiles.resource_id, resourceId));
      await content.resources.discard(caller, userId, resourceId);
      await removeObjects(keys.map((k) => k.key));
    },

    // ---- a deliverable's attachments ----

    /** Step 1 for an attachment: only the enrolled student, for a deliverable of their project. */
    async reserveSubmissionFile(
      caller: LearningCaller,
      userId: string,
      myProjectId: number,
      taskId: number,
      body: LearningUploadBody,
    ): Promise<LearningUpload> {
      const e = await deliverable(caller, myProjectId, taskId);
      if (e.status !== 'Enrolled') throw new ConflictError(T.notEnrolled);
      const ext = checkUpload(body, SUBMISSION_RULES);
      const [open] = await db
        .select({ n: count() })
        .from(learningFiles)
        .where(
          and(
            eq(learningFiles.my_learning_id, e.id),
            eq(learningFiles.task_id, taskId),
            isNull(learningFiles.submission_id),
          ),
        );
      if ((open?.n ?? 0) >= OPEN_UPLOADS_MAX) throw refuse('file_ids', tooManyFiles(L.submissionFilesMax));
      const [row] = await db
        .insert(learningFiles)
        .values({
          inserted_at: clock(),
          updated_at: clock(),
          purpose: 'submission',
          my_learning_id: e.id,
          task_id: taskId,
          uploader_profile_id: caller.profileId,
          uploader_user_id: userId,
          name: body.file_name.trim(),
          storage_key: uploads.newKey(`learning/submissions/${e.id}`, ext),
        })
        .returning();
      return answer(row!);
    },

    /** Step 3 for an attachment: checked by content; then the submission may name it in `file_ids`. */
    async confirmSubmissionFile(
      caller: LearningCaller,
      myProjectId: number,
      taskId: number,
      uploadId: number,
    ): Promise<LearningFile> {
      const e = await deliverable(caller, myProjectId, taskId);
      const row = await byId(uploadId);
      if (!row || row.purpose !== 'submission' || row.my_learning_id !== e.id || row.task_id !== taskId)
        throw new NotFoundError();
      const confirmed = await uploads.confirm(row, SUBMISSION_RULES);
      if (!confirmed.ok) throw refuse('file_ids', refusal(confirmed.reason, SUBMISSION_RULES));
      return links.link(confirmed.row);
    },

    /** An attachment taken off before submitting; a submitted version keeps its files (not found). */
    async removeSubmissionUpload(caller: LearningCaller, myProjectId: number, taskId: number, uploadId: number) {
      const e = await deliverable(caller, myProjectId, taskId);
      const [gone] = await db
        .delete(learningFiles)
        .where(
          and(
            eq(learningFiles.id, uploadId),
            eq(learningFiles.my_learning_id, e.id),
            eq(learningFiles.task_id, taskId),
            isNull(learningFiles.submission_id),
          ),
        )
        .returning({ key: learningFiles.storage_key });
      if (!gone) throw new NotFoundError();
      await removeObjects([gone.key]);
    },

    /** Delete what was left behind a day ago (reservations, attachments never submitted), object and row. */
    cleanupExpired: uploads.cleanupExpired,
    tick: uploads.tick,
  };
}

export type LearningFilesService = ReturnType<typeof createLearningFilesService>;
