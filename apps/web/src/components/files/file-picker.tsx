import AttachFile from '@mui/icons-material/AttachFile';
import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ChangeEvent } from 'react';
import { formatFileSize } from '@lbd/shared/learning';

/** A file already stored: shown by its name and size. */
export interface PickedFile {
  id: number;
  name: string;
  bytes: number;
}

export interface FilePickerProps {
  /** The button's text and the input's accessible name, e.g. 'Attach files'. */
  label: string;
  /** The browser's `accept` list ('.pdf,.docx'). */
  accept: string;
  files: readonly PickedFile[];
  /** Called once per picked file, in order; the caller uploads it. */
  onPick: (file: File) => Promise<void> | void;
  /** Take a stored file off; absent, files cannot be removed here. */
  onRemove?: (file: PickedFile) => void;
  /** How far the current upload is, 0 to 1, or null when none runs. */
  progress: number | null;
  /** Why the last upload or removal failed, in the contract's words. */
  error?: string | null;
  /** Several files (attachments); without it a new pick replaces the one there is. */
  multiple?: boolean;
  /** Most files it holds (the button is disabled at this count). */
  max?: number;
  /** A line under the control (types and size). */
  hint?: string;
  disabled?: boolean;
}

/**
 * Pick files and follow their upload: a button opening the file chooser, the stored files as chips with
 * their size (each removable), a progress bar while bytes go up, and the refusal in words under it.
 */
export function FilePicker({
  label,
  accept,
  files,
  onPick,
  onRemove,
  progress,
  error,
  multiple,
  max,
  hint,
  disabled,
}: FilePickerProps) {
  const helpId = useId();
  const uploading = progress !== null;
  const full = max !== undefined && files.length >= max;

  const handlePick = async (event: ChangeEvent<HTMLInputElement>) => {
    const picked = [...(event.target.files ?? [])];
    event.target.value = '';
    const room = max === undefined ? picked.length : Math.max(0, max - (multiple ? files.length : 0));
    for (const file of (multiple ? picked : picked.slice(0, 1)).slice(0, room)) await onPick(file);
  };

  return (
    <Box>
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Button
          component="label"
          variant="outlined"
          size="small"
          startIcon={<AttachFile aria-hidden />}
          disabled={disabled || uploading || (multiple && full)}
        >
          {!multiple && files.length > 0 ? 'Replace the file' : label}
          <input
            type="file"
            hidden
            multiple={multiple}
            accept={accept}
            aria-label={!multiple && files.length > 0 ? 'Replace the file' : label}
            aria-describedby={helpId}
            onChange={(e) => void handlePick(e)}
          />
        </Button>
        {files.map((f) => (
          <Stack key={f.id} direction="row" sx={{ alignItems: 'center', maxWidth: '100%' }}>
            <Chip label={`${f.name} (${formatFileSize(f.bytes)})`} size="small" sx={{ maxWidth: '100%' }} />
            {onRemove && (
              <IconButton
                size="small"
                aria-label={`Remove ${f.name}`}
                disabled={disabled || uploading}
                onClick={() => onRemove(f)}
              >
                <Close fontSize="small" />
              </IconButton>
            )}
          </Stack>
        ))}
      </Stack>
      {uploading && (
        <Box sx={{ mt: 1, maxWidth: 360 }}>
          <Typography variant="caption" color="text.secondary">
            {`Uploading… ${Math.round(progress * 100)}%`}
          </Typography>
          <LinearProgress variant="determinate" value={Math.round(progress * 100)} aria-label="Upload progress" />
        </Box>
      )}
      <FormHelperText id={helpId} error={Boolean(error)} role={error ? 'alert' : undefined}>
        {error ?? hint}
      </FormHelperText>
    </Box>
  );
}
