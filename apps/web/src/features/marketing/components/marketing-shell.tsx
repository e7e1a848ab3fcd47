import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { MarketingFooter } from './marketing-footer';

/** Page body plus footer, filling at least the visible height. */
export function MarketingShell({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100%' }}>
      {children}
      <MarketingFooter />
    </Box>
  );
}
