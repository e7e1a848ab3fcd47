import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useChannelOptions } from '../channel-api';
import type { DraftChannel } from '../composer-draft';

export interface ChannelPickerProps {
  value: DraftChannel | null | undefined;
  onChange: (channel: DraftChannel) => void;
  error?: string;
}

/** A campus channel's branch and batch (from the college's students), and how many students it reaches. */
export function ChannelPicker({ value, onChange, error }: ChannelPickerProps) {
  const options = useChannelOptions(value, true);
  const data = options.data;
  const fixed = data?.fixed_specialization_id ?? null;
  const channel = { specialization_id: value?.specialization_id ?? fixed, batch_year: value?.batch_year ?? null };
  const chosen = channel.specialization_id !== null || channel.batch_year !== null;
  return (
    <Stack spacing={1} sx={{ mt: 1.5 }} role="group" aria-label="Campus channel">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <TextField
          select
          size="small"
          label="Branch"
          value={channel.specialization_id ?? ''}
          disabled={fixed !== null}
          onChange={(e) =>
            onChange({ ...channel, specialization_id: e.target.value === '' ? null : Number(e.target.value) })
          }
          sx={{ minWidth: 200 }}
        >
          {fixed === null && <MenuItem value="">All branches</MenuItem>}
          {(data?.branches ?? []).map((b) => (
            <MenuItem key={b.id} value={b.id}>
              {b.name} ({b.students})
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="Batch"
          value={channel.batch_year ?? ''}
          onChange={(e) => onChange({ ...channel, batch_year: e.target.value === '' ? null : Number(e.target.value) })}
          sx={{ minWidth: 140 }}
        >
          <MenuItem value="">All batches</MenuItem>
          {(data?.batches ?? []).map((b) => (
            <MenuItem key={b.year} value={b.year}>
              {b.year} ({b.students})
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Typography variant="body2" color={error ? 'error' : 'text.secondary'} role="status">
        {error ??
          (chosen && data
            ? `${data.label} at ${data.college.name}: reaches ${data.students} ${data.students === 1 ? 'student' : 'students'}`
            : 'Choose a branch, a batch or both.')}
      </Typography>
    </Stack>
  );
}
