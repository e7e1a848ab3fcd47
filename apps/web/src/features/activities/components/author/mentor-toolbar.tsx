import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useFeedback } from '../../../../lib/feedback';
import { useDashboardFailure } from '../../../../lib/use-dashboard-failure';
import {
  allocateReviewers,
  allocationHeadline,
  AUTHOR_KEY,
  sendReminders,
  sendScoreCards,
  setActivityFlag,
  type ActivityDashboard,
  type ActivityFlag,
  type AllocationResult,
} from '../../api/author';

const students = (n: number) => `${n} student${n === 1 ? '' : 's'}`;

/** Activity-wide actions: reminders, the allocation of reviewers, score cards and the two flags. */
export function MentorToolbar({ dashboard }: { dashboard: ActivityDashboard }) {
  const id = dashboard.assignment_id;
  const queryClient = useQueryClient();
  const { showSnackbar } = useFeedback();
  const onFailure = useDashboardFailure();
  const [allocation, setAllocation] = useState<AllocationResult | null>(null);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: AUTHOR_KEY });

  const remind = useMutation({
    mutationFn: () => sendReminders(id),
    meta: { handleErrors: false },
    onSuccess: ({ sent }) =>
      showSnackbar(sent === 0 ? 'Nobody needs a reminder right now.' : `Reminders sent to ${students(sent)}.`),
    onError: onFailure,
  });
  const flag = useMutation({
    mutationFn: (v: { flag: ActivityFlag; value: boolean }) => setActivityFlag(id, v.flag, v.value),
    meta: { handleErrors: false },
    onSuccess: (_r, v) => {
      const what = v.flag === 'final_evaluation' ? 'Final evaluation' : 'Peer reviews';
      showSnackbar(`${what} ${v.value ? 'on' : 'off'}.`);
      refresh();
    },
    onError: onFailure,
  });
  const allocate = useMutation({
    mutationFn: () => allocateReviewers(id),
    meta: { handleErrors: false },
    onSuccess: (result) => {
      setAllocation(result);
      refresh();
    },
    onError: onFailure,
  });
  const cards = useMutation({
    mutationFn: () => sendScoreCards(id),
    meta: { handleErrors: false },
    onSuccess: ({ sent }) =>
      showSnackbar(
        sent === 0 ? 'No completed activity to send a score card for.' : `Score cards sent to ${students(sent)}.`,
      ),
    onError: onFailure,
  });
  const names = new Map(dashboard.students.map((s) => [s.my_assignment_id, s.name]));

  return (
    <Paper variant="outlined" component="section" aria-label="Activity actions" sx={{ p: 2, mb: 2 }}>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { md: 'center' } }}
      >
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button variant="outlined" onClick={() => remind.mutate()} disabled={remind.isPending}>
            Send reminders
          </Button>
          <Button variant="outlined" onClick={() => allocate.mutate()} disabled={allocate.isPending}>
            Allocate reviewers
          </Button>
          <Button variant="outlined" onClick={() => cards.mutate()} disabled={cards.isPending}>
            Email score cards
          </Button>
        </Stack>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
          <FormControlLabel
            control={
              <Switch
                checked={dashboard.final_evaluation}
                onChange={(e) => flag.mutate({ flag: 'final_evaluation', value: e.target.checked })}
                disabled={flag.isPending}
              />
            }
            label="Final evaluation"
          />
          <FormControlLabel
            control={
              <Switch
                checked={dashboard.enable_reviews}
                onChange={(e) => flag.mutate({ flag: 'enable_reviews', value: e.target.checked })}
                disabled={flag.isPending}
              />
            }
            label="Peer reviews"
          />
        </Box>
      </Stack>
      {allocation && (
        <Alert
          severity={allocation.shortfall.length ? 'warning' : 'success'}
          onClose={() => setAllocation(null)}
          sx={{ mt: 2 }}
          role="status"
        >
          <Typography variant="body2">{allocationHeadline(allocation)}</Typography>
          {allocation.shortfall.length > 0 && (
            <Typography variant="body2">
              {`Not enough reviewers yet for: ${allocation.shortfall
                .map((s) => `${names.get(s.my_assignment_id) ?? s.my_assignment_id} (${s.missing} short)`)
                .join(', ')}. Work still short after the evaluation window comes to your queue.`}
            </Typography>
          )}
        </Alert>
      )}
    </Paper>
  );
}
