import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { StatusChip } from '../components/page-parts';
import { useBankOverview, useQuizOverview } from './api';
import { DASHBOARD_TEXTS as T, percentText } from './texts';

/*
 * The widgets of /quizStatsDashboard and /questionBankStatsDashboard (the dashboards feature's stats page,
 * its STATS_WIDGETS registry): each takes the page's filters (a name, India dates of the attempts).
 */

export interface QuizStatsFilters {
  query: string;
  from: string;
  to: string;
}

const PAGE = 20;

/** The filters as the API takes them, the name debounced; null while the dates are the wrong way round. */
function useListQuery(filters: QuizStatsFilters) {
  const query = useDebouncedValue(filters.query.trim(), 300);
  // A page belongs to the filters it was chosen under: new filters start at the first page.
  const key = `${query}|${filters.from}|${filters.to}`;
  const [chosen, setChosen] = useState({ key, page: 1 });
  const page = chosen.key === key ? chosen.page : 1;
  const setPage = (p: number) => setChosen({ key, page: p });
  const backwards = Boolean(filters.from && filters.to && filters.from > filters.to);
  return { q: { query, from: filters.from, to: filters.to, page, count: PAGE }, page, setPage, backwards };
}

function Pages({
  total,
  page,
  onPage,
  label,
}: {
  total: number;
  page: number;
  onPage: (p: number) => void;
  label: string;
}) {
  const pages = Math.ceil(total / PAGE);
  if (pages <= 1) return null;
  return <Pagination count={pages} page={page} onChange={(_, p) => onPage(p)} aria-label={label} sx={{ mt: 1 }} />;
}

/** The viewer's quizzes (all for admins): attempts, mean, pass rate, flagged questions, each to its dashboard. */
export function QuizStatsWidget({ filters }: { filters: QuizStatsFilters }) {
  const { q, page, setPage, backwards } = useListQuery(filters);
  const list = useQuizOverview(q, !backwards);
  if (backwards) return <Alert severity="warning">{T.datesBackwards}</Alert>;
  if (!list.data) return <LinearProgress aria-label="Loading the quizzes" />;
  const rows = list.data.data;
  if (rows.length === 0) return <Typography color="text.secondary">{T.quizzesEmpty}</Typography>;
  return (
    <>
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label="Quizzes">
          <TableHead>
            <TableRow>
              <TableCell>{T.quiz}</TableCell>
              <TableCell align="right">{T.attemptsColumn}</TableCell>
              <TableCell align="right">{T.finished}</TableCell>
              <TableCell align="right">{T.mean}</TableCell>
              <TableCell align="right">{T.passRate}</TableCell>
              <TableCell align="right">{T.pendingColumn}</TableCell>
              <TableCell align="right">{T.flagged}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((r) => (
              <TableRow key={r.id} hover>
                <TableCell>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <Link component={RouterLink} to={`/quizDashboard/${r.id}`} sx={{ fontWeight: 600 }}>
                      {r.title}
                    </Link>
                    {r.status !== 'published' && <StatusChip status={r.status} />}
                  </Stack>
                </TableCell>
                <TableCell align="right">{r.started}</TableCell>
                <TableCell align="right">{r.finished}</TableCell>
                <TableCell align="right">{r.mean === null ? '—' : `${r.mean}%`}</TableCell>
                <TableCell align="right">{percentText(r.pass_rate)}</TableCell>
                <TableCell align="right">{r.pending}</TableCell>
                <TableCell align="right">
                  {r.flagged > 0 ? <Chip size="small" color="warning" label={r.flagged} /> : 0}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Pages total={list.data.pagination.total} page={page} onPage={setPage} label="Pages of quizzes" />
    </>
  );
}

/** The banks the viewer uses (all for admins): questions, use in quizzes, answers, flagged questions. */
export function BankStatsWidget({ filters }: { filters: QuizStatsFilters }) {
  const { q, page, setPage, backwards } = useListQuery(filters);
  const list = useBankOverview(q, !backwards);
  if (backwards) return <Alert severity="warning">{T.datesBackwards}</Alert>;
  if (!list.data) return <LinearProgress aria-label="Loading the question banks" />;
  const rows = list.data.data;
  if (rows.length === 0) return <Typography color="text.secondary">{T.banksEmpty}</Typography>;
  return (
    <>
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label="Question banks">
          <TableHead>
            <TableRow>
              <TableCell>{T.bank}</TableCell>
              <TableCell align="right">{T.questionsColumn}</TableCell>
              <TableCell align="right">{T.usedIn}</TableCell>
              <TableCell align="right">{T.answersColumn}</TableCell>
              <TableCell align="right">{T.flagged}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((r) => (
              <TableRow key={r.id} hover>
                <TableCell>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <Link component={RouterLink} to={`/questionBank/${r.id}`} sx={{ fontWeight: 600 }}>
                      {r.title}
                    </Link>
                    {r.status !== 'published' && <StatusChip status={r.status} />}
                  </Stack>
                </TableCell>
                <TableCell align="right">{r.questions}</TableCell>
                <TableCell align="right">{r.quizzes}</TableCell>
                <TableCell align="right">{r.answered}</TableCell>
                <TableCell align="right">
                  {r.flagged > 0 ? <Chip size="small" color="warning" label={r.flagged} /> : 0}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Pages total={list.data.pagination.total} page={page} onPage={setPage} label="Pages of question banks" />
    </>
  );
}
