import type { LearningFile } from '@lbd/shared';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { learningFiles } from '../../db/schema';
import type { Tx } from '../../db/sql';
import { contentTypeOfKey } from '../../lib/file-types';
import type { ObjectStorage } from '../../lib/object-storage';

type Runner = Db | Tx;
export type LearningFileRow = typeof learningFiles.$inferSelect;

/**
 * How long a download link of a learning file works. Pages ask again when they are opened or refreshed,
 * and the resource's download button asks for a fresh link on each click.
 */
export const LEARNING_FILE_LINK_SECONDS = 15 * 60;

/** Learning files as readers get them: name, size, type and a signed, short-lived download link. */
export function createFileLinks(storage: ObjectStorage) {
  const link = (f: {
    id: number;
    storage_key: string;
    name: string;
    bytes: number | null;
    content_type: string | null;
  }) =>
    ({
      id: f.id,
      name: f.name,
      bytes: f.bytes ?? 0,
      content_type: f.content_type ?? contentTypeOfKey(f.storage_key),
      url: storage.downloadUrl(f.storage_key, f.name, LEARNING_FILE_LINK_SECONDS),
    }) satisfies LearningFile;

  return {
    link,

    /** A resource's current file (resources.file_key), or null when it has none. */
    async ofResource(
      runner: Runner,
      r: { file_key: string | null; file_name: string | null; file_bytes: number | null },
    ): Promise<LearningFile | null> {
      if (!r.file_key) return null;
      const [row] = await runner.select().from(learningFiles).where(eq(learningFiles.storage_key, r.file_key));
      return link({
        id: row?.id ?? 0,
        storage_key: r.file_key,
        name: r.file_name ?? 'file',
        bytes: r.file_bytes,
        content_type: row?.content_type ?? null,
      });
    },

    /** The attachments of these submission versions, by submission id, in upload order. */
    async ofSubmissions(runner: Runner, submissionIds: number[]): Promise<Map<number, LearningFile[]>> {
      const out = new Map<number, LearningFile[]>();
      if (submissionIds.length === 0) return out;
      const rows = await runner
        .select()
        .from(learningFiles)
        .where(inArray(learningFiles.submission_id, submissionIds))
        .orderBy(asc(learningFiles.id));
      for (const r of rows) out.set(r.submission_id!, [...(out.get(r.submission_id!) ?? []), link(r)]);
      return out;
    },
  };
}

export type FileLinks = ReturnType<typeof createFileLinks>;
