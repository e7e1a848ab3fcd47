/*
 * Community posts (issue 28 items 1-4, decision 0079): the timeline's posts, their likes and comments,
 * the two feeds and what a profile follows. Plain values only (no zod), so pages that need only these
 * stay small.
 */

/**
 * Who may read a post: everyone signed in, the author's college, the author's organisation, or a campus
 * channel (a college's students of one branch and/or batch, posted by its staff or placement officers).
 */
export const POST_VISIBILITIES = ['everyone', 'college', 'organisation', 'channel'] as const;
export type PostVisibility = (typeof POST_VISIBILITIES)[number];

export const POST_VISIBILITY_LABELS: Record<PostVisibility, string> = {
  everyone: 'Everyone',
  college: 'My college',
  organisation: 'My organisation',
  channel: 'Campus channel',
};

/** A campus channel's name: 'Computer Science, 2027 batch', 'Computer Science' or '2027 batch'. */
export function channelLabel(branch: string | null, batchYear: number | null): string {
  const batch = batchYear ? `${batchYear} batch` : null;
  return [branch, batch].filter(Boolean).join(', ') || 'All students';
}

/** The two feeds of /posts: strictly newest first, or what the reader follows (recent only). */
export const POST_FEEDS = ['latest', 'for_you'] as const;
export type PostFeed = (typeof POST_FEEDS)[number];
export const POST_FEED_LABELS: Record<PostFeed, string> = { latest: 'Latest', for_you: 'For you' };

/** What a profile can follow. */
export const FOLLOW_TARGET_TYPES = ['profile', 'org', 'hashtag'] as const;
export type FollowTargetType = (typeof FOLLOW_TARGET_TYPES)[number];

/** The actions a reader has taken on a post or comment (the spec's post_actions). */
export const POST_ACTIONS = ['like'] as const;
export type PostAction = (typeof POST_ACTIONS)[number];

export const POST_LIMITS = {
  /** Characters of text a post may have (its formatting not counted). */
  textMax: 3000,
  /** The post's HTML, formatting included. */
  htmlMax: 20_000,
  imagesMax: 10,
  altMax: 200,
  hashtagsMax: 10,
  hashtagMax: 40,
  mentionsMax: 10,
  linkMax: 2048,
  commentMax: 1000,
  /** Posts per page of a feed. */
  pageSize: 10,
  pageSizeMax: 50,
  /** Comments per page. */
  commentsPageSize: 10,
  /** Replies shown under a comment before 'Show More Comments' (SPEC §9). */
  repliesShown: 3,
  /** Comments carried with each post of a feed. */
  commentsPreview: 2,
  /** The For you feed never reaches further back than this. */
  forYouDays: 30,
  /** Posts an admin may pin at once. */
  pinnedMax: 3,
  /** The largest photo accepted for a post. */
  imageBytesMax: 10 * 1024 * 1024,
  cursorMax: 200,
  followsMax: 1000,
  /** Words of a report's note. */
  reportNoteMax: 500,
  /** Reports' combined weight at which a post or comment is hidden until a moderator looks. */
  autoHideWeight: 3,
  /** A new account: its first days, and what it may publish in any 24 hours of them. */
  newAccountDays: 3,
  newAccountPostsPerDay: 5,
  newAccountCommentsPerDay: 30,
  /** A note a moderator leaves with a decision. */
  moderationNoteMax: 500,
  moderationPageSize: 20,
  /** The batch years a campus channel may name. */
  batchYearMin: 1990,
  batchYearMax: 2100,
} as const;

/** Why a reader reports a post or comment. */
export const REPORT_REASONS = ['spam', 'harassment', 'hate', 'sexual', 'violence', 'misinformation', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  spam: 'Spam or scam',
  harassment: 'Harassment or bullying',
  hate: 'Hate speech',
  sexual: 'Sexual content',
  violence: 'Violence or threats',
  misinformation: 'False information',
  other: 'Something else',
};

/** The moderator queue's three views: waiting for a decision (hidden or not), hidden, decided. */
export const MODERATION_STATUSES = ['open', 'hidden', 'resolved'] as const;
export type ModerationStatus = (typeof MODERATION_STATUSES)[number];
export const MODERATION_STATUS_LABELS: Record<ModerationStatus, string> = {
  open: 'Waiting',
  hidden: 'Hidden',
  resolved: 'Decided',
};

/** What a moderator decides: hide it (the reports were right) or keep it (they were not). */
export const MODERATION_DECISIONS = ['hide', 'keep'] as const;
export type ModerationDecision = (typeof MODERATION_DECISIONS)[number];

/** A hashtag in text: '#' then letters, digits or underscores (kept lower-case). */
export const HASHTAG_PATTERN = /(^|[^\p{L}\p{N}_&#])#([\p{L}\p{N}_]{1,40})/gu;

/** The hashtags of a text, lower-case, each once, in order of appearance. */
export function hashtagsOf(text: string): string[] {
  const seen = new Set<string>();
  for (const m of text.matchAll(HASHTAG_PATTERN)) seen.add(m[2]!.toLowerCase());
  return [...seen];
}

/** Is this a hashtag we keep (without its '#')? */
export const isHashtag = (tag: string) => /^[\p{L}\p{N}_]{1,40}$/u.test(tag);
