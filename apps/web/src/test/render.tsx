import type { CurrentUser, CurrentUserProfile, PortfolioJobRole } from '@lbd/shared/identity';
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

/** A student's career path as current_user_data lists it. */
export function buildPortfolioJobRole(id = 1, name = 'Software Engineer'): PortfolioJobRole {
  return {
    id,
    portfolio_id: 1,
    user_id: 'user-1',
    job_role: { id, name, type: 'Technology', description: `${name} description`, active: true },
  };
}

/**
 * A signed-in user whose profile is complete: a student with a career path and a portfolio, so
 * the routing rules (SPEC §4.1) leave them where they are. Override the profile, or pass
 * `userOverrides` for the rest (e.g. `{ portfolio_job_roles: [] }`).
 */
export function buildUser(
  overrides: Partial<CurrentUserProfile> = {},
  userOverrides: Partial<CurrentUser> = {},
): CurrentUser {
  return {
    id: 'user-1',
    email: 'asha@example.com',
    phone_number: null,
    is_admin: false,
    profile: buildProfile(overrides),
    portfolio_job_roles: [buildPortfolioJobRole()],
    portfolio: { id: 1, uuid: 'portfolio-1', is_public: false },
    ...userOverrides,
  };
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
