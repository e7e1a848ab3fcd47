import Box from '@mui/material/Box';
import { createElement, Fragment, useMemo, type ReactNode } from 'react';
import { hasMath, MathTex, splitMath } from './math-tex';
import { isEmptyRichText, RICH_TEXT_TAGS, sanitizedNodes } from './rich-text';

/** React elements from sanitised nodes: only the allowed tags, links opened in a new tab without the opener. */
function toElements(nodes: NodeListOf<ChildNode> | ChildNode[], prefix = ''): ReactNode[] {
  return Array.from(nodes).map((node, i) => {
    const key = `${prefix}${i}`;
    if (node.nodeType === Node.TEXT_NODE) {
      const text = node.textContent ?? '';
      if (!hasMath(text)) return text;
      // Maths in the text (issue 26): typeset by KaTeX, loaded only when a page shows some.
      return (
        <Fragment key={key}>
          {splitMath(text).map((piece, j) =>
            typeof piece === 'string' ? piece : <MathTex key={j} tex={piece.tex} display={piece.display} />,
          )}
        </Fragment>
      );
    }
    if (node.nodeType !== Node.ELEMENT_NODE) return null;
    const el = node as Element;
    const tag = el.tagName.toLowerCase();
    if (!RICH_TEXT_TAGS.has(tag))
      return <Fragment key={key}>{toElements(Array.from(el.childNodes), `${key}.`)}</Fragment>;
    const children = toElements(Array.from(el.childNodes), `${key}.`);
    if (tag === 'br' || tag === 'hr') return createElement(tag, { key });
    if (tag === 'a') {
      const href = el.getAttribute('href');
      return createElement(
        'a',
        href ? { key, href, target: '_blank', rel: 'noopener noreferrer' } : { key },
        ...children,
      );
    }
    return createElement(tag, { key }, ...children);
  });
}

/** Rich text from the API, sanitised again (DOMPurify) before it is put on the page. */
export function RichText({ html, label }: { html: string; label?: string }) {
  const content = useMemo(() => (isEmptyRichText(html) ? null : toElements(sanitizedNodes(html))), [html]);
  if (!content) return null;
  return (
    <Box
      aria-label={label}
      role={label ? 'region' : undefined}
      sx={{
        overflowWrap: 'anywhere',
        '& p': { my: 1 },
        '& pre': { overflowX: 'auto', bgcolor: 'grey.100', p: 1.5, borderRadius: 1 },
        '& blockquote': { borderLeft: 4, borderColor: 'divider', pl: 2, ml: 0, color: 'text.secondary' },
        '& h1, & h2, & h3, & h4': { fontSize: '1.2rem', mt: 2, mb: 1 },
      }}
    >
      {content}
    </Box>
  );
}
