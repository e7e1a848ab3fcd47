import { type LinkPreview, type Post, type PostAchievement, type PostComment, type PostImage, type PostReply } from '@lbd/shared';
import type { CommentRow, ImageRow, PostRow } from './posts.repo';

/* Rows to answers: a post with its photos, tags, mentions and first comments; a comment with its replies. */

const url = (key: string) => `/uploads/${key}`;

export function toImage(row: ImageRow): PostImage {
  return {
    id: Number(row.id),
    alt: row.alt,
    width: Number(row.width),
    height: Number(row.height),
    thumb_url: url(row.keys.thumb),
    medium_url: url(row.keys.medium),
    large_url: url(row.keys.large),
  };
}

const person = (r: { author_profile_id: number; author_name: string; author_avatar_url: string | null; author_type: string }) => ({
  profile_id: Number(r.author_profile_id),
  name: r.author_name,
  avatar_url: r.author_avatar_url,
  profile_type: r.author_type,
});

export function toReply(row: CommentRow, canDelete: boolean): PostReply {
  return {
    id: Number(row.id),
    post_id: Number(row.post_id),
    parent_id: row.parent_id === null ? null : Number(row.parent_id),
    author: person(row),
    text: row.text,
    like_count: Number(row.like_count),
    post_actions: row.liked ? ['like'] : [],
    can_delete: canDelete,
    created_at: row.created_at,
  };
}

export function toComment(row: CommentRow, replies: PostReply[], canDelete: boolean): PostComment {
  return { ...toReply(row, canDelete), reply_count: Number(row.reply_count), replies };
}

export interface PostExtras {
  images: PostImage[];
  hashtags: string[];
  mentions: { profile_id: number; name: string }[];
  comments: PostComment[];
  achievement?: PostAchievement | null;
  canEdit: boolean;
  canDelete: boolean;
  /** A campus channel post's channel (and its counts for those who see them). */
  channel?: Post['channel'];
}

export function toPost(row: PostRow, extras: PostExtras): Post {
  return {
    id: row.id,
    author: person(row),
    org: row.org_id ? { id: Number(row.org_id), name: row.org_name ?? '', logo_url: row.org_logo_url } : null,
    text: row.text,
    images: extras.images,
    link_preview: (row.link_preview as LinkPreview | null) ?? null,
    achievement: extras.achievement ?? null,
    hashtags: extras.hashtags,
    mentions: extras.mentions,
    visibility: row.visibility,
    like_count: Number(row.like_count),
    comment_count: Number(row.comment_count),
    post_actions: row.liked ? ['like'] : [],
    comments: extras.comments,
    pinned: Boolean(row.pinned),
    channel: extras.channel ?? null,
    can_edit: extras.canEdit,
    can_delete: extras.canDelete,
    edited_at: row.edited_at,
    created_at: row.created_at,
  };
}
