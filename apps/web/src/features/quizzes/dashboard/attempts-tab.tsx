import { round1 } from '@lbd/shared/quizzes';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { whenText } from '../components/page-parts';
import { ATTEMPTS_PAGE, useQuizAttempts, type AttemptFilter } from './api';
import { AttemptDialog } from './attempt-dialog';
import { DASHBOARD_TEXTS as T } from './texts';
import { ScrollRegion } from '../../../components/scroll-region';

const FILTERS: AttemptFilter[] = ['all', 'finished', 'in_progress', 'pending'];

/** The Attempts tab: every attempt, newest first, filtered by state; one opens with its answers and log. */
export function AttemptsTab({ quizId }: { quizId: number }) {
  const [filter, setFilter] = useState<AttemptFilter>('all');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const attempts = useQuizAttempts(quizId, filter, page);
  const rows = attempts.data?.data ?? [];
  const pages = attempts.data?.pagination.total_pages ?? 1;
  return (
    <Stack spacing={2}>
      <TextField
        select
        size="small"
        label={T.filterLabel}
        value={filter}
        onChange={(e) => {
          setFilter(e.target.value as AttemptFilter);
          setPage(1);
        }}
        sx={{ maxWidth: 240 }}
      >
        {FILTERS.map((f) => (
          <MenuItem key={f} value={f}>
            {T.filters[f]}
          </MenuItem>
        ))}
      </TextField>
      {!attempts.data ? (
        <LinearProgress aria-label="Loading the attempts" />
      ) : rows.length === 0 ? (
        <Typography color="text.secondary">{T.attemptsEmpty}</Typography>
      ) : (
        <ScrollRegion label={T.tabs.attempts}>
          <Table size="small" aria-label={T.tabs.attempts}>
            <TableHead>
              <TableRow>
                <TableCell>{T.student}</TableCell>
                <TableCell align="right">{T.number}</TableCell>
                <TableCell align="right">{T.score}</TableCell>
                <TableCell>{T.status}</TableCell>
                <TableCell>{T.submitted}</TableCell>
                <TableCell align="right">{T.log}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((a) => (
                <TableRow key={a.id} hover>
                  <TableCell>{a.student.name}</TableCell>
                  <TableCell align="right">{a.number}</TableCell>
                  <TableCell align="right">
                    {a.score === null || a.max_score === null
                      ? '—'
                      : `${round1(a.score)} / ${round1(a.max_score)}${a.percent === null ? '' : ` (${a.percent}%)`}`}
                  </TableCell>
                  <TableCell>
                    <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap' }}>
                      <span>{T.statusLabels[a.status]}</span>
                      {a.pending > 0 && <Chip size="small" color="info" label={T.waiting} />}
                    </Stack>
                  </TableCell>
                  <TableCell>{a.submitted_at ? whenText(a.submitted_at) : '—'}</TableCell>
                  <TableCell align="right">{a.events}</TableCell>
                  <TableCell align="right">
                    <Button
                      size="small"
                      onClick={() => setOpen(a.id)}
                      aria-label={`${T.open} ${T.attemptOf(a.student.name, a.number)}`}
                    >
                      {T.open}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </ScrollRegion>
      )}
      {pages > 1 && (
        <Pagination count={pages} page={page} onChange={(_, p) => setPage(p)} aria-label="Pages of attempts" />
      )}
      <Typography variant="caption" color="text.secondary">
        {attempts.data && attempts.data.pagination.total > ATTEMPTS_PAGE
          ? T.showing(rows.length, attempts.data.pagination.total, 'attempts')
          : ''}
      </Typography>
      <AttemptDialog attemptId={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}
