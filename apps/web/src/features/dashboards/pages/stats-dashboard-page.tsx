import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { Suspense, useState } from 'react';
import { ErrorView } from '../../../components/error-view';
import { PageLoading } from '../../../components/page-loading';
import { useSession } from '../../../lib/session';
import { Section } from '../components/dashboard-parts';
import { canSeeStatsDashboards, STATS_KIND_INFO, STATS_TEXTS as T, type StatsKind } from '../stats-kinds';
import { STATS_WIDGETS, type StatsFilters } from '../stats-widgets';

const NO_FILTERS: StatsFilters = { query: '', from: '', to: '' };

/** A name search and a date range; they wait (disabled, saying why) while the kind has no widgets. */
function Filters({
  kind,
  filters,
  onChange,
  isWaiting,
}: {
  kind: StatsKind;
  filters: StatsFilters;
  onChange: (filters: StatsFilters) => void;
  isWaiting: boolean;
}) {
  const fields = (
    <Stack
      role="group"
      aria-label="Filters"
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ alignItems: { sm: 'center' } }}
    >
      <TextField
        size="small"
        label={T.search}
        placeholder={T.searchPlaceholder(kind)}
        value={filters.query}
        onChange={(e) => onChange({ ...filters, query: e.target.value.slice(0, 100) })}
        disabled={isWaiting}
        sx={{ minWidth: { sm: 260 } }}
      />
      <TextField
        size="small"
        type="date"
        label={T.from}
        value={filters.from}
        onChange={(e) => onChange({ ...filters, from: e.target.value })}
        disabled={isWaiting}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: filters.to || undefined } }}
      />
      <TextField
        size="small"
        type="date"
        label={T.to}
        value={filters.to}
        onChange={(e) => onChange({ ...filters, to: e.target.value })}
        disabled={isWaiting}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: filters.from || undefined } }}
      />
    </Stack>
  );
  if (!isWaiting) return fields;
  // A disabled field fires no events: the tooltip sits on a wrapper that keyboard users can reach too.
  return (
    <Tooltip title={T.filtersWaiting(kind)} describeChild>
      <Box
        component="span"
        tabIndex={0}
        data-testid="filters-waiting"
        sx={{ display: 'inline-block', maxWidth: '100%' }}
      >
        {fields}
      </Box>
    </Tooltip>
  );
}

function StatsDashboard({ kind }: { kind: StatsKind }) {
  const [filters, setFilters] = useState<StatsFilters>(NO_FILTERS);
  const widgets = STATS_WIDGETS[kind];
  return (
    <Box sx={{ px: { xs: 2, md: 4 }, py: { xs: 2, md: 4 }, maxWidth: 1280 }}>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        {STATS_KIND_INFO[kind].title}
      </Typography>
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Filters kind={kind} filters={filters} onChange={setFilters} isWaiting={widgets.length === 0} />
      </Paper>
      {widgets.length === 0 ? (
        <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
          <Typography color="text.secondary">{T.empty(kind)}</Typography>
        </Paper>
      ) : (
        <Stack spacing={2}>
          {widgets.map(({ key, title, Widget }) => (
            <Section key={key} title={title}>
              <Suspense fallback={<PageLoading />}>
                <Widget filters={filters} />
              </Suspense>
            </Section>
          ))}
        </Stack>
      )}
    </Box>
  );
}

/**
 * /projectDashboard, /questStatsDashboard, /quizStatsDashboard and /questionBankStatsDashboard (issue 24
 * item 10): one page for the four kinds, for mentors, institutions, companies and admins; anyone else
 * (signed out included) gets Access Denied.
 */
export default function StatsDashboardPage({ kind }: { kind: StatsKind }) {
  const { user, isLoading } = useSession();
  if (isLoading) return <PageLoading />;
  if (!canSeeStatsDashboards(user)) return <ErrorView type="unauthorized" />;
  return <StatsDashboard kind={kind} />;
}
