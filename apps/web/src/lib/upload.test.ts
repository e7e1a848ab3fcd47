import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setTokenProvider } from './api-client';
import { upload } from './upload';
import { stubXhrThroughFetch } from '../test/fake-xhr';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('uploads with progress', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    setTokenProvider(() => null);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });
  function lastCall() {
    const [url, init] = fetchMock.mock.calls.at(-1) ?? [];
    return { url: String(url), init: init ?? {}, headers: new Headers(init?.headers) };
  }

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
});
