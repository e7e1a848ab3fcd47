import { POST_TEXTS as T, type ModerationItem, type Post } from '@lbd/shared/posts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { buildPost, feedPage, NO_SESSIONS, postPerson } from '../../../test/posts-fixtures';
import { buildUser, renderWithApp } from '../../../test/render';

const LOAD = { timeout: 20_000 };
const person = postPerson;
const post = (id: number): Post =>
  buildPost(id, {
    hashtags: [],
    like_count: 0,
    comment_count: 1,
    comments: [
      {
        id: 40,
        post_id: id,
        parent_id: null,
        author: person(3, 'Meera Iyer'),
        text: 'A rude comment',
        like_count: 0,
        post_actions: [],
        can_delete: false,
        created_at: '2026-11-20T05:00:00.000000Z',
        reply_count: 0,
        replies: [],
      },
    ],
  });
const feed = (posts: Post[]) => feedPage(posts);
const FOLLOWS = { data: { profiles: [], orgs: [], hashtags: [] } };

/** Issue 28 item 5 in the browser's terms: report, hide from me (and undo), and the moderator queue. */
describe('moderation', () => {
  it('reports a post with a reason; the post leaves the reader’s sight', async () => {
    const { requests } = mockApi({
      'GET /api/video_meeting_posts': NO_SESSIONS,

      'GET /api/posts': { body: feed([post(3)]) },
      'GET /api/follows': { body: FOLLOWS },
      'POST /api/posts/3/report': { body: { data: { reported: true } } },
    });
    renderWithApp(undefined, { path: '/posts', user: buildUser() });
    const card = await screen.findByRole('article', { name: 'Post by Ravi Kumar' }, LOAD);
    await userEvent.click(within(card).getByRole('button', { name: 'Post actions' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Report post' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this post' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Report' }));
    expect(within(dialog).getByText(T.reportReasonRequired)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Harassment or bullying' }));
    await userEvent.type(within(dialog).getByRole('textbox'), 'Mocks a classmate');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Report' }));
    await screen.findByText(T.reported);
    expect(screen.queryByText('Post number 3')).toBeNull();
    expect(requests.find((r) => r.path === '/api/posts/3/report')?.body).toEqual({
      reason: 'harassment',
      note: 'Mocks a classmate',
    });
  });

  it('hides a post from me and undoes it; reports a comment', async () => {
    const { requests } = mockApi({
      'GET /api/video_meeting_posts': NO_SESSIONS,

      'GET /api/posts': { body: feed([post(3)]) },
      'GET /api/follows': { body: FOLLOWS },
      'POST /api/posts/3/hide': { body: { data: { hidden: true } } },
      'DELETE /api/posts/3/hide': { body: { data: { hidden: false } } },
      'POST /api/post_comments/40/report': { body: { data: { reported: true } } },
    });
    renderWithApp(undefined, { path: '/posts', user: buildUser() });
    const card = await screen.findByRole('article', { name: 'Post by Ravi Kumar' }, LOAD);
    await userEvent.click(within(card).getByRole('button', { name: 'Post actions' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Hide from me' }));
    await screen.findByText(T.hiddenForMe);
    // The card's Undo (the composer's editor has an Undo of its own).
    const hidden = screen.getByRole('article', { name: 'Post by Ravi Kumar' });
    await userEvent.click(within(hidden).getByRole('button', { name: T.undoHide }));
    await screen.findByText('Post number 3');
    expect(requests.filter((r) => r.path === '/api/posts/3/hide').map((r) => r.method)).toEqual(['POST', 'DELETE']);

    const again = screen.getByRole('article', { name: 'Post by Ravi Kumar' });
    await userEvent.click(within(again).getByRole('button', { name: 'Comments (1)' }));
    await userEvent.click(await within(again).findByRole('button', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this comment' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Spam or scam' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Report' }));
    await screen.findByText(T.reportedComment);
    expect(requests.find((r) => r.path === '/api/post_comments/40/report')?.body).toEqual({ reason: 'spam', note: '' });
  });

  it('lists reports for a moderator, heaviest first, and hides one with a note', async () => {
    const item: ModerationItem = {
      kind: 'post',
      id: 3,
      post_id: 3,
      author: person(2, 'Ravi Kumar'),
      excerpt: 'Selling exam answers, DM me',
      report_count: 2,
      weight: 2,
      reasons: [{ reason: 'spam', count: 2 }],
      notes: ['Selling answers'],
      hidden: false,
      hidden_by: null,
      decision: null,
      decided_at: null,
      last_reported_at: '2026-11-20T05:00:00.000000Z',
    };
    const { requests } = mockApi({
      'GET /api/moderation/reports': (r) =>
        r.query.get('status') === 'open'
          ? { body: { data: [item], pagination: { page: 1, count: 20, total: 1, total_pages: 1 } } }
          : { body: { data: [], pagination: { page: 1, count: 20, total: 0, total_pages: 0 } } },
      'POST /api/moderation/posts/3': { body: { data: { hidden: true } } },
    });
    renderWithApp(undefined, {
      path: '/moderation',
      user: buildUser({ profile_type: 'INSTITUTION', full_name: 'Pune Institute of Technology' }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Moderation' }, LOAD)).toBeTruthy();
    const card = await screen.findByRole('article', { name: 'Post by Ravi Kumar' }, LOAD);
    expect(within(card).getByText('Spam or scam (2)')).toBeTruthy();
    expect(within(card).getByText('“Selling answers”')).toBeTruthy();
    await userEvent.type(within(card).getByRole('textbox', { name: 'Note for the record (optional)' }), 'Cheating');
    await userEvent.click(within(card).getByRole('button', { name: 'Hide' }));
    await screen.findByText(T.moderationHidden);
    expect(requests.find((r) => r.path === '/api/moderation/posts/3')?.body).toEqual({
      decision: 'hide',
      note: 'Cheating',
    });
    await userEvent.click(screen.getByRole('tab', { name: 'Hidden' }));
    await screen.findByText(T.moderationEmpty, {}, LOAD);
    await waitFor(() => expect(requests.some((r) => r.query.get('status') === 'hidden')).toBe(true));
  });
});
