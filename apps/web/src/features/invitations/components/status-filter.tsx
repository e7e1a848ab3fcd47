import { INVITATION_STATUS_LABELS, INVITATION_STATUSES, type InvitationStatus } from '@lbd/shared/invitations';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

/** The 'Status' choice of an invitations list: All or one status (undefined: all). */
export function StatusFilter({
  value,
  onChange,
  minWidth,
}: {
  value: InvitationStatus | undefined;
  onChange: (next: InvitationStatus | undefined) => void;
  minWidth: number;
}) {
  return (
    <TextField
      select
      size="small"
      label="Status"
      value={value ?? 'all'}
      onChange={(e) => onChange(e.target.value === 'all' ? undefined : (e.target.value as InvitationStatus))}
      sx={{ minWidth }}
    >
      <MenuItem value="all">All</MenuItem>
      {INVITATION_STATUSES.map((s) => (
        <MenuItem key={s} value={s}>
          {INVITATION_STATUS_LABELS[s]}
        </MenuItem>
      ))}
    </TextField>
  );
}
