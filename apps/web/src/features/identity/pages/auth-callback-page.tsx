import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { authMessageFromSearch, reportToOpener } from '../social-popup';

/**
 * Where a Google or Facebook sign-in ends, inside the popup window: it reports the result to the
 * window that opened it and closes itself. Shown without header or menu.
 */
export default function AuthCallbackPage() {
  const { search } = useLocation();
  const [isOrphan, setIsOrphan] = useState(false);

  useEffect(() => {
    const delivered = reportToOpener(authMessageFromSearch(search));
    window.close();
    // Still here: this window was not opened by the app (or the browser keeps it open).
    const timer = setTimeout(() => setIsOrphan(true), delivered ? 1500 : 0);
    return () => clearTimeout(timer);
  }, [search]);

  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Paper variant="outlined" sx={{ p: 4, maxWidth: 420, textAlign: 'center' }}>
        {!isOrphan && <CircularProgress size={32} sx={{ mb: 2 }} aria-label="Finishing sign-in" />}
        <Typography variant="h5" component="h1" gutterBottom>
          {isOrphan ? 'You can close this window' : 'Finishing sign-in'}
        </Typography>
        <Typography color="text.secondary">
          {isOrphan ? 'Return to the Learn By Doing window to continue.' : 'This window closes by itself in a moment.'}
        </Typography>
      </Paper>
    </Box>
  );
}
