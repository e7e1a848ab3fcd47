import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { ActivityFile } from '@lbd/shared/activities';
import { fileLabel } from '../peer-format';

/** Downloadable files (signed links), named without their timestamp prefix (SPEC §4.6). */
export function StudentFileList({ files, label }: { files: ActivityFile[]; label: string }) {
  if (files.length === 0) return null;
  return (
    <Stack component="ul" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0, gap: 0.5 }}>
      {files.map((f) => (
        <li key={f.id}>
          <Link
            href={f.file}
            download={fileLabel(f.filename)}
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, wordBreak: 'break-all' }}
          >
            <InsertDriveFileOutlined fontSize="small" aria-hidden />
            {fileLabel(f.filename)}
          </Link>
        </li>
      ))}
    </Stack>
  );
}
