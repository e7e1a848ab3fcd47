import type { OrgAdvisorCounts } from '@lbd/shared/mentor-dashboard';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api, type ApiSuccess } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { DASHBOARDS_KEY } from '../api';
import { DashboardLoad } from '../components/dashboard-load';
import { DASHBOARD_META } from '../org-api';
import { ScrollRegion } from '../../../components/scroll-region';

const PAGE_SIZE = 20;
const COLUMNS: [keyof OrgAdvisorCounts, string][] = [
  ['activities', 'Activities'],
  ['open_activities', 'Open'],
  ['students', 'Students'],
  ['awaiting_evaluation', 'Awaiting evaluation'],
  ['evaluated', 'Evaluated'],
];

/**
 * /instituteMentor (SPEC §2.1; issue 24 item 2): the organisation's accepted mentors and what each runs
 * (activities today; projects, quizzes and quests as they are built), for its staff.
 */
export default function InstituteMentorsPage() {
  const { user } = useSession();
  const type = user?.profile?.profile_type;
  const isOrg = type === 'INSTITUTION' || type === 'COMPANY';
  const [page, setPage] = useState(1);
  const mentors = useQuery({
    queryKey: [...DASHBOARDS_KEY, 'org-mentors', page],
    queryFn: (): Promise<ApiSuccess<OrgAdvisorCounts[]>> =>
      api.get('/api/list_org_advisor_entities_counts', {
        params: { type: 'activities', page, count: PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
    enabled: isOrg,
    meta: DASHBOARD_META,
  });
  return (
    <Box sx={{ px: { xs: 1.5, sm: 2, md: 4 }, py: { xs: 2, md: 4 }, maxWidth: 1200, minWidth: 0 }}>
      <Typography variant="h4" component="h1" sx={{ mb: 1, fontSize: { xs: 24, sm: 30 } }}>
        Mentors
      </Typography>
      {!isOrg ? (
        <Alert severity="info">This page is for institutions and companies.</Alert>
      ) : (
        <DashboardLoad query={mentors}>
          {(res) =>
            res.data.length === 0 ? (
              <Alert severity="info">
                No mentors have joined your organisation yet. Mentors who name it when they sign up appear here once you
                accept them.
              </Alert>
            ) : (
              <Paper variant="outlined" sx={{ p: 2 }}>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                  What each of your mentors runs: activities today; projects, quizzes and quests join this list as they
                  are built.
                </Typography>
                <ScrollRegion label="Your mentors">
                  <Table size="small" aria-label="Your mentors">
                    <TableHead>
                      <TableRow>
                        <TableCell>Mentor</TableCell>
                        {COLUMNS.map(([, label]) => (
                          <TableCell key={label} align="right">
                            {label}
                          </TableCell>
                        ))}
                      </TableRow>
                    </TableHead>
                    <TableBody>
                      {res.data.map((m) => (
                        <TableRow key={m.profile_id}>
                          <TableCell>
                            {m.name}
                            {m.designation && (
                              <Typography variant="caption" color="text.secondary" component="div">
                                {m.designation}
                              </Typography>
                            )}
                          </TableCell>
                          {COLUMNS.map(([key, label]) => (
                            <TableCell key={label} align="right">
                              {m[key]}
                            </TableCell>
                          ))}
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                </ScrollRegion>
                {(res.pagination?.total_pages ?? 1) > 1 && (
                  <Pagination
                    sx={{ mt: 1 }}
                    count={res.pagination!.total_pages}
                    page={page}
                    onChange={(_e, p) => setPage(p)}
                    size="small"
                  />
                )}
              </Paper>
            )
          }
        </DashboardLoad>
      )}
    </Box>
  );
}
