import { describe, expect, it } from 'vitest';
import { isChromeHidden } from './chrome-visibility';
import { logoTarget } from './logo-target';

describe('logoTarget', () => {
  it.each([
    ['STUDENT', true, '/dashboard'],
    ['STUDENT', false, '/disabledAccount'],
    ['ADVISOR', true, '/posts'],
    ['ADVISOR', false, '/disabledAccount'],
    ['COMPANY', true, '/companyDashboard'],
    ['COMPANY', false, '/unapprovedProfile'],
    ['INSTITUTION', true, '/instituteDashboard'],
    ['INSTITUTION', false, '/unapprovedProfile'],
  ] as const)('%s active=%s goes to %s', (profile_type, active, target) => {
    expect(logoTarget({ profile_type, active })).toBe(target);
  });

  it('goes to the landing page when signed out', () => {
    expect(logoTarget(null)).toBe('/');
  });
});

describe('isChromeHidden', () => {
  it('hides header and menu with hideHeader, on any screen', () => {
    expect(isChromeHidden({ pathname: '/posts', search: '?hideHeader=true', isMobile: false })).toBe(true);
    expect(isChromeHidden({ pathname: '/posts', search: '?hideHeader', isMobile: true })).toBe(true);
  });

  it('hides them with is_app on mobile only', () => {
    expect(isChromeHidden({ pathname: '/posts', search: '?is_app=true', isMobile: true })).toBe(true);
    expect(isChromeHidden({ pathname: '/posts', search: '?is_app=true', isMobile: false })).toBe(false);
  });

  it('hides them on the profile-completion page', () => {
    expect(isChromeHidden({ pathname: '/createProfile', search: '', isMobile: false })).toBe(true);
  });

  it('shows them otherwise', () => {
    expect(isChromeHidden({ pathname: '/', search: '?page=2', isMobile: true })).toBe(false);
  });
});
