import { ACCESS_TEXTS as T, INSTITUTE_DASHBOARD_LABELS } from '@lbd/shared/access-levels';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ErrorView } from '../../../components/error-view';
import { PageLoading } from '../../../components/page-loading';
import { indiaDateTime } from '../../../lib/dates';
import { useInstitutePermissions } from '../api';

/** /institutePermission (issue 29 item 7): per institute, what its college admins may see. */
export default function InstitutePermissionsPage() {
  const [page, setPage] = useState(1);
  const list = useInstitutePermissions(page);
  if (list.isError) return <ErrorView type="server" onRetry={() => void list.refetch()} />;
  if (!list.data) return <PageLoading />;
  const { data, pagination } = list.data;
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1">
          {T.permissionsHeading}
        </Typography>
        <Button variant="contained" component={RouterLink} to="/createInstitutePermission" sx={{ ml: 'auto' }}>
          New institute permissions
        </Button>
      </Box>
      <Typography color="text.secondary" sx={{ my: 2 }}>
        {T.permissionsIntro}
      </Typography>
      {data.length === 0 ? (
        <Typography>No institute has permissions set: every college admin sees every dashboard.</Typography>
      ) : (
        <Paper variant="outlined">
          <Table aria-label="Institute permissions">
            <TableHead>
              <TableRow>
                <TableCell>Institute</TableCell>
                <TableCell>College admins see</TableCell>
                <TableCell>Last changed</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {data.map((p) => (
                <TableRow key={p.id}>
                  <TableCell>{p.org_name}</TableCell>
                  <TableCell>
                    {p.dashboards.length === 0
                      ? 'Nothing'
                      : p.dashboards.map((d) => INSTITUTE_DASHBOARD_LABELS[d]).join('; ')}
                  </TableCell>
                  <TableCell>
                    {indiaDateTime(p.updated_at)}
                    {p.updated_by_email ? ` by ${p.updated_by_email}` : ''}
                  </TableCell>
                  <TableCell align="right">
                    <Button
                      size="small"
                      component={RouterLink}
                      to={`/updateInstitutePermission/${p.id}`}
                      aria-label={`Edit ${p.org_name}`}
                    >
                      Edit
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Paper>
      )}
      {pagination.total_pages > 1 && (
        <Pagination sx={{ mt: 2 }} count={pagination.total_pages} page={page} onChange={(_e, p) => setPage(p)} />
      )}
    </Container>
  );
}
