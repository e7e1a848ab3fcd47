import type { FeedResponse, FollowBody, Post, PostBody, PostComment, PostFeed } from '@lbd/shared/posts';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { upload } from '../../lib/upload';
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

/*
 * Posts calls (issue 28, decision 0079; packages/shared/src/posts/endpoints.ts): the two feeds, one post,
 * writing, photos, likes, comments, follows and mentions. Every change is written into each cached feed
 * and post at once (SPEC §4.7), so the timeline never reloads to show it.
 */

export const POSTS_KEY = ['posts'] as const;
export const FEEDS_KEY = [...POSTS_KEY, 'feed'] as const;
export const feedKey = (feed: PostFeed, hashtag: string) => [...FEEDS_KEY, feed, hashtag] as const;
export const postKey = (id: number) => [...POSTS_KEY, 'one', id] as const;
export const commentsKey = (postId: number, parentId: number | null) => [...POSTS_KEY, 'comments', postId, parentId] as const;
export const FOLLOWS_KEY = [...POSTS_KEY, 'follows'] as const;

/** Posts per page of a feed. */
export const FEED_PAGE_SIZE = 10;

/** A feed's pages, with the load state of SPEC §3.6: isFetchingPosts, hasMorePosts, nextPagePosts. */
export function useTimeline(feed: PostFeed, hashtag: string, enabled = true) {
  const query = useInfiniteQuery({
    queryKey: feedKey(feed, hashtag),
    enabled,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) =>
      api.get('/api/posts', {
        params: { feed, cursor: pageParam ?? undefined, count: FEED_PAGE_SIZE, hashtag: hashtag || undefined },
      }) as Promise<FeedResponse>,
    getNextPageParam: (last) => (last.pagination.has_more ? last.pagination.next_cursor : null),
  });
  const pages = query.data?.pages ?? [];
  const last = pages[pages.length - 1];
  return {
    query,
    posts: postsOf(query.data as FeedPages | undefined),
    isFetchingPosts: query.isFetching,
    hasMorePosts: query.hasNextPage,
    /** Posts start at page 1 (SPEC §4.7): the page the next load brings. */
    nextPagePosts: last ? last.pagination.page + 1 : 1,
    loadMore: () => void query.fetchNextPage(),
  };
}

export function usePost(id: number) {
  return useQuery({
    queryKey: postKey(id),
    queryFn: () => api.get(`/api/posts/${id}`).then((r) => r.data),
    enabled: Number.isInteger(id) && id > 0,
  });
}

/** Apply a change to a post in every cached feed and in its own page. */
export function changePost(qc: QueryClient, id: number, fn: (p: Post) => Post) {
  qc.setQueriesData<FeedPages>({ queryKey: FEEDS_KEY }, (d) => updatePost(d, id, fn));
  qc.setQueryData<Post>(postKey(id), (p) => (p ? fn(p) : p));
}

export function useCreatePost() {
  const qc = useQueryClient();
  return useMutation({
    // The composer shows what failed on its own fields and keeps the text (nothing typed is lost).
    meta: { handleErrors: false },
    mutationFn: async (body: PostBody) => {
      const { id } = (await api.post('/api/posts', { body })).data;
      return (await api.get(`/api/posts/${id}`)).data;
    },
    // The new post goes on top of every Latest feed (For you and hashtag feeds refresh on their own).
    onSuccess: (post) => {
      qc.setQueriesData<FeedPages>({ queryKey: [...FEEDS_KEY, 'latest', ''] }, (d) => prependPost(d, post));
      void qc.invalidateQueries({ queryKey: FEEDS_KEY, predicate: (q) => q.queryKey[3] !== '' || q.queryKey[2] !== 'latest' });
    },
  });
}

export function useUpdatePost(id: number) {
  const qc = useQueryClient();
  return useMutation({
    meta: { handleErrors: false },
    mutationFn: (body: PostBody) => api.put(`/api/posts/${id}`, { body }).then((r) => r.data),
    onSuccess: (post) => changePost(qc, id, () => post),
  });
}

