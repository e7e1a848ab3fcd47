import {
  accessToken,
  ApiError,
  buildUrl,
  errorFromResponse,
  forgetEarlyGets,
  type ApiAnswer,
  type ApiOptions,
  type ApiPath,
  type ApiSuccess,
  type Endpoint,
  type RequestOptions,
} from './api-client';

/*
 * Uploads whose page shows how far the bytes are: fetch cannot say, XMLHttpRequest's upload events can.
 * Apart from the client (lib/api-client.ts) so that only the pages that upload carry it.
 */

/** Time-out of a file upload with progress (10 MB on a slow line, then the server's reading of it). */
export const UPLOAD_TIMEOUT_MS = 180_000;

/** The options of an upload: a form body sent by POST, with how far its bytes have gone (0 to 1). */
export interface UploadOptions extends Omit<RequestOptions, 'body' | 'headers'> {
  onProgress?: (fraction: number) => void;
}

/** POST a form (a file) with its progress: the client's token, time-out, answers and failures. */
export async function uploadForm<T>(path: string, form: FormData, options: UploadOptions = {}): Promise<ApiSuccess<T>> {
  const { params, timeoutMs = UPLOAD_TIMEOUT_MS, signal, onProgress } = options;
  forgetEarlyGets();
  const token = await accessToken();
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const failed = (kind: 'network' | 'timeout') =>
      new ApiError({
        kind,
        status: 0,
        code: kind === 'timeout' ? 'TIMEOUT' : 'NETWORK',
        message: kind === 'timeout' ? `No answer within ${timeoutMs / 1000} seconds` : 'No response from the server',
      });
    const abortFromCaller = () => xhr.abort();
    const done = () => signal?.removeEventListener('abort', abortFromCaller);
    xhr.open('POST', buildUrl(path, params));
    xhr.timeout = timeoutMs;
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress?.(Math.min(1, e.loaded / e.total));
    };
    xhr.onload = () => {
      done();
      let body: unknown;
      try {
        body = xhr.responseText ? (JSON.parse(xhr.responseText) as unknown) : undefined;
      } catch {
        body = undefined;
      }
      if (xhr.status !== 200 && xhr.status !== 201 && xhr.status !== 204)
        return reject(errorFromResponse(xhr.status, body));
      onProgress?.(1);
      resolve(body === undefined ? { data: undefined as T } : (body as ApiSuccess<T>));
    };
    xhr.onerror = () => {
      done();
      reject(failed('network'));
    };
    xhr.ontimeout = () => {
      done();
      reject(failed('timeout'));
    };
    // The caller cancelled: passed through as an abort, not a failure of the server.
    xhr.onabort = () => {
      done();
      reject(new DOMException('The upload was cancelled', 'AbortError'));
    };
    if (signal?.aborted) return xhr.abort();
    signal?.addEventListener('abort', abortFromCaller);
    xhr.send(form);
  });
}

/** The typed upload: a path of the route table, its query, and the route's answer. */
export const upload = <P extends ApiPath<'POST'>>(
  path: P,
  form: FormData,
  options?: Omit<UploadOptions, 'params'> & Pick<ApiOptions<Endpoint<'POST', P>>, 'params'>,
) => uploadForm(path, form, options as UploadOptions) as Promise<ApiAnswer<'POST', P>>;
