import type { ResourceDetail } from '@lbd/shared';
import Download from '@mui/icons-material/Download';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createElement, Fragment, useMemo, type ReactNode } from 'react';
import { isEmptyRichText, RICH_TEXT_TAGS, sanitizedNodes, videoEmbedUrl } from '../rich-text';

/** React elements from sanitised nodes: only the allowed tags, links opened in a new tab without the opener. */
function toElements(nodes: NodeListOf<ChildNode> | ChildNode[], prefix = ''): ReactNode[] {
  return Array.from(nodes).map((node, i) => {
    const key = `${prefix}${i}`;
    if (node.nodeType === Node.TEXT_NODE) return node.textContent;
    if (node.nodeType !== Node.ELEMENT_NODE) return null;
    const el = node as Element;
    const tag = el.tagName.toLowerCase();
    if (!RICH_TEXT_TAGS.has(tag)) return <Fragment key={key}>{toElements(Array.from(el.childNodes), `${key}.`)}</Fragment>;
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

function fileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** What a resource holds: the video (a player only for YouTube and Vimeo https links), the link, the file, the text. */
export function ResourceContent({ resource }: { resource: ResourceDetail }) {
  const embed = resource.kind === 'video' ? videoEmbedUrl(resource.url) : null;
  return (
    <Stack spacing={2}>
      {embed && (
        <Box sx={{ position: 'relative', width: '100%', pt: '56.25%', borderRadius: 1, overflow: 'hidden', bgcolor: 'black' }}>
          <Box
            component="iframe"
            src={embed}
            title={`Video: ${resource.title}`}
            allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
            sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
          />
        </Box>
      )}
      {resource.url && !embed && (
        <Box>
          <Button
            variant="contained"
            href={resource.url}
            target="_blank"
            rel="noopener noreferrer"
            endIcon={<OpenInNew />}
          >
            {resource.kind === 'video' ? 'Watch the video' : 'Open the link'}
          </Button>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
            {resource.url}
          </Typography>
        </Box>
      )}
      {resource.file && (
        <Box>
          <Button variant="outlined" href={resource.file.url} download={resource.file.name} startIcon={<Download />}>
            Download {resource.file.name}
          </Button>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {fileSize(resource.file.bytes)}
          </Typography>
        </Box>
      )}
      {resource.url && embed && (
        <Link href={resource.url} target="_blank" rel="noopener noreferrer" variant="body2">
          Open the video on its site
        </Link>
      )}
      <RichText html={resource.body} label="Content" />
    </Stack>
  );
}
