import DOMPurify from 'dompurify';

/**
 * Rich text on learning pages: the API sanitises on save and the page again before showing it
 * (issue 25 item 1). Only what the editor makes is kept; links open in a new tab without the opener.
 */
const ALLOWED_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'code',
  'pre',
  'blockquote',
  'ul',
  'ol',
  'li',
  'h1',
  'h2',
  'h3',
  'h4',
  'hr',
  'a',
];

const PURIFY = {
  ALLOWED_TAGS,
  ALLOWED_ATTR: ['href'],
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:)/i,
};

/** The HTML kept: only the editor's tags, links only http(s) and mailto. */
export function sanitizeRichText(html: string): string {
  return DOMPurify.sanitize(html, PURIFY);
}

/**
 * The sanitised rich text as nodes, for the page to build React elements from (no raw HTML is ever
 * written into the page: stored-text.test.tsx).
 */
export function sanitizedNodes(html: string): NodeListOf<ChildNode> {
  return DOMPurify.sanitize(html, { ...PURIFY, RETURN_DOM_FRAGMENT: true }).childNodes;
}

export const RICH_TEXT_TAGS: ReadonlySet<string> = new Set(ALLOWED_TAGS);

/**
 * Is this rich text empty? The editor's empty body is an empty paragraph ('<p></p>', SPEC §5.1);
 * whitespace, line breaks and empty paragraphs count as nothing.
 */
export function isEmptyRichText(html: string | null | undefined): boolean {
  if (!html) return true;
  const text = html
    .replace(/<br\s*\/?>/gi, '')
    .replace(/<\/?(p|div|span)(\s[^>]*)?>/gi, '')
    .replace(/&nbsp;|\u00a0/g, '')
    .trim();
  return text.length === 0;
}

/**
 * The player address of a video link, only for https links to YouTube or Vimeo (anything else is
 * shown as a plain link). Null when the link is not one of those.
 */
export function videoEmbedUrl(link: string | null | undefined): string | null {
  if (!link) return null;
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:') return null;
  const host = url.hostname.replace(/^www\.|^m\./, '');
  const idPattern = /^[\w-]{6,20}$/;
  if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const id = url.pathname === '/watch' ? url.searchParams.get('v') : /^\/(?:embed|shorts)\/([^/]+)/.exec(url.pathname)?.[1];
    return id && idPattern.test(id) ? `https://www.youtube-nocookie.com/embed/${id}` : null;
  }
  if (host === 'youtu.be') {
    const id = url.pathname.slice(1);
    return idPattern.test(id) ? `https://www.youtube-nocookie.com/embed/${id}` : null;
  }
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const id = /(?:^|\/)(\d{5,12})(?:$|\/)/.exec(url.pathname)?.[1];
    return id ? `https://player.vimeo.com/video/${id}` : null;
  }
  return null;
}

/** Minutes as a page says them: '45 min', '2 h', '1 h 30 min'. */
export function formatMinutes(minutes: number | null | undefined): string | null {
  if (minutes === null || minutes === undefined || minutes <= 0) return null;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m} min`;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}
