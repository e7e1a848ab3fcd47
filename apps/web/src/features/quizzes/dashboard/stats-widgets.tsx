import type { LearningStatus } from '@lbd/shared';
import type { BankOverview, QuizOverview } from '@lbd/shared/quizzes';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { StatusChip } from '../components/page-parts';
import { useBankOverview, useQuizOverview } from './api';
import { DASHBOARD_TEXTS as T, percentText } from './texts';
import { ScrollRegion } from '../../../components/scroll-region';

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

interface Column<R> {
  heading: string;
  cell: (row: R) => ReactNode;
}

/** A flagged count stands out; none is a plain 0. */
const flaggedCell = (n: number) => (n > 0 ? <Chip size="small" color="warning" label={n} /> : 0);

/** The rows of a list: each item's title leading to its page (with its state unless published), then its numbers. */
function OverviewTable<R extends { id: number; title: string; status: LearningStatus }>({
  label,
  first,
  href,
  columns,
  rows,
  total,
  page,
  onPage,
}: {
  label: string;
  first: string;
  href: (row: R) => string;
  columns: Column<R>[];
  rows: R[];
  total: number;
  page: number;
  onPage: (p: number) => void;
}) {
  return (
    <>
      <ScrollRegion label={label}>
        <Table size="small" aria-label={label}>
          <TableHead>
            <TableRow>
              <TableCell>{first}</TableCell>
              {columns.map((c) => (
                <TableCell key={c.heading} align="right">
                  {c.heading}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((r) => (
              <TableRow key={r.id} hover>
                <TableCell>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <Link component={RouterLink} to={href(r)} sx={{ fontWeight: 600 }}>
                      {r.title}
                    </Link>
                    {r.status !== 'published' && <StatusChip status={r.status} />}
                  </Stack>
                </TableCell>
                {columns.map((c) => (
                  <TableCell key={c.heading} align="right">
                    {c.cell(r)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </ScrollRegion>
      <Pages total={total} page={page} onPage={onPage} label={`Pages of ${label.toLowerCase()}`} />
    </>
  );
}

const QUIZ_COLUMNS: Column<QuizOverview>[] = [
  { heading: T.attemptsColumn, cell: (r) => r.started },
  { heading: T.finished, cell: (r) => r.finished },
  { heading: T.mean, cell: (r) => (r.mean === null ? '—' : `${r.mean}%`) },
  { heading: T.passRate, cell: (r) => percentText(r.pass_rate) },
  { heading: T.pendingColumn, cell: (r) => r.pending },
  { heading: T.flagged, cell: (r) => flaggedCell(r.flagged) },
];

const BANK_COLUMNS: Column<BankOverview>[] = [
  { heading: T.questionsColumn, cell: (r) => r.questions },
  { heading: T.usedIn, cell: (r) => r.quizzes },
  { heading: T.answersColumn, cell: (r) => r.answered },
  { heading: T.flagged, cell: (r) => flaggedCell(r.flagged) },
];

/** The viewer's quizzes (all for admins): attempts, mean, pass rate, flagged questions, each to its dashboard. */
export function QuizStatsWidget({ filters }: { filters: QuizStatsFilters }) {
  const { q, page, setPage, backwards } = useListQuery(filters);
  const list = useQuizOverview(q, !backwards);
  if (backwards) return <Alert severity="warning">{T.datesBackwards}</Alert>;
  if (!list.data) return <LinearProgress aria-label="Loading the quizzes" />;
  if (list.data.data.length === 0) return <Typography color="text.secondary">{T.quizzesEmpty}</Typography>;
  return (
    <OverviewTable
      label="Quizzes"
      first={T.quiz}
      href={(r) => `/quizDashboard/${r.id}`}
      columns={QUIZ_COLUMNS}
      rows={list.data.data}
      total={list.data.pagination.total}
      page={page}
      onPage={setPage}
    />
  );
}

/** The banks the viewer uses (all for admins): questions, use in quizzes, answers, flagged questions. */
export function BankStatsWidget({ filters }: { filters: QuizStatsFilters }) {
  const { q, page, setPage, backwards } = useListQuery(filters);
  const list = useBankOverview(q, !backwards);
  if (backwards) return <Alert severity="warning">{T.datesBackwards}</Alert>;
  if (!list.data) return <LinearProgress aria-label="Loading the question banks" />;
  if (list.data.data.length === 0) return <Typography color="text.secondary">{T.banksEmpty}</Typography>;
  return (
    <OverviewTable
      label="Question banks"
      first={T.bank}
      href={(r) => `/questionBank/${r.id}`}
      columns={BANK_COLUMNS}
      rows={list.data.data}
      total={list.data.pagination.total}
      page={page}
      onPage={setPage}
    />
  );
}
