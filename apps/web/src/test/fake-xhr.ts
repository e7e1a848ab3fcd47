import { vi } from 'vitest';

/** A PUT the page sent to a signed upload URL. */
export interface RecordedPut {
  url: string;
  contentType: string | undefined;
  body: unknown;
}

/**
 * Stand in for XMLHttpRequest, which the page uses for the PUT to a signed upload URL (its upload events
 * give the progress): each PUT reports half its bytes sent, then answers `status(url)` (200 by default).
 */
export function stubSignedUploads(status: (url: string) => number = () => 200): { puts: RecordedPut[] } {
  const puts: RecordedPut[] = [];
  class FakeXhr {
    upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
      onprogress: null,
    };
    status = 0;
    timeout = 0;
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private url = '';
    private headers: Record<string, string> = {};
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name.toLowerCase()] = value;
    }
    send(body: unknown) {
      puts.push({ url: this.url, contentType: this.headers['content-type'], body });
      setTimeout(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 2 });
        this.status = status(this.url);
        this.onload?.();
      }, 0);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return { puts };
}

/**
 * Stand in for XMLHttpRequest with `fetch` (which `mockApi` stubs), so that uploads with progress reach
 * the same mocked routes as every other call: each send reports half its bytes sent, then asks fetch.
 */
export function stubXhrThroughFetch(): void {
  class XhrThroughFetch {
    upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
      onprogress: null,
    };
    status = 0;
    responseText = '';
    timeout = 0;
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private method = 'GET';
    private url = '';
    private headers: Record<string, string> = {};
    private aborted = false;
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    abort() {
      this.aborted = true;
      this.onabort?.();
    }
    send(body: XMLHttpRequestBodyInit | null) {
      void (async () => {
        await Promise.resolve();
        this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 2 });
        try {
          const res = await fetch(this.url, { method: this.method, headers: this.headers, body });
          if (this.aborted) return;
          this.status = res.status;
          this.responseText = await res.text();
          this.onload?.();
        } catch {
          if (!this.aborted) this.onerror?.();
        }
      })();
    }
  }
  vi.stubGlobal('XMLHttpRequest', XhrThroughFetch);
}
