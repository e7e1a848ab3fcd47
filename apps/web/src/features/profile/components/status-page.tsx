import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SvgIconComponent } from '@mui/icons-material';
import { Link as RouterLink } from 'react-router';
import { useSession } from '../../../lib/session';

export interface StatusPageProps {
  icon: SvgIconComponent;
  heading: string;
  paragraphs: string[];
}

/** A plain page about the state of the user's profile (disabled, awaiting approval) with Logout. */
export function StatusPage({ icon: Icon, heading, paragraphs }: StatusPageProps) {
  const { user, logout } = useSession();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', px: 2, py: { xs: 4, md: 8 } }}>
      <Paper variant="outlined" sx={{ maxWidth: 560, width: '100%', p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
        <Box
          sx={{
            width: 72,
            height: 72,
            mx: 'auto',
            mb: 2,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'rgba(47, 84, 212, 0.1)',
            color: 'primary.main',
          }}
        >
          <Icon sx={{ fontSize: 40 }} />
        </Box>
        <Typography variant="h4" component="h1" gutterBottom sx={{ fontSize: { xs: 26, sm: 32 } }}>
          {heading}
        </Typography>
        {paragraphs.map((paragraph) => (
          <Typography key={paragraph} color="text.secondary" sx={{ mb: 1.5 }}>
            {paragraph}
          </Typography>
        ))}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'center', mt: 3 }}>
          <Button component={RouterLink} to="/FAQ" variant="outlined">
            Read the FAQ
          </Button>
          {user && (
            <Button variant="contained" onClick={logout}>
              Logout
            </Button>
          )}
        </Stack>
      </Paper>
    </Box>
  );
}
