import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildGroupDetail } from '../../../test/learning-fixtures';
import { mockApi, page } from '../../../test/mock-api';
import { renderWithApp } from '../../../test/render';
import { NOTHING_OPEN } from '../components/program-offerings';

const LOAD = { timeout: 10_000 };

describe('a program page', () => {
  it('lists the published learning paths of its program, each a card to its page', async () => {
    const { items: _items, description: _d, can_edit: _c, ...summary } = buildGroupDetail();
    const { requests } = mockApi({
      'POST /api/filter_resource_groups': { body: { data: [summary], pagination: page(1) } },
      'GET /api/list/project': { body: { data: [], pagination: page(0) } },
    });
    renderWithApp(undefined, { path: '/wings-data-analytics-tc' });
    const list = await screen.findByRole('list', { name: 'In this program' }, LOAD);
    const card = within(list).getByRole('article', { name: 'Data Analysis with Python' });
    expect(within(card).getByRole('link').getAttribute('href')).toBe('/resourceGroups/4');
    expect(requests.find((r) => r.path === '/api/filter_resource_groups')!.body).toMatchObject({
      program: 'wings-data-analytics',
    });
    expect(requests.find((r) => r.path === '/api/list/project')!.query.get('program')).toBe('wings-data-analytics');
  });

  it('says so plainly when nothing is published in it', async () => {
    mockApi({
      'POST /api/filter_resource_groups': { body: { data: [], pagination: page(0) } },
      'GET /api/list/project': { body: { data: [], pagination: page(0) } },
    });
    renderWithApp(undefined, { path: '/trending' });
    expect(await screen.findByText(NOTHING_OPEN, {}, LOAD)).toBeTruthy();
  });
});
