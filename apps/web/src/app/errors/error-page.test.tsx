import { ERROR_TEXTS } from '@lbd/shared/messages';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browser } from '../../lib/browser';
import { renderWithApp } from '../../test/render';

async function heading(name: string) {
  return screen.findByRole('heading', { level: 1, name });
}

function backHref() {
  return screen.getByRole('link', { name: 'Back' }).getAttribute('href');
}

describe('error pages', () => {
  afterEach(() => vi.restoreAllMocks());

  it('/unauthorized shows Access Denied with the catalogue message', async () => {
    renderWithApp(undefined, { path: '/unauthorized' });
    expect(await heading('Access Denied')).toBeTruthy();
    expect(screen.getByText(ERROR_TEXTS.accessDeniedMessage)).toBeTruthy();
    expect(
      screen.getByText(
        "Sorry about that, but you don't have permission to access this page. Please contact us if this was not supposed to happen.",
      ),
    ).toBeTruthy();
    expect(backHref()).toBe('/dashboard');
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('/error defaults to Something seems to be broken', async () => {
    renderWithApp(undefined, { path: '/error' });
    expect(await heading('Something seems to be broken')).toBeTruthy();
    expect(backHref()).toBe('/dashboard');
  });

  it('?type=server shows Internal Server Error with a Retry that reloads', async () => {
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => {});
    const user = userEvent.setup();
    renderWithApp(undefined, { path: '/error?type=server' });
    expect(await heading('Internal Server Error')).toBeTruthy();
    expect(backHref()).toBe('/dashboard');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('?type=notfound and ?type=unauthorized pick those pages on either path', async () => {
    renderWithApp(undefined, { path: '/unauthorized?type=notfound' });
    expect(await heading('Page Not Found')).toBeTruthy();
  });

  it('/error?type=unauthorized shows Access Denied; an unknown type falls back', async () => {
    const { unmount } = renderWithApp(undefined, { path: '/error?type=unauthorized' });
    expect(await heading('Access Denied')).toBeTruthy();
    unmount();
    renderWithApp(undefined, { path: '/unauthorized?type=bogus' });
    expect(await heading('Access Denied')).toBeTruthy();
  });

  it('an unknown path shows Page Not Found whatever the query says', async () => {
    renderWithApp(undefined, { path: '/no/such/page?type=server' });
    expect(await heading('Page Not Found')).toBeTruthy();
    expect(backHref()).toBe('/dashboard');
  });
});
