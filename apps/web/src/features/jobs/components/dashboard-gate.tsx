import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { PageLoading } from '../../../components/page-loading';
import { useSession } from '../../../lib/session';

/**
 * Applicant dashboards are for the posting organisation (and admins): signed out, the page asks to
 * sign in instead of calling the API; other profile types are told who may see it.
 */
export function DashboardGate({ children }: { children: ReactNode }) {
  const { user, isLoading, openLogin } = useSession();
  if (isLoading) return <PageLoading />;
  const type = user?.profile?.profile_type;
  const allowed = user?.is_admin || type === 'COMPANY' || type === 'INSTITUTION';
  if (allowed) return <>{children}</>;
  return (
    <Box sx={{ px: { xs: 2, md: 4 }, py: { xs: 3, md: 5 }, maxWidth: 720 }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 4 } }}>
        <Typography variant="h4" component="h1" gutterBottom sx={{ fontSize: { xs: 24, sm: 30 } }}>
          Applicants dashboard
        </Typography>
        <Typography color="text.secondary" sx={{ mb: user ? 0 : 2 }}>
          {user
            ? 'Only the company or college that posted this job, and colleges following their own students, can see its applicants.'
            : 'Sign in with the company or college account that posted this job to see its applicants.'}
        </Typography>
        {!user && (
          <Button variant="contained" onClick={() => openLogin('login')}>
            LOGIN
          </Button>
        )}
      </Paper>
    </Box>
  );
}
