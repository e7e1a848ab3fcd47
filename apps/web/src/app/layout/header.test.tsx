import { screen, waitForElementToBeRemoved, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/mock-api';
import { buildUser, renderWithApp } from '../../test/render';

describe('Header', () => {
  it('signed out: 70 px tall, audience links, LOGIN and SIGN UP', () => {
    renderWithApp(undefined, { path: '/Aboutus' });
    const header = screen.getByRole('banner');
    expect(header.style.height).toBe('70px');
    const audiences = [
      ['NINJA', '/Home'],
      ['MENTOR', '/MentorHome'],
      ['INSTITUTE', '/InstituteHome'],
      ['COMPANY', '/CompanyHome'],
    ];
    for (const [name, href] of audiences) {
      expect(within(header).getByRole('link', { name }).getAttribute('href')).toBe(href);
    }
    expect(within(header).getByRole('button', { name: 'LOGIN' })).toBeTruthy();
    expect(within(header).getByRole('button', { name: 'SIGN UP' })).toBeTruthy();
    expect(within(header).getByRole('link', { name: 'Learn By Doing' }).getAttribute('href')).toBe('/');
    expect(within(header).queryByRole('button', { name: /^Notifications/ })).toBeNull();
  });

  it('LOGIN and SIGN UP open the login popup in the matching mode', async () => {
    mockApi({ 'GET /api/identity/config': { body: { data: { social_providers: [] } } } });
    const user = userEvent.setup();
    renderWithApp(undefined, { path: '/Aboutus' });
    await user.click(screen.getByRole('button', { name: 'LOGIN' }));
    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitForElementToBeRemoved(() => screen.queryByRole('dialog'));
    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'SIGN UP' }));
    expect(await screen.findByRole('dialog', { name: 'Sign Up' })).toBeTruthy();
  });

  it('on a phone: menu button, login buttons, and the audience links move to the drawer', async () => {
    const user = userEvent.setup();
    renderWithApp(undefined, { path: '/Aboutus', width: 390 });
    const header = screen.getByRole('banner');
    expect(within(header).queryByRole('link', { name: 'NINJA' })).toBeNull();
    expect(within(header).getByRole('button', { name: 'SIGN UP' })).toBeTruthy();
    await user.click(within(header).getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(within(menu).getByRole('link', { name: 'Mentor' }).getAttribute('href')).toBe('/MentorHome');
  });

  it('signed-in student: 55 px, job alerts, notifications and the avatar menu', async () => {
    const user = userEvent.setup();
    renderWithApp(undefined, { path: '/Aboutus', user: buildUser() });
    const header = screen.getByRole('banner');
    expect(header.style.height).toBe('55px');
    expect(within(header).queryByRole('button', { name: 'LOGIN' })).toBeNull();
    expect(within(header).getByRole('link', { name: 'Learn By Doing' }).getAttribute('href')).toBe('/dashboard');
    expect(within(header).getByRole('button', { name: /^Notifications/ })).toBeTruthy();

    await user.click(within(header).getByRole('button', { name: /^Your Job Alerts/ }));
    expect((await screen.findByRole('link', { name: 'View All' })).getAttribute('href')).toBe('/jobs');
    await user.keyboard('{Escape}');

    await user.click(within(header).getByRole('button', { name: 'Account menu' }));
    const menu = await screen.findByRole('menu');
    const items = within(menu)
      .getAllByRole('menuitem')
      .map((item) => [item.textContent, item.getAttribute('href')]);
    expect(items).toEqual([
      ['Profile Settings', '/myprofile'],
      ['About Us', '/Aboutus'],
      ['FAQ', '/FAQ'],
      ['Privacy Policy', '/Privacy'],
      ['Logout', null],
    ]);
  });

  it('Logout signs out and goes Home', async () => {
    const { requests } = mockApi({ 'POST /api/identity/sign_out': { body: { data: { signed_out: true } } } });
    const user = userEvent.setup();
    renderWithApp(undefined, { path: '/Aboutus', user: buildUser() });
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    expect(screen.getByTestId('location').textContent).toBe('/');
    expect(screen.getByRole('banner').style.height).toBe('70px');
    expect(requests.map((request) => `${request.method} ${request.path}`)).toContain('POST /api/identity/sign_out');
  });

  it('job alerts are for students only', () => {
    renderWithApp(undefined, { path: '/Aboutus', user: buildUser({ profile_type: 'COMPANY' }) });
    const header = screen.getByRole('banner');
    expect(within(header).queryByRole('button', { name: /^Your Job Alerts/ })).toBeNull();
    expect(within(header).getByRole('button', { name: /^Notifications/ })).toBeTruthy();
    expect(within(header).getByRole('link', { name: 'Learn By Doing' }).getAttribute('href')).toBe('/companyDashboard');
  });

  it('inactive profiles get no notification or menu items besides Logout', async () => {
    const user = userEvent.setup();
    renderWithApp(undefined, { path: '/Aboutus', user: buildUser({ active: false }) });
    const header = screen.getByRole('banner');
    expect(within(header).queryByRole('button', { name: /^Notifications/ })).toBeNull();
    expect(within(header).queryByRole('button', { name: /^Your Job Alerts/ })).toBeNull();
    expect(within(header).getByRole('link', { name: 'Learn By Doing' }).getAttribute('href')).toBe('/disabledAccount');
    await user.click(within(header).getByRole('button', { name: 'Account menu' }));
    expect(
      within(await screen.findByRole('menu'))
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Logout']);
  });

  it('header and side menu are hidden with hideHeader', async () => {
    renderWithApp(undefined, { path: '/projects?hideHeader=true', user: buildUser() });
    expect(await screen.findByRole('heading', { name: 'Projects' })).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
  });

  it('header and side menu are hidden with is_app on a phone', () => {
    renderWithApp(undefined, { path: '/Aboutus?is_app=true', width: 390 });
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Open menu' })).toBeNull();
  });

  it('is_app on desktop keeps the header', () => {
    renderWithApp(undefined, { path: '/Aboutus?is_app=true', width: 1280 });
    expect(screen.getByRole('banner')).toBeTruthy();
  });
});
