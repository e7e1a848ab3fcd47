import type { CurrentUser, SessionTokens, SocialProvider } from '@lbd/shared/identity';
import Backdrop from '@mui/material/Backdrop';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { ApiError, setTokenProvider } from './api-client';
import { describeFailure } from './describe-failure';
import { resetDrawerState } from './drawer-state';
import { useFeedback } from './feedback';
import { clearSavedRedirect } from './saved-redirect';
import { CURRENT_USER_KEY, fetchCurrentUser, postRefresh, postSignOut } from './session-api';
import { SESSION_TEXTS } from './session-texts';
import {
  ACCESS_TOKEN_KEY,
  EXPIRES_AT_KEY,
  clearTokens,
  currentAccessToken,
  needsRefresh,
  readTokens,
  refreshDelayMs,
  sessionAction,
  writeTokens,
} from './token-store';

// Every API call carries the stored access token (SPEC §7).
setTokenProvider(currentAccessToken);

/** Faces the login popup can open on (SPEC §4.2). */
export type LoginMode = 'login' | 'signup' | 'forgot' | 'link';

export interface LoginRequest {
  mode: LoginMode;
  /** Prefilled email (link accounts after a social sign-in conflict). */
  email?: string;
  provider?: SocialProvider;
  /** Changes on every openLogin, so the popup resets its faces. */
  id: number;
}

/** Where the session stands: still deciding on load, holding tokens, or signed out. */
export type AuthStatus = 'loading' | 'authenticated' | 'anonymous';

export interface Session {
  /** The signed-in user, or null when signed out (or not loaded yet). */
  user: CurrentUser | null;
  /** True while the session or the current user is being loaded. */
  isLoading: boolean;
  /** True while the app holds tokens (the user may still be loading). */
  isSignedIn: boolean;
  /** Which face of the login popup is open, or null when it is closed. */
  loginMode: LoginMode | null;
  loginRequest: LoginRequest | null;
  openLogin: (mode: LoginMode, options?: { email?: string; provider?: SocialProvider }) => void;
  closeLogin: () => void;
  /** Store the tokens of a successful sign-in and load the user; the guard then routes (SPEC §4.1). */
  signIn: (tokens: SessionTokens) => Promise<CurrentUser>;
  /** Reload the current user (after creating a profile, accepting terms, ...). */
  refetchUser: () => Promise<CurrentUser>;
  /**
   * Get a fresh access token now (a long-lived connection was refused with 401). True while the
   * session is usable; false when it has ended (the user is then signed out).
   */
  refreshToken: () => Promise<boolean>;
  /** Sign out: revoke the session, clear storage, user and drawer state, go Home (SPEC §4.1). */
  logout: () => void;
  /** True from a sign-in until the guard has routed after it. */
  justSignedIn: boolean;
  acknowledgeSignIn: () => void;
  /**
   * True from a logout until the app is Home: the router applies the navigation in a transition,
   * after the signed-out render, and the guard must not treat the page being left as a visit.
   */
  isLoggingOut: boolean;
  acknowledgeLogout: () => void;
}

const SessionContext = createContext<Session | null>(null);

export interface SessionProviderProps {
  children: ReactNode;
  /**
   * Tests: start with this user (or signed out with null) and skip the stored-token start-up.
   * Leave undefined in the app, which restores the session from localStorage.
   */
  initialUser?: CurrentUser | null;
}

const REFRESH_RETRY_MS = 30_000;

function isAuthFailure(error: unknown): boolean {
  return error instanceof ApiError && error.kind === 'http' && (error.status === 401 || error.status === 403);
}

/** The popup window of a social sign-in must not touch the session it reports to. */
function isAuthCallbackWindow(): boolean {
  return typeof window !== 'undefined' && window.location.pathname === '/authCallback';
}

function RefreshingOverlay() {
  return (
    <Backdrop open sx={{ zIndex: (theme) => theme.zIndex.modal + 10 }}>
      <Paper role="status" sx={{ px: 3, py: 2, minWidth: 260, maxWidth: 'calc(100vw - 32px)' }}>
        <Typography sx={{ mb: 1.5 }}>{SESSION_TEXTS.refreshingSession}</Typography>
        <LinearProgress aria-label={SESSION_TEXTS.refreshingSession} />
      </Paper>
    </Backdrop>
  );
}

/**
 * The session and token manager (SPEC §4.1): keeps the access token and its expiry in
 * localStorage, refreshes 120 s before expiry, refreshes on focus when the token is about to
 * expire (swallowing clicks while the window is blurred), loads the current user and logs out.
 */
