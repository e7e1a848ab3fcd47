import type { CurrentUser } from '@lbd/shared/identity';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { FeedbackProvider } from '../components/feedback/feedback-provider';
import type { FailureAction } from '../lib/describe-failure';
import { SessionProvider } from '../lib/session';
import { ApiFailureHandler } from './api-failure-handler';
import { createQueryClient } from './query-client';
import { theme } from './theme';

export interface AppProvidersProps {
  children: ReactNode;
  /**
   * Tests pass a signed-in user (or null for signed out) and skip the stored-session start-up;
   * the app leaves it undefined and restores the session from localStorage.
   */
  initialUser?: CurrentUser | null;
  /** Tests may pass their own client. */
  queryClient?: QueryClient;
}

/** Theme, server state, session and feedback. Must sit inside a router (failures navigate). */
export function AppProviders({ children, initialUser, queryClient }: AppProvidersProps) {
  const [failureSink] = useState(() => ({ handle: (_action: FailureAction): void => {} }));
  const [client] = useState(() => queryClient ?? createQueryClient(() => failureSink.handle));
  const [register] = useState(() => (handler: (action: FailureAction) => void) => {
    failureSink.handle = handler;
  });

  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={client}>
        <FeedbackProvider>
          <SessionProvider initialUser={initialUser}>
            <ApiFailureHandler register={register} />
            {children}
          </SessionProvider>
        </FeedbackProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
