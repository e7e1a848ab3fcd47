import { ORG_DASHBOARD_TEXTS as T, type OrgApplicationStats } from '@lbd/shared/org-dashboard';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { saveBlob } from '../../../lib/save-blob';
import { formatDuration, stageRows, toCsv } from '../funnel-format';
import { JobSkillMix } from './job-skill-mix';
import { ScrollRegion } from '../../../components/scroll-region';

const FunnelChart = lazy(() => import('./funnel-chart'));

const download = (name: string, text: string) => saveBlob(new Blob([text], { type: 'text/csv;charset=utf-8' }), name);

/** The applicant funnel across the organisation's postings: a chart or a table, time to first response, per job. */
export function ApplicantFunnel({ stats }: { stats: OrgApplicationStats }) {
  const [asTable, setAsTable] = useState(false);
  const rows = stageRows(stats.stages);
  const median = formatDuration(stats.first_response.median_seconds);
  const withApplicants = stats.jobs.filter((j) => j.stages.total > 0);

  return (
    <Box component="section" aria-labelledby="funnel-heading" sx={{ mb: 4 }}>
      <Typography id="funnel-heading" variant="h6" component="h2">
        {T.funnelHeading}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {T.funnelCaption}
      </Typography>
      <Paper variant="outlined" sx={{ p: 1.5, mb: 2 }} aria-label={T.firstResponse}>
        <Typography variant="body2" color="text.secondary">
          {T.firstResponse}
        </Typography>
        <Typography variant="h6" component="p">
          {median ?? T.noResponseYet}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p">
          {T.firstResponseHelp}
          {stats.first_response.waiting > 0 && ` ${T.waitingForResponse(stats.first_response.waiting)}.`}
        </Typography>
      </Paper>
      {stats.stages.total === 0 ? (
        <Alert severity="info">{T.noApplications}</Alert>
      ) : (
        <>
          <Typography variant="body2" sx={{ mb: 1 }}>
            {T.applicationsInAll(stats.stages.total)}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap', rowGap: 1 }}>
            <Button size="small" variant="outlined" onClick={() => setAsTable((v) => !v)}>
              {asTable ? T.showChart : T.showTable}
            </Button>
            <Button
              size="small"
              onClick={() =>
                download(
                  'applicant-funnel.csv',
                  toCsv(
                    ['Stage', 'Applications'],
                    rows.map((r) => [r.stage, r.count]),
                  ),
                )
              }
            >
              {T.exportCsv}
            </Button>
          </Stack>
          {asTable ? (
            <ScrollRegion outlined label={T.funnelHeading}>
              <Table size="small" aria-label={T.funnelHeading}>
                <TableHead>
                  <TableRow>
                    <TableCell>Stage</TableCell>
                    <TableCell align="right">Applications</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {rows.map((r) => (
                    <TableRow key={r.stage}>
                      <TableCell>{r.stage}</TableCell>
                      <TableCell align="right">{r.count}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </ScrollRegion>
          ) : (
            <Box role="img" aria-label={`${T.funnelHeading}: ${rows.map((r) => `${r.stage} ${r.count}`).join(', ')}`}>
              <Suspense fallback={<Box sx={{ height: 260 }} />}>
                <FunnelChart rows={rows} label="Applications" />
              </Suspense>
            </Box>
          )}
          <PerJobTable jobs={withApplicants} />
          <JobSkillMix jobs={withApplicants} />
        </>
      )}
    </Box>
  );
}

function PerJobTable({ jobs }: { jobs: OrgApplicationStats['jobs'] }) {
  const header = ['Job', 'Applied', 'Shortlisted', 'Selected', 'Withdrawn', 'Rejected', 'Total', 'First response'];
  const rows = jobs.map((j) => [
    j.title,
    j.stages.applied,
    j.stages.shortlisted,
    j.stages.selected,
    j.stages.withdrawn,
    j.stages.rejected,
    j.stages.total,
    formatDuration(j.first_response.median_seconds) ?? '',
  ]);
  return (
    <Box sx={{ mt: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="subtitle1" component="h3">
          {T.perJobHeading}
        </Typography>
        <Button size="small" onClick={() => download('applicants-per-job.csv', toCsv(header, rows))}>
          {T.exportCsv}
        </Button>
      </Stack>
      <ScrollRegion outlined label={T.perJobHeading}>
        <Table size="small" aria-label={T.perJobHeading}>
          <TableHead>
            <TableRow>
              {header.map((h, i) => (
                <TableCell key={h} align={i === 0 ? 'left' : 'right'}>
                  {h}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {jobs.map((j, r) => (
              <TableRow key={j.id}>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>
                  <Link component={RouterLink} to={`/jobDashboard/${j.id}`}>
                    {j.title}
                  </Link>
                </TableCell>
                {rows[r]!.slice(1).map((v, i) => (
                  <TableCell key={header[i + 1]} align="right">
                    {header[i + 1] === 'Shortlisted' && j.stages.shortlisted > 0 ? (
                      // The shortlist entry: the job's applicants, opened on the shortlisted.
                      <Link
                        component={RouterLink}
                        to={`/jobDashboard/${j.id}?status=shortlisted`}
                        aria-label={`${j.stages.shortlisted} shortlisted for ${j.title}`}
                      >
                        {v}
                      </Link>
                    ) : (
                      v
                    )}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </ScrollRegion>
    </Box>
  );
}
