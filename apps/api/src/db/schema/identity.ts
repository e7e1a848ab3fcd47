import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { batches, cities, degrees, designations, jobRoles, orgs, skills, specializations, states } from './catalogue';

/*
 * Identity tables used by the built-in identity service (better-auth). Keys are the field names
 * it expects; columns are snake_case like the rest of the schema.
 */
const authTimestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    name: varchar('name', { length: 200 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: varchar('image', { length: 500 }),
    phoneNumber: varchar('phone_number', { length: 20 }),
    phoneNumberVerified: boolean('phone_number_verified').notNull().default(false),
    role: varchar('role', { length: 20 }),
    banned: boolean('banned').notNull().default(false),
    banReason: varchar('ban_reason', { length: 500 }),
    banExpires: timestamp('ban_expires', { withTimezone: true }),
    /** Email the account when it signs in on a device not seen before (decision 0088). */
    sign_in_alerts: boolean('sign_in_alerts').notNull().default(true),
    ...authTimestamps,
  },
  (t) => [uniqueIndex('users_email_key').on(t.email), uniqueIndex('users_phone_number_key').on(t.phoneNumber)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    token: text('token').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: varchar('ip_address', { length: 64 }),
    userAgent: varchar('user_agent', { length: 500 }),
    impersonatedBy: text('impersonated_by'),
    ...authTimestamps,
  },
  (t) => [uniqueIndex('sessions_token_key').on(t.token), index('sessions_user_id_idx').on(t.userId)],
);

/**
 * The devices an account has signed in from (decision 0088): a browser summary ('Chrome on Windows')
 * and a network (an IPv4 /24 or an IPv6 /64), with when they were first and last seen. Sessions end and
 * are deleted; this remembers a device past its sign-out, so the sign-in alert knows it for 90 days.
 */
export const signInDevices = pgTable(
  'sign_in_devices',
  {
    user_id: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    device: varchar('device', { length: 100 }).notNull(),
    network: varchar('network', { length: 64 }).notNull(),
    first_seen_at: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    last_seen_at: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.device, t.network] })],
);

export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: varchar('provider_id', { length: 60 }).notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    ...authTimestamps,
  },
  (t) => [
    index('accounts_user_id_idx').on(t.userId),
    uniqueIndex('accounts_provider_account_key').on(t.providerId, t.accountId),
  ],
);

export const verifications = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ...authTimestamps,
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
);

