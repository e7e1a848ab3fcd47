import {
  INVITATION_LIMITS,
  INVITATION_STATUS_LABELS,
  type InvitationStatus,
  type InvitationType,
} from '@lbd/shared/invitations';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { indiaDate } from '../../../lib/dates';
import { emailsOf } from '../../../lib/email-list';
import { apiFieldErrors, refusalText } from '../../../lib/form-errors';
import { useSession } from '../../../lib/session';
import { fetchItemInvitations, INVITATION_KEYS, inviteToItem } from '../api';
import { STATUS_COLORS } from '../status-colors';
import { StatusFilter } from './status-filter';

const NOUN: Record<InvitationType, string> = { Club_Invited: 'club', Event_Invited: 'event' };

/**
 * 'Invite students' on a club's or event's dashboard (issue 23 item 30): emails pasted in, then who was
 * invited and where each stands. For the organisation's staff and admins; nothing for anyone else.
 */
export function InvitationsPanel({ type, itemId, open }: { type: InvitationType; itemId: number; open: boolean }) {
  const { user } = useSession();
  const kind = user?.profile?.profile_type;
  if (!user || !(user.is_admin || kind === 'COMPANY' || kind === 'INSTITUTION')) return null;
  return <Panel type={type} itemId={itemId} open={open} />;
}

function Panel({ type, itemId, open }: { type: InvitationType; itemId: number; open: boolean }) {
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [status, setStatus] = useState<InvitationStatus | undefined>(undefined);
  const [page, setPage] = useState(1);
  const [error, setError] = useState<string | null>(null);
  const [notFound, setNotFound] = useState<string[]>([]);
  // What the last 'Send invitations' did. The emails sent are cleared, which can disable the button, so
  // the focus goes to this message (and a screen reader says it) rather than being left on nothing.
  const [sent, setSent] = useState<{ text: string } | null>(null);
  const sentRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (sent) sentRef.current?.focus();
  }, [sent]);
  const list = useQuery({
    queryKey: INVITATION_KEYS.item(type, itemId, status, page),
    queryFn: () => fetchItemInvitations(type, itemId, status, page),
    placeholderData: keepPreviousData,
  });
  const invite = useMutation({
    mutationFn: () => inviteToItem({ type, item_id: itemId, emails: emailsOf(text) }),
    meta: { handleErrors: false },
    onSuccess: (result) => {
      const parts = [`${result.invited} invited`];
      if (result.already_invited > 0) parts.push(`${result.already_invited} already invited`);
      if (result.already_in > 0)
        parts.push(`${result.already_in} already ${type === 'Club_Invited' ? 'members' : 'registered'}`);
      setSent({ text: `${parts.join(', ')}.` });
      setError(null);
      setNotFound(result.not_found);
      setText(result.not_found.join('\n'));
      void queryClient.invalidateQueries({ queryKey: INVITATION_KEYS.all });
    },
    onError: (e) => {
      setSent(null);
      setError(Object.values(apiFieldErrors(e) ?? {})[0] ?? refusalText(e) ?? 'Please try again.');
    },
  });
  const rows = list.data?.data ?? [];
  const totalPages = list.data?.pagination?.total_pages ?? 1;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="invitations-heading"
      sx={{ p: { xs: 2, sm: 3 }, mb: 2 }}
    >
      <Typography id="invitations-heading" variant="h6" component="h2" gutterBottom>
        Invitations
      </Typography>
      {open ? (
        <Box sx={{ mb: 2 }}>
          <TextField
            label="Student emails"
            helperText={`One per line, or separated by commas. Up to ${INVITATION_LIMITS.perRequest} at a time.`}
            value={text}
            onChange={(e) => setText(e.target.value)}
            multiline
            minRows={3}
            fullWidth
            error={error !== null}
            slotProps={{ htmlInput: { maxLength: 26_000 } }}
          />
          {error && (
            <Alert severity="error" sx={{ mt: 1 }}>
              {error}
            </Alert>
          )}
          <Button
            variant="contained"
            sx={{ mt: 1 }}
            onClick={() => invite.mutate()}
            disabled={invite.isPending || emailsOf(text).length === 0}
          >
            {invite.isPending ? 'Sending…' : 'Send invitations'}
          </Button>
          {sent && (
            <Box ref={sentRef} tabIndex={-1} role="status" sx={{ mt: 1, '&:focus': { outline: 'none' } }}>
              {/* The box is the live region; its alerts are not read twice. */}
              <Alert severity="success" role="none">
                {sent.text}
              </Alert>
              {notFound.length > 0 && (
                <Alert severity="warning" role="none" sx={{ mt: 1 }}>
                  {`Not a student on Learn By Doing: ${notFound.join(', ')}`}
                </Alert>
              )}
            </Box>
          )}
        </Box>
      ) : (
        <Alert severity="info" sx={{ mb: 2 }}>
          {`Invitations can be sent while the ${NOUN[type]} is published.`}
        </Alert>
      )}
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="subtitle2" component="h3">
          {`Invited students${list.data ? ` (${list.data.pagination?.total ?? rows.length})` : ''}`}
        </Typography>
        <StatusFilter
          value={status}
          onChange={(next) => {
            setStatus(next);
            setPage(1);
          }}
          minWidth={150}
        />
      </Stack>
      {list.isFetching && <LinearProgress aria-label="Loading invitations" sx={{ mt: 1 }} />}
      {list.isSuccess && rows.length === 0 && (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {status
            ? `No ${INVITATION_STATUS_LABELS[status].toLowerCase()} invitations.`
            : 'No one has been invited yet.'}
        </Typography>
      )}
      <List aria-label="Invited students">
        {rows.map((r) => (
          <ListItem
            key={r.id}
            divider
            disableGutters
            secondaryAction={
              <Chip size="small" color={STATUS_COLORS[r.status]} label={INVITATION_STATUS_LABELS[r.status]} />
            }
          >
            <ListItemText
              primary={r.student_name}
              secondary={[r.email, r.institute, `invited ${indiaDate(r.invited_at)}`].filter(Boolean).join(' · ')}
              sx={{ pr: 12, overflowWrap: 'anywhere' }}
            />
          </ListItem>
        ))}
      </List>
      {totalPages > 1 && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
          <Pagination count={totalPages} page={page} onChange={(_e, next) => setPage(next)} color="primary" />
        </Box>
      )}
    </Paper>
  );
}
