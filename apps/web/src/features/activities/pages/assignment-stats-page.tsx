import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useSession } from '../../../lib/session';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { useActivityStats, type ActivityStatsRow } from '../api/author';
import { AuthorGate } from '../components/author/author-gate';
import { ScrollRegion } from '../../../components/scroll-region';

/** /assignmentStatsDashboard: the mentor's activities (an admin's: all) with their counts. */
export default function AssignmentStatsPage() {
  return (
    <AuthorGate>
      <Stats />
    </AuthorGate>
  );
}

const reviews = (r: ActivityStatsRow) => `${r.reviews_done} / ${r.reviews_required}`;
const mean = (r: ActivityStatsRow) => (r.mean_final_score === null ? '—' : String(r.mean_final_score));

function Attention({ row }: { row: ActivityStatsRow }) {
  return (
    <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', rowGap: 0.5 }}>
      {row.in_mentor_queue > 0 && <Chip size="small" color="warning" label={`${row.in_mentor_queue} in your queue`} />}
      {row.flagged > 0 && <Chip size="small" variant="outlined" label={`${row.flagged} flagged`} />}
      {row.appealed > 0 && <Chip size="small" variant="outlined" label={`${row.appealed} appealed`} />}
    </Stack>
  );
}

function StatsCard({ row }: { row: ActivityStatsRow }) {
  const facts: [string, string | number][] = [
    ['Enrolled', row.enrolled],
    ['Submitted', row.submitted],
    ['Reviews', reviews(row)],
    ['Mean final score', mean(row)],
  ];
  return (
    <Paper variant="outlined" component="article" aria-label={row.title} sx={{ p: 2 }}>
      <Link component={RouterLink} to={`/activity/${row.assignment_id}`} variant="subtitle1" sx={{ fontWeight: 600 }}>
        {row.title}
      </Link>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 1, my: 1.5 }}>
        {facts.map(([label, value]) => (
          <Box key={label}>
            <Typography variant="caption" color="text.secondary">
              {label}
            </Typography>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Attention row={row} />
      <Button component={RouterLink} to={`/activityDashboard/${row.assignment_id}`} size="small" sx={{ mt: 1 }}>
        Dashboard
      </Button>
    </Paper>
  );
}

function StatsTable({ rows }: { rows: ActivityStatsRow[] }) {
  return (
    <ScrollRegion outlined label="Activities">
      <Table size="small" aria-label="Activities">
        <TableHead>
          <TableRow>
            <TableCell>Activity</TableCell>
            <TableCell align="right">Enrolled</TableCell>
            <TableCell align="right">Submitted</TableCell>
            <TableCell align="right">Reviews done / required</TableCell>
            <TableCell>Needs attention</TableCell>
            <TableCell align="right">Mean final score</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={r.assignment_id} hover>
              <TableCell sx={{ maxWidth: 320, overflowWrap: 'anywhere' }}>
                <Link component={RouterLink} to={`/activity/${r.assignment_id}`}>
                  {r.title}
                </Link>
              </TableCell>
              <TableCell align="right">{r.enrolled}</TableCell>
              <TableCell align="right">{r.submitted}</TableCell>
              <TableCell align="right">{reviews(r)}</TableCell>
              <TableCell>
                <Attention row={r} />
              </TableCell>
              <TableCell align="right">{mean(r)}</TableCell>
              <TableCell>
                <Button
                  component={RouterLink}
                  to={`/activityDashboard/${r.assignment_id}`}
                  size="small"
                  aria-label={`Dashboard of ${r.title}`}
                >
                  Dashboard
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollRegion>
  );
}

function Stats() {
  const isMobile = useIsMobile();
  const { user } = useSession();
  const stats = useActivityStats();
  const rows = stats.data ?? [];
  return (
    <Box sx={{ px: { xs: 2, md: 4 }, py: { xs: 3, md: 4 }, maxWidth: 1200 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}
      >
        <Box>
          <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 24, sm: 30 } }}>
            Activities
          </Typography>
          <Typography color="text.secondary">
            {user?.is_admin ? 'Every activity on Learn By Doing.' : 'The activities you created.'}
          </Typography>
        </Box>
        <Button component={RouterLink} to="/createActivity" variant="contained" startIcon={<Add />}>
          Create activity
        </Button>
      </Stack>
      {stats.isFetching && <LinearProgress aria-label="Loading activities" sx={{ mb: 2 }} />}
      {stats.isSuccess && rows.length === 0 && (
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Typography color="text.secondary">No activities yet. Create one to enrol students.</Typography>
        </Paper>
      )}
      {rows.length > 0 &&
        (isMobile ? (
          <Stack spacing={1.5} component="div" aria-label="Activities" role="list">
            {rows.map((r) => (
              <Box role="listitem" key={r.assignment_id}>
                <StatsCard row={r} />
              </Box>
            ))}
          </Stack>
        ) : (
          <StatsTable rows={rows} />
        ))}
    </Box>
  );
}
