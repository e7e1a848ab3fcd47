import type { BoardPost, BoardResponse } from '@lbd/shared/mail-notifications';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { buildUser, renderWithApp } from '../../../test/render';

const LOAD = { timeout: 20_000 };

const post = (overrides: Partial<BoardPost> = {}): BoardPost => ({
  id: 1,
  subject: 'Interview on Monday',
  message: 'Please join at 10 am.\nBring your ID.',
  about: { type: 'job', id: 4, title: 'Data Analyst' },
  audience: 'shortlisted applicants of',
  recipients: null,
  inserted_at: '2026-05-04T04:30:00.000Z',
  ...overrides,
});

const answer = (posts: BoardPost[], isStaff = false): BoardResponse => ({
  board: { id: 9, name: 'Acme Analytics', org_type: 'COMPANY', logo_url: null, is_staff: isStaff },
  data: posts,
  pagination: { page: 1, count: 20, total: posts.length, total_pages: 1 },
});

describe('/workbench/boards/{id} (issue 23 item 30)', () => {
  it('shows a student what the organisation wrote to them, each post leading to its job', async () => {
    const { requests } = mockApi({ 'GET /api/boards/9': { body: answer([post()]) } });
    renderWithApp(undefined, { path: '/workbench/boards/9', user: buildUser() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Analytics: notice board' }, LOAD)).toBeTruthy();
    const item = screen.getByRole('article', { name: 'Interview on Monday' });
    expect(within(item).getByText(/Please join at 10 am\./)).toBeTruthy();
    expect(
      within(item).getByRole('link', { name: 'To the shortlisted applicants of Data Analyst' }).getAttribute('href'),
    ).toBe('/jobs/4');
    expect(within(item).queryByText(/sent to/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Company page' }).getAttribute('href')).toBe('/company/9');
    expect(requests.find((r) => r.path === '/api/boards/9')!.query.get('page')).toBe('1');
  });

  it('shows the organisation’s staff every post with its reach, and says when there is none', async () => {
    mockApi({ 'GET /api/boards/9': { body: answer([post({ recipients: 3 })], true) } });
    const view = renderWithApp(undefined, {
      path: '/workbench/boards/9',
      user: buildUser({ profile_type: 'COMPANY', full_name: 'Acme Analytics' }),
    });
    const item = await screen.findByRole('article', { name: 'Interview on Monday' }, LOAD);
    expect(within(item).getByText(/sent to 3 people/)).toBeTruthy();
    expect(
      within(item)
        .getByRole('link', { name: /Data Analyst/ })
        .getAttribute('href'),
    ).toBe('/jobDashboard/4');
    view.unmount();

    mockApi({ 'GET /api/boards/9': { body: answer([]) } });
    renderWithApp(undefined, { path: '/workbench/boards/9', user: buildUser() });
    expect(
      await screen.findByText(
        'Nothing on this board for you yet. What Acme Analytics writes to you appears here.',
        {},
        LOAD,
      ),
    ).toBeTruthy();
  });
});
