import Box from '@mui/material/Box';
import DOMPurify from 'dompurify';
import { useEffect, useRef } from 'react';

/** Is there anything to show in this rich text (an empty paragraph is nothing)? Pure. */
export function hasRichText(html: string): boolean {
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ')
      .trim().length > 0
  );
}

/**
 * Rich text written in the editor, sanitised again before it is shown (the API sanitised it on save):
 * no scripts, no event handlers; links open in a new tab without handing over this page.
 */
export function RichTextView({ html, label }: { html: string; label?: string }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Sanitised nodes, not an HTML string: no component writes raw HTML.
    const fragment = DOMPurify.sanitize(html, {
      USE_PROFILES: { html: true },
      FORBID_TAGS: ['style', 'form'],
      RETURN_DOM_FRAGMENT: true,
    });
    for (const a of fragment.querySelectorAll('a')) {
      a.setAttribute('target', '_blank');
      a.setAttribute('rel', 'noopener noreferrer');
    }
    box.current?.replaceChildren(fragment);
  }, [html]);
  return (
    <Box
      aria-label={label}
      sx={{
        overflowWrap: 'anywhere',
        '& p': { my: 1 },
        '& :first-of-type': { mt: 0 },
        '& ul, & ol': { pl: 3 },
        '& pre': { overflowX: 'auto', p: 1.5, bgcolor: 'action.hover', borderRadius: 1 },
        '& img': { maxWidth: '100%' },
        '& a': { color: 'primary.main' },
      }}
      ref={box}
    />
  );
}
