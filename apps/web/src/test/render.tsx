import type { CurrentUser, CurrentUserProfile } from '@lbd/shared';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { AppProviders } from '../app/providers';
import { AppRoutes } from '../app/router';

/** A student profile; override what the test is about. */
export function buildProfile(overrides: Partial<CurrentUserProfile> = {}): CurrentUserProfile {
  return {
    id: 1,
    profile_type: 'STUDENT',
    first_name: 'Asha',
    full_name: 'Asha Verma',
    avatar_url: null,
    active: true,
    terms_nd_cond: true,
    college_admin: null,
    ...overrides,
  };
}

export function buildUser(overrides: Partial<CurrentUserProfile> = {}): CurrentUser {
  return { profile: buildProfile(overrides) };
}

export interface RenderOptions {
  path?: string;
  user?: CurrentUser | null;
  /** Window width in px; below 768 is a phone. */
  width?: number;
}

/** Shows the router's current location so tests can assert where navigation went. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** Render `children` (default: the whole route table) inside the app's providers and a memory router. */
export function renderWithApp(
  children: ReactNode | undefined,
  { path = '/', user = null, width = 1280 }: RenderOptions = {},
): RenderResult {
  window.innerWidth = width;
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AppProviders initialUser={user}>
        {children ?? <AppRoutes />}
        <LocationProbe />
      </AppProviders>
    </MemoryRouter>,
  );
}
