import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { orgs, specializations } from './catalogue';
import { profiles, users } from './identity';

/*
 * Community posts (issue 28 items 1-4, decision 0079). A post speaks for its author, or for the author's
 * organisation (company and institution staff); `audience_org_id` is the college or organisation a
 * 'college' or 'organisation' post is limited to. Counts of likes and comments are kept on the row in the
 * transaction that adds or removes one (a unique row per like), so a feed never counts. Deleting is soft
 * (`deleted_at`); `hidden_at` and `attachment` are there for moderation and shared achievements to come.
 */

export const posts = pgTable(
  'posts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    author_profile_id: integer('author_profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    /** The organisation the post speaks for (staff of a company or institution), else null. */
    org_id: integer('org_id').references(() => orgs.id, { onDelete: 'set null' }),
    /** Sanitised HTML. */
    text: text('text').notNull().default(''),
    visibility: varchar('visibility', { length: 12, enum: ['everyone', 'college', 'organisation', 'channel'] })
      .notNull()
      .default('everyone'),
    /** Who may read a 'college' or 'organisation' post: members of this organisation (null for everyone). */
    audience_org_id: integer('audience_org_id').references(() => orgs.id, { onDelete: 'set null' }),
    /** The author's college and batch when posted (the For you feed's 'same college and batch'). */
    college_id: integer('college_id').references(() => orgs.id, { onDelete: 'set null' }),
    batch_year: smallint('batch_year'),
    /**
     * A campus channel post (visibility 'channel', issue 28 item 7): the college's students of this branch
     * and/or batch, as their profiles say when it is posted; each gets a delivery row.
     */
    channel_specialization_id: integer('channel_specialization_id').references(() => specializations.id, {
      onDelete: 'set null',
    }),
    channel_batch_year: smallint('channel_batch_year'),
    link_url: varchar('link_url', { length: 2048 }),
    /** What the link shows (title, description, image), fetched after the post is saved. */
    link_preview: jsonb('link_preview'),
    /** Something the post carries beyond text and photos (a verified achievement, later). */
    attachment: jsonb('attachment'),
    like_count: integer('like_count').notNull().default(0),
    comment_count: integer('comment_count').notNull().default(0),
    pinned_at: timestamp('pinned_at', { withTimezone: true }),
    edited_at: timestamp('edited_at', { withTimezone: true }),
    /** Hidden by moderation: out of every list and answer, as if deleted (decision 0082). */
    hidden_at: timestamp('hidden_at', { withTimezone: true }),
    /** Who hid it: the reports' weight, or a moderator. */
    hidden_reason: varchar('hidden_reason', { length: 10, enum: ['reports', 'moderator'] }),
    deleted_at: timestamp('deleted_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The Latest feed: newest first over (created_at, id), live posts only. Ascending: read backwards it
    // gives 'order by created_at desc, id desc' (a DESC NULLS LAST index would not serve that order).
    index('posts_latest_idx')
      .on(t.created_at, t.id)
      .where(sql`${t.deleted_at} is null and ${t.hidden_at} is null`),
    index('posts_author_idx').on(t.author_profile_id, t.created_at, t.id),
    index('posts_org_idx')
      .on(t.org_id, t.created_at)
      .where(sql`${t.org_id} is not null`),
    index('posts_audience_idx')
      .on(t.audience_org_id)
      .where(sql`${t.audience_org_id} is not null`),
    index('posts_college_batch_idx')
      .on(t.college_id, t.batch_year, t.created_at)
      .where(sql`${t.college_id} is not null`),
    index('posts_pinned_idx')
      .on(t.pinned_at)
      .where(sql`${t.pinned_at} is not null and ${t.deleted_at} is null`),
    check('posts_counts_check', sql`${t.like_count} >= 0 and ${t.comment_count} >= 0`),
  ],
);

/** A photo uploaded for a post: its three sizes; attached when the post that names it is saved. */
export const postImages = pgTable(
  'post_images',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    owner_profile_id: integer('owner_profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    post_id: integer('post_id').references(() => posts.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull().default(0),
    alt: varchar('alt', { length: 200 }).notNull().default(''),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** Storage keys by size (thumb, medium, large). */
    keys: jsonb('keys').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('post_images_post_idx').on(t.post_id, t.position),
    index('post_images_owner_idx').on(t.owner_profile_id),
  ],
);

export const postHashtags = pgTable(
  'post_hashtags',
  {
    post_id: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    tag: varchar('tag', { length: 40 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.post_id, t.tag] }), index('post_hashtags_tag_idx').on(t.tag, t.post_id)],
);

export const postMentions = pgTable(
  'post_mentions',
  {
    post_id: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    profile_id: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.post_id, t.profile_id] }), index('post_mentions_profile_idx').on(t.profile_id)],
);

/** One row per (post, profile): a second like is the same like. */
export const postLikes = pgTable(
  'post_likes',
  {
    post_id: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    profile_id: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.post_id, t.profile_id] }), index('post_likes_profile_idx').on(t.profile_id)],
);

