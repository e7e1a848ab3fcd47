import type { FeedResponse, Post, PostComment } from '@lbd/shared/posts';

/*
 * The timeline's cache (SPEC §4.7): pages of posts as the feed answered them. A new post is prepended,
 * load-more appends a page, a like moves like_count and records the action, a comment moves
 * comment_count, and deleting removes the post or the comment. Pure, so each rule is tested alone.
 */

export interface FeedPages {
  pages: FeedResponse[];
  pageParams: (string | null)[];
}

const mapPosts = (data: FeedPages, fn: (p: Post) => Post | null): FeedPages => ({
  ...data,
  pages: data.pages.map((page) => ({
    ...page,
    data: page.data.flatMap((p) => {
      const next = fn(p);
      return next ? [next] : [];
    }),
  })),
});

/** Every post in order, each once (a pinned post is shown once even when a later page carries it too). */
export function postsOf(data: FeedPages | undefined): Post[] {
  const seen = new Set<number>();
  return (data?.pages ?? []).flatMap((page) => page.data.filter((p) => !seen.has(p.id) && seen.add(p.id)));
}

/** A new post goes on top of the first page. */
export function prependPost(data: FeedPages | undefined, post: Post): FeedPages | undefined {
  if (!data || data.pages.length === 0) return data;
  const [first, ...rest] = data.pages;
  return { ...data, pages: [{ ...first!, data: [post, ...first!.data.filter((p) => p.id !== post.id)] }, ...rest] };
}

/** Replace a post wherever it shows (an edit, or the answer of a like). */
export function updatePost(data: FeedPages | undefined, id: number, fn: (p: Post) => Post): FeedPages | undefined {
  return data && mapPosts(data, (p) => (p.id === id ? fn(p) : p));
}

export const removePost = (data: FeedPages | undefined, id: number) => data && mapPosts(data, (p) => (p.id === id ? null : p));

/** A like or unlike: the count the server answered, and the reader's action recorded. */
export const likedPost = (p: Post, answer: { like_count: number; post_actions: Post['post_actions'] }): Post => ({
  ...p,
  like_count: answer.like_count,
  post_actions: answer.post_actions,
});

/** A new comment: counted, and shown first (or under its comment when a reply). */
export function commentedPost(p: Post, comment: PostComment): Post {
  const comments = comment.parent_id
    ? p.comments.map((c) =>
        c.id === comment.parent_id ? { ...c, reply_count: c.reply_count + 1, replies: [...c.replies, comment] } : c,
      )
    : [comment, ...p.comments];
  return { ...p, comment_count: p.comment_count + 1, comments };
}

/** A deleted comment leaves (with its replies), and the count drops by what went. */
export function uncommentedPost(p: Post, commentId: number): Post {
  let gone = 0;
  const comments = p.comments.flatMap((c) => {
    if (c.id === commentId) {
      gone += 1 + c.reply_count;
      return [];
    }
    const replies = c.replies.filter((r) => r.id !== commentId);
    if (replies.length === c.replies.length) return [c];
    gone += 1;
    return [{ ...c, replies, reply_count: Math.max(0, c.reply_count - 1) }];
  });
  return { ...p, comments, comment_count: Math.max(0, p.comment_count - gone) };
}
