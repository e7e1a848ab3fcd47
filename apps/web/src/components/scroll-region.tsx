import Paper from '@mui/material/Paper';
import TableContainer, { type TableContainerProps } from '@mui/material/TableContainer';

export type ScrollRegionProps = Omit<TableContainerProps, 'role' | 'tabIndex'> & {
  /** What a screen reader calls the box (the table's own name, or what the rows are). */
  label: string;
  /** Drawn as an outlined card. */
  outlined?: boolean;
};

/**
 * The box around a wide table (or a row of cards) that scrolls on a phone: a keyboard reaches it (Tab,
 * then the arrow keys) and a screen reader names it. A plain scrolling box is out of reach of anyone
 * without a pointer when nothing inside it can take focus.
 */
export function ScrollRegion({ label, outlined, ...props }: ScrollRegionProps) {
  return outlined ? (
    <TableContainer component={Paper} variant="outlined" tabIndex={0} role="region" aria-label={label} {...props} />
  ) : (
    <TableContainer tabIndex={0} role="region" aria-label={label} {...props} />
  );
}
