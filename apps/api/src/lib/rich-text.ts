import sanitizeHtml from 'sanitize-html';

/*
 * Rich text from the editors (resources, learning paths, projects; later posts and questions) is kept
 * as HTML with only the formatting the editor makes: no scripts, styles, event handlers or frames, and
 * links only to http(s) and mailto. The page sanitises again before showing it.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
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
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'a',
    'hr',
    'img',
  ],
  allowedAttributes: { a: ['href', 'title'], img: ['src', 'alt'], code: ['class'], pre: ['class'] },
  allowedSchemes: ['https', 'http', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, rel: 'noopener noreferrer nofollow', target: '_blank' },
    }),
  },
  allowedClasses: { code: [/^language-[a-z0-9-]+$/], pre: [/^language-[a-z0-9-]+$/] },
};
OPTIONS.allowedAttributes = { ...OPTIONS.allowedAttributes, a: ['href', 'title', 'rel', 'target'] };

/** The HTML, with everything but the editor's formatting removed. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** Is there any text (or an image) in it? An editor's empty body is an empty paragraph ('<p></p>'). */
export function isEmptyRichText(html: string): boolean {
  if (/<img\b/i.test(html)) return false;
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/&nbsp;|\s/g, '') === '';
}
