import { fileTooBig, learningFileExtension, LEARNING_TEXTS } from '@lbd/shared/learning';
import { ApiError } from '../../lib/api-client';
import { SignedUploadError } from '../../lib/signed-upload';

/**
 * Learning files on the web (decision 0074): what the page checks before sending (the API checks the
 * same and the bytes too), and the words for a failed upload, the server's when it gave some.
 */
export function learningFileProblem(file: File, maxBytes: number): string | null {
  if (!learningFileExtension(file.name)) return LEARNING_TEXTS.fileType;
  if (file.size === 0) return LEARNING_TEXTS.fileEmpty;
  if (file.size > maxBytes) return fileTooBig(maxBytes);
  return null;
}

/** The message for a failed upload or removal: the field the API named, its message, or the contract's default. */
export function learningFileFailure(error: unknown): string {
  const cause = error instanceof SignedUploadError ? error.cause : error;
  if (error instanceof SignedUploadError && error.step === 'put') return LEARNING_TEXTS.fileNotUploaded;
  if (cause instanceof ApiError && cause.kind === 'http' && cause.status < 500) {
    const field = cause.fields && Object.values(cause.fields)[0];
    return field ?? cause.message ?? LEARNING_TEXTS.fileNotUploaded;
  }
  return LEARNING_TEXTS.fileNotUploaded;
}
