import type { JobCard } from '@lbd/shared/jobs';
import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import {
  api,
  ApiError,
  APPLY_TIMEOUT_MS,
  DEFAULT_TIMEOUT_MS,
  EARLY_GET_TTL_MS,
  fileNameFromDisposition,
  setTokenProvider,
  startEarlyGet,
  type ApiAnswer,
  type ApiQuery,
} from './api-client';
import { upload } from './upload';
import { stubXhrThroughFetch } from '../test/fake-xhr';

const json = (status: number, body: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

describe('api client', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    setTokenProvider(() => null);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    fetchMock.mockReset();
  });

  function lastCall() {
    const [url, init] = fetchMock.mock.calls.at(-1) ?? [];
    return { url: String(url), init: init ?? {}, headers: new Headers(init?.headers) };
  }

  it('GETs same-origin with sorted params and returns data and pagination', async () => {
    const pagination = { page: 1, count: 20, total: 1, total_pages: 1 };
    fetchMock.mockResolvedValueOnce(json(200, { data: [{ id: 1 }], pagination }));
    const result = await api.get('/api/list/jobs', {
      params: { page: 1, title: 'react', location: null },
    });
    expect(result).toEqual({ data: [{ id: 1 }], pagination });
    expect(lastCall().url).toBe('/api/list/jobs?page=1&title=react');
    expect(lastCall().init.method).toBe('GET');
  });

  it('adds the bearer token when the provider has one', async () => {
    setTokenProvider(() => 'tok-123');
    fetchMock.mockResolvedValueOnce(json(200, { data: {} }));
    await api.get('/api/v1/current_user_data');
    expect(lastCall().headers.get('Authorization')).toBe('Bearer tok-123');
  });

  it('sends no Authorization header without a token', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { data: {} }));
    await api.get('/api/v1/current_user_data');
    expect(lastCall().headers.has('Authorization')).toBe(false);
  });

  it('POSTs JSON and accepts 201 and 204', async () => {
    fetchMock.mockResolvedValueOnce(json(201, { data: { id: 9 } }));
    expect(await api.post('/api/skills', { body: { display_name: 'A' } })).toEqual({ data: { id: 9 } });
    expect(lastCall().init.body).toBe('{"display_name":"A"}');
    expect(lastCall().headers.get('Content-Type')).toBe('application/json');

    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    expect(await api.delete('/api/clubs/9')).toEqual({ data: undefined });
    expect(lastCall().init.method).toBe('DELETE');
  });

  it('throws ApiError with the envelope fields on failure', async () => {
    fetchMock.mockResolvedValueOnce(
      json(422, {
        error: {
          code: 'VALIDATION_FAILED',
          message: 'Some fields are not valid.',
          request_id: 'req-1',
          fields: { title: 'Title is required' },
          popup: { heading: 'Oops!', message: 'Check the form.' },
        },
      }),
    );
    const error = await api.put('/api/my_portfolio/visibility', { body: { is_public: true } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      kind: 'http',
      status: 422,
      code: 'VALIDATION_FAILED',
      message: 'Some fields are not valid.',
      request_id: 'req-1',
      fields: { title: 'Title is required' },
      popup: { heading: 'Oops!', message: 'Check the form.' },
    });
  });

  it('treats a 200-range status other than 200/201/204 as a failure, and copes with a non-JSON body', async () => {
    fetchMock.mockResolvedValueOnce(new Response('<html>', { status: 202 }));
    await expect(api.get('/api/v1/current_user_data')).rejects.toMatchObject({ status: 202, code: 'HTTP_202' });
    fetchMock.mockResolvedValueOnce(new Response('Bad gateway', { status: 502 }));
    await expect(api.get('/api/v1/current_user_data')).rejects.toMatchObject({ kind: 'http', status: 502 });
  });

  it('turns a network error into a no-response ApiError', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(api.get('/api/v1/current_user_data')).rejects.toMatchObject({ kind: 'network', status: 0 });
  });

  function hangingFetch() {
    fetchMock.mockImplementationOnce(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          const abort = () => reject(new DOMException('Aborted', 'AbortError'));
          if (init?.signal?.aborted) abort();
          init?.signal?.addEventListener('abort', abort);
        }),
    );
  }

  it('times out after 30 s by default', async () => {
    vi.useFakeTimers();
    hangingFetch();
    const pending = api.get('/api/v1/current_user_data').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(DEFAULT_TIMEOUT_MS - 1);
    expect(fetchMock.mock.calls.length).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toMatchObject({ kind: 'timeout', status: 0 });
  });

  it('apply and card calls can time out after 20 s', async () => {
    vi.useFakeTimers();
    hangingFetch();
    const pending = api
      .post('/api/skills', { body: { display_name: 'A' }, timeoutMs: APPLY_TIMEOUT_MS })
      .catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(await pending).toMatchObject({ kind: 'timeout' });
    expect(APPLY_TIMEOUT_MS).toBe(20_000);
  });

  it('passes a caller cancellation through unchanged', async () => {
    const controller = new AbortController();
    hangingFetch();
    const pending = api.get('/api/v1/current_user_data', { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    const error = await pending;
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as DOMException).name).toBe('AbortError');
  });

  it('downloads a file with the token and reads its name from Content-Disposition', async () => {
    setTokenProvider(() => 'tok-9');
    fetchMock.mockResolvedValueOnce(
      new Response('%PDF-1.4', {
        status: 200,
        headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="a b.pdf"' },
      }),
    );
    const { blob, filename } = await api.blob('/api/generate_portfolio_pdf/3');
    expect(filename).toBe('a b.pdf');
    expect(await blob.text()).toBe('%PDF-1.4');
    expect(lastCall().headers.get('Authorization')).toBe('Bearer tok-9');
  });

  it('a failed download carries the error envelope', async () => {
    fetchMock.mockResolvedValueOnce(json(404, { error: { code: 'NOT_FOUND', message: 'No such portfolio.' } }));
    await expect(api.blob('/api/generate_portfolio_pdf/3')).rejects.toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });

  it('uploads a form with the token and params, reporting how far the bytes are, and answers the data', async () => {
    stubXhrThroughFetch();
    setTokenProvider(() => 'tok-9');
    fetchMock.mockResolvedValueOnce(json(200, { data: { imported: 2 } }));
    const form = new FormData();
    form.append('file', new File(['type,stem'], 'q.csv'));
    const seen: number[] = [];
    const answer = await upload('/api/question_banks/4/import', form, {
      params: { dry_run: 'true' },
      onProgress: (f) => seen.push(f),
    });
    expect(answer.data).toEqual({ imported: 2 });
    expect(seen).toEqual([0.5, 1]);
    const { url, init, headers } = lastCall();
    expect(url).toBe('/api/question_banks/4/import?dry_run=true');
    expect(init.method).toBe('POST');
    expect(init.body).toBe(form);
    expect(headers.get('Authorization')).toBe('Bearer tok-9');
  });

  it('a refused upload carries the error envelope; a dropped one is a network failure', async () => {
    stubXhrThroughFetch();
    fetchMock.mockResolvedValueOnce(
      json(422, { error: { code: 'VALIDATION_FAILED', message: 'Invalid', fields: { file: 'Too big' } } }),
    );
    await expect(upload('/api/question_banks/4/import', new FormData())).rejects.toMatchObject({
      status: 422,
      fields: { file: 'Too big' },
    });
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(upload('/api/question_banks/4/import', new FormData())).rejects.toMatchObject({
      kind: 'network',
      status: 0,
    });
  });
  it('reads plain, quoted and RFC 5987 file names', () => {
    expect(fileNameFromDisposition('attachment; filename=portfolio-1.pdf')).toBe('portfolio-1.pdf');
    expect(fileNameFromDisposition('attachment; filename="p 1.pdf"')).toBe('p 1.pdf');
    expect(fileNameFromDisposition(`attachment; filename="x.pdf"; filename*=UTF-8''na%C3%AFve.pdf`)).toBe('naïve.pdf');
    expect(fileNameFromDisposition(null)).toBeNull();
    expect(fileNameFromDisposition('inline')).toBeNull();
  });
  describe('early GETs', () => {
    it('hands the answer in flight to the first identical GET, which does not ask again', async () => {
      setTokenProvider(() => 'tok-1');
      let answer!: (response: Response) => void;
      fetchMock.mockImplementationOnce(() => new Promise<Response>((resolve) => (answer = resolve)));
      startEarlyGet('/api/list/jobs_v1', { type: 'Job_Fulltime', page: 1, count: 12, min: undefined });
      await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
      expect(lastCall().url).toBe('/api/list/jobs_v1?count=12&page=1&type=Job_Fulltime');
      expect(lastCall().headers.get('Authorization')).toBe('Bearer tok-1');

      const taken = api.get('/api/list/jobs_v1', { params: { page: 1, count: 12, type: 'Job_Fulltime' } });
      answer(json(200, { data: [{ id: 7 }] }));
      expect(await taken).toEqual({ data: [{ id: 7 }] });
      expect(fetchMock).toHaveBeenCalledTimes(1);

      // Taken once: the next identical GET asks the server.
      fetchMock.mockResolvedValueOnce(json(200, { data: [{ id: 8 }] }));
      expect(await api.get('/api/list/jobs_v1', { params: { page: 1, count: 12, type: 'Job_Fulltime' } })).toEqual({
        data: [{ id: 8 }],
      });
      expect(fetchMock).toHaveBeenCalledTimes(2);
    });

    it('gives the failure to the GET that takes it', async () => {
      fetchMock.mockResolvedValueOnce(json(403, { error: { code: 'FORBIDDEN', message: 'Students only.' } }));
      startEarlyGet('/api/my_portfolio/portfolios');
      await expect(api.get('/api/my_portfolio/portfolios')).rejects.toMatchObject({ status: 403, code: 'FORBIDDEN' });
      expect(fetchMock).toHaveBeenCalledTimes(1);
    });

    it('is not taken by a GET with other params or options', async () => {
      fetchMock.mockImplementation(() => Promise.resolve(json(200, { data: [] })));
      startEarlyGet('/api/list/jobs_v1', { page: 1 });
      await api.get('/api/list/jobs_v1', { params: { page: 2 } });
      await api.get('/api/list/jobs_v1', { params: { page: 1 }, timeoutMs: 5_000 });
      expect(fetchMock).toHaveBeenCalledTimes(3);
      await api.get('/api/list/jobs_v1', { params: { page: 1 } });
      expect(fetchMock).toHaveBeenCalledTimes(3);
    });

    it('is dropped by a write, which may change the answer', async () => {
      fetchMock.mockImplementation(() => Promise.resolve(json(200, { data: {} })));
      startEarlyGet('/api/my_portfolio/portfolios');
      await api.put('/api/my_portfolio/visibility', { body: { is_public: true } });
      await api.get('/api/my_portfolio/portfolios');
      expect(fetchMock).toHaveBeenCalledTimes(3);
    });

    it('is dropped when nobody takes it in time', async () => {
      vi.useFakeTimers();
      fetchMock.mockImplementation(() => Promise.resolve(json(200, { data: {} })));
      startEarlyGet('/api/v1/current_user_data');
      await vi.advanceTimersByTimeAsync(EARLY_GET_TTL_MS);
      await api.get('/api/v1/current_user_data');
      expect(fetchMock).toHaveBeenCalledTimes(2);
    });
  });
});

