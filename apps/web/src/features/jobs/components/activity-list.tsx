import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Pagination from '@mui/material/Pagination';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DASHBOARD_META, fetchActivity, jobKeys } from '../api';
import { formatDateTime } from '../job-helpers';
import { changeText } from './application-log-dialog';

/** The job's application log, newest first: who moved whom, from what to what, and why. */
export function ActivityList({ jobId }: { jobId: number }) {
  const [page, setPage] = useState(1);
  const log = useQuery({
    queryKey: jobKeys.activity(jobId, page),
    queryFn: () => fetchActivity(jobId, page),
    placeholderData: keepPreviousData,
    meta: DASHBOARD_META,
  });
  const rows = log.data?.data ?? [];
  const totalPages = log.data?.pagination?.total_pages ?? 1;
  return (
    <Box>
      {log.isFetching && <LinearProgress aria-label="Loading activity" />}
      {log.isSuccess && rows.length === 0 && <Alert severity="info">Nothing has happened yet.</Alert>}
      <List aria-label="Activity log">
        {rows.map((r) => (
          <ListItem key={r.id} divider disableGutters>
            <ListItemText
              primary={`${r.student_name}: ${changeText(r.from_status, r.to_status)}`}
              secondary={[formatDateTime(r.at), r.actor_name && `by ${r.actor_name}`, r.note]
                .filter(Boolean)
                .join(' · ')}
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
