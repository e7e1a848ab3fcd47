import { ENROLMENT_STATUS_LABELS, type ProjectApplicant } from '@lbd/shared';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { indiaDate } from '../../../../lib/dates';
import { useDebouncedValue } from '../../../../lib/use-debounced-value';
import { useProjects } from '../../api/catalogue';
import { useProjectStats, type ProjectStats } from '../../api/mentor';
import { ScrollRegion } from '../../../../components/scroll-region';

export interface ProjectFilters {
  query: string;
  from: string;
  to: string;
}

/** At-risk students (something overdue) first, most overdue first, then the least progress. Pure. */
export function atRiskFirst(rows: readonly ProjectApplicant[]): ProjectApplicant[] {
  return [...rows].sort((a, b) => b.overdue - a.overdue || a.progress - b.progress);
}

/** Enrolments within the dashboard's dates (India days, inclusive); open ends keep everything. Pure. */
export function withinDates(rows: readonly ProjectApplicant[], from: string, to: string): ProjectApplicant[] {
  return rows.filter((r) => {
    const day = r.enrolled_on?.slice(0, 10);
    if (!day) return !from && !to;
    return (!from || day >= from) && (!to || day <= to);
  });
}

function Tile({ label, value }: { label: string; value: number }) {
  return (
    <Paper variant="outlined" sx={{ p: 1.5, height: '100%' }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
        {value}
      </Typography>
    </Paper>
  );
}

/** Progress bands as bars, each with its number (the table alternative is the bar's own label). */
function Bands({ split }: { split: ProjectStats['split'] }) {
  const max = Math.max(1, ...split.map((b) => b.count));
  return (
    <Stack spacing={1} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Progress distribution">
      {split.map((b) => (
        <Box component="li" key={b.band}>
          <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
            <Typography variant="body2">{b.band}</Typography>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {b.count}
            </Typography>
          </Stack>
          <LinearProgress
            variant="determinate"
            value={(b.count / max) * 100}
            aria-label={`${b.band}: ${b.count} students`}
            sx={{ height: 8, borderRadius: 4 }}
          />
        </Box>
      ))}
    </Stack>
  );
}

function Students({ rows, total }: { rows: ProjectApplicant[]; total: number }) {
  if (rows.length === 0) return <Typography color="text.secondary">No students in these dates.</Typography>;
  return (
    <ScrollRegion label="Students, at risk first" sx={{ maxWidth: '100%' }}>
      <Table size="small" aria-label="Students, at risk first">
        <TableHead>
          <TableRow>
            <TableCell>Student</TableCell>
            <TableCell>Status</TableCell>
            <TableCell align="right">Progress</TableCell>
            <TableCell align="right">Overdue</TableCell>
            <TableCell>Enrolled</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={r.my_project_id} sx={r.overdue > 0 ? { bgcolor: 'warning.light' } : undefined}>
              <TableCell>
                {r.student.name}
                {r.institute && (
                  <Typography variant="caption" color="text.secondary" component="div">
                    {r.institute}
                  </Typography>
                )}
              </TableCell>
              <TableCell>{ENROLMENT_STATUS_LABELS[r.status]}</TableCell>
              <TableCell align="right">{r.progress}%</TableCell>
              <TableCell align="right">
                {r.overdue > 0 ? <Chip size="small" color="warning" label={`${r.overdue} at risk`} /> : 0}
              </TableCell>
              <TableCell>{indiaDate(r.enrolled_on)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {total > rows.length && (
        <Typography variant="caption" color="text.secondary">
          {`Showing ${rows.length} of ${total} students.`}
        </Typography>
      )}
    </ScrollRegion>
  );
}

function Stats({ projectId, filters }: { projectId: number; filters: ProjectFilters }) {
  const stats = useProjectStats(projectId);
  if (stats.isPending) return <LinearProgress aria-label="Loading enrolments" />;
  if (stats.isError) return <Typography color="text.secondary">The enrolments could not be loaded.</Typography>;
  const { counter, split, applicants, applicantsTotal, orgs } = stats.data;
  const rows = atRiskFirst(withinDates(applicants, filters.from, filters.to));
  return (
    <Stack spacing={2}>
      <Grid container spacing={1.5}>
        {(
          [
            ['Interested', counter.Interested],
            ['In Progress', counter.Enrolled],
            ['Completed', counter.Completed],
            ['Left', counter.Dropped],
            ['Awaiting review', counter.awaiting_review],
          ] as const
        ).map(([label, value]) => (
          <Grid key={label} size={{ xs: 6, sm: 4, md: 'grow' }}>
            <Tile label={label} value={value} />
          </Grid>
        ))}
      </Grid>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 5 }}>
          <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
            How far they are
          </Typography>
          <Bands split={split} />
          {orgs.length > 0 && (
            <>
              <Typography variant="subtitle2" component="h3" sx={{ mt: 2, mb: 1 }}>
                By institute
              </Typography>
              <Table size="small" aria-label="Enrolments by institute">
                <TableHead>
                  <TableRow>
                    <TableCell>Institute</TableCell>
                    <TableCell align="right">Enrolled</TableCell>
                    <TableCell align="right">Completed</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {orgs.map((o) => (
                    <TableRow key={o.org}>
                      <TableCell sx={{ overflowWrap: 'anywhere' }}>{o.org}</TableCell>
                      <TableCell align="right">{o.enrolled}</TableCell>
                      <TableCell align="right">{o.completed}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </>
          )}
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
            Students (at risk first)
          </Typography>
          <Students rows={rows} total={applicantsTotal} />
        </Grid>
      </Grid>
    </Stack>
  );
}

/** Enrolments of one of the caller's projects: counts, progress bands, students at risk first, institutes. */
export function ProjectEnrolments({ filters }: { filters: ProjectFilters }) {
  const query = useDebouncedValue(filters.query.trim(), 300);
  const projects = useProjects({ query, difficulty: '', skillId: null, mine: true, page: 1 }, { embedded: true });
  const [picked, setPicked] = useState<number | null>(null);
  const list = projects.data?.data ?? [];
  const projectId = list.some((p) => p.id === picked) ? picked : (list[0]?.id ?? null);
  if (projects.isPending) return <LinearProgress aria-label="Loading projects" />;
  if (projects.isError) return <Typography color="text.secondary">Your projects could not be loaded.</Typography>;
  if (list.length === 0)
    return (
      <Typography color="text.secondary">
        {query ? `No project of yours matches "${query}".` : 'You have no projects yet. '}
        {!query && (
          <Link component={RouterLink} to="/createProject">
            Create one
          </Link>
        )}
      </Typography>
    );
  return (
    <Stack spacing={2}>
      <TextField
        select
        size="small"
        label="Project"
        value={projectId ?? ''}
        onChange={(e) => setPicked(Number(e.target.value))}
        sx={{ maxWidth: 420 }}
      >
        {list.map((p) => (
          <MenuItem key={p.id} value={p.id}>
            {p.title}
          </MenuItem>
        ))}
      </TextField>
      {projectId !== null && <Stats projectId={projectId} filters={filters} />}
    </Stack>
  );
}
