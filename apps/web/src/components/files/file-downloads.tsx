import Download from '@mui/icons-material/Download';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatFileSize } from '@lbd/shared/learning';

/** A stored file as readers get it: a signed download link. */
export interface DownloadableFile {
  id: number;
  name: string;
  bytes: number;
  url: string;
}

/** Files to download, each by its name and size (the links are signed and short-lived: a page refresh renews them). */
export function FileDownloads({ files, label = 'Files' }: { files: readonly DownloadableFile[]; label?: string }) {
  if (files.length === 0) return null;
  return (
    <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', p: 0, my: 1 }} aria-label={label}>
      {files.map((f) => (
        <li key={f.id}>
          <Link
            href={f.url}
            download={f.name}
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, overflowWrap: 'anywhere' }}
          >
            <Download fontSize="small" aria-hidden />
            {f.name}
          </Link>{' '}
          <Typography component="span" variant="caption" color="text.secondary">
            {formatFileSize(f.bytes)}
          </Typography>
        </li>
      ))}
    </Stack>
  );
}
