import { hashtagsOf, isRefusedLink, POST_LIMITS as L, POST_TEXTS as T } from '@lbd/shared';
import { isEmptyRichText, sanitizeRichText } from '../../lib/rich-text';

/*
 * A post's text: the editor's HTML sanitised, its length counted without formatting, links checked,
 * hashtags read, and the link the preview is made of (the first http(s) one).
 */

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ', apos: "'" };

/** The text a reader sees, without tags. */
export function plainText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|li|h2|h3|h4|blockquote|pre)>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp|apos);/g, (_, e: string) => ENTITIES[e] ?? '')
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n)))
    .trim();
}

export type TextVerdict =
  | { ok: true; html: string; plain: string; hashtags: string[]; link: string | null }
  | { ok: false; message: string };

/** Every href the author wrote (before sanitising, so a refused one is named rather than dropped). */
const hrefsOf = (html: string) => [...html.matchAll(/\bhref\s*=\s*("([^"]*)"|'([^']*)'|([^\s>]+))/gi)].map((m) => m[2] ?? m[3] ?? m[4] ?? '');

/** Check and clean a post's text; `hasImages` lets a post of photos alone have no text. */
export function checkPostText(raw: string, hasImages: boolean): TextVerdict {
  if (hrefsOf(raw).some(isRefusedLink)) return { ok: false, message: T.linkRefused };
  const html = sanitizeRichText(raw);
  const plain = plainText(html);
  if (plain.length > L.textMax) return { ok: false, message: T.textTooLong };
  if (isEmptyRichText(html) && !hasImages) return { ok: false, message: T.postEmpty };
  const hashtags = hashtagsOf(plain);
  if (hashtags.length > L.hashtagsMax) return { ok: false, message: T.tooManyHashtags };
  const link =
    hrefsOf(html).find((h) => /^https?:\/\//i.test(h)) ?? /\bhttps?:\/\/[^\s<>"']+/i.exec(plain)?.[0] ?? null;
  return { ok: true, html: isEmptyRichText(html) ? '' : html, plain, hashtags, link: link && link.length <= L.linkMax ? link : null };
}