/** A comment on a post, or a reply to one (one level: a reply's parent has no parent). */
export const postComments = pgTable(
  'post_comments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    post_id: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    parent_id: integer('parent_id'),
    author_profile_id: integer('author_profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    text: varchar('text', { length: 1000 }).notNull(),
    like_count: integer('like_count').notNull().default(0),
    reply_count: integer('reply_count').notNull().default(0),
    hidden_at: timestamp('hidden_at', { withTimezone: true }),
    hidden_reason: varchar('hidden_reason', { length: 10, enum: ['reports', 'moderator'] }),
    deleted_at: timestamp('deleted_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('post_comments_post_idx').on(t.post_id, t.parent_id, t.id),
    index('post_comments_parent_idx')
      .on(t.parent_id, t.id)
      .where(sql`${t.parent_id} is not null`),
    index('post_comments_author_idx').on(t.author_profile_id),
  ],
);

export const postCommentLikes = pgTable(
  'post_comment_likes',
  {
    comment_id: integer('comment_id')
      .notNull()
      .references(() => postComments.id, { onDelete: 'cascade' }),
    profile_id: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.comment_id, t.profile_id] }),
    index('post_comment_likes_profile_idx').on(t.profile_id),
  ],
);

/** What a profile follows: another profile, an organisation or a hashtag (one of the three). */
export const follows = pgTable(
  'follows',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    follower_profile_id: integer('follower_profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    target_type: varchar('target_type', { length: 8, enum: ['profile', 'org', 'hashtag'] }).notNull(),
    target_profile_id: integer('target_profile_id').references(() => profiles.id, { onDelete: 'cascade' }),
    target_org_id: integer('target_org_id').references(() => orgs.id, { onDelete: 'cascade' }),
    hashtag: varchar('hashtag', { length: 40 }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('follows_profile_key')
      .on(t.follower_profile_id, t.target_profile_id)
      .where(sql`${t.target_type} = 'profile'`),
    uniqueIndex('follows_org_key')
      .on(t.follower_profile_id, t.target_org_id)
      .where(sql`${t.target_type} = 'org'`),
    uniqueIndex('follows_hashtag_key')
      .on(t.follower_profile_id, t.hashtag)
      .where(sql`${t.target_type} = 'hashtag'`),
    index('follows_target_profile_idx')
      .on(t.target_profile_id)
      .where(sql`${t.target_profile_id} is not null`),
    index('follows_target_org_idx')
      .on(t.target_org_id)
      .where(sql`${t.target_org_id} is not null`),
    index('follows_hashtag_idx')
      .on(t.hashtag)
      .where(sql`${t.hashtag} is not null`),
    check(
      'follows_one_target',
      sql`num_nonnulls(${t.target_profile_id}, ${t.target_org_id}, ${t.hashtag}) = 1`,
    ),
  ],
);

/**
 * A reader's report of a post or comment (issue 28 item 5, decision 0082): one per reporter and item, with
 * the weight the reporter's standing gave it when made. Open until a moderator decides: 'upheld' (hidden)
 * or 'dismissed' (kept); reports made after a decision start afresh.
 */
export const postReports = pgTable(
  'post_reports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    post_id: integer('post_id').references(() => posts.id, { onDelete: 'cascade' }),
    comment_id: integer('comment_id').references(() => postComments.id, { onDelete: 'cascade' }),
    reporter_profile_id: integer('reporter_profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    reason: varchar('reason', {
      length: 16,
      enum: ['spam', 'harassment', 'hate', 'sexual', 'violence', 'misinformation', 'other'],
    }).notNull(),
    note: varchar('note', { length: 500 }).notNull().default(''),
    weight: real('weight').notNull(),
    status: varchar('status', { length: 10, enum: ['open', 'upheld', 'dismissed'] })
      .notNull()
      .default('open'),
    resolved_at: timestamp('resolved_at', { withTimezone: true }),
    /** The moderator's account (admins may have no profile). */
    resolved_by_user_id: text('resolved_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('post_reports_post_key')
      .on(t.post_id, t.reporter_profile_id)
      .where(sql`${t.post_id} is not null and ${t.status} = 'open'`),
    uniqueIndex('post_reports_comment_key')
      .on(t.comment_id, t.reporter_profile_id)
      .where(sql`${t.comment_id} is not null and ${t.status} = 'open'`),
    index('post_reports_status_idx').on(t.status, t.created_at),
    index('post_reports_reporter_idx').on(t.reporter_profile_id, t.status),
    check('post_reports_one_target', sql`num_nonnulls(${t.post_id}, ${t.comment_id}) = 1`),
  ],
);

/** 'Hide from me': posts a reader chose not to see again in their feeds. */
export const postHides = pgTable(
  'post_hides',
  {
    profile_id: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    post_id: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.profile_id, t.post_id] })],
);

/** A campus channel post reached this student (delivered when posted); read when they saw it. */
export const postDeliveries = pgTable(
  'post_deliveries',
  {
    post_id: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    profile_id: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    read_at: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.post_id, t.profile_id] }), index('post_deliveries_profile_idx').on(t.profile_id)],
);
