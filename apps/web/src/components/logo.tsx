import Box from '@mui/material/Box';
import { Link as RouterLink } from 'react-router';

/** The brand mark plus word mark, linking to `to`. */
export function Logo({ to, compact = false }: { to: string; compact?: boolean }) {
  return (
    <Box
      component={RouterLink}
      to={to}
      aria-label="Learn By Doing"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: { xs: 0.75, sm: 1 },
        color: 'inherit',
        textDecoration: 'none',
        flexShrink: 0,
      }}
    >
      <Box component="img" src="/favicon.svg" alt="Learn By Doing" width={32} height={32} sx={{ display: 'block' }} />
      {!compact && (
        <Box
          component="span"
          aria-hidden
          sx={{
            fontWeight: 800,
            fontSize: { xs: 16, sm: 19 },
            letterSpacing: '-0.01em',
            whiteSpace: 'nowrap',
            // The narrowest phones keep just the mark so LOGIN and SIGN UP fit.
            '@media (max-width: 379px)': { display: 'none' },
          }}
        >
          Learn By{' '}
          <Box component="span" sx={{ color: 'primary.main' }}>
            Doing
          </Box>
        </Box>
      )}
    </Box>
  );
}
