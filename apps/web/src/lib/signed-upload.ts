/**
 * PUT a file's bytes to a signed upload URL (the middle step of SPEC §7.6): the URL itself is the
 * permission, so no bearer token is sent — it may point at another host (S3-compatible storage).
 * Answers true when the store took the bytes. With `onProgress` the bytes go by XMLHttpRequest, whose
 * upload events say how far it is (fetch cannot); the fraction sent is 0 to 1.
 */
export async function putToSignedUrl(
  url: string,
  file: Blob,
  contentType: string,
  { timeoutMs = 120_000, onProgress }: { timeoutMs?: number; onProgress?: (fraction: number) => void } = {},
): Promise<boolean> {
  if (onProgress) return putWithProgress(url, file, contentType, timeoutMs, onProgress);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const res = await fetch(url, {
      method: 'PUT',
      headers: { 'Content-Type': contentType },
      body: file,
      signal: controller.signal,
    });
    return res.ok;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

function putWithProgress(
  url: string,
  file: Blob,
  contentType: string,
  timeoutMs: number,
  onProgress: (fraction: number) => void,
): Promise<boolean> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    xhr.timeout = timeoutMs;
    xhr.setRequestHeader('Content-Type', contentType);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(Math.min(1, e.loaded / e.total));
    };
    xhr.onload = () => {
      const ok = xhr.status >= 200 && xhr.status < 300;
      if (ok) onProgress(1);
      resolve(ok);
    };
    xhr.onerror = () => resolve(false);
    xhr.ontimeout = () => resolve(false);
    xhr.onabort = () => resolve(false);
    xhr.send(file);
  });
}

/** What the API answers to step 1 of an upload: where to PUT the bytes, with which content type. */
export interface SignedUploadTicket {
  id: number;
  upload_url: string;
  content_type: string;
}

/** Why an upload through a signed URL failed: a step's own error, or the bytes never reached the store. */
export class SignedUploadError extends Error {
  constructor(
    readonly step: 'reserve' | 'put' | 'confirm',
    override readonly cause?: unknown,
  ) {
    super(`upload failed at ${step}`);
    this.name = 'SignedUploadError';
  }
}

/**
 * The three steps of an upload through a signed URL: reserve (the API answers the URL), PUT the bytes
 * (with progress), confirm (the API checks the bytes and answers what it stored). A failed step throws
 * SignedUploadError with the API's error as its cause, so the caller can show the server's words.
 */
export async function uploadThroughSignedUrl<T>(
  file: File,
  steps: {
    reserve: () => Promise<SignedUploadTicket>;
    confirm: (id: number) => Promise<T>;
    onProgress?: (fraction: number) => void;
  },
): Promise<T> {
  let ticket: SignedUploadTicket;
  try {
    ticket = await steps.reserve();
  } catch (error) {
    throw new SignedUploadError('reserve', error);
  }
  if (!(await putToSignedUrl(ticket.upload_url, file, ticket.content_type, { onProgress: steps.onProgress })))
    throw new SignedUploadError('put');
  try {
    return await steps.confirm(ticket.id);
  } catch (error) {
    throw new SignedUploadError('confirm', error);
  }
}
