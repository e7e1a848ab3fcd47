import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { Suspense, type ReactNode } from 'react';

function PanelFallback() {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
      <CircularProgress size={24} aria-label="Loading" />
    </Box>
  );
}

export interface HeaderPopoverProps {
  anchor: HTMLElement | null;
  onClose: () => void;
  titleId: string;
  title: string;
  titleAction?: ReactNode;
  children: ReactNode;
}

/** The dropdown of a header alert button; loaded with its own chunk the first time one is wanted. */
export default function HeaderPopover({ anchor, onClose, titleId, title, titleAction, children }: HeaderPopoverProps) {
  return (
    <Popover
      open={anchor !== null}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      marginThreshold={8}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': titleId,
          sx: {
            // Just below the 55 px header rather than over its bottom edge.
            mt: 1,
            width: 380,
            maxWidth: 'calc(100vw - 16px)',
            display: 'flex',
            flexDirection: 'column',
            overflow: 'hidden',
          },
        },
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: 2,
          pt: 1.5,
          pb: 1,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 700, flexGrow: 1 }}>
          {title}
        </Typography>
        {titleAction}
      </Box>
      <Suspense fallback={<PanelFallback />}>{children}</Suspense>
    </Popover>
  );
}
