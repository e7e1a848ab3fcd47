import { MEETING_TEXTS } from '@lbd/shared/meetings';
import type { PostComment, PostReply } from '@lbd/shared/posts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { buildPost, feedPage, NO_SESSIONS, postPerson } from '../../../test/posts-fixtures';
import { buildUser, renderWithApp } from '../../../test/render';

const LOAD = { timeout: 20_000 };
const person = postPerson;

const reply = (id: number, parent: number): PostReply => ({
  id,
  post_id: 1,
  parent_id: parent,
  author: person(3, 'Meera Iyer'),
  text: `Reply ${id}`,
  like_count: 0,
  post_actions: [],
  can_delete: false,
  created_at: '2026-11-20T05:00:00.000000Z',
});
const comment: PostComment = {
  ...reply(10, 0),
  parent_id: null,
  author: person(2, 'Ravi Kumar'),
  text: 'Great work',
  reply_count: 5,
  replies: [reply(11, 10), reply(12, 10), reply(13, 10)],
};
const post = buildPost;
const feed = feedPage;
const FOLLOWS = { data: { profiles: [], orgs: [], hashtags: [] } };

/** /posts (issue 28, SPEC §4.7 and §9): the switch, load-more, likes, comments with Show More Comments. */
describe('/posts', () => {
  it('shows Latest with a visible switch, appends the next page and counts a like', async () => {
    const { requests } = mockApi({
      'GET /api/video_meeting_posts': NO_SESSIONS,

      'GET /api/posts': (r) =>
        r.query.get('cursor')
          ? { body: feed([post(1)], 2, false) }
          : r.query.get('feed') === 'for_you'
            ? { body: feed([post(7, { text: '<p>For you post</p>' })], 1, false) }
            : { body: feed([post(3, { edited_at: '2026-11-20T05:00:00.000000Z' }), post(2)], 1, true) },
      'GET /api/follows': { body: FOLLOWS },
      'POST /api/posts/3/like': { body: { data: { like_count: 5, post_actions: ['like'] } } },
    });
    renderWithApp(undefined, { path: '/posts', user: buildUser() });
    await screen.findByText('Post number 3', {}, LOAD);
    expect(screen.getByRole('tab', { name: 'Latest', selected: true })).toBeTruthy();
    // The next live sessions sit beside the timeline on a wide screen.
    expect(await screen.findByRole('complementary', { name: MEETING_TEXTS.title }, LOAD)).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'For you' })).toBeTruthy();
    const first = screen.getAllByRole('article', { name: 'Post by Ravi Kumar' })[0]!;
    expect(within(first).getByText(/edited/)).toBeTruthy();
    await userEvent.click(within(first).getByRole('button', { name: 'Like (4)' }));
    await waitFor(() =>
      expect(within(first).getByRole('button', { name: 'Like (5)' }).getAttribute('aria-pressed')).toBe('true'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Load more posts' }));
    await screen.findByText('Post number 1', {}, LOAD);
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(requests.some((r) => r.path === '/api/posts' && r.query.get('cursor') === 'next')).toBe(true);
    await userEvent.click(screen.getByRole('tab', { name: 'For you' }));
    await screen.findByText('For you post', {}, LOAD);
  });

  it('shows 3 replies, then the rest with Show More Comments', async () => {
    mockApi({
      'GET /api/video_meeting_posts': NO_SESSIONS,

      'GET /api/posts': { body: feed([post(1, { comments: [comment] })], 1, false) },
      'GET /api/follows': { body: FOLLOWS },
      'GET /api/posts/1/comments': {
        body: {
          data: [11, 12, 13, 14, 15].map((id) => ({ ...reply(id, 10), reply_count: 0, replies: [] })),
          pagination: { page: 1, count: 100, total: 5, total_pages: 1 },
        },
      },
    });
    renderWithApp(undefined, { path: '/posts', user: buildUser() });
    await screen.findByText('Post number 1', {}, LOAD);
    await userEvent.click(screen.getByRole('button', { name: 'Comments (6)' }));
    expect(await screen.findByText('Great work')).toBeTruthy();
    expect(screen.getAllByText(/^Reply 1\d$/)).toHaveLength(3);
    await userEvent.click(screen.getByRole('button', { name: 'Show More Comments' }));
    await waitFor(() => expect(screen.getAllByText(/^Reply 1\d$/)).toHaveLength(5));
    expect(screen.queryByRole('button', { name: 'Show More Comments' })).toBeNull();
  });

  it('asks a signed-out visitor to sign in', async () => {
    mockApi({});
    renderWithApp(undefined, { path: '/posts', user: null });
    expect(await screen.findByText('Sign in to read and write posts.', {}, LOAD)).toBeTruthy();
  });
});
