import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { fetchMyAssignments, studentActivityKeys } from '../api/student';
import { activityDate, scoreText } from '../peer-format';
import { STATUS_LABELS } from './student-activity-header';

const PAGE_SIZE = 10;

/**
 * The student's activities (GET /api/my_profile/my_assignments), each linking to /myActivity/{id}:
 * status, deadlines and scores at a glance. The spec names no screen for this list; it sits on the
 * student's dashboard.
 */
export function StudentActivityList() {
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: studentActivityKeys.list(page),
    queryFn: () => fetchMyAssignments(page, PAGE_SIZE),
    placeholderData: keepPreviousData,
    meta: { handleErrors: false },
  });
  const rows = list.data?.data ?? [];
  const pages = list.data?.pagination?.total_pages ?? 1;
  return (
    <Paper component="section" aria-labelledby="my-activities" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="my-activities" variant="h6" component="h2" gutterBottom>
        My Activities
      </Typography>
      {list.isSuccess && rows.length === 0 && (
        <Typography color="text.secondary">You are not enrolled in any activity yet.</Typography>
      )}
      {list.isError && <Typography color="text.secondary">Your activities could not be loaded.</Typography>}
      <Stack component="ul" aria-label="My activities" sx={{ listStyle: 'none', p: 0, m: 0, gap: 1.5 }}>
        {rows.map((r) => (
          <Box component="li" key={r.id} sx={{ borderBottom: 1, borderColor: 'divider', pb: 1.5 }}>
            <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
              <Link component={RouterLink} to={`/myActivity/${r.id}`} sx={{ fontWeight: 600, wordBreak: 'break-word' }}>
                {r.title}
              </Link>
              <Chip size="small" variant="outlined" label={r.type} />
              <Chip
                size="small"
                color={r.status === 'complete' ? 'success' : r.status === 'REDO' ? 'warning' : 'default'}
                label={STATUS_LABELS[r.status] ?? r.status}
              />
            </Stack>
            <Typography variant="body2" color="text.secondary">
              Submit by {activityDate(r.submission_deadline)} · Evaluate by {activityDate(r.peer_disable_at)}
              {r.score !== null || r.peer_score !== null
                ? ` · Mentor score ${scoreText(r.score)} · Peer score ${scoreText(r.peer_score)}`
                : ''}
            </Typography>
          </Box>
        ))}
      </Stack>
      {pages > 1 && (
        <Pagination count={pages} page={page} onChange={(_e, p) => setPage(p)} sx={{ mt: 2 }} size="small" />
      )}
    </Paper>
  );
}
