import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import type { LinkPreview } from '@lbd/shared';

/*
 * A post's link preview (issue 28 item 1): fetched by a background job after the post is saved, never
 * in its transaction. The fetcher is an interface so tests (and deployments without outbound access)
 * inject their own; the default one refuses hosts that resolve to private, loopback or link-local
 * addresses, follows at most three redirects (each checked again), stops after a few seconds and reads
 * at most 256 KB. When nothing can be fetched the preview is the link and its host.
 */

export interface LinkDetails {
  title: string | null;
  description: string | null;
  image_url: string | null;
}

/** Fetch what a page says about itself, or null when it cannot be read. */
export type LinkFetcher = (url: string) => Promise<LinkDetails | null>;

/** The preview before (or without) fetching: the link and its host. */
export function bareLinkPreview(url: string): LinkPreview {
  let host = '';
  try {
    host = new URL(url).hostname;
  } catch {
    host = '';
  }
  return { url, host, title: null, description: null, image_url: null };
}

/** Is this address one a server must not be made to call (loopback, private, link-local, unspecified)? */
export function isPrivateAddress(address: string): boolean {
  const v = isIP(address);
  if (v === 4) {
    const [a, b] = address.split('.').map(Number) as [number, number];
    return (
      a === 0 ||
      a === 10 ||
      a === 127 ||
      (a === 100 && b >= 64 && b <= 127) ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      a >= 224
    );
  }
  if (v === 6) {
    const s = address.toLowerCase();
    if (s === '::' || s === '::1') return true;
    if (s.startsWith('::ffff:')) return isPrivateAddress(s.slice(7));
    return /^(fc|fd|fe8|fe9|fea|feb|ff)/.test(s);
  }
  return true;
}

const decode = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .trim();

function meta(html: string, name: string): string | null {
  const re = new RegExp(
    `<meta[^>]+(?:property|name)=["']${name}["'][^>]*content=["']([^"']*)["']|<meta[^>]+content=["']([^"']*)["'][^>]*(?:property|name)=["']${name}["']`,
    'i',
  );
  const m = re.exec(html);
  const value = m?.[1] ?? m?.[2];
  return value ? decode(value).slice(0, 300) : null;
}

/** What a page's head says: its Open Graph title, description and image (https only), or its <title>. */
export function readLinkDetails(html: string, base: string): LinkDetails {
  const title = meta(html, 'og:title') ?? (/<title[^>]*>([^<]*)<\/title>/i.exec(html)?.[1] ? decode(/<title[^>]*>([^<]*)<\/title>/i.exec(html)![1]!).slice(0, 300) : null);
  const description = meta(html, 'og:description') ?? meta(html, 'description');
  let image_url: string | null = null;
  const image = meta(html, 'og:image');
  if (image) {
    try {
      const u = new URL(image, base);
      image_url = u.protocol === 'https:' ? u.href.slice(0, 2048) : null;
    } catch {
      image_url = null;
    }
  }
  return { title: title || null, description: description || null, image_url };
}

export interface FetcherOptions {
  timeoutMs?: number;
  maxBytes?: number;
  /** Resolves a host to its addresses (DNS by default). */
  resolve?: (host: string) => Promise<string[]>;
}

/** The default fetcher, with the guards above. */
export function createLinkFetcher(options: FetcherOptions = {}): LinkFetcher {
  const timeoutMs = options.timeoutMs ?? 3000;
  const maxBytes = options.maxBytes ?? 256 * 1024;
  const resolve =
    options.resolve ?? (async (host: string) => (await lookup(host, { all: true })).map((a) => a.address));
  return async (start) => {
    const signal = AbortSignal.timeout(timeoutMs);
    let url = start;
    try {
      for (let hop = 0; hop < 4; hop++) {
        const u = new URL(url);
        if (u.protocol !== 'http:' && u.protocol !== 'https:') return null;
        const host = u.hostname.replace(/^\[|\]$/g, '');
        const addresses = isIP(host) ? [host] : await resolve(host);
        if (addresses.length === 0 || addresses.some(isPrivateAddress)) return null;
        const res = await fetch(u, { redirect: 'manual', signal, headers: { accept: 'text/html' } });
        if (res.status >= 300 && res.status < 400 && res.headers.get('location')) {
          url = new URL(res.headers.get('location')!, u).href;
          await res.body?.cancel();
          continue;
        }
        if (!res.ok || !(res.headers.get('content-type') ?? '').includes('text/html') || !res.body) {
          await res.body?.cancel();
          return null;
        }
        const reader = res.body.getReader();
        const chunks: Uint8Array[] = [];
        let size = 0;
        while (size < maxBytes) {
          const { done, value } = await reader.read();
          if (done) break;
          chunks.push(value);
          size += value.length;
        }
        await reader.cancel();
        return readLinkDetails(Buffer.concat(chunks).toString('utf8').slice(0, maxBytes), u.href);
      }
      return null;
    } catch {
      return null;
    }
  };
}
