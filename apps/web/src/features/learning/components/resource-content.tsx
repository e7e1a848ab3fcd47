import { formatFileSize, type ResourceDetail } from '@lbd/shared';
import Download from '@mui/icons-material/Download';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MouseEvent } from 'react';
import { RichText } from '../../../components/rich-text/rich-text-view';
import { fetchResourceFileLink } from '../api';
import { videoEmbedUrl } from '../rich-text';

export { RichText };

/**
 * The file's download: the link on the page is signed and short-lived, so a click asks for a fresh one
 * first (the page's own link stays the fallback).
 */
async function handleDownload(event: MouseEvent<HTMLAnchorElement>, resourceId: number) {
  event.preventDefault();
  const fallback = event.currentTarget.href;
  try {
    window.location.assign((await fetchResourceFileLink(resourceId)).url);
  } catch {
    window.location.assign(fallback);
  }
}

/** What a resource holds: the video (a player only for YouTube and Vimeo https links), the link, the file, the text. */
export function ResourceContent({ resource }: { resource: ResourceDetail }) {
  const embed = resource.kind === 'video' ? videoEmbedUrl(resource.url) : null;
  return (
    <Stack spacing={2}>
      {embed && (
        <Box
          sx={{
            position: 'relative',
            width: '100%',
            pt: '56.25%',
            borderRadius: 1,
            overflow: 'hidden',
            bgcolor: 'black',
          }}
        >
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
          <Button
            variant="outlined"
            href={resource.file.url}
            download={resource.file.name}
            startIcon={<Download />}
            onClick={(e: MouseEvent<HTMLAnchorElement>) => void handleDownload(e, resource.id)}
            sx={{ overflowWrap: 'anywhere', textAlign: 'left' }}
          >
            Download {resource.file.name}
          </Button>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {formatFileSize(resource.file.bytes)}
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
