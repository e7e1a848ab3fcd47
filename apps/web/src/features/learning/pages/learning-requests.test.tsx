import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildGroupDetail, buildMentorRequest } from '../../../test/learning-fixtures';
import { mockApi, page } from '../../../test/mock-api';
import { buildProfile, buildUser, renderWithApp } from '../../../test/render';

// Lazy pages load their chunks on first use; a loaded machine needs more than the default second.
const LOAD = { timeout: 10_000 };

const author = () =>
  buildUser(buildProfile({ id: 7, profile_type: 'ADVISOR', full_name: 'Priya Mentor', first_name: 'Priya' }), {
    portfolio_job_roles: [],
    portfolio: null,
  });

/** The API of an author's learning path with one student's request waiting, until it is answered. */
function pathWithRequest(group = buildGroupDetail({ can_edit: true })) {
  let waiting = [buildMentorRequest()];
  return mockApi({
    'GET /api/resource_groups/4': { body: { data: group } },
    'GET /api/learning_requests': () => ({ body: { data: waiting, pagination: page(waiting.length) } }),
    'PUT /api/learning_requests/31': ({ body }) => {
      waiting = [];
      const decision = (body as { decision: string }).decision;
      return {
        body: {
          data: { ...buildMentorRequest(), status: decision === 'approve' ? 'Approved' : 'Refused', comment: null },
        },
      };
    },
    'POST /api/filter_resource_groups': { body: { data: [], pagination: page(0) } },
  });
}

describe('a learning path’s requests, for its author', () => {
  it('shows a student’s skip request on the path’s page; approving it takes it off the list', async () => {
    const user = userEvent.setup();
    const { requests } = pathWithRequest();
    renderWithApp(undefined, { path: '/resourceGroups/4', user: author() });

    const section = await screen.findByRole('region', { name: 'Students’ requests' }, LOAD);
    const card = await within(section).findByRole('listitem', { name: 'Asha Verma: Cleaning data' }, LOAD);
    expect(within(card).getByText('Asha Verma · asks to skip Cleaning data')).toBeTruthy();
    expect(within(card).getByText('“I did this in my internship.”')).toBeTruthy();
    // A skip has no date to offer.
    expect(within(card).queryByRole('button', { name: 'Offer another date' })).toBeNull();
    // Only this path's requests are asked for.
    const listed = requests.find((r) => r.path === '/api/learning_requests')!;
    expect(Object.fromEntries(listed.query)).toMatchObject({
      status: 'Pending',
      kind_of_content: 'resource_group',
      content_id: '4',
    });

    await user.type(within(card).getByRole('textbox', { name: 'Comment (optional)' }), 'Fine, you know it.');
    await user.click(within(card).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'PUT')).toBe(true));
    expect(requests.find((r) => r.method === 'PUT')).toMatchObject({
      path: '/api/learning_requests/31',
      body: { decision: 'approve', comment: 'Fine, you know it.' },
    });
    expect(await screen.findByText('Approved. The item no longer counts towards the student’s progress.')).toBeTruthy();
    expect(await within(section).findByText('No requests waiting.')).toBeTruthy();
    expect(within(section).queryByRole('listitem')).toBeNull();
  });

  it('shows no requests to someone who cannot edit the path', async () => {
    const { requests } = pathWithRequest(buildGroupDetail({ can_edit: false }));
    renderWithApp(undefined, { path: '/resourceGroups/4', user: author() });
    expect(await screen.findByRole('heading', { name: 'Outline' }, LOAD)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Students’ requests' })).toBeNull();
    expect(requests.some((r) => r.path === '/api/learning_requests')).toBe(false);
  });

  it('lists the requests of all the author’s paths on the learning paths page', async () => {
    const user = userEvent.setup();
    const { requests } = pathWithRequest();
    renderWithApp(undefined, { path: '/resourceGroups', user: author() });
    await user.click(await screen.findByRole('tab', { name: 'Requests' }, LOAD));
    const card = await screen.findByRole('listitem', { name: 'Asha Verma: Cleaning data' }, LOAD);
    expect(within(card).getByText('Data Analysis with Python · due 10 Dec 2026')).toBeTruthy();
    const listed = requests.find((r) => r.path === '/api/learning_requests')!;
    expect(listed.query.get('kind_of_content')).toBe('resource_group');
    expect(listed.query.has('content_id')).toBe(false);

    await user.click(within(card).getByRole('button', { name: 'Refuse' }));
    expect(await screen.findByText('No student of your learning paths is waiting for an answer.')).toBeTruthy();
  });
});
