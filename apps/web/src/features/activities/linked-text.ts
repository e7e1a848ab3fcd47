/** A piece of a submission's text: plain words, or a web address to open. */
export type TextPart = { text: string } | { href: string };

/** http(s) addresses up to the next space or bracket; what ends a sentence is not part of them. */
const ADDRESS = /https?:\/\/[^\s<>"'()[\]{}]+/gi;
const TRAILING = /[.,;:!?]+$/;

/**
 * The text in order, with every http(s) address as its own part (so a submission's links can be
 * opened). Other schemes (javascript:, data:) stay plain text. Pure.
 */
export function splitLinks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let at = 0;
  for (const match of text.matchAll(ADDRESS)) {
    const href = match[0].replace(TRAILING, '');
    const start = match.index;
    if (start > at) parts.push({ text: text.slice(at, start) });
    parts.push({ href });
    at = start + href.length;
  }
  if (at < text.length) parts.push({ text: text.slice(at) });
  return parts;
}
