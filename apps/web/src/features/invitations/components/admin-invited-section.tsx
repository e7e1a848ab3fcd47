import {
  INVITATION_STATUS_LABELS,
  INVITATION_TYPE_LABELS,
  INVITATION_TYPES,
  type InvitationStatus,
  type InvitationType,
} from '@lbd/shared/invitations';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { indiaDate } from '../../../lib/dates';
import { fetchInvitedStudents, INVITATION_KEYS } from '../api';
import { STATUS_COLORS } from '../status-colors';
import { StatusFilter } from './status-filter';
import { ScrollRegion } from '../../../components/scroll-region';

/** 'Invited students' on /adminDashboard (SPEC §7.4 inivited_students_list): every organisation's, by type and status. */
export default function AdminInvitedSection() {
  const [type, setType] = useState<InvitationType>('Club_Invited');
  const [status, setStatus] = useState<InvitationStatus | undefined>(undefined);
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: INVITATION_KEYS.admin(type, status, page),
    queryFn: () => fetchInvitedStudents(type, status, page),
    placeholderData: keepPreviousData,
  });
  const rows = list.data?.data ?? [];
  const totalPages = list.data?.pagination?.total_pages ?? 1;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="admin-invited-heading"
      sx={{ p: { xs: 2, sm: 3 }, mt: 3 }}
    >
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1.5, mb: 1 }}
      >
        <Typography id="admin-invited-heading" variant="h6" component="h2">
          Invited students
        </Typography>
        <Stack direction="row" spacing={1.5}>
          <TextField
            select
            size="small"
            label="Invited to"
            value={type}
            onChange={(e) => {
              setType(e.target.value as InvitationType);
              setPage(1);
            }}
            sx={{ minWidth: 130 }}
          >
            {INVITATION_TYPES.map((t) => (
              <MenuItem key={t} value={t}>
                {INVITATION_TYPE_LABELS[t]}
              </MenuItem>
            ))}
          </TextField>
          <StatusFilter
            value={status}
            onChange={(next) => {
              setStatus(next);
              setPage(1);
            }}
            minWidth={130}
          />
        </Stack>
      </Stack>
      {list.isFetching && <LinearProgress aria-label="Loading invited students" />}
      {list.isSuccess && rows.length === 0 ? (
        <Typography color="text.secondary">No invitations match.</Typography>
      ) : (
        <ScrollRegion label="Invited students">
          <Table size="small" aria-label="Invited students">
            <TableHead>
              <TableRow>
                <TableCell>Student</TableCell>
                <TableCell>{INVITATION_TYPE_LABELS[type]}</TableCell>
                <TableCell>Organisation</TableCell>
                <TableCell>Invited</TableCell>
                <TableCell>Status</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((r) => (
                <TableRow key={r.id}>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>
                    {r.student_name}
                    {r.email && (
                      <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
                        {r.email}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell>{r.item_title}</TableCell>
                  <TableCell>{r.org_name ?? '—'}</TableCell>
                  <TableCell>{indiaDate(r.invited_at)}</TableCell>
                  <TableCell>
                    <Chip size="small" color={STATUS_COLORS[r.status]} label={INVITATION_STATUS_LABELS[r.status]} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </ScrollRegion>
      )}
      {totalPages > 1 && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
          <Pagination count={totalPages} page={page} onChange={(_e, next) => setPage(next)} color="primary" />
        </Box>
      )}
    </Paper>
  );
}