export function useDeletePost() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/api/posts/${id}`).then(() => id),
    onSuccess: (id) => {
      qc.setQueriesData<FeedPages>({ queryKey: FEEDS_KEY }, (d) => removePost(d, id));
      qc.removeQueries({ queryKey: postKey(id) });
    },
  });
}

export function useLikePost() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, on }: { id: number; on: boolean }) =>
      (on ? api.post(`/api/posts/${id}/like`) : api.delete(`/api/posts/${id}/like`)).then((r) => ({ id, answer: r.data })),
    onSuccess: ({ id, answer }) => changePost(qc, id, (p) => likedPost(p, answer)),
  });
}

export function useComment(postId: number) {
  const qc = useQueryClient();
  return useMutation({
    // The comment box shows what failed under itself and keeps the text.
    meta: { handleErrors: false },
    mutationFn: (body: { text: string; parent_id?: number }) =>
      api.post(`/api/posts/${postId}/comments`, { body }).then((r) => r.data),
    onSuccess: (comment: PostComment) => {
      changePost(qc, postId, (p) => commentedPost(p, comment));
      void qc.invalidateQueries({ queryKey: [...POSTS_KEY, 'comments', postId] });
    },
  });
}

export function useDeleteComment(postId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/api/post_comments/${id}`).then(() => id),
    onSuccess: (id) => {
      changePost(qc, postId, (p) => uncommentedPost(p, id));
      void qc.invalidateQueries({ queryKey: [...POSTS_KEY, 'comments', postId] });
    },
  });
}

export function useLikeComment(postId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, on }: { id: number; on: boolean }) =>
      (on ? api.post(`/api/post_comments/${id}/like`) : api.delete(`/api/post_comments/${id}/like`)).then((r) => ({
        id,
        answer: r.data,
      })),
    onSuccess: ({ id, answer }) =>
      changePost(qc, postId, (p) => ({
        ...p,
        comments: p.comments.map((c) => ({
          ...(c.id === id ? { ...c, ...answer } : c),
          replies: c.replies.map((r) => (r.id === id ? { ...r, ...answer } : r)),
        })),
      })),
  });
}

/** 'Show More Comments': every reply of one comment. */
export function useReplies(postId: number, parentId: number, enabled: boolean) {
  return useQuery({
    queryKey: commentsKey(postId, parentId),
    enabled,
    queryFn: () =>
      api.get(`/api/posts/${postId}/comments`, { params: { parent_id: parentId, count: 100 } }).then((r) => r.data),
  });
}

/** More comments of a post than it came with (pages of 10, newest first). */
export function useCommentsPage(postId: number, page: number, enabled: boolean) {
  return useQuery({
    queryKey: [...commentsKey(postId, null), page],
    enabled,
    queryFn: () => api.get(`/api/posts/${postId}/comments`, { params: { page, count: 10 } }),
  });
}

export function useFollows(enabled = true) {
  return useQuery({ queryKey: FOLLOWS_KEY, enabled, queryFn: () => api.get('/api/follows').then((r) => r.data) });
}

export function useFollow() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ body, on }: { body: FollowBody; on: boolean }) =>
      (on ? api.post('/api/follows', { body }) : api.delete('/api/follows', { body })).then((r) => r.data),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: FOLLOWS_KEY });
      void qc.invalidateQueries({ queryKey: [...FEEDS_KEY, 'for_you'] });
    },
  });
}

export function uploadPostImage(file: File, onProgress?: (f: number) => void) {
  const form = new FormData();
  form.append('file', file);
  return upload('/api/posts/images', form, { onProgress }).then((r) => r.data);
}

export function searchMentions(query: string) {
  return api.get('/api/post_mentions', { params: { query } }).then((r) => r.data);
}
