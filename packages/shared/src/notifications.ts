import { z } from 'zod';
import { pageParam, paginationSchema } from './api';
import { JOB_NOTIFICATIONS_PAGE_SIZE } from './constants';
import type { ProfileType } from './enums';

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
  event_join_accepted: { key: 'events', label: 'Event registrations accepted' },
  club_join_accepted: { key: 'clubs', label: 'Club requests accepted' },
  // What reaches an organisation's staff (issue 23 item 10).
  org_application: { key: 'jobs', label: 'Applications to your jobs' },
  org_event_request: { key: 'events', label: 'Registrations for your events' },
  org_club_request: { key: 'clubs', label: 'Requests to join your clubs' },
  post_comment: { key: 'posts', label: 'Comments on your posts' },
  post_like: { key: 'posts', label: 'Likes on your posts' },
  tagged: { key: 'posts', label: 'Tags in posts' },
  project: { key: 'learning', label: 'Projects' },
  quest: { key: 'learning', label: 'Quests' },
  resource_group: { key: 'learning', label: 'Learning paths' },
  quiz: { key: 'learning', label: 'Quizzes' },
  question_bank: { key: 'learning', label: 'Question banks' },
  activity: { key: 'learning', label: 'Activities' },
  // A mentor's one-click nudge of a mentee at risk (issue 24 item 2).
  mentor_nudge: { key: 'learning', label: 'Nudges from your mentors' },
  board: { key: 'learning', label: 'Boards' },
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
] as const;
export type NotificationTargetField = (typeof NOTIFICATION_TARGET_FIELDS)[number];
export type NotificationTargets = Record<NotificationTargetField, number | null>;

const targetId = z.number().int().positive().nullable();

export const performerProfileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  avatar_url: z.string().nullable(),
});
export type PerformerProfile = z.infer<typeof performerProfileSchema>;

export const notificationSchema = z.object({
  id: z.number().int(),
  activity_type: z.enum(BELL_NOTIFICATION_KINDS),
  activity_key: z.enum(NOTIFICATION_KEYS),
  message: z.string().max(NOTIFICATION_MESSAGE_MAX),
  viewed: z.boolean(),
  inserted_at: z.string(),
  performer_profile: performerProfileSchema.nullable(),
  post_id: targetId,
  my_project_id: targetId,
  resource_group_id: targetId,
  quest_id: targetId,
  project_id: targetId,
  club_id: targetId,
  job_id: targetId,
  my_quiz_id: targetId,
  my_question_bank_id: targetId,
  my_assignment_id: targetId,
  event_id: targetId,
  board_id: targetId,
});
export type Notification = z.infer<typeof notificationSchema>;

export const jobNotificationSchema = z.object({
  my_notification_id: z.number().int(),
  job_id: z.number().int(),
  company_name: z.string(),
  title: z.string(),
  avatar_url: z.string().nullable(),
  /** Days left to the apply-by date in India (0 on the last day, negative once closed); null without one. */
  days: z.number().int().nullable(),
  viewed: z.boolean(),
  inserted_at: z.string(),
});
export type JobNotification = z.infer<typeof jobNotificationSchema>;

/** The header's two badges, sent by the live stream. */
export const liveCountsSchema = z.object({
  notifications_unviewed: z.number().int().min(0),
  job_alerts_unviewed: z.number().int().min(0),
});
export type LiveCounts = z.infer<typeof liveCountsSchema>;

// ---- requests ---------------------------------------------------------------------------------

/** An empty `activity_key` means every category. */
export const notificationsQuerySchema = z.object({
  page: pageParam,
  activity_key: z.preprocess((v) => (v === '' ? undefined : v), z.enum(NOTIFICATION_KEYS).optional()),
});
export type NotificationsQuery = z.infer<typeof notificationsQuerySchema>;

export const notificationsPageQuerySchema = z.object({ page: pageParam });

const notificationId = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const markViewedBodySchema = z
  .object({ ids: z.array(notificationId).max(NOTIFICATIONS_VIEWED_MAX_IDS).optional() })
  .default({});
export type MarkViewedBody = z.infer<typeof markViewedBodySchema>;

/** update_my_notification arrives form-encoded. */
export const updateMyNotificationBodySchema = z.object({ my_notification_id: notificationId });

// ---- responses --------------------------------------------------------------------------------

export const notificationsListSchema = z.object({
  data: z.array(notificationSchema),
  unviewed_count: z.number().int().min(0),
  pagination: paginationSchema,
});
export type NotificationsList = z.infer<typeof notificationsListSchema>;

export const jobNotificationsListSchema = z.object({
  data: z.array(jobNotificationSchema),
  unviewed_count: z.number().int().min(0),
  pagination: paginationSchema,
});
export type JobNotificationsList = z.infer<typeof jobNotificationsListSchema>;

export const unviewedCountSchema = z.object({ data: z.object({ unviewed_count: z.number().int().min(0) }) });

export const JOB_ALERTS_PAGE_SIZE = JOB_NOTIFICATIONS_PAGE_SIZE;

// ---- where a notification leads (SPEC §2.2) ------------------------------------------------------

type PathInput = Pick<Notification, 'activity_type'> & Partial<NotificationTargets>;

/**
 * The web route a bell notification opens for this viewer, or null when it carries no target.
 * Clubs open the club page for students and advisors and the club dashboard for organisations.
 */
export function notificationPath(n: PathInput, viewerProfileType: ProfileType | null | undefined): string | null {
  const id = (field: NotificationTargetField) => {
    const v = n[field];
    return typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : null;
  };
  const to = (prefix: string, v: number | null) => (v === null ? null : `/${prefix}/${v}`);
  switch (n.activity_type) {
    case 'post_comment':
    case 'post_like':
    case 'tagged':
      return to('posts', id('post_id'));
    case 'project':
      return id('my_project_id') !== null ? to('myProjects', id('my_project_id')) : to('projects', id('project_id'));
    case 'quest':
      return to('quests', id('quest_id'));
    case 'resource_group':
      return to('resourceGroups', id('resource_group_id'));
    case 'quiz':
      return to('quiz', id('my_quiz_id'));
    case 'question_bank': {
      const quiz = id('my_quiz_id');
      const bank = id('my_question_bank_id');
      if (quiz === null) return null;
      return bank === null ? `/quizByte/${quiz}` : `/quizByte/${quiz}?question_bank_id=${bank}`;
    }
    case 'activity':
      return to('myactivity', id('my_assignment_id'));
    case 'mentor_nudge':
      // A nudge about one activity opens the student's enrolment in it; a general one, their dashboard.
      return to('myactivity', id('my_assignment_id')) ?? '/dashboard';
    case 'board':
      return to('workbench/boards', id('board_id'));
    case 'application_status':
    case 'job_invitation':
      return to('jobs', id('job_id'));
    case 'event_alert':
    case 'event_join_accepted':
      return to('events', id('event_id'));
    case 'org_application':
      return to('jobDashboard', id('job_id'));
    case 'org_event_request':
      return to('eventDashboard', id('event_id'));
    case 'org_club_request':
      return to('clubDashboard', id('club_id'));
    case 'club_join_accepted':
      return to(
        viewerProfileType === 'STUDENT' || viewerProfileType === 'ADVISOR' ? 'clubs' : 'clubDashboard',
        id('club_id'),
      );
    default:
      return null;
  }
}

/** A job alert opens its job. */
export const jobNotificationPath = (n: Pick<JobNotification, 'job_id'>): string => `/jobs/${n.job_id}`;
