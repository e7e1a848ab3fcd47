import { AREAS, type Area } from '@lbd/shared/routes';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useLocation } from 'react-router';

/**
 * Honest stand-in for an area whose screens are not built yet: it names the area and the path
 * asked for, and does not pretend to be the feature.
 */
export function AreaPlaceholder({ area }: { area: Area }) {
  const { pathname, search } = useLocation();
  return (
    <Box sx={{ px: { xs: 2, md: 4 }, py: { xs: 3, md: 5 }, maxWidth: 880 }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 4 } }}>
        <Typography variant="overline" color="primary" sx={{ fontWeight: 700 }}>
          Coming soon
        </Typography>
        <Typography variant="h4" component="h1" gutterBottom>
          {AREAS[area]}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          This part of Learn By Doing is being built.
        </Typography>
        <Typography variant="body2" color="text.secondary">
          You asked for{' '}
          <Box
            component="code"
            data-testid="placeholder-path"
            sx={{ px: 0.75, py: 0.25, borderRadius: 1, bgcolor: 'action.hover', fontSize: 13 }}
          >
            {pathname + search}
          </Box>
        </Typography>
      </Paper>
    </Box>
  );
}
