import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildOrgPage } from '../../../test/fixtures';
import { mockApi, page, validationError } from '../../../test/mock-api';
import { buildProfile, buildUser, renderWithApp } from '../../../test/render';

const LOAD = { timeout: 10_000 };
const staffOf = (orgId: number) =>
  buildUser(
    buildProfile({
      profile_type: 'COMPANY',
      full_name: 'Zoho',
      org: { id: orgId, full_name: 'Zoho', org_type: 'COMPANY', logo_url: null },
      org_membership: 'MEMBER',
    }),
    { portfolio_job_roles: [], portfolio: null },
  );
const emptyLists = {
  'GET /api/show_org_jobs': { body: { data: [], pagination: page(0) } },
  'GET /api/show_org_events': { body: { data: [], pagination: page(0) } },
  'GET /api/show_org_clubs': { body: { data: [], pagination: page(0) } },
  'GET /api/org_profiles': { body: { data: [], pagination: page(0) } },
};

describe("an organisation's staff edit its page (issue 23 item 17)", () => {
  // It types a paragraph into the rich text editor: slow in jsdom on a loaded 2-core machine.
  it('edits about and website, keeps what was typed on a refused save, and saves', async () => {
    const user = userEvent.setup();
    let saved = false;
    const { requests } = mockApi({
      ...emptyLists,
      'GET /api/orgs/1': () => ({
        body: { data: buildOrgPage(saved ? { about: 'Payroll software for Indian firms.' } : {}) },
      }),
      'PUT /api/orgs/1': (req) => {
        const body = req.body as { website: string };
        if (body.website === 'zoho')
          return validationError({ website: 'Please enter a web address starting with http:// or https://' });
        saved = true;
        return { body: { data: buildOrgPage({ about: 'Payroll software for Indian firms.', website: body.website }) } };
      },
    });
    renderWithApp(undefined, { path: '/company/1', user: staffOf(1) });
    await user.click(await screen.findByRole('button', { name: 'Edit page' }, LOAD));
    const dialog = await screen.findByRole('dialog', { name: 'Edit your organisation’s page' });
    const field = (label: string) => within(dialog).getByLabelText(label);
    await user.type(field('About'), 'Payroll software for Indian firms.');
    await user.type(field('Website'), 'zoho');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter a web address starting with http:// or https://')).toBeTruthy();
    expect((field('About') as HTMLTextAreaElement).value).toBe('Payroll software for Indian firms.');
    await user.clear(field('Website'));
    await user.type(field('Website'), 'https://www.zoho.com');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dialog.isConnected).toBe(false));
    expect(requests.filter((r) => r.method === 'PUT').at(-1)!.body).toEqual({
      short_name: '',
      about: 'Payroll software for Indian firms.',
      website: 'https://www.zoho.com',
      state_id: 31,
      city_id: 1101,
    });
    expect(await screen.findByText('Your page has been updated.')).toBeTruthy();
  }, 60_000);

  it('offers no edit to a visitor, a student or another organisation', async () => {
    mockApi({ ...emptyLists, 'GET /api/orgs/1': { body: { data: buildOrgPage() } } });
    renderWithApp(undefined, { path: '/company/1', user: staffOf(2) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Zoho' }, LOAD)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit page' })).toBeNull();
  });
});
