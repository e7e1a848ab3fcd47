import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import type { ReactNode } from 'react';
import { Logo } from '../../../components/logo';
import { useSession } from '../../../lib/session';

/**
 * Frame of the profile-completion pages, which have no header or side menu (SPEC §2.3): the logo
 * and a way out (Logout).
 */
export function CompletionShell({ children, maxWidth = 'md' }: { children: ReactNode; maxWidth?: 'sm' | 'md' | 'lg' }) {
  const { user, logout } = useSession();
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <Box
        component="header"
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          px: { xs: 2, sm: 3 },
          height: 60,
          bgcolor: 'background.paper',
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Logo to="/" />
        {user && (
          <Button onClick={logout} color="inherit">
            Logout
          </Button>
        )}
      </Box>
      <Container maxWidth={maxWidth} sx={{ py: { xs: 3, md: 5 }, px: { xs: 2, sm: 3 } }}>
        {children}
      </Container>
    </Box>
  );
}
