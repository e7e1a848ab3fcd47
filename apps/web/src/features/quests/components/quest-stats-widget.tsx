import type { QuestStatsRow } from '@lbd/shared/quests';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
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
import { useQuestStats } from '../api';
import { ScrollRegion } from '../../../components/scroll-region';

/** The stats page's filters (features/dashboards/stats-widgets.ts: StatsFilters). */
export interface QuestStatsFilters {
  query: string;
  from: string;
  to: string;
}

const PAGE = 20;

const COLUMNS: { heading: string; cell: (r: QuestStatsRow) => ReactNode }[] = [
  { heading: 'Steps', cell: (r) => r.step_count },
  { heading: 'Enrolled', cell: (r) => r.enrolled },
  { heading: 'Completed', cell: (r) => r.completed },
  { heading: 'Median progress', cell: (r) => `${r.median_progress}%` },
  { heading: 'At risk', cell: (r) => (r.at_risk > 0 ? <Chip size="small" color="warning" label={r.at_risk} /> : 0) },
];

const STATUS_WORD = { draft: 'Draft', published: 'Published', archived: 'Archived' } as const;

/**
 * /questStatsDashboard's widget (GET /api/quest_stats): the quests the viewer manages (all for admins), each
 * with its steps, students, completions, median progress and students at risk, leading to its dashboard.
 * The numbers are the quests' as of now: the page's dates do not narrow them.
 */
export function QuestStatsWidget({ filters }: { filters: QuestStatsFilters }) {
  const query = useDebouncedValue(filters.query.trim(), 300);
  // A page belongs to the search it was chosen under: a new search starts at the first page.
  const [chosen, setChosen] = useState({ query, page: 1 });
  const page = chosen.query === query ? chosen.page : 1;
  const list = useQuestStats({ query, page, count: PAGE });
  const dated = Boolean(filters.from || filters.to);
  if (list.isError && !list.data)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void list.refetch()}>
            Try again
          </Button>
        }
      >
        The quests’ numbers could not be loaded.
      </Alert>
    );
  if (!list.data) return <LinearProgress aria-label="Loading the quests" />;
  const rows = list.data.data;
  const pages = Math.ceil(list.data.pagination.total / PAGE);
  return (
    <Stack spacing={1}>
      {dated && (
        <Typography variant="body2" color="text.secondary">
          Quest numbers are as of today: the dates do not narrow them.
        </Typography>
      )}
      {rows.length === 0 ? (
        <Typography color="text.secondary">
          {query ? 'No quests match this name.' : 'You do not manage any quests yet.'}
        </Typography>
      ) : (
        <ScrollRegion label="Quests">
          <Table size="small" aria-label="Quests">
            <TableHead>
              <TableRow>
                <TableCell>Quest</TableCell>
                {COLUMNS.map((c) => (
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
                      <Link component={RouterLink} to={`/questDashboard/${r.id}`} sx={{ fontWeight: 600 }}>
                        {r.title}
                      </Link>
                      {r.status !== 'published' && (
                        <Chip size="small" variant="outlined" label={STATUS_WORD[r.status]} />
                      )}
                    </Stack>
                  </TableCell>
                  {COLUMNS.map((c) => (
                    <TableCell key={c.heading} align="right">
                      {c.cell(r)}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </ScrollRegion>
      )}
      {pages > 1 && (
        <Pagination
          count={pages}
          page={page}
          onChange={(_, p) => setChosen({ query, page: p })}
          aria-label="Pages of quests"
          sx={{ mt: 1 }}
        />
      )}
    </Stack>
  );
}
