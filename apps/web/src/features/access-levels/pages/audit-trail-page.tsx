import { ACCESS_TEXTS as T, type AuditEntry } from '@lbd/shared/access-levels';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ErrorView } from '../../../components/error-view';
import { PageLoading } from '../../../components/page-loading';
import { indiaDateTime } from '../../../lib/dates';
import { useAudit, type AuditFilters } from '../api';
import { auditChanges } from '../audit-diff';
import { refusalText } from '../../../lib/form-errors';
import { ScrollRegion } from '../../../components/scroll-region';

const EMPTY: AuditFilters = {
  actor_email: '',
  action: '',
  target_type: '',
  target_id: '',
  from: undefined,
  to: undefined,
  page: 1,
};

function Changes({ entry }: { entry: AuditEntry }) {
  const changes = auditChanges(entry.before, entry.after);
  if (changes.length === 0) return <Typography variant="body2">No change recorded</Typography>;
  return (
    <Box component="ul" sx={{ m: 0, pl: 2 }}>
      {changes.map((c) => (
        <li key={c.field}>
          <strong>{c.field}</strong>: {c.before} → {c.after}
        </li>
      ))}
    </Box>
  );
}

/** /auditTrail (ours, issue 29 item 8): who changed what and when, searchable. */
export default function AuditTrailPage() {
  const [draft, setDraft] = useState<AuditFilters>(EMPTY);
  const [filters, setFilters] = useState<AuditFilters>(EMPTY);
  const audit = useAudit(filters);
  const set = (k: keyof AuditFilters) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setDraft((d) => ({ ...d, [k]: e.target.value || (k === 'from' || k === 'to' ? undefined : '') }));
  const error = audit.isError ? refusalText(audit.error) : null;
  return (
    <Container maxWidth="xl" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1">
        {T.auditHeading}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {T.auditIntro}
      </Typography>
      <Stack
        component="form"
        direction={{ xs: 'column', md: 'row' }}
        spacing={1.5}
        sx={{ mb: 2 }}
        onSubmit={(e) => {
          e.preventDefault();
          setFilters({ ...draft, page: 1 });
        }}
      >
        <TextField size="small" label="Actor email" value={draft.actor_email} onChange={set('actor_email')} />
        <TextField
          size="small"
          label="Action"
          value={draft.action}
          onChange={set('action')}
          placeholder="access_grant"
        />
        <TextField
          size="small"
          label="Target type"
          value={draft.target_type}
          onChange={set('target_type')}
          placeholder="user"
        />
        <TextField size="small" label="Target id" value={draft.target_id} onChange={set('target_id')} />
        <TextField
          size="small"
          type="date"
          label="From"
          value={draft.from ?? ''}
          onChange={set('from')}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          size="small"
          type="date"
          label="To"
          value={draft.to ?? ''}
          onChange={set('to')}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Button type="submit" variant="contained">
          Search
        </Button>
      </Stack>
      {error && audit.error && !audit.data ? (
        <Typography color="error" role="alert">
          {error}
        </Typography>
      ) : !audit.data ? (
        audit.isError ? (
          <ErrorView type="server" onRetry={() => void audit.refetch()} />
        ) : (
          <PageLoading />
        )
      ) : (
        <>
          <ScrollRegion outlined label="Audit trail">
            <Table size="small" aria-label="Audit trail">
              <TableHead>
                <TableRow>
                  <TableCell>When</TableCell>
                  <TableCell>Who</TableCell>
                  <TableCell>Action</TableCell>
                  <TableCell>Target</TableCell>
                  <TableCell>Changes</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {audit.data.data.map((e) => (
                  <TableRow key={e.id}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{indiaDateTime(e.inserted_at)}</TableCell>
                    <TableCell>{e.actor_email ?? 'The system'}</TableCell>
                    <TableCell>{e.action}</TableCell>
                    <TableCell>
                      {e.target_type} {e.target_id}
                    </TableCell>
                    <TableCell>
                      <Changes entry={e} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </ScrollRegion>
          {audit.data.data.length === 0 && <Typography sx={{ mt: 2 }}>Nothing matches these filters.</Typography>}
          {audit.data.pagination.total_pages > 1 && (
            <Pagination
              sx={{ mt: 2 }}
              count={audit.data.pagination.total_pages}
              page={filters.page}
              onChange={(_e, page) => setFilters((f) => ({ ...f, page }))}
            />
          )}
        </>
      )}
    </Container>
  );
}
