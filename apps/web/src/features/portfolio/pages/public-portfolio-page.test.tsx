import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorReply, mockApi } from '../../../test/mock-api';
import { buildEntry, buildPublicPortfolio } from '../../../test/portfolio-fixtures';
import { renderWithApp } from '../../../test/render';

const portfolio = () =>
  buildPublicPortfolio({}, [
    buildEntry('education', { id: 1, backlogsStatus: 'yes', backlogs: 2 }),
    buildEntry('semester', { id: 2, education_id: 1 }),
    buildEntry('internships', {
      id: 3,
      desc: 'Built <b>APIs</b> & <script>alert(1)</script>',
      verification: { name: 'Dr. Rao', organisation: 'Zoho', verified_at: '2025-03-05T09:30:00.000Z' },
    }),
    buildEntry('events', { id: 4, role: 'Deliver', title: 'Talk on Rust' }),
    buildEntry('events', { id: 5, role: 'Participate', title: 'PyCon India' }),
    buildEntry('books', { id: 6 }),
  ]);

describe('/portfolio/{id}', () => {
  it('is readable signed out: the same sections read-only, without private fields or edit controls', async () => {
    const { requests } = mockApi({ 'GET /api/public_portfolio': { body: { data: portfolio() } } });
    renderWithApp(undefined, { path: '/portfolio/1', user: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'Asha Verma' })).toBeTruthy();
    const main = screen.getByRole('main');
    const header = within(main).getByRole('region', { name: 'Profile and points' });
    expect(within(header).getByText('IIT Madras')).toBeTruthy();
    expect(within(header).getByText('B.Tech, Computer Science · Class of 2025')).toBeTruthy();
    expect(within(main).getByTestId('points-total').textContent).toContain('60');
    // A career path with the skills the portfolio shows, never the ones still missing.
    const paths = within(main).getByRole('region', { name: 'Career paths' });
    expect(within(paths).getByRole('heading', { name: 'Software Engineer' })).toBeTruthy();
    expect(within(paths).getByText('Python')).toBeTruthy();
    expect(within(paths).queryByText('SQL')).toBeNull();
    expect(within(paths).queryByText(/covered|Missing/)).toBeNull();

    expect(within(main).getByRole('region', { name: 'Degrees' })).toBeTruthy();
    expect(within(main).getByText('Data Structures')).toBeTruthy();
    const events = within(main).getByRole('region', { name: 'Events' });
    expect(within(events).getByRole('heading', { name: 'Events Delivered' })).toBeTruthy();
    expect(within(events).getByRole('heading', { name: 'Events Attended' })).toBeTruthy();
    expect(within(main).getByText('Verified by Dr. Rao, Zoho on 5 Mar 2025')).toBeTruthy();

    // Descriptions are text, never HTML.
    const desc = within(main).getByText('Built <b>APIs</b> & <script>alert(1)</script>');
    expect(desc.querySelector('b, script')).toBeNull();

    // Nothing private, nothing to change.
    expect(within(main).queryByText(/Backlogs/)).toBeNull();
    for (const name of ['Edit', 'Delete', 'Request verification', 'Add semester', 'Download PDF', 'Share link']) {
      expect(within(main).queryByRole('button', { name })).toBeNull();
    }
    expect(within(main).queryByRole('link', { name: 'Change career paths' })).toBeNull();
    expect(within(main).queryByRole('switch')).toBeNull();

    const call = requests.find((request) => request.path === '/api/public_portfolio');
    expect(call?.query.get('profile_id')).toBe('1');
    expect(call?.headers.has('Authorization')).toBe(false);
  });

  it('a portfolio that is switched off (404) shows Page Not Found', async () => {
    mockApi({ 'GET /api/public_portfolio': errorReply(404, 'Not found', 'NOT_FOUND') });
    renderWithApp(undefined, { path: '/portfolio/9', user: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeTruthy();
  });

  it('an id that is not a number shows Page Not Found without asking the server', async () => {
    const { requests } = mockApi({});
    renderWithApp(undefined, { path: '/portfolio/abc', user: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeTruthy();
    expect(requests.some((request) => request.path === '/api/public_portfolio')).toBe(false);
  });
});
