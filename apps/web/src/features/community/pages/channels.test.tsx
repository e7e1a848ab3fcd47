import type { ChannelOptions, Post } from '@lbd/shared/posts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { buildPost, feedPage, NO_SESSIONS, postPerson } from '../../../test/posts-fixtures';
import { buildUser, renderWithApp } from '../../../test/render';
import { DRAFT_KEY } from '../composer-draft';

const LOAD = { timeout: 20_000 };
const college = { id: 5, full_name: 'Pune Institute of Technology', org_type: 'INSTITUTION' as const, logo_url: null };
const staff = () =>
  buildUser({
    id: 9,
    profile_type: 'INSTITUTION',
    full_name: college.full_name,
    org: college,
    org_membership: 'MEMBER',
  });
const options = (students: number, label: string): { data: ChannelOptions } => ({
  data: {
    college: { id: 5, name: college.full_name },
    fixed_specialization_id: null,
    branches: [
      { id: 31, name: 'Computer Science', students: 120 },
      { id: 32, name: 'Electronics', students: 80 },
    ],
    batches: [
      { year: 2026, students: 90 },
      { year: 2027, students: 110 },
    ],
    students,
    label,
  },
});
const channelPost = (delivered: number | null): Post =>
  buildPost(77, {
    author: postPerson(9, college.full_name, 'INSTITUTION'),
    org: { id: 5, name: college.full_name, logo_url: null },
    text: '<p>Placement drive on Monday</p>',
    hashtags: [],
    visibility: 'channel',
    like_count: 0,
    comment_count: 0,
    channel: {
      label: 'Computer Science, 2027 batch',
      specialization_id: 31,
      batch_year: 2027,
      delivered,
      read: delivered === null ? null : 41,
    },
    can_edit: delivered !== null,
    can_delete: delivered !== null,
  });
const feed = (posts: Post[]) => feedPage(posts);

/** Issue 28 item 7: a college posts to a branch and batch and sees how many it reached and read it. */
describe('campus channels', () => {
  it('posts to a branch and batch, showing whom it reaches first', async () => {
    localStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({ html: '<p>Placement drive on Monday</p>', visibility: 'everyone', images: [], mentions: [] }),
    );
    const { requests } = mockApi({
      'GET /api/video_meeting_posts': NO_SESSIONS,

      'GET /api/posts': { body: feed([channelPost(58)]) },
      'GET /api/follows': { body: { data: { profiles: [], orgs: [], hashtags: [] } } },
      'GET /api/posts/channels': (r) =>
        r.query.get('specialization_id') && r.query.get('batch_year')
          ? { body: options(58, 'Computer Science, 2027 batch') }
          : { body: options(120, 'Computer Science') },
      'POST /api/posts': { status: 201, body: { data: { id: 78 } } },
      'GET /api/posts/78': { body: { data: { ...channelPost(58), id: 78 } } },
    });
    renderWithApp(undefined, { path: '/posts', user: staff() });
    const card = await screen.findByRole('article', { name: `Post by ${college.full_name}` }, LOAD);
    expect(within(card).getByText('Campus channel: Computer Science, 2027 batch')).toBeTruthy();
    expect(within(card).getByText('Delivered to 58 · Read by 41')).toBeTruthy();

    const composer = screen.getByRole('region', { name: 'Write a post' });
    await userEvent.click(within(composer).getByRole('combobox', { name: 'Who can see it' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Campus channel' }));
    const picker = await within(composer).findByRole('group', { name: 'Campus channel' });
    await userEvent.click(within(picker).getByRole('combobox', { name: 'Branch' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Computer Science (120)' }));
    await userEvent.click(within(picker).getByRole('combobox', { name: 'Batch' }));
    await userEvent.click(await screen.findByRole('option', { name: '2027 (110)' }));
    await within(picker).findByText(`Computer Science, 2027 batch at ${college.full_name}: reaches 58 students`);
    await userEvent.click(within(composer).getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'POST' && r.path === '/api/posts')).toBe(true));
    expect(requests.find((r) => r.method === 'POST' && r.path === '/api/posts')?.body).toMatchObject({
      visibility: 'channel',
      channel: { specialization_id: 31, batch_year: 2027 },
    });
  });
});
