import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildUser, renderWithApp } from '../../test/render';

describe('SideDrawer', () => {
  it('shows the student entries, avatar and first name', async () => {
    renderWithApp(undefined, { path: '/Aboutus', user: buildUser({ first_name: 'Asha', full_name: 'Asha Verma' }) });
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(within(menu).getByRole('link', { name: 'My Portfolio' }).getAttribute('href')).toBe('/myPortfolio');
    expect(within(menu).getByRole('link', { name: 'Community' }).getAttribute('href')).toBe('/posts');
    expect(screen.getByText('Asha')).toBeTruthy();
    expect(screen.queryByText('Asha Verma')).toBeNull();
  });

  it('shows full_name for companies and institutions', async () => {
    renderWithApp(undefined, {
      path: '/Aboutus',
      user: buildUser({ profile_type: 'INSTITUTION', first_name: 'Priya', full_name: 'Pune Institute of Technology' }),
    });
    expect(await screen.findByText('Pune Institute of Technology')).toBeTruthy();
  });

  it('a parent entry opens and closes its sub-list', async () => {
    const user = userEvent.setup();
    renderWithApp(undefined, { path: '/Aboutus', user: buildUser() });
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    const courses = within(menu).getByRole('button', { name: 'Courses' });
    expect(courses.getAttribute('aria-expanded')).toBe('false');
    expect(within(menu).queryByRole('link', { name: 'Quests' })).toBeNull();
    await user.click(courses);
    expect(courses.getAttribute('aria-expanded')).toBe('true');
    expect(within(menu).getByRole('link', { name: 'Learning Paths' }).getAttribute('href')).toBe('/resourceGroups');
    await user.click(courses);
    expect(courses.getAttribute('aria-expanded')).toBe('false');
  });

  it('opens the sub-list of the current page on arrival', async () => {
    renderWithApp(undefined, { path: '/partners/companies', user: buildUser() });
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    const companies = within(menu).getByRole('link', { name: 'Companies' });
    expect(companies.getAttribute('aria-current')).toBe('page');
  });

  it('collapses to icons and expands again', async () => {
    const user = userEvent.setup();
    renderWithApp(undefined, { path: '/Aboutus', user: buildUser({ first_name: 'Asha' }) });
    await user.click(await screen.findByRole('button', { name: 'Collapse menu' }));
    expect(screen.queryByText('Asha')).toBeNull();
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(menu).queryByText('Projects')).toBeNull();
    // Still reachable by name while only icons show.
    expect(within(menu).getByRole('link', { name: 'Projects' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Expand menu' }));
    expect(within(menu).getByText('Projects')).toBeTruthy();
    expect(screen.getByText('Asha')).toBeTruthy();
  });

  it('an admin account gets the admin menu instead of the learner menu', async () => {
    renderWithApp(undefined, {
      path: '/Aboutus',
      user: buildUser({}, { is_admin: true, profile: null, portfolio_job_roles: [], portfolio: null }),
    });
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(within(menu).getByRole('link', { name: 'Admin Dashboard' }).getAttribute('href')).toBe('/adminDashboard');
    expect(within(menu).getByRole('link', { name: 'Accounts' }).getAttribute('href')).toBe('/accounts');
    expect(within(menu).getByRole('link', { name: 'Testimonials' }).getAttribute('href')).toBe('/adminTestimonials');
    expect(within(menu).queryByRole('link', { name: 'Ninja' })).toBeNull();
    expect(within(menu).queryByRole('link', { name: 'Projects' })).toBeNull();
  });

  it('is a temporary drawer on phones, closed until the menu button opens it', async () => {
    const user = userEvent.setup();
    renderWithApp(undefined, { path: '/Aboutus', width: 390 });
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Collapse menu' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    const jobs = within(menu).getByRole('button', { name: 'Jobs' });
    await user.click(jobs);
    expect(within(menu).getByRole('link', { name: 'Internships' }).getAttribute('href')).toBe('/internships');
  });
});
