import type { CurrentUser } from '@lbd/shared';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

export type LoginMode = 'login' | 'signup';

export interface Session {
  /** The signed-in user, or null when signed out. */
  user: CurrentUser | null;
  /** True while the current user is being loaded. */
  isLoading: boolean;
  /** Which face of the login popup is open, or null when it is closed. */
  loginMode: LoginMode | null;
  openLogin: (mode: LoginMode) => void;
  closeLogin: () => void;
  /** Forget the signed-in user (the identity feature adds token and storage clean-up, SPEC §4.1). */
  logout: () => void;
}

const SessionContext = createContext<Session | null>(null);

export interface SessionProviderProps {
  children: ReactNode;
  /** Start with this user (tests, and later the identity feature's loader). */
  initialUser?: CurrentUser | null;
}

/**
 * Session placeholder: there is no identity backend yet, so the user starts as `initialUser`
 * (null by default) and nothing loads. The identity feature replaces the inside, not the shape.
 */
export function SessionProvider({ children, initialUser = null }: SessionProviderProps) {
  const [user, setUser] = useState<CurrentUser | null>(initialUser);
  const [loginMode, setLoginMode] = useState<LoginMode | null>(null);

  const openLogin = useCallback((mode: LoginMode) => setLoginMode(mode), []);
  const closeLogin = useCallback(() => setLoginMode(null), []);
  const logout = useCallback(() => setUser(null), []);

  const value = useMemo<Session>(
    () => ({ user, isLoading: false, loginMode, openLogin, closeLogin, logout }),
    [user, loginMode, openLogin, closeLogin, logout],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}
