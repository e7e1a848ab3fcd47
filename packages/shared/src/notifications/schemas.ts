import { z } from 'zod';
import { pageParam, paginationSchema } from '../api';
import type { ProfileType } from '../enums';
import {
  BELL_NOTIFICATION_KINDS,
  NOTIFICATION_KEYS,
  NOTIFICATION_MESSAGE_MAX,
  NOTIFICATIONS_VIEWED_MAX_IDS,
  type NotificationTargetField,
  type NotificationTargets,
} from './constants';

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
  meeting_id: targetId,
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
    case 'meeting_reminder':
      return to('sessions', id('meeting_id'));
    case 'application_status':
    case 'job_invitation':
      return to('jobs', id('job_id'));
    case 'event_alert':
    case 'event_invitation':
    case 'event_join_accepted':
      return to('events', id('event_id'));
    case 'org_application':
      return to('jobDashboard', id('job_id'));
    case 'org_event_request':
      return to('eventDashboard', id('event_id'));
    case 'org_club_request':
      return to('clubDashboard', id('club_id'));
    case 'club_invitation':
      return to('clubs', id('club_id'));
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
