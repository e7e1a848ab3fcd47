import DOMPurify from 'dompurify';

/**
 * Rich text from the editors: the API sanitises on save and the page again before showing it
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
