import { z } from 'zod';
import { achievementRefSchema, postAchievementSchema } from '../achievements/schemas';
import { countParam, dataEnvelope, listEnvelope, pageParam, queryId } from '../api';
import {
  FOLLOW_TARGET_TYPES,
  isHashtag,
  MODERATION_DECISIONS,
  MODERATION_STATUSES,
  POST_ACTIONS,
  REPORT_REASONS,
  POST_FEEDS,
  POST_LIMITS as L,
  POST_VISIBILITIES,
} from './constants';
import { POST_TEXTS as T } from './messages';

/*
 * The posts API (issue 28, decision 0079): posts with photos, a link preview, hashtags and mentions;
 * likes; comments with one level of replies; the Latest and For you feeds; follows; admin pins.
 */

const MAX_ID = 2_147_483_647;
const id = z.number().int().positive().max(MAX_ID);

/** A link is refused when it would run script or embed data (javascript:, data:, vbscript:). */
export const isRefusedLink = (href: string) =>
  /^(javascript|data|vbscript|file):/i.test(
    // Browsers ignore spaces and control characters inside a scheme ('java\tscript:').
    [...href].filter((c) => c.charCodeAt(0) > 32).join(''),
  );

// ---- requests ---------------------------------------------------------------------------------------------

export const postImageRefSchema = z.object({
  id,
  /** What the photo shows, read to people who cannot see it. */
  alt: z.string().trim().max(L.altMax, T.altTooLong).default(''),
});

/** POST /api/posts, PUT /api/posts/{id}: the post as its author writes it. */
export const postBodySchema = z.object({
  /** Rich text as HTML; sanitised before it is stored. Hashtags (#word) are read from it. */
  text: z.string().max(L.htmlMax, T.textTooLong).default(''),
  images: z.array(postImageRefSchema).max(L.imagesMax, T.tooManyImages).default([]),
  /** Profiles mentioned (the composer inserts their @name into the text). */
  mention_ids: z.array(id).max(L.mentionsMax, T.tooManyMentions).default([]),
  visibility: z.enum(POST_VISIBILITIES).default('everyone'),
  /** With visibility 'channel': the branch (a specialization) and/or batch (graduation year) it reaches. */
  channel: z
    .object({
      specialization_id: id.nullable().default(null),
      batch_year: z.number().int().min(L.batchYearMin).max(L.batchYearMax).nullable().default(null),
    })
    .nullish(),
  /** A verified entry or a finished project, learning path or quest of the author's (students only; decision 0083). */
  achievement: achievementRefSchema.optional(),
});
export type PostBody = z.input<typeof postBodySchema>;
/** A post body once validated (defaults filled). */
export type PostBodyValue = z.output<typeof postBodySchema>;