/** Typed calls (issue 22): `npm run typecheck` proves these; each marked line must not compile. */
describe('typed calls', () => {
  it('take only the paths, queries and bodies of the route table, and answer its types', () => {
    const wrong = () => {
      // @ts-expect-error a path the API does not answer
      void api.get('/api/no_such_route');
      // @ts-expect-error a GET path called with POST
      void api.post('/api/list/jobs_v1');
      // @ts-expect-error a body of the wrong shape
      void api.post('/api/jobs', { body: { title: 42 } });
      // @ts-expect-error a query key the route does not take
      void api.get('/api/list/jobs_v1', { params: { no_such_key: 1 } });
      // @ts-expect-error a path parameter that is not a number
      void api.get('/api/jobs/abc');
      // @ts-expect-error one of several paths the API does not answer
      void api.get(Math.random() < 0.5 ? '/api/list/jobs' : '/api/list/no_such_list');
      // @ts-expect-error an early GET of a path the API does not answer
      startEarlyGet('/api/no_such_route');
    };
    expect(typeof wrong).toBe('function');
    expectTypeOf<ApiAnswer<'GET', `/api/jobs/${number}`>['data']['title']>().toEqualTypeOf<string>();
    expectTypeOf<ApiAnswer<'DELETE', `/api/jobs/${number}`>>().toEqualTypeOf<{ data: undefined }>();
    // A path chosen among several (one of the lists) answers what each of them answers.
    expectTypeOf<ApiAnswer<'GET', '/api/list/jobs' | '/api/search/jobs'>['data']>().toEqualTypeOf<JobCard[]>();
    expectTypeOf<ApiQuery<'GET', '/api/list/jobs'>>().toHaveProperty('org_ids[]');
  });
});
