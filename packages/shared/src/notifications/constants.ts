import { JOB_NOTIFICATIONS_PAGE_SIZE } from '../constants';

/*
 * Notifications (SPEC §2.2, §3.4, §4.5, §7.3): the bell's items, the students' job alerts, the live
 * counts of the header, and the kinds a user can also receive by email.
 */

/** Categories of the bell (`activity_key`), the filter of the notifications list. */
export const NOTIFICATION_KEYS = ['jobs', 'events', 'clubs', 'posts', 'learning'] as const;
export type NotificationKey = (typeof NOTIFICATION_KEYS)[number];

/**
 * Every kind of notification (`activity_type`), with its category and its label in the settings.
 * 'job_alert' lives only in the job alerts (job_notifications); every other kind is a bell item.
 * Posts, comments, likes, tags and the learning kinds are produced by the features that bring them.
 */
export const NOTIFICATION_KIND_INFO = {
  job_alert: { key: 'jobs', label: 'Job alerts' },
  event_alert: { key: 'events', label: 'New events for you' },
  application_status: { key: 'jobs', label: 'Application updates' },
  // An organisation invites a student to apply to one of its jobs (issue 23 item 11).
  job_invitation: { key: 'jobs', label: 'Invitations to apply' },
  // An organisation invites a student to one of its clubs or events (issue 23 item 30).
  club_invitation: { key: 'clubs', label: 'Invitations to clubs' },
  event_invitation: { key: 'events', label: 'Invitations to events' },
  event_join_accepted: { key: 'events', label: 'Event registrations accepted' },
  club_join_accepted: { key: 'clubs', label: 'Club requests accepted' },
  // What reaches an organisation's staff (issue 23 item 10).
  org_application: { key: 'jobs', label: 'Applications to your jobs' },
  org_event_request: { key: 'events', label: 'Registrations for your events' },
  org_club_request: { key: 'clubs', label: 'Requests to join your clubs' },
  post_comment: { key: 'posts', label: 'Comments on your posts' },
  post_like: { key: 'posts', label: 'Likes on your posts' },
  tagged: { key: 'posts', label: 'Tags in posts' },
  // A college's staff or placement officer posts to the student's branch or batch (issue 28 item 7).
  campus_post: { key: 'posts', label: 'Posts to your branch or batch' },
  project: { key: 'learning', label: 'Projects' },
  quest: { key: 'learning', label: 'Quests' },
  resource_group: { key: 'learning', label: 'Learning paths' },
  quiz: { key: 'learning', label: 'Quizzes' },
  question_bank: { key: 'learning', label: 'Question banks' },
  activity: { key: 'learning', label: 'Activities' },
  // A mentor's one-click nudge of a mentee at risk (issue 24 item 2).
  mentor_nudge: { key: 'learning', label: 'Nudges from your mentors' },
  board: { key: 'learning', label: 'Boards' },
  // A live session one said they will attend starts in a day or in 10 minutes (issue 28 item 11).
  meeting_reminder: { key: 'events', label: 'Reminders of live sessions' },
} as const satisfies Record<string, { key: NotificationKey; label: string }>;

export type NotificationKind = keyof typeof NOTIFICATION_KIND_INFO;
export const NOTIFICATION_KINDS = Object.keys(NOTIFICATION_KIND_INFO) as [NotificationKind, ...NotificationKind[]];
/** The kinds that appear in the bell (all but job alerts). */
export const BELL_NOTIFICATION_KINDS = NOTIFICATION_KINDS.filter((k) => k !== 'job_alert') as [
  Exclude<NotificationKind, 'job_alert'>,
  ...Exclude<NotificationKind, 'job_alert'>[],
];
export type BellNotificationKind = (typeof BELL_NOTIFICATION_KINDS)[number];

export const notificationKindLabel = (kind: NotificationKind): string => NOTIFICATION_KIND_INFO[kind].label;
export const notificationKindKey = (kind: NotificationKind): NotificationKey => NOTIFICATION_KIND_INFO[kind].key;

/** Longest notification message. */
export const NOTIFICATION_MESSAGE_MAX = 300;
/** Bell lists page size (job alerts use JOB_NOTIFICATIONS_PAGE_SIZE, also 20). */
export const NOTIFICATIONS_PAGE_SIZE = 20;
/** At most this many ids per mark-as-viewed call. */
export const NOTIFICATIONS_VIEWED_MAX_IDS = 100;
/** The live stream sends a comment this often so proxies keep the connection open. */
export const NOTIFICATIONS_LIVE_PING_MS = 25_000;

/** The target ids a notification may carry (SPEC §3.4), in the order of SPEC §2.2. */
export const NOTIFICATION_TARGET_FIELDS = [
  'post_id',
  'my_project_id',
  'resource_group_id',
  'quest_id',
  'project_id',
  'club_id',
  'job_id',
  'my_quiz_id',
  'my_question_bank_id',
  'my_assignment_id',
  'event_id',
  'board_id',
  'meeting_id',
] as const;
export type NotificationTargetField = (typeof NOTIFICATION_TARGET_FIELDS)[number];
export type NotificationTargets = Record<NotificationTargetField, number | null>;

export const JOB_ALERTS_PAGE_SIZE = JOB_NOTIFICATIONS_PAGE_SIZE;
