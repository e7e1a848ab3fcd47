import Box from '@mui/material/Box';
import type { MouseEvent } from 'react';
import { MAIN_ID } from '../focus-on-navigation';

/** 'Skip to main content': the first thing Tab reaches, shown only while focused (WCAG 2.4.1). */
export function SkipLink() {
  return (
    <Box
      component="a"
      href={`#${MAIN_ID}`}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        // Focus the landmark itself: following the fragment alone leaves the focus where it was in
        // some browsers, and the router would treat a changed hash as navigation.
        event.preventDefault();
        document.getElementById(MAIN_ID)?.focus();
      }}
      sx={{
        position: 'fixed',
        top: 8,
        left: 8,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'primary.dark',
        color: '#ffffff',
        fontWeight: 600,
        textDecoration: 'none',
        transform: 'translateY(-200%)',
        '&:focus': { transform: 'none', outline: '2px solid #ffffff', outlineOffset: 2 },
      }}
    >
      Skip to main content
    </Box>
  );
}
