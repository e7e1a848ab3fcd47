import type { FeedResponse, Post, PostComment } from '@lbd/shared/posts';
import { describe, expect, it } from 'vitest';
import {
  commentedPost,
  likedPost,
  postsOf,
  prependPost,
  removePost,
  uncommentedPost,
  updatePost,
  type FeedPages,
} from './feed-state';

const post = (id: number, extra: Partial<Post> = {}): Post => ({
  id,
  author: { profile_id: 1, name: 'Asha Rao', avatar_url: null, profile_type: 'STUDENT' },
  org: null,
  text: `<p>Post ${id}</p>`,
  images: [],
  link_preview: null,
  achievement: null,
  hashtags: [],
  mentions: [],
  visibility: 'everyone',
  like_count: 0,
  comment_count: 0,
  post_actions: [],
  comments: [],
  pinned: false,
  channel: null,
  can_edit: false,
  can_delete: false,
  edited_at: null,
  created_at: '2026-11-20T04:30:00.000000Z',
  ...extra,
});
const comment = (id: number, parent_id: number | null = null, replies: PostComment['replies'] = []): PostComment => ({
  id,
  post_id: 1,
  parent_id,
  author: { profile_id: 2, name: 'Ravi', avatar_url: null, profile_type: 'STUDENT' },
  text: 'Nice',
  like_count: 0,
  post_actions: [],
  can_delete: true,
  created_at: '2026-11-20T04:31:00.000000Z',
  reply_count: replies.length,
  replies,
});
const page = (ids: number[], n: number): FeedResponse => ({
  data: ids.map((id) => post(id)),
  pagination: { page: n, count: 2, next_cursor: null, has_more: false },
});
const feed = (): FeedPages => ({ pages: [page([5, 4], 1), page([3, 2], 2)], pageParams: [null, 'c'] });

/** SPEC §4.7: prepend, append, like, comment and delete in the timeline's cache. */
describe('the timeline cache', () => {
  it('lists every post once in order (a pinned post repeated later shows once)', () => {
    const d = { pages: [page([9, 5, 4], 1), page([9, 3], 2)], pageParams: [null, 'c'] };
    expect(postsOf(d).map((p) => p.id)).toEqual([9, 5, 4, 3]);
    expect(postsOf(undefined)).toEqual([]);
  });

  it('prepends a new post to the first page', () => {
    expect(postsOf(prependPost(feed(), post(6))).map((p) => p.id)).toEqual([6, 5, 4, 3, 2]);
  });

  it('records a like with the count the server answered', () => {
    const d = updatePost(feed(), 3, (p) => likedPost(p, { like_count: 7, post_actions: ['like'] }));
    expect(postsOf(d).find((p) => p.id === 3)).toMatchObject({ like_count: 7, post_actions: ['like'] });
  });

  it('counts a comment and a reply, and a deleted comment with its replies', () => {
    let p = commentedPost(post(1), comment(10));
    expect(p).toMatchObject({ comment_count: 1 });
    p = commentedPost(p, comment(11, 10));
    expect(p.comment_count).toBe(2);
    expect(p.comments[0]).toMatchObject({ id: 10, reply_count: 1 });
    expect(uncommentedPost(p, 11)).toMatchObject({ comment_count: 1 });
    expect(uncommentedPost(p, 10)).toMatchObject({ comment_count: 0, comments: [] });
  });

  it('removes a deleted post from every page', () => {
    expect(postsOf(removePost(feed(), 4)).map((p) => p.id)).toEqual([5, 3, 2]);
  });
});
