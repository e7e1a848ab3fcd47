import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { ScrollRegion } from '../../../components/scroll-region';

export interface AdminDataTableProps {
  caption: string;
  columns: string[];
  rows: (string | number)[][];
}

/** A chart's numbers as a table (the accessible alternative, and what Export CSV writes); scrolls on a phone. */
export function AdminDataTable({ caption, columns, rows }: AdminDataTableProps) {
  return (
    <ScrollRegion label={`${caption} table`} sx={{ maxHeight: 420 }}>
      <Table size="small" stickyHeader aria-label={caption}>
        <TableHead>
          <TableRow>
            {columns.map((column, i) => (
              <TableCell key={column} align={i === 0 ? 'left' : 'right'} sx={{ whiteSpace: 'nowrap' }}>
                {column}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={String(row[0])}>
              {row.map((value, i) => (
                <TableCell
                  key={columns[i]}
                  align={i === 0 ? 'left' : 'right'}
                  component={i === 0 ? 'th' : 'td'}
                  scope={i === 0 ? 'row' : undefined}
                  sx={{ whiteSpace: 'nowrap' }}
                >
                  {value}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollRegion>
  );
}
