import { IMPORT_FIELDS, ROW_OUTCOMES, type ImportRecord, type RowOutcome } from '@lbd/shared/imports';
import {
  Box,
  Pagination,
  Tab,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tabs,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useImportRows } from '../api';
import { OUTCOME_LABELS } from '../format';

/** The rows by outcome: row number, what it does (field names) or its error. Values are never shown. */
export function ImportRows({ record }: { record: ImportRecord }) {
  const [outcome, setOutcome] = useState<RowOutcome>(record.counts.error > 0 ? 'error' : 'create');
  const [page, setPage] = useState(1);
  const rows = useImportRows(record.id, outcome, page, true);
  const data = rows.data?.data ?? [];
  const pages = rows.data?.pagination.total_pages ?? 1;
  // Fields by their column labels ('CGPA, Subject'); an enrolment's items are named already.
  const labelOf = (key: string) => IMPORT_FIELDS[record.tool].find((f) => f.key === key)?.label ?? key;
  return (
    <Box component="section" aria-label="Rows" sx={{ mt: 3 }}>
      <Tabs
        value={outcome}
        onChange={(_e, v: RowOutcome) => {
          setOutcome(v);
          setPage(1);
        }}
        variant="scrollable"
      >
        {ROW_OUTCOMES.map((o) => (
          <Tab key={o} value={o} label={`${OUTCOME_LABELS[o]} (${record.counts[o].toLocaleString('en-IN')})`} />
        ))}
      </Tabs>
      <Table size="small" aria-label={`${OUTCOME_LABELS[outcome]} rows`}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: 90 }}>Row</TableCell>
            <TableCell>{outcome === 'error' ? 'Error' : 'Fields'}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {data.map((r) => (
            <TableRow key={r.row}>
              <TableCell>{r.row}</TableCell>
              <TableCell>{r.error ?? (r.fields.map(labelOf).join(', ') || '—')}</TableCell>
            </TableRow>
          ))}
          {data.length === 0 && !rows.isFetching && (
            <TableRow>
              <TableCell colSpan={2}>
                <Typography color="text.secondary">No rows here.</Typography>
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
      {pages > 1 && <Pagination sx={{ mt: 1 }} count={pages} page={page} onChange={(_e, p) => setPage(p)} />}
    </Box>
  );
}
