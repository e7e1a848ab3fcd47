import {
  ENROLLMENT_GROUP_LABELS,
  ENROLLMENT_GROUPS,
  ENROLLMENT_KIND_LABELS,
  ENROLLMENT_KINDS,
  ENROLLMENT_TEXTS as T,
  INSTITUTE_DASHBOARD_TEXTS,
  type EnrollmentGroup,
  type EnrollmentKind,
  type EnrollmentOf,
} from '@lbd/shared/institute-dashboard';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { indiaDate } from '../../../lib/dates';
import { useEnrollmentDashboard, useEnrollmentListing } from '../enrollment-api';
import { useInstituteReader } from '../institute-api';
import { ChartPanel } from '../components/chart-panel';
import { DashboardLoad } from '../components/dashboard-load';
import { ScrollRegion } from '../../../components/scroll-region';

const BarsChart = lazy(() => import('../components/bars-chart'));
const PAGE_SIZE = 10;

function Listing({ of, kind }: { of: EnrollmentOf; kind: EnrollmentKind }) {
  const [page, setPage] = useState(1);
  const list = useEnrollmentListing(of, kind, page, PAGE_SIZE);
  const rows = list.data?.data ?? [];
  const pages = list.data?.pagination?.total_pages ?? 1;
  return (
    <Paper variant="outlined" component="section" aria-label={T.listHeading} sx={{ p: 2 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        {T.listHeading}
      </Typography>
      {list.isPending ? (
        <Skeleton variant="rounded" height={160} />
      ) : rows.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {T.none}
        </Typography>
      ) : (
        <>
          <ScrollRegion label={`${ENROLLMENT_KIND_LABELS[kind]}: ${T.listHeading}`}>
            <Table size="small" aria-label={`${ENROLLMENT_KIND_LABELS[kind]}: ${T.listHeading}`}>
              <TableHead>
                <TableRow>
                  <TableCell>{T.student}</TableCell>
                  <TableCell>Branch</TableCell>
                  <TableCell>Batch</TableCell>
                  <TableCell>{T.item}</TableCell>
                  <TableCell>{T.status}</TableCell>
                  <TableCell>{T.when}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((r) => (
                  <TableRow key={`${r.item.id}-${r.student.id}`}>
                    <TableCell>{r.student.name}</TableCell>
                    <TableCell>{r.branch ?? INSTITUTE_DASHBOARD_TEXTS.notGiven}</TableCell>
                    <TableCell>{r.batch ?? '–'}</TableCell>
                    <TableCell>
                      {r.item.title}
                      {r.org_name && (
                        <Typography variant="caption" color="text.secondary" component="div">
                          {r.org_name}
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell sx={{ textTransform: 'capitalize' }}>{r.status.toLowerCase()}</TableCell>
                    <TableCell>{indiaDate(r.enrolled_at)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </ScrollRegion>
          {pages > 1 && (
            <Pagination sx={{ mt: 1 }} count={pages} page={page} onChange={(_e, p) => setPage(p)} size="small" />
          )}
        </>
      )}
    </Paper>
  );
}

function Grouped({ of, kind }: { of: EnrollmentOf; kind: EnrollmentKind }) {
  const [group, setGroup] = useState<EnrollmentGroup>('month');
  const query = useEnrollmentDashboard(of, kind, group);
  const label = ENROLLMENT_GROUP_LABELS[group];
  return (
    <Stack spacing={1} sx={{ mb: 3 }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={group}
        onChange={(_e, next: EnrollmentGroup | null) => next && setGroup(next)}
        aria-label={T.byHeading}
      >
        {ENROLLMENT_GROUPS.map((g) => (
          <ToggleButton key={g} value={g}>
            {ENROLLMENT_GROUP_LABELS[g]}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <DashboardLoad query={query}>
        {(d) => (
          <ChartPanel
            title={`${T.byHeading} ${label.toLowerCase()}`}
            fileName={`enrolments-${kind}-by-${group}`}
            headings={[label, 'Enrolments']}
            rows={d.total === 0 ? [] : d.rows.map((r) => [r.label, r.count])}
            empty={T.none}
            chart={
              <>
                <Typography variant="caption" color="text.secondary">
                  {T.total(d.total)}
                </Typography>
                <Suspense fallback={<LinearProgress aria-label="Loading the chart" />}>
                  <BarsChart
                    horizontal={group === 'branch'}
                    categories={d.rows.map((r) => r.label)}
                    series={[{ label: 'Enrolments', data: d.rows.map((r) => r.count) }]}
                  />
                </Suspense>
              </>
            }
          />
        )}
      </DashboardLoad>
    </Stack>
  );
}

/**
 * /enrollmentDashboard (the institute's students in anyone's events, clubs and activities) and
 * /trainingEnrollmentDashboard (anyone in what the institute runs), issue 24 item 8: enrolments by
 * month, batch or branch, and listed, page by page.
 */
export default function EnrollmentDashboardPage() {
  const { pathname } = useLocation();
  const of: EnrollmentOf = pathname.startsWith('/training') ? 'own' : 'students';
  const { allowed } = useInstituteReader();
  const [kind, setKind] = useState<EnrollmentKind>('events');
  return (
    <Box sx={{ px: { xs: 1.5, sm: 2, md: 4 }, py: { xs: 2, md: 4 }, maxWidth: 1200, minWidth: 0 }}>
      <Typography variant="h4" component="h1" sx={{ mb: 1, fontSize: { xs: 24, sm: 30 } }}>
        {of === 'own' ? T.ownHeading : T.studentsHeading}
      </Typography>
      {!allowed ? (
        <Alert severity="info">{INSTITUTE_DASHBOARD_TEXTS.notForYou}</Alert>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {of === 'own' ? T.ownIntro : T.studentsIntro}
          </Typography>
          <Tabs
            value={kind}
            onChange={(_e, next: EnrollmentKind) => setKind(next)}
            aria-label="Kind of enrolment"
            sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
          >
            {ENROLLMENT_KINDS.map((k) => (
              <Tab key={k} value={k} label={ENROLLMENT_KIND_LABELS[k]} />
            ))}
          </Tabs>
          <Grouped key={`g-${kind}`} of={of} kind={kind} />
          <Listing key={`l-${kind}`} of={of} kind={kind} />
        </>
      )}
    </Box>
  );
}
