import { IMPORT_TOOL_NAMES, type ImportTool } from '@lbd/shared/imports';
import { Box, Button, Pagination, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useState } from 'react';
import { useImportHistory } from '../api';
import { rowCount, STATUS_LABELS, summaryLine } from '../format';
import { ScrollRegion } from '../../../components/scroll-region';

/** Every import of this tool the caller may see (an institute's own; admins all), newest first. */
export function ImportHistory({ tool, onOpen }: { tool: ImportTool; onOpen: (id: number) => void }) {
  const [page, setPage] = useState(1);
  const history = useImportHistory(tool, page);
  const rows = history.data?.data ?? [];
  return (
    <Box component="section" aria-labelledby="history-heading" sx={{ mt: 5 }}>
      <Typography id="history-heading" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {IMPORT_TOOL_NAMES[tool]} history
      </Typography>
      {rows.length === 0 && !history.isFetching && <Typography color="text.secondary">No imports yet.</Typography>}
      {rows.length > 0 && (
        <ScrollRegion label="Import history">
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>When</TableCell>
                <TableCell>File</TableCell>
                <TableCell>Status</TableCell>
                <TableCell>Rows</TableCell>
                <TableCell>By</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((r) => (
                <TableRow key={r.id}>
                  <TableCell>{new Date(r.created_at).toLocaleString('en-IN')}</TableCell>
                  <TableCell>{r.file_name}</TableCell>
                  <TableCell>{STATUS_LABELS[r.status]}</TableCell>
                  <TableCell>{r.status === 'mapping' ? rowCount(r.counts.total) : summaryLine(r.counts)}</TableCell>
                  <TableCell>
                    {r.created_by}
                    {r.institute ? ` · ${r.institute.name}` : ''}
                  </TableCell>
                  <TableCell>
                    <Button size="small" onClick={() => onOpen(r.id)} aria-label={`Open import ${r.id}`}>
                      Open
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </ScrollRegion>
      )}
      {(history.data?.pagination.total_pages ?? 1) > 1 && (
        <Pagination
          sx={{ mt: 1 }}
          count={history.data!.pagination.total_pages}
          page={page}
          onChange={(_e, p) => setPage(p)}
        />
      )}
    </Box>
  );
}
