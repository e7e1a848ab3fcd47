import AttachFile from '@mui/icons-material/AttachFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ChangeEvent } from 'react';
import { ACCEPT_ACTIVITY_FILES, fileLabel } from '../peer-format';
import { useActivityUpload, type UploadedActivityFile } from '../use-activity-upload';

export interface FileUploadProps {
  assignmentId: number;
  /** The input's accessible name, e.g. 'Attach files' or 'Rubric file'. */
  label: string;
  files: UploadedActivityFile[];
  onChange: (files: UploadedActivityFile[]) => void;
  /** One file only (a rubric): a new upload replaces the current one. */
  single?: boolean;
  /** A message under the control, e.g. 'Please upload a file'. */
  error?: string | null;
  disabled?: boolean;
}

/**
 * Pick files and upload them for an activity through the SPEC §7.6 flow (one at a time, with its
 * messages); shows the stored files by their names without the timestamp prefix, each removable.
 */
export function FileUpload({ assignmentId, label, files, onChange, single, error, disabled }: FileUploadProps) {
  const { upload, isUploading } = useActivityUpload(assignmentId);
  const helpId = useId();

  const handlePick = async (event: ChangeEvent<HTMLInputElement>) => {
    const picked = [...(event.target.files ?? [])];
    event.target.value = '';
    let next = files;
    for (const file of single ? picked.slice(0, 1) : picked) {
      const stored = await upload(file);
      if (stored) next = single ? [stored] : [...next, stored];
    }
    if (next !== files) onChange(next);
  };

  return (
    <Box>
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Button
          component="label"
          variant="outlined"
          size="small"
          startIcon={<AttachFile aria-hidden />}
          disabled={disabled || isUploading}
        >
          {single && files.length > 0 ? `Replace ${label.toLowerCase()}` : label}
          <input
            type="file"
            hidden
            multiple={!single}
            accept={ACCEPT_ACTIVITY_FILES}
            aria-label={label}
            aria-describedby={error ? helpId : undefined}
            onChange={(e) => void handlePick(e)}
          />
        </Button>
        {files.map((f) => (
          <Chip
            key={f.id}
            label={fileLabel(f.filename)}
            size="small"
            onDelete={disabled ? undefined : () => onChange(files.filter((x) => x.id !== f.id))}
            sx={{ maxWidth: '100%' }}
          />
        ))}
      </Stack>
      {isUploading && (
        <Box sx={{ mt: 1, maxWidth: 320 }}>
          <Typography variant="caption" color="text.secondary">
            Uploading…
          </Typography>
          <LinearProgress aria-label="Uploading file" />
        </Box>
      )}
      {error && (
        <FormHelperText id={helpId} error>
          {error}
        </FormHelperText>
      )}
    </Box>
  );
}
