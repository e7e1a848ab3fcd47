import type { Assignment } from '@lbd/shared/activities';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { fetchPeerSubmissions, studentActivityKeys } from '../api/student';
import { PeerCommentThread, type PeerViewer } from './peer-comment-thread';
import { PeerSubmissionCard } from './peer-submission-card';

/** Peer learning: every submitted work of the activity with its comments and replies (SPEC §4.6). */
export function PeerLearningTab({ assignment, viewer }: { assignment: Assignment; viewer: PeerViewer }) {
  const [search, setSearch] = useSearchParams();
  const submissions = useQuery({
    queryKey: studentActivityKeys.submissions(assignment.id, 'PEER LEARNING'),
    queryFn: () => fetchPeerSubmissions(assignment.id, 'PEER LEARNING'),
    meta: { handleErrors: false },
  });
  if (submissions.isError) return <Typography color="text.secondary">{submissions.error.message}</Typography>;
  if (!submissions.data) return <Typography color="text.secondary">Loading submissions…</Typography>;
  if (submissions.data.length === 0) return <Typography color="text.secondary">Nobody has submitted yet.</Typography>;
  // One's own work first, then the others by name; or only the one asked for (?submission=, the
  // mentor's way here from the Evaluate dialog) while it is in the list.
  const all = [...submissions.data].sort((x, y) => Number(y.is_own) - Number(x.is_own) || x.name.localeCompare(y.name));
  const focused = all.filter((s) => String(s.my_assignment_id) === search.get('submission'));
  const rows = focused.length > 0 ? focused : all;
  const showAll = () =>
    setSearch(
      (current) => {
        const params = new URLSearchParams(current);
        params.delete('submission');
        return params;
      },
      { replace: true },
    );
  return (
    <Stack spacing={2}>
      {focused.length > 0 && all.length > 1 && (
        <Box>
          <Button size="small" onClick={showAll}>
            {`Show every submission (${all.length})`}
          </Button>
        </Box>
      )}
      {rows.map((s) => (
        <PeerSubmissionCard key={s.my_assignment_id} submission={s} assignment={assignment}>
          <PeerCommentThread activityId={assignment.id} submission={s} viewer={viewer} />
        </PeerSubmissionCard>
      ))}
    </Stack>
  );
}
