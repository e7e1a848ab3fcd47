import { STEP_KIND_LABELS } from '@lbd/shared/quests';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useMyQuests } from '../api';

/**
 * The student dashboard's quests (GET /api/my_profile/my_quests): each one followed with its progress, the
 * next step and how many steps wait behind a rule, leading to the quest; none yet leads to /quests.
 */
export function MyQuestsWidget() {
  const mine = useMyQuests('Enrolled');
  if (mine.isPending) return <LinearProgress aria-label="Loading your quests" />;
  if (mine.isError)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void mine.refetch()}>
            Try again
          </Button>
        }
      >
        We could not load your quests.
      </Alert>
    );
  if (mine.data.length === 0)
    return (
      <Typography color="text.secondary">
        You follow no quest yet.{' '}
        <Link component={RouterLink} to="/quests">
          Find a quest
        </Link>
      </Typography>
    );
  return (
    <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {mine.data.slice(0, 5).map((q) => (
        <Box component="li" key={q.id}>
          <Link component={RouterLink} to={`/myQuests/${q.id}`} sx={{ fontWeight: 600 }}>
            {q.title}
          </Link>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 0.5 }}>
            <LinearProgress
              variant="determinate"
              value={q.progress}
              sx={{ flex: 1, height: 6, borderRadius: 3 }}
              aria-label={`${q.title}: ${q.progress}% done`}
            />
            <Typography variant="body2" color="text.secondary">
              {q.steps_done} of {q.steps_total}
            </Typography>
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {q.next_step ? `Next: ${q.next_step.title} (${STEP_KIND_LABELS[q.next_step.kind]})` : 'No step open now'}
            {q.locked_count > 0 ? ` · ${q.locked_count} locked` : ''}
          </Typography>
        </Box>
      ))}
    </Stack>
  );
}
