import { ACHIEVEMENT_TEXTS, type PostAchievement, type ShareableAchievement } from '@lbd/shared/achievements';
import type { FeedResponse, Post } from '@lbd/shared/posts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { errorReply, mockApi } from '../../test/mock-api';
import { NO_SESSIONS } from '../../test/posts-fixtures';
import { buildUser, renderWithApp } from '../../test/render';

const LOAD = { timeout: 20_000 };
const REF = 'internships.4b1e7c1a-0000-4000-8000-000000000001';
const ITEM: ShareableAchievement = {
  kind: 'portfolio_entry',
  ref: REF,
  title: 'Software Engineering Intern',
  label: 'Internship',
  verified_by: 'Verified by Priya Nair, Infosys',
  verified_at: '2026-01-10T05:00:00.000Z',
};
const LIVE: PostAchievement = { ...ITEM, verified: true, verification_url: `/achievement/portfolio_entry/${REF}` };
const WITHDRAWN: PostAchievement = {
  ...ITEM,
  verified: false,
  verified_by: null,
  verified_at: null,
  verification_url: null,
};

const post = (id: number, achievement: PostAchievement | null, text = ''): Post => ({
  id,
  author: { profile_id: 1, name: 'Asha Rao', avatar_url: null, profile_type: 'STUDENT' },
  org: null,
  text,
  images: [],
  link_preview: null,
  achievement,
  hashtags: [],
  mentions: [],
  visibility: 'everyone',
  like_count: 0,
  comment_count: 0,
  post_actions: [],
  comments: [],
  pinned: false,
  channel: null,
  can_edit: true,
  can_delete: true,
  edited_at: null,
  created_at: '2026-11-20T04:30:00.000000Z',
});
const feed = (posts: Post[]): FeedResponse => ({
  data: posts,
  pagination: { page: 1, count: 10, next_cursor: null, has_more: false },
});
const FOLLOWS = { data: { profiles: [], orgs: [], hashtags: [] } };

/** Issue 28 item 6: a student shares a verified entry; the card's green badge links to the live verification. */
describe('shared achievements', () => {
  afterEach(() => localStorage.clear());

  it('a student picks a verified entry in the dialog and posts it; the post shows the Verified badge', async () => {
    let posted = false;
    const { requests } = mockApi({
      'GET /api/video_meeting_posts': NO_SESSIONS,
      'GET /api/posts': () => ({ body: feed(posted ? [post(9, LIVE)] : []) }),
      'GET /api/follows': { body: FOLLOWS },
      'GET /api/posts/achievements': { body: { data: [ITEM] } },
      'POST /api/posts': () => {
        posted = true;
        return { status: 201, body: { data: { id: 9 } } };
      },
      'GET /api/posts/9': { body: { data: post(9, LIVE) } },
    });
    renderWithApp(undefined, { path: '/posts', user: buildUser() });
    const composer = await screen.findByRole('region', { name: 'Write a post' }, LOAD);
    await userEvent.click(within(composer).getByRole('button', { name: ACHIEVEMENT_TEXTS.shareButton }));
    const dialog = await screen.findByRole('dialog', { name: ACHIEVEMENT_TEXTS.shareHeading }, LOAD);
    await userEvent.click(await within(dialog).findByRole('button', { name: /Software Engineering Intern/ }, LOAD));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const picked = within(composer).getByRole('group', { name: 'Achievement: Software Engineering Intern' });
    expect(within(picked).getByText(/Verified by Priya Nair, Infosys on 10 Jan 2026/)).toBeTruthy();

    await userEvent.click(within(composer).getByRole('button', { name: 'Post' }));
    const article = await screen.findByRole('article', { name: 'Post by Asha Rao' }, LOAD);
    expect(
      (requests.find((r) => r.method === 'POST' && r.path === '/api/posts')!.body as { achievement: unknown })
        .achievement,
    ).toEqual({
      kind: 'portfolio_entry',
      ref: REF,
    });
    const badge = within(article).getByRole('link', { name: /^Verified/ });
    expect(badge.getAttribute('href')).toBe(`/achievement/portfolio_entry/${REF}`);
    expect(within(article).getByText('Internship')).toBeTruthy();
    // The composer is empty again.
    expect(within(composer).queryByRole('group', { name: /^Achievement/ })).toBeNull();
  });

  it('says when there is nothing to share, and offers no button to a mentor', async () => {
    mockApi({
      'GET /api/video_meeting_posts': NO_SESSIONS,
      'GET /api/posts': { body: feed([]) },
      'GET /api/follows': { body: FOLLOWS },
      'GET /api/posts/achievements': { body: { data: [] } },
    });
    const { unmount } = renderWithApp(undefined, { path: '/posts', user: buildUser() });
    await userEvent.click(await screen.findByRole('button', { name: ACHIEVEMENT_TEXTS.shareButton }, LOAD));
    expect(await screen.findByText(ACHIEVEMENT_TEXTS.shareNone, {}, LOAD)).toBeTruthy();
    unmount();
    renderWithApp(undefined, { path: '/posts', user: buildUser({ profile_type: 'ADVISOR' }) });
    await screen.findByRole('region', { name: 'Write a post' }, LOAD);
    expect(screen.queryByRole('button', { name: ACHIEVEMENT_TEXTS.shareButton })).toBeNull();
  });

  it('shows a withdrawn achievement without its badge', async () => {
    mockApi({
      'GET /api/video_meeting_posts': NO_SESSIONS,
      'GET /api/posts': { body: feed([post(4, WITHDRAWN, '<p>My internship</p>')]) },
      'GET /api/follows': { body: FOLLOWS },
    });
    renderWithApp(undefined, { path: '/posts', user: buildUser() });
    const article = await screen.findByRole('article', { name: 'Post by Asha Rao' }, LOAD);
    expect(within(article).getByText('Software Engineering Intern')).toBeTruthy();
    expect(within(article).queryByRole('link', { name: /^Verified/ })).toBeNull();
    expect(within(article).queryByText(/Verified by/)).toBeNull();
  });

  it('/achievement/{kind}/{ref} shows the live verification, or that it is no longer verified', async () => {
    mockApi({
      [`GET /api/achievements/portfolio_entry/${REF}`]: {
        body: { data: { ...ITEM, student_name: 'Asha Rao' } },
      },
      'GET /api/achievements/quest/1.gone': errorReply(404, ACHIEVEMENT_TEXTS.achievementGone, 'NOT_FOUND'),
    });
    const { unmount } = renderWithApp(undefined, { path: `/achievement/portfolio_entry/${REF}` });
    expect(await screen.findByRole('heading', { level: 1, name: ACHIEVEMENT_TEXTS.pageHeading }, LOAD)).toBeTruthy();
    expect(await screen.findByText('Asha Rao', {}, LOAD)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Software Engineering Intern' })).toBeTruthy();
    expect(screen.getByTestId('achievement-verifier').textContent).toBe(
      'Verified by Priya Nair, Infosys on 10 Jan 2026',
    );
    unmount();
    renderWithApp(undefined, { path: '/achievement/quest/1.gone' });
    expect(await screen.findByText(ACHIEVEMENT_TEXTS.achievementGone, {}, LOAD)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: ACHIEVEMENT_TEXTS.pageHeading })).toBeTruthy();
  });
});
