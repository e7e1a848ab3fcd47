import { type Pagination } from '@lbd/shared/api';
import { APPLY_TIMEOUT_MS } from '@lbd/shared/constants';
import type {
  EndpointAnswer,
  EndpointBody,
  EndpointFor,
  EndpointPath,
  EndpointQuery,
  Endpoints,
  HttpMethod,
} from '@lbd/shared/endpoints';

/** Default time-out of an API call; apply and portfolio-card calls pass APPLY_TIMEOUT_MS (SPEC §9). */
export const DEFAULT_TIMEOUT_MS = 30_000;
export { APPLY_TIMEOUT_MS };

export interface ApiSuccess<T> {
  data: T;
  pagination?: Pagination;
}

export interface ApiPopup {
  heading: string;
  message: string;
}

/** Why a call failed: the server answered with an error status, nothing came back, or it took too long. */
export type ApiFailureKind = 'http' | 'network' | 'timeout';

/** A failed API call, carrying the server's error envelope when there was one (DESIGN.md, API conventions). */
export class ApiError extends Error {
  readonly kind: ApiFailureKind;
  /** HTTP status; 0 when no response arrived. */
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string> | undefined;
  readonly popup: ApiPopup | undefined;
  readonly request_id: string | undefined;

  constructor(init: {
    kind: ApiFailureKind;
    status: number;
    code: string;
    message: string;
    fields?: Record<string, string>;
    popup?: ApiPopup;
    request_id?: string;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.kind = init.kind;
    this.status = init.status;
    this.code = init.code;
    this.fields = init.fields;
    this.popup = init.popup;
    this.request_id = init.request_id;
  }
}

export type ParamValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  params?: Record<string, ParamValue | ParamValue[]>;
  body?: unknown;
  timeoutMs?: number;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

type TokenProvider = () => string | null | undefined | Promise<string | null | undefined>;

let tokenProvider: TokenProvider = () => null;

/** Set where the client gets the access token from (the session manager does this). */
export function setTokenProvider(provider: TokenProvider): void {
  tokenProvider = provider;
}

const SUCCESS_STATUSES = new Set([200, 201, 204]);

export function buildUrl(path: string, params: RequestOptions['params']): string {
  if (!params) return path;
  const search = new URLSearchParams();
  for (const key of Object.keys(params).sort()) {
    const raw = params[key];
    const values = Array.isArray(raw) ? raw : [raw];
    for (const value of values) {
      if (value === null || value === undefined) continue;
      search.append(key, String(value));
    }
  }
  const query = search.toString();
  if (!query) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${query}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function asStringRecord(value: unknown): Record<string, string> | undefined {
  if (!isRecord(value)) return undefined;
  const out: Record<string, string> = {};
  for (const [key, entry] of Object.entries(value)) if (typeof entry === 'string') out[key] = entry;
  return out;
}

function asPopup(value: unknown): ApiPopup | undefined {
  if (!isRecord(value)) return undefined;
  const { heading, message } = value;
  return typeof heading === 'string' && typeof message === 'string' ? { heading, message } : undefined;
}

/** Turn a failing response into an ApiError, reading the error envelope when the body has one. */
export function errorFromResponse(status: number, body: unknown): ApiError {
  const envelope = isRecord(body) && isRecord(body.error) ? body.error : undefined;
  return new ApiError({
    kind: 'http',
    status,
    code: typeof envelope?.code === 'string' ? envelope.code : `HTTP_${status}`,
    message: typeof envelope?.message === 'string' ? envelope.message : `Request failed with status ${status}`,
    fields: asStringRecord(envelope?.fields),
    popup: asPopup(envelope?.popup),
    request_id: typeof envelope?.request_id === 'string' ? envelope.request_id : undefined,
  });
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Send a request with the bearer token and the time-out; answers the response of a success status. */
async function send(method: string, path: string, options: RequestOptions, accept: string): Promise<Response> {
  const { params, body, timeoutMs = DEFAULT_TIMEOUT_MS, signal, headers: extraHeaders } = options;
  const headers: Record<string, string> = { Accept: accept, ...extraHeaders };
  const token = await tokenProvider();
  if (token) headers.Authorization = `Bearer ${token}`;

  let payload: BodyInit | undefined;
  if (body instanceof FormData || body instanceof Blob) {
    payload = body;
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const abortFromCaller = () => controller.abort();
  if (signal?.aborted) controller.abort();
  signal?.addEventListener('abort', abortFromCaller);

  let response: Response;
  try {
    response = await fetch(buildUrl(path, params), { method, headers, body: payload, signal: controller.signal });
    if (!SUCCESS_STATUSES.has(response.status)) throw errorFromResponse(response.status, await readBody(response));
    return response;
  } catch (cause) {
    if (cause instanceof ApiError) throw cause;
    if (signal?.aborted && !timedOut) throw cause; // the caller cancelled (e.g. TanStack Query); not a failure
    throw new ApiError({
      kind: timedOut ? 'timeout' : 'network',
      status: 0,
      code: timedOut ? 'TIMEOUT' : 'NETWORK',
      message: timedOut ? `No answer within ${timeoutMs / 1000} seconds` : 'No response from the server',
    });
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abortFromCaller);
  }
}

async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<ApiSuccess<T>> {
  const response = await send(method, path, options, 'application/json');
  const parsed = await readBody(response);
  if (response.status === 204 || parsed === undefined) return { data: undefined as T };
  return parsed as ApiSuccess<T>;
}

/** The file name of a Content-Disposition header (RFC 6266: filename* wins over filename), or null. */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/.exec(header);
  const name = plain?.[2] ?? plain?.[1]?.trim();
  return name ? name : null;
}

async function blobRequest(
  path: string,
  options: Omit<RequestOptions, 'body'> = {},
): Promise<{ blob: Blob; filename: string | null }> {
  const response = await send('GET', path, options, '*/*');
  return {
    blob: await response.blob(),
    filename: fileNameFromDisposition(response.headers.get('Content-Disposition')),
  };
}

/** How long an early answer waits to be taken before it is dropped (the page then asks again). */
export const EARLY_GET_TTL_MS = 30_000;

/** GETs started before the app rendered, by URL; each is handed to the first identical `api.get`. */
const earlyGets = new Map<string, Promise<ApiSuccess<unknown>>>();

/**
 * Starts a GET now, before the code of the page that needs it has loaded, so its answer and the
 * page's code arrive together instead of one after the other. The first `api.get` of the same path
 * and params (with no other options) takes the promise instead of asking again, within
 * EARLY_GET_TTL_MS. A write (POST, PUT, DELETE) drops every early answer not yet taken: it may have
 * changed what the GET would answer. The path and query are the route table's, as `api.get`'s.
 */
export function startEarlyGet<P extends ApiPath<'GET'>>(path: P, params?: ApiQuery<'GET', P>): void {
  const url = buildUrl(path, params as RequestOptions['params']);
  if (earlyGets.has(url)) return;
  const pending = request<unknown>('GET', path, { params: params as RequestOptions['params'] });
  // Not taken, its failure is nobody's: the page's own call reports failures.
  pending.catch(() => undefined);
  earlyGets.set(url, pending);
  setTimeout(() => {
    if (earlyGets.get(url) === pending) earlyGets.delete(url);
  }, EARLY_GET_TTL_MS);
}

function get<T>(path: string, options?: Omit<RequestOptions, 'body'>): Promise<ApiSuccess<T>> {
  const plain = !options || Object.keys(options).every((key) => key === 'params');
  const url = buildUrl(path, options?.params);
  const early = plain ? earlyGets.get(url) : undefined;
  if (early) {
    earlyGets.delete(url);
    return early as Promise<ApiSuccess<T>>;
  }
  return request<T>('GET', path, options);
}

function write<T>(method: 'POST' | 'PUT' | 'DELETE', path: string, options?: RequestOptions) {
  earlyGets.clear();
  return request<T>(method, path, options);
}

/** The access token the client sends (for requests it does not send itself: uploads with progress). */
export const accessToken = () => tokenProvider();

/** A write elsewhere may change what an early GET would answer: those not yet taken are dropped. */
export function forgetEarlyGets(): void {
  earlyGets.clear();
}

/*
 * Typed calls (issue 22): the path is one of the contract's route table (packages/shared/src/endpoints.ts),
 * written as the concrete URL (`/api/jobs/${id}`); the query, the body and the answer are the route's own
 * schemas' types. A path the API does not answer, or a query or body of the wrong shape, does not compile.
 */

/** The route a concrete path of a method reaches. */
export type Endpoint<M extends HttpMethod, P extends string> = Endpoints[EndpointFor<Endpoints, M, P>];
/** A path a method may call. */
export type ApiPath<M extends HttpMethod> = EndpointPath<Endpoints, M>;
/** What the route behind a path answers. */
export type ApiAnswer<M extends HttpMethod, P extends string> = EndpointAnswer<Endpoint<M, P>>;
/** The query the route behind a path takes. */
export type ApiQuery<M extends HttpMethod, P extends string> = EndpointQuery<Endpoint<M, P>>;

/** The data of an answer. */
type DataOf<A> = A extends { data: infer D } ? D : unknown;

/** The options of a typed call: the route's query and JSON body (or a form: uploads, form-encoded posts). */
export type ApiOptions<E> = Omit<RequestOptions, 'params' | 'body'> & {
  params?: [EndpointQuery<E>] extends [never] ? never : EndpointQuery<E>;
  body?: ([EndpointBody<E>] extends [never] ? never : EndpointBody<E>) | FormData | Blob;
};

/** Same-origin JSON client for the API (DESIGN.md: bearer token, time-outs, error envelope). */
export const api = {
  get: <P extends ApiPath<'GET'>>(path: P, options?: Omit<ApiOptions<Endpoint<'GET', P>>, 'body'>) =>
    get<DataOf<ApiAnswer<'GET', P>>>(path, options as RequestOptions) as Promise<ApiAnswer<'GET', P>>,
  post: <P extends ApiPath<'POST'>>(path: P, options?: ApiOptions<Endpoint<'POST', P>>) =>
    write<DataOf<ApiAnswer<'POST', P>>>('POST', path, options as RequestOptions) as Promise<ApiAnswer<'POST', P>>,
  put: <P extends ApiPath<'PUT'>>(path: P, options?: ApiOptions<Endpoint<'PUT', P>>) =>
    write<DataOf<ApiAnswer<'PUT', P>>>('PUT', path, options as RequestOptions) as Promise<ApiAnswer<'PUT', P>>,
  delete: <P extends ApiPath<'DELETE'>>(path: P, options?: ApiOptions<Endpoint<'DELETE', P>>) =>
    write<DataOf<ApiAnswer<'DELETE', P>>>('DELETE', path, options as RequestOptions) as Promise<ApiAnswer<'DELETE', P>>,
  /** A file download (GET): the body as a Blob and the server's file name from Content-Disposition. */
  blob: <P extends ApiPath<'GET'>>(path: P, options?: Omit<ApiOptions<Endpoint<'GET', P>>, 'body'>) =>
    blobRequest(path, options as Omit<RequestOptions, 'body'>),
};
