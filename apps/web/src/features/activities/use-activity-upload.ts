import { ACTIVITY_LIMITS, ACTIVITY_MESSAGES } from '@lbd/shared/activities';
import { MESSAGE_MS, SERVER_SUCCESS_MS } from '@lbd/shared/constants';
import { useCallback, useState } from 'react';
import { api, ApiError, type ApiAnswer } from '../../lib/api-client';
import { useFeedback } from '../../lib/feedback';
import { useSession } from '../../lib/session';
import { putToSignedUrl } from '../../lib/signed-upload';
import { isAllowedActivityFile } from './peer-format';

/** A file the server has checked and stored: its id goes into submissions, rubrics and activities. */
export interface UploadedActivityFile {
  id: number;
  /** The stored name, with its 14-character timestamp prefix. */
  filename: string;
}

/** Why an upload failed: the name's type is refused, or the bytes did not arrive or did not check out. */
export type UploadFailure = 'type' | 'bytes';

export class ActivityUploadError extends Error {
  constructor(readonly reason: UploadFailure) {
    super(reason === 'type' ? ACTIVITY_MESSAGES.yourFileNotUploaded : ACTIVITY_MESSAGES.fileNotUploaded);
    this.name = 'ActivityUploadError';
  }
}

type UploadTicket = ApiAnswer<'POST', '/api/my_profile/file_upload'>;

/**
 * The three calls of SPEC §7.6 for one file: ask for a signed upload URL (file_name, uploader_id,
 * assignment_id), PUT the bytes with the content type, confirm (content_type, filename,
 * assignment_id); the server checks the bytes and answers data.id.
 */
export async function uploadActivityFile(
  file: File,
  { assignmentId, uploaderId }: { assignmentId: number; uploaderId: number },
): Promise<UploadedActivityFile> {
  if (!isAllowedActivityFile(file.name)) throw new ActivityUploadError('type');
  if (file.size === 0 || file.size > ACTIVITY_LIMITS.fileBytes) throw new ActivityUploadError('bytes');
  let ticket: UploadTicket;
  try {
    ticket = await api.post('/api/my_profile/file_upload', {
      body: { file_name: file.name, uploader_id: uploaderId, assignment_id: assignmentId },
    });
  } catch (error) {
    // The server refuses a name of a type it does not take with 422; anything else is a failed upload.
    throw new ActivityUploadError(error instanceof ApiError && error.status === 422 ? 'type' : 'bytes');
  }
  const url = ticket.success ?? ticket.data.upload_url;
  const contentType = ticket.data.content_type ?? 'application/octet-stream';
  if (!url || !(await putToSignedUrl(url, file, contentType))) throw new ActivityUploadError('bytes');
  try {
    const confirmed = await api.post('/api/my_profile/file_upload', {
      body: { content_type: contentType, filename: ticket.data.filename, assignment_id: assignmentId },
    });
    if (confirmed.data.id === null) throw new ActivityUploadError('bytes');
    return { id: confirmed.data.id, filename: confirmed.data.filename };
  } catch {
    throw new ActivityUploadError('bytes');
  }
}

/**
 * Upload files for an activity as the signed-in profile, with the SPEC §8 messages: 'File uploaded
 * successfully', 'Your file could not be uploaded' (a type that is not allowed), 'The file could
 * not be uploaded' (anything else). Answers the stored file, or null when it failed.
 */
export function useActivityUpload(assignmentId: number) {
  const { user } = useSession();
  const { showSnackbar } = useFeedback();
  const [pending, setPending] = useState(0);
  const uploaderId = user?.profile?.id ?? null;

  const upload = useCallback(
    async (file: File): Promise<UploadedActivityFile | null> => {
      if (uploaderId === null) {
        showSnackbar(ACTIVITY_MESSAGES.fileNotUploaded, MESSAGE_MS);
        return null;
      }
      setPending((n) => n + 1);
      try {
        const stored = await uploadActivityFile(file, { assignmentId, uploaderId });
        showSnackbar(ACTIVITY_MESSAGES.fileUploaded, SERVER_SUCCESS_MS);
        return stored;
      } catch (error) {
        const reason = error instanceof ActivityUploadError ? error.reason : 'bytes';
        showSnackbar(new ActivityUploadError(reason).message, MESSAGE_MS);
        return null;
      } finally {
        setPending((n) => n - 1);
      }
    },
    [assignmentId, uploaderId, showSnackbar],
  );

  return { upload, isUploading: pending > 0 };
}