export function SessionProvider({ children, initialUser }: SessionProviderProps) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { showPopup } = useFeedback();
  const hasInitialUser = initialUser !== undefined;

  const [status, setStatus] = useState<AuthStatus>(() => {
    if (!hasInitialUser) return isAuthCallbackWindow() ? 'anonymous' : 'loading';
    if (initialUser) queryClient.setQueryData(CURRENT_USER_KEY, initialUser);
    return initialUser ? 'authenticated' : 'anonymous';
  });
  const statusRef = useRef(status);
  statusRef.current = status;
  const [loginRequest, setLoginRequest] = useState<LoginRequest | null>(null);
  const [justSignedIn, setJustSignedIn] = useState(false);
  const [isRefreshing, setIsRefreshing] = useState(false);
  const [isLoggingOut, setIsLoggingOut] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const refreshInFlight = useRef<Promise<boolean> | null>(null);
  const nextLoginId = useRef(1);

  const userQuery = useQuery({
    queryKey: CURRENT_USER_KEY,
    queryFn: fetchCurrentUser,
    enabled: status === 'authenticated',
    staleTime: Infinity,
    retry: false,
    meta: { handleErrors: false },
  });

  const cancelTimer = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  }, []);

  /** Forget everything about the signed-in user on this device (no server call, no navigation). */
  const endSession = useCallback(() => {
    cancelTimer();
    clearTokens();
    try {
      window.localStorage.clear();
    } catch {
      // storage unavailable
    }
    resetDrawerState();
    clearSavedRedirect();
    // Current user, portfolio, admin access level and every other cached server answer.
    queryClient.clear();
    setJustSignedIn(false);
    setIsRefreshing(false);
    setStatus('anonymous');
  }, [cancelTimer, queryClient]);

  // `refresh` and `schedule` call each other; the ref breaks the cycle.
  const refreshRef = useRef<() => Promise<boolean>>(() => Promise.resolve(false));

  const schedule = useCallback(
    (expiresAt: number, delay = refreshDelayMs(expiresAt, Date.now())) => {
      cancelTimer();
      timer.current = setTimeout(() => void refreshRef.current(), delay);
    },
    [cancelTimer],
  );

  const storeTokens = useCallback(
    (tokens: SessionTokens) => {
      writeTokens({ accessToken: tokens.access_token, expiresAt: tokens.expires_at });
      schedule(tokens.expires_at);
    },
    [schedule],
  );

  /**
   * POST /api/identity/refresh and store the new token. True while the session is usable:
   * a 401 (no signed-in user) ends it; a network or server failure keeps an unexpired token and
   * tries again shortly.
   */
  const refresh = useCallback((): Promise<boolean> => {
    if (refreshInFlight.current) return refreshInFlight.current;
    const attempt = postRefresh()
      .then((tokens) => {
        storeTokens(tokens);
        return true;
      })
      .catch((error: unknown) => {
        const stored = readTokens();
        if (!isAuthFailure(error) && stored && stored.expiresAt > Date.now()) {
          schedule(stored.expiresAt, REFRESH_RETRY_MS);
          return true;
        }
        endSession();
        return false;
      })
      .finally(() => {
        refreshInFlight.current = null;
      });
    refreshInFlight.current = attempt;
    return attempt;
  }, [endSession, schedule, storeTokens]);
  refreshRef.current = refresh;

  const refetchUser = useCallback(
    () => queryClient.fetchQuery({ queryKey: CURRENT_USER_KEY, queryFn: fetchCurrentUser, staleTime: 0 }),
    [queryClient],
  );

  // On load (SPEC §4.1): no stored token -> clear; under 120 s left -> refresh; else schedule and load the user.
  const booted = useRef(false);
  useEffect(() => {
    if (booted.current || hasInitialUser || isAuthCallbackWindow()) return;
    booted.current = true;
    const stored = readTokens();
    const action = sessionAction(stored?.expiresAt ?? null, Date.now());
    if (action === 'clear' || !stored) {
      clearTokens();
      setStatus('anonymous');
      return;
    }
    if (action === 'refresh') {
      void refresh().then((ok) => {
        if (ok) setStatus('authenticated');
      });
      return;
    }
    schedule(stored.expiresAt);
    setStatus('authenticated');
  }, [hasInitialUser, refresh, schedule]);

  useEffect(() => cancelTimer, [cancelTimer]);

  // The current user could not be loaded: signed out on the server -> log out; otherwise the error page.
  useEffect(() => {
    if (status !== 'authenticated' || !userQuery.isError) return;
    if (isAuthFailure(userQuery.error)) {
      endSession();
      return;
    }
    const action = describeFailure(userQuery.error);
    if (action.kind === 'navigate') void navigate(action.to, { state: { from: window.location.pathname } });
    else showPopup({ heading: action.heading, message: action.message });
  }, [status, userQuery.isError, userQuery.error, endSession, navigate, showPopup]);

  // Focus with under 120 s left: say so, refresh, then reload the user (or log out). While the
  // window is blurred, clicks are swallowed so nothing acts on a session about to expire.
  useEffect(() => {
    if (status !== 'authenticated') return;
    let swallowing = false;
    const swallow = (event: Event) => {
      event.stopPropagation();
      event.preventDefault();
    };
    const stopSwallowing = () => {
      if (!swallowing) return;
      window.removeEventListener('click', swallow, true);
      swallowing = false;
    };
    const handleBlur = () => {
      if (swallowing) return;
      window.addEventListener('click', swallow, true);
      swallowing = true;
    };
    const handleFocus = () => {
      const stored = readTokens();
      if (!stored) {
        stopSwallowing();
        endSession();
        return;
      }
      if (!needsRefresh(stored.expiresAt, Date.now())) {
        stopSwallowing();
        return;
      }
      setIsRefreshing(true);
      void refresh()
        .then(async (ok) => {
          if (ok) await refetchUser().catch(() => undefined);
        })
        .finally(() => {
          setIsRefreshing(false);
          stopSwallowing();
        });
    };
    window.addEventListener('blur', handleBlur);
    window.addEventListener('focus', handleFocus);
    return () => {
      window.removeEventListener('blur', handleBlur);
      window.removeEventListener('focus', handleFocus);
      stopSwallowing();
    };
  }, [status, endSession, refresh, refetchUser]);

  // Another tab signed out (tokens gone) or refreshed (new expiry): follow it.
  useEffect(() => {
    const handleStorage = (event: StorageEvent) => {
      if (event.key !== null && event.key !== ACCESS_TOKEN_KEY && event.key !== EXPIRES_AT_KEY) return;
      if (statusRef.current !== 'authenticated') return;
      const stored = readTokens();
      if (stored) schedule(stored.expiresAt);
      else endSession();
    };
    window.addEventListener('storage', handleStorage);
    return () => window.removeEventListener('storage', handleStorage);
  }, [endSession, schedule]);

  const signIn = useCallback(
    async (tokens: SessionTokens) => {
      storeTokens(tokens);
      setStatus('authenticated');
      setJustSignedIn(true);
      return refetchUser();
    },
    [storeTokens, refetchUser],
  );

  const logout = useCallback(() => {
    // Called before the tokens are cleared: the request reads the bearer token synchronously.
    postSignOut().catch((error: unknown) => {
      console.error('Sign-out failed:', error instanceof Error ? error.message : error);
    });
    endSession();
    setLoginRequest(null);
    setIsLoggingOut(true);
    void navigate('/');
  }, [endSession, navigate]);

  const openLogin = useCallback<Session['openLogin']>((mode, options = {}) => {
    setLoginRequest({ mode, ...options, id: nextLoginId.current++ });
  }, []);
  const closeLogin = useCallback(() => setLoginRequest(null), []);
  const acknowledgeSignIn = useCallback(() => setJustSignedIn(false), []);
  const acknowledgeLogout = useCallback(() => setIsLoggingOut(false), []);

  const isSignedIn = status === 'authenticated';
  const user = isSignedIn ? (userQuery.data ?? null) : null;
  const isLoading = status === 'loading' || (isSignedIn && userQuery.isPending);

  const value = useMemo<Session>(
    () => ({
      user,
      isLoading,
      isSignedIn,
      loginMode: loginRequest?.mode ?? null,
      loginRequest,
      openLogin,
      closeLogin,
      signIn,
      refetchUser,
      refreshToken: refresh,
      logout,
      justSignedIn,
      acknowledgeSignIn,
      isLoggingOut,
      acknowledgeLogout,
    }),
    [
      user,
      isLoading,
      isSignedIn,
      loginRequest,
      openLogin,
      closeLogin,
      signIn,
      refetchUser,
      refresh,
      logout,
      justSignedIn,
      acknowledgeSignIn,
      isLoggingOut,
      acknowledgeLogout,
    ],
  );
  return (
    <SessionContext.Provider value={value}>
      {children}
      {isRefreshing && <RefreshingOverlay />}
    </SessionContext.Provider>
  );
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}
