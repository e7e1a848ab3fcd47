import Download from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { saveBlob } from '../../../lib/save-blob';
import { toCsv } from '../csv';
import { ScrollRegion } from '../../../components/scroll-region';

export interface ChartPanelProps {
  title: string;
  /** The chart; the same numbers are always one click away as a table. */
  chart: ReactNode;
  headings: readonly string[];
  rows: readonly (readonly (string | number)[])[];
  /** File name of the CSV export, without the extension. */
  fileName: string;
  /** Shown instead of chart and table when there is nothing to draw. */
  empty?: string;
}

/** A dashboard chart with its data-table alternative and a CSV export of exactly the rows shown. */
export function ChartPanel({ title, chart, headings, rows, fileName, empty }: ChartPanelProps) {
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const exportCsv = () =>
    saveBlob(new Blob([toCsv(headings, rows)], { type: 'text/csv;charset=utf-8' }), `${fileName}.csv`);
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2, height: '100%', minWidth: 0 }}>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 1 }}
      >
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        {rows.length > 0 && (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <ToggleButtonGroup
              size="small"
              exclusive
              value={view}
              onChange={(_, v: 'chart' | 'table' | null) => v && setView(v)}
              aria-label={`${title}: chart or table`}
            >
              <ToggleButton value="chart">Chart</ToggleButton>
              <ToggleButton value="table">Table</ToggleButton>
            </ToggleButtonGroup>
            <Button size="small" startIcon={<Download />} onClick={exportCsv}>
              Export CSV
            </Button>
          </Stack>
        )}
      </Stack>
      {rows.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {empty ?? 'Nothing to show yet.'}
        </Typography>
      ) : view === 'chart' ? (
        <Box sx={{ width: '100%', minWidth: 0 }}>{chart}</Box>
      ) : (
        <ScrollRegion label={`${title} (table)`}>
          <Table size="small" aria-label={`${title} (table)`}>
            <TableHead>
              <TableRow>
                {headings.map((h) => (
                  <TableCell key={h}>{h}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((r, i) => (
                <TableRow key={i}>
                  {r.map((v, j) => (
                    <TableCell key={j}>{v}</TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </ScrollRegion>
      )}
    </Paper>
  );
}
