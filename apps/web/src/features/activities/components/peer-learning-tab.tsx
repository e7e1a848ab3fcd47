import type { Assignment } from '@lbd/shared';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { fetchPeerSubmissions, studentActivityKeys } from '../api/student';
import { PeerCommentThread, type PeerViewer } from './peer-comment-thread';
import { PeerSubmissionCard } from './peer-submission-card';

/** Peer learning: every submitted work of the activity with its comments and replies (SPEC §4.6). */
export function PeerLearningTab({ assignment, viewer }: { assignment: Assignment; viewer: PeerViewer }) {
  const submissions = useQuery({
    queryKey: studentActivityKeys.submissions(assignment.id, 'PEER LEARNING'),
    queryFn: () => fetchPeerSubmissions(assignment.id, 'PEER LEARNING'),
    meta: { handleErrors: false },
  });
  if (submissions.isError) return <Typography color="text.secondary">{submissions.error.message}</Typography>;
  if (!submissions.data) return <Typography color="text.secondary">Loading submissions…</Typography>;
  if (submissions.data.length === 0) return <Typography color="text.secondary">Nobody has submitted yet.</Typography>;
  // One's own work first, then the others by name.
  const rows = [...submissions.data].sort(
    (x, y) => Number(y.is_own) - Number(x.is_own) || x.name.localeCompare(y.name),
  );
  return (
    <Stack spacing={2}>
      {rows.map((s) => (
        <PeerSubmissionCard key={s.my_assignment_id} submission={s} assignment={assignment}>
          <PeerCommentThread activityId={assignment.id} submission={s} viewer={viewer} />
        </PeerSubmissionCard>
      ))}
    </Stack>
  );
}
