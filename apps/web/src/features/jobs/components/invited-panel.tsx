import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Pagination from '@mui/material/Pagination';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { emailsOf } from '../../../lib/email-list';
import { useFeedback } from '../../../lib/feedback';
import { useDashboardFailure } from '../../../lib/use-dashboard-failure';
import { DASHBOARD_META, fetchInvited, inviteStudents, jobKeys, previewInvitation } from '../api';
import { formatDate, STATUS_LABELS } from '../job-helpers';

/** Invited applicants: invite students by email, see who was invited and whether they applied. */
export function InvitedPanel({ jobId, canInvite }: { jobId: number; canInvite: boolean }) {
  const queryClient = useQueryClient();
  const { showSnackbar } = useFeedback();
  const onFailure = useDashboardFailure();
  const [page, setPage] = useState(1);
  const [text, setText] = useState('');
  const [notFound, setNotFound] = useState<string[]>([]);
  const list = useQuery({
    queryKey: jobKeys.invited(jobId, page),
    queryFn: () => fetchInvited(jobId, page),
    placeholderData: keepPreviousData,
    meta: DASHBOARD_META,
  });
  const invite = useMutation({
    mutationFn: () => inviteStudents({ job_id: jobId, emails: emailsOf(text) }),
    meta: { handleErrors: false },
    onSuccess: (result) => {
      const parts = [`${result.invited} invited`];
      if (result.already_invited > 0) parts.push(`${result.already_invited} already invited`);
      showSnackbar(`${parts.join(', ')}.`);
      setNotFound(result.not_found);
      setText(result.not_found.join('\n'));
      void queryClient.invalidateQueries({ queryKey: jobKeys.dashboard(jobId) });
    },
    onError: onFailure,
  });
  // Before sending: who meets the job's criteria, and for each who does not, what they lack.
  const check = useMutation({
    mutationFn: () => previewInvitation({ job_id: jobId, emails: emailsOf(text) }),
    meta: { handleErrors: false },
    onError: onFailure,
  });
  const rows = list.data?.data ?? [];
  const totalPages = list.data?.pagination?.total_pages ?? 1;
  return (
    <Box>
      {canInvite ? (
        <Box sx={{ mb: 2 }}>
          <TextField
            label="Student emails"
            helperText="One per line, or separated by commas. Up to 100 at a time."
            value={text}
            onChange={(e) => setText(e.target.value)}
            multiline
            minRows={3}
            fullWidth
            slotProps={{ htmlInput: { maxLength: 26_000 } }}
          />
          <Box sx={{ display: 'flex', gap: 1, mt: 1, flexWrap: 'wrap' }}>
            <Button
              variant="outlined"
              onClick={() => check.mutate()}
              disabled={check.isPending || emailsOf(text).length === 0}
            >
              Check eligibility
            </Button>
            <Button
              variant="contained"
              onClick={() => invite.mutate()}
              disabled={invite.isPending || emailsOf(text).length === 0}
            >
              Send invitations
            </Button>
          </Box>
          {check.data && (
            <List dense aria-label="Eligibility of the students to invite" sx={{ mt: 1 }}>
              {check.data.students.map((s) => {
                const unmet = s.eligibility.criteria.filter((c) => !c.met);
                return (
                  <ListItem key={s.profile_id} disableGutters>
                    <ListItemText
                      primary={`${s.name}: ${unmet.length === 0 ? 'meets every criterion' : `${s.eligibility.percent}% eligible`}`}
                      secondary={unmet.length === 0 ? s.email : unmet.map((c) => c.detail).join('; ')}
                      slotProps={{ secondary: { color: unmet.length === 0 ? 'text.secondary' : 'warning.main' } }}
                    />
                  </ListItem>
                );
              })}
              {check.data.not_found.length > 0 && (
                <ListItem disableGutters>
                  <ListItemText secondary={`Not a student on Learn By Doing: ${check.data.not_found.join(', ')}`} />
                </ListItem>
              )}
            </List>
          )}
          {notFound.length > 0 && (
            <Alert severity="warning" sx={{ mt: 1 }}>
              {`Not a student on Learn By Doing: ${notFound.join(', ')}`}
            </Alert>
          )}
        </Box>
      ) : (
        <Alert severity="info" sx={{ mb: 2 }}>
          Invitations can be sent while the job is published and taking applications.
        </Alert>
      )}
      {list.isFetching && <LinearProgress aria-label="Loading invited students" />}
      {list.isSuccess && rows.length === 0 && (
        <Typography color="text.secondary">No one has been invited yet.</Typography>
      )}
      <List aria-label="Invited students">
        {rows.map((r) => (
          <ListItem
            key={r.id}
            divider
            disableGutters
            secondaryAction={
              r.application_status ? (
                <Chip size="small" color="success" label={STATUS_LABELS[r.application_status]} />
              ) : (
                <Chip size="small" variant="outlined" label="Not applied yet" />
              )
            }
          >
            <ListItemText
              primary={r.student_name}
              secondary={[r.email, r.institute, `invited ${formatDate(r.invited_at)}`].filter(Boolean).join(' · ')}
              sx={{ pr: 14, overflowWrap: 'anywhere' }}
            />
          </ListItem>
        ))}
      </List>
      {totalPages > 1 && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
          <Pagination count={totalPages} page={page} onChange={(_e, next) => setPage(next)} color="primary" />
        </Box>
      )}
    </Box>
  );
}
