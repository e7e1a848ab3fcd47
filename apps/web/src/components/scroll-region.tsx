import Box, { type BoxProps } from '@mui/material/Box';

export type ScrollRegionProps = Omit<BoxProps, 'role' | 'tabIndex'> & {
  /** What a screen reader calls the box (the table's own name, or what the rows are). */
  label: string;
  /** Drawn as an outlined card. */
  outlined?: boolean;
};

const OUTLINED = { border: 1, borderColor: 'divider', borderRadius: '14px', bgcolor: 'background.paper' } as const;

/**
 * The box around a wide table (or a row of cards) that scrolls on a phone: a keyboard reaches it (Tab,
 * then the arrow keys) and a screen reader names it. A plain scrolling box is out of reach of anyone
 * without a pointer when nothing inside it can take focus. (A Box, not MUI's TableContainer: the pages
 * that hold one already load Box, and their initial JavaScript has a budget.)
 */
export function ScrollRegion({ label, outlined, sx, ...props }: ScrollRegionProps) {
  return (
    <Box
      tabIndex={0}
      role="region"
      aria-label={label}
      sx={[{ width: '100%', overflowX: 'auto' }, outlined ? OUTLINED : {}, ...(Array.isArray(sx) ? sx : [sx])]}
      {...props}
    />
  );
}