export const jwks = pgTable('jwks', {
  id: text('id').primaryKey(),
  publicKey: text('public_key').notNull(),
  privateKey: text('private_key').notNull(),
  alg: varchar('alg', { length: 20 }),
  crv: varchar('crv', { length: 20 }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
});

const timestamps = {
  inserted_at: timestamp('inserted_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** One profile per user: its type decides what the user sees and may do. */
export const profiles = pgTable(
  'profiles',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    uuid: uuid('uuid').notNull().defaultRandom(),
    user_id: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    profile_type: varchar('profile_type', {
      length: 12,
      enum: ['STUDENT', 'ADVISOR', 'COMPANY', 'INSTITUTION'],
    }).notNull(),
    first_name: varchar('first_name', { length: 25 }).notNull(),
    last_name: varchar('last_name', { length: 25 }),
    /** Organisation name for company and institution profiles, else first and last name. */
    full_name: varchar('full_name', { length: 200 }).notNull(),
    email: varchar('email', { length: 254 }),
    country_code: varchar('country_code', { length: 8 }),
    phone: varchar('phone', { length: 14 }),
    avatar_url: varchar('avatar_url', { length: 500 }),
    active: boolean('active').notNull().default(true),
    /** When an admin deactivated the profile (null: never, or activated again); tells it from one awaiting approval. */
    deactivated_at: timestamp('deactivated_at', { withTimezone: true }),
    /**
     * When its owner deleted the account (decision 0068): the profile stays, anonymised and inactive,
     * so what organisations and mentors already received still points somewhere; it never reactivates.
     */
    deleted_at: timestamp('deleted_at', { withTimezone: true }),
    terms_nd_cond: boolean('terms_nd_cond').notNull().default(false),
    terms_accepted_at: timestamp('terms_accepted_at', { withTimezone: true }),
    my_org_id: integer('my_org_id').references(() => orgs.id),
    /**
     * Standing in `my_org_id` for staff and mentors: MEMBER once accepted (or the founder of a new
     * organisation), REQUESTED while the organisation's approved staff or an admin have not answered,
     * DECLINED when they said no. Only an active MEMBER acts for the organisation.
     */
    org_membership: varchar('org_membership', { length: 10, enum: ['MEMBER', 'REQUESTED', 'DECLINED'] })
      .notNull()
      .default('MEMBER'),
    designation_id: integer('designation_id').references(() => designations.id),
    degree_id: integer('degree_id').references(() => degrees.id),
    specialization_id: integer('specialization_id').references(() => specializations.id),
    state_id: integer('state_id').references(() => states.id),
    city_id: integer('city_id').references(() => cities.id),
    graduation_year: integer('graduation_year'),
    /** A student's roll number at their institute (bulk imports match by it); unique within the institute. */
    roll_number: varchar('roll_number', { length: 40 }),
    /** The institute's batch the student belongs to (set by an admin or a bulk update). */
    batch_id: integer('batch_id').references(() => batches.id),
    bio: varchar('bio', { length: 1000 }),
    tpo_admin_dashboard: boolean('tpo_admin_dashboard').notNull().default(false),
    dept_admin_dashboard: boolean('dept_admin_dashboard').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('profiles_user_id_key').on(t.user_id),
    uniqueIndex('profiles_uuid_key').on(t.uuid),
    uniqueIndex('profiles_email_key').on(sql`lower(${t.email})`),
    uniqueIndex('profiles_phone_key').on(t.country_code, t.phone),
    index('profiles_type_active_idx').on(t.profile_type, t.active),
    index('profiles_my_org_idx').on(t.my_org_id),
    uniqueIndex('profiles_org_roll_number_key').on(t.my_org_id, t.roll_number),
    index('profiles_org_requests_idx')
      .on(t.my_org_id)
      .where(sql`${t.org_membership} = 'REQUESTED'`),
    index('profiles_designation_idx').on(t.designation_id),
    index('profiles_degree_idx').on(t.degree_id),
    index('profiles_specialization_idx').on(t.specialization_id),
    index('profiles_state_idx').on(t.state_id),
    index('profiles_city_idx').on(t.city_id),
    index('profiles_batch_idx').on(t.batch_id),
  ],
);

/** Topics (skills) a user wants to hear about. */
export const profileTopicInterests = pgTable(
  'profile_topic_interests',
  {
    profile_id: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    skill_id: integer('skill_id')
      .notNull()
      .references(() => skills.id, { onDelete: 'cascade' }),
    inserted_at: timestamp('inserted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('profile_topic_interests_key').on(t.profile_id, t.skill_id),
    index('profile_topic_interests_skill_idx').on(t.skill_id),
  ],
);

/** A student's portfolio; its entries arrive with the portfolio feature. */
export const portfolios = pgTable(
  'portfolios',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    uuid: uuid('uuid').notNull().defaultRandom(),
    profile_id: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    is_public: boolean('is_public').notNull().default(true),
    /**
     * Bumped in the same transaction by every write to what a portfolio read shows of its student (entries,
     * career paths, profile, this row): triggers of migration 0025. Reads kept in memory are valid for it.
     */
    version: integer('version').notNull().default(0),
    ...timestamps,
  },
  (t) => [uniqueIndex('portfolios_profile_id_key').on(t.profile_id), uniqueIndex('portfolios_uuid_key').on(t.uuid)],
);

/** The career paths a student chose. */
export const portfolioJobRoles = pgTable(
  'portfolio_job_roles',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    profile_id: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    job_role_id: integer('job_role_id')
      .notNull()
      .references(() => jobRoles.id),
    inserted_at: timestamp('inserted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('portfolio_job_roles_key').on(t.profile_id, t.job_role_id),
    index('portfolio_job_roles_job_role_idx').on(t.job_role_id),
  ],
);

/** Every email the product sends; the development mailbox page reads it, SMTP delivers it when configured. */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    to_address: varchar('to_address', { length: 254 }).notNull(),
    subject: varchar('subject', { length: 300 }).notNull(),
    text_body: text('text_body').notNull(),
    html_body: text('html_body'),
    /** Extra message headers (List-Unsubscribe, ...). */
    headers: jsonb('headers').$type<Record<string, string>>(),
    kind: varchar('kind', { length: 60 }).notNull(),
    status: varchar('status', { length: 12, enum: ['queued', 'sent', 'failed'] })
      .notNull()
      .default('queued'),
    sent_at: timestamp('sent_at', { withTimezone: true }),
    inserted_at: timestamp('inserted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('email_outbox_to_idx').on(sql`lower(${t.to_address})`, t.id)],
);

/** Every SMS the product sends (one-time codes). */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    to_number: varchar('to_number', { length: 20 }).notNull(),
    body: varchar('body', { length: 500 }).notNull(),
    kind: varchar('kind', { length: 60 }).notNull(),
    status: varchar('status', { length: 12, enum: ['queued', 'sent', 'failed'] })
      .notNull()
      .default('queued'),
    inserted_at: timestamp('inserted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sms_outbox_to_idx').on(t.to_number, t.id)],
);

/** Who did what: admin actions, and every publish, reopen, close and discard of a posting (lib/content-lifecycle.ts). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    actor_user_id: text('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    action: varchar('action', { length: 80 }).notNull(),
    target_type: varchar('target_type', { length: 40 }).notNull(),
    target_id: varchar('target_id', { length: 64 }).notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    inserted_at: timestamp('inserted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_target_idx').on(t.target_type, t.target_id),
    index('audit_log_actor_idx').on(t.actor_user_id),
    index('audit_log_inserted_idx').on(t.inserted_at),
  ],
);

/**
 * Reminders an admin sent (issue 29 item 10, `send_remainder`): one row per person and kind, so a person
 * is reminded at most once in the rest period whoever presses the button.
 */
export const accountReminders = pgTable(
  'account_reminders',
  {
    user_id: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 30, enum: ['incomplete_account', 'not_enrolled'] }).notNull(),
    sent_at: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    sent_by_user_id: text('sent_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.kind] }), index('account_reminders_sent_by_idx').on(t.sent_by_user_id)],
);

/** Recent failed sign-ins per account, so repeated failures slow down across instances. */
export const signInFailures = pgTable('sign_in_failures', {
  account_key: varchar('account_key', { length: 300 }).primaryKey(),
  failures: integer('failures').notNull().default(0),
  last_failed_at: timestamp('last_failed_at', { withTimezone: true }).notNull().defaultNow(),
});