export const feedQuerySchema = z.object({
  feed: z.enum(POST_FEEDS).default('latest'),
  /** Opaque: the next_cursor of the previous page. */
  cursor: z.string().max(L.cursorMax).optional(),
  count: z.coerce.number().int().min(1).max(L.pageSizeMax).default(L.pageSize),
  /** Only posts with this hashtag (without '#'). */
  hashtag: z
    .string()
    .trim()
    .transform((s) => s.replace(/^#/, '').toLowerCase())
    .refine((s) => s === '' || isHashtag(s), T.badHashtag)
    .optional(),
});
export type FeedQuery = z.input<typeof feedQuerySchema>;
export type FeedQueryValue = z.output<typeof feedQuerySchema>;

export const commentBodySchema = z.object({
  text: z.string({ error: T.commentRequired }).trim().min(1, T.commentRequired).max(L.commentMax, T.commentTooLong),
  /** The comment this one replies to (replies go one level deep). */
  parent_id: id.nullish(),
});
export type CommentBody = z.input<typeof commentBodySchema>;
export type CommentBodyValue = z.output<typeof commentBodySchema>;

export const commentsQuerySchema = z.object({
  page: pageParam,
  count: countParam,
  /** The replies of this comment instead of the post's comments ('Show More Comments'). */
  parent_id: queryId.optional(),
});

export const followBodySchema = z.object({
  target_type: z.enum(FOLLOW_TARGET_TYPES),
  /** A profile's or organisation's id, or a hashtag (with or without '#'). */
  target: z.union([id, z.string().trim().min(1).max(L.hashtagMax + 1)]),
});
export type FollowBody = z.input<typeof followBodySchema>;
export type FollowBodyValue = z.output<typeof followBodySchema>;

// ---- answers ----------------------------------------------------------------------------------------------

export const postPersonSchema = z.object({
  profile_id: z.number().int(),
  name: z.string(),
  avatar_url: z.string().nullable(),
  profile_type: z.string(),
});
export type PostPerson = z.infer<typeof postPersonSchema>;

export const postOrgSchema = z.object({ id: z.number().int(), name: z.string(), logo_url: z.string().nullable() });

export const postImageSchema = z.object({
  id: z.number().int(),
  alt: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  thumb_url: z.string(),
  medium_url: z.string(),
  large_url: z.string(),
});
export type PostImage = z.infer<typeof postImageSchema>;

export const linkPreviewSchema = z.object({
  url: z.string(),
  host: z.string(),
  title: z.string().nullable(),
  description: z.string().nullable(),
  image_url: z.string().nullable(),
});
export type LinkPreview = z.infer<typeof linkPreviewSchema>;

const commentFields = {
  id: z.number().int(),
  post_id: z.number().int(),
  parent_id: z.number().int().nullable(),
  author: postPersonSchema,
  text: z.string(),
  like_count: z.number().int(),
  post_actions: z.array(z.enum(POST_ACTIONS)),
  can_delete: z.boolean(),
  created_at: z.string(),
};
export const replySchema = z.object(commentFields);
export const commentSchema = z.object({
  ...commentFields,
  reply_count: z.number().int(),
  /** The first replies (at most 3); the rest come with 'Show More Comments'. */
  replies: z.array(replySchema),
});
export type PostComment = z.infer<typeof commentSchema>;
export type PostReply = z.infer<typeof replySchema>;

export const postSchema = z.object({
  id: z.number().int(),
  author: postPersonSchema,
  /** The organisation the post speaks for (company and institution staff post as it). */
  org: postOrgSchema.nullable(),
  text: z.string(),
  images: z.array(postImageSchema),
  link_preview: linkPreviewSchema.nullable(),
  /** A shared achievement with its live 'Verified' badge (decision 0083). */
  achievement: postAchievementSchema.nullable(),
  hashtags: z.array(z.string()),
  mentions: z.array(z.object({ profile_id: z.number().int(), name: z.string() })),
  visibility: z.enum(POST_VISIBILITIES),
  like_count: z.number().int(),
  comment_count: z.number().int(),
  /** What the reader did to it. */
  post_actions: z.array(z.enum(POST_ACTIONS)),
  /** The newest comments (a few in a feed, a page on the post's own page). */
  comments: z.array(commentSchema),
  pinned: z.boolean(),
  /**
   * A campus channel post: whom it reaches; `delivered` and `read` are shown to its author, the college's
   * staff and admins only (null for the students it reached).
   */
  channel: z
    .object({
      label: z.string(),
      specialization_id: z.number().int().nullable(),
      batch_year: z.number().int().nullable(),
      delivered: z.number().int().nullable(),
      read: z.number().int().nullable(),
    })
    .nullable(),
  can_edit: z.boolean(),
  can_delete: z.boolean(),
  edited_at: z.string().nullable(),
  created_at: z.string(),
});
export type Post = z.infer<typeof postSchema>;

export const feedPaginationSchema = z.object({
  /** Posts start at page 1 (SPEC §4.7); the cursor says where the next page starts. */
  page: z.number().int(),
  count: z.number().int(),
  next_cursor: z.string().nullable(),
  has_more: z.boolean(),
});
export type FeedPagination = z.infer<typeof feedPaginationSchema>;

export const feedResponseSchema = z.object({ data: z.array(postSchema), pagination: feedPaginationSchema });
export type FeedResponse = z.infer<typeof feedResponseSchema>;
export const postResponseSchema = dataEnvelope(postSchema);

export const postImageResponseSchema = dataEnvelope(postImageSchema);

export const likeResponseSchema = dataEnvelope(
  z.object({ like_count: z.number().int(), post_actions: z.array(z.enum(POST_ACTIONS)) }),
);
export type LikeAnswer = z.infer<typeof likeResponseSchema>['data'];

export const commentsResponseSchema = listEnvelope(commentSchema);
export const commentResponseSchema = dataEnvelope(commentSchema);

export const followsResponseSchema = dataEnvelope(
  z.object({
    profiles: z.array(z.object({ id: z.number().int(), name: z.string(), avatar_url: z.string().nullable() })),
    orgs: z.array(z.object({ id: z.number().int(), name: z.string() })),
    hashtags: z.array(z.string()),
  }),
);
export type Follows = z.infer<typeof followsResponseSchema>['data'];
export const followResponseSchema = dataEnvelope(z.object({ following: z.boolean() }));

/** GET /api/post_mentions?query=: people whose name starts so (the composer's @mention picker). */
export const mentionQuerySchema = z.object({ query: z.string().trim().min(1).max(50) });
export const mentionResponseSchema = dataEnvelope(z.array(postPersonSchema));

export const pinResponseSchema = dataEnvelope(z.object({ pinned: z.boolean() }));


// ---- moderation (issue 28 item 5) ---------------------------------------------------------------------------

/** POST /api/posts/{id}/report, POST /api/post_comments/{id}/report. */
export const reportBodySchema = z.object({
  reason: z.enum(REPORT_REASONS, { error: T.reportReasonRequired }),
  note: z.string().trim().max(L.reportNoteMax, T.reportNoteTooLong).default(''),
});
export type ReportBody = z.input<typeof reportBodySchema>;
export type ReportBodyValue = z.output<typeof reportBodySchema>;
export const reportResponseSchema = dataEnvelope(z.object({ reported: z.boolean() }));

/** POST/DELETE /api/posts/{id}/hide: 'hide from me'. */
export const hideResponseSchema = dataEnvelope(z.object({ hidden: z.boolean() }));

export const moderationQuerySchema = z.object({
  status: z.enum(MODERATION_STATUSES).default('open'),
  page: pageParam,
});
export type ModerationQuery = z.input<typeof moderationQuerySchema>;

export const moderationItemSchema = z.object({
  kind: z.enum(['post', 'comment']),
  id: z.number().int(),
  /** The post itself, or the post a comment is on. */
  post_id: z.number().int(),
  author: postPersonSchema,
  /** The text as plain words (formatting removed), cut short. */
  excerpt: z.string(),
  report_count: z.number().int(),
  /** The reports' combined weight (each reporter's standing). */
  weight: z.number(),
  reasons: z.array(z.object({ reason: z.enum(REPORT_REASONS), count: z.number().int() })),
  notes: z.array(z.string()),
  hidden: z.boolean(),
  /** 'reports' when the weight hid it, 'moderator' when a moderator did. */
  hidden_by: z.enum(['reports', 'moderator']).nullable(),
  decision: z.enum(MODERATION_DECISIONS).nullable(),
  decided_at: z.string().nullable(),
  last_reported_at: z.string(),
});
export type ModerationItem = z.infer<typeof moderationItemSchema>;
export const moderationListResponseSchema = listEnvelope(moderationItemSchema);

export const moderationDecisionBodySchema = z.object({
  decision: z.enum(MODERATION_DECISIONS),
  note: z.string().trim().max(L.moderationNoteMax, T.moderationNoteTooLong).default(''),
});
export type ModerationDecisionBody = z.input<typeof moderationDecisionBodySchema>;
export const moderationDecisionResponseSchema = dataEnvelope(z.object({ hidden: z.boolean() }));

// ---- campus channels (issue 28 item 7) ---------------------------------------------------------------------

export const channelsQuerySchema = z.object({
  specialization_id: queryId.optional(),
  batch_year: z.coerce.number().int().min(L.batchYearMin).max(L.batchYearMax).optional(),
});
export type ChannelsQuery = z.input<typeof channelsQuerySchema>;

/** GET /api/posts/channels: the branches and batches the caller may post to, and how many students a choice reaches. */
export const channelsResponseSchema = dataEnvelope(
  z.object({
    college: z.object({ id: z.number().int(), name: z.string() }),
    /** A department admin posts to their own branch only. */
    fixed_specialization_id: z.number().int().nullable(),
    branches: z.array(z.object({ id: z.number().int(), name: z.string(), students: z.number().int() })),
    batches: z.array(z.object({ year: z.number().int(), students: z.number().int() })),
    /** The students the asked branch and batch reach now. */
    students: z.number().int(),
    label: z.string(),
  }),
);
export type ChannelOptions = z.infer<typeof channelsResponseSchema>['data'];

export const readResponseSchema = dataEnvelope(z.object({ read: z.boolean() }));
