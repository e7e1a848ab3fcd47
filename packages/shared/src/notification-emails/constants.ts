import type { ProfileType } from '../enums';
import { NOTIFICATION_KINDS, type NotificationKind, notificationKindLabel } from '../notifications/constants';

/*
 * Notification emails (issue 6 item 5): which kinds of notification also arrive by email, either as
 * each one happens or gathered in one daily digest, and the unsubscribe link every such email carries.
 */

export const EMAIL_MODES = ['off', 'immediate', 'daily'] as const;
export type EmailMode = (typeof EMAIL_MODES)[number];

/** How the settings screen names each mode. */
export const EMAIL_MODE_LABELS: Record<EmailMode, string> = {
  off: 'Off',
  immediate: 'Immediately',
  daily: 'Daily digest',
};

/**
 * What a profile gets before choosing: answers to the student's own requests at once, new jobs and
 * events matching them once a day, everything else only in the bell.
 */
export const EMAIL_MODE_DEFAULTS: Record<NotificationKind, EmailMode> = {
  job_alert: 'daily',
  event_alert: 'daily',
  application_status: 'immediate',
  job_invitation: 'immediate',
  club_invitation: 'immediate',
  event_invitation: 'immediate',
  event_join_accepted: 'immediate',
  club_join_accepted: 'immediate',
  // An organisation's staff hear of applications and requests once a day unless they choose otherwise.
  org_application: 'daily',
  org_event_request: 'daily',
  org_club_request: 'daily',
  post_comment: 'off',
  post_like: 'off',
  tagged: 'off',
  project: 'off',
  quest: 'off',
  resource_group: 'off',
  quiz: 'off',
  question_bank: 'off',
  activity: 'off',
  // A nudge is meant to reach a student who has stopped opening the product, so it is emailed at once.
  mentor_nudge: 'immediate',
  board: 'off',
  // A reminder is worth an email: it is about a time, and the bell may not be open.
  meeting_reminder: 'immediate',
  // What the college tells a branch or batch (placement drives, deadlines) comes in the daily email.
  campus_post: 'daily',
};

/** Kinds whose recipients are always students (alerts and answers to a student's application or request). */
const STUDENT_ONLY_KINDS: readonly NotificationKind[] = [
  'job_alert',
  'event_alert',
  'application_status',
  'job_invitation',
  'club_invitation',
  'event_invitation',
  'event_join_accepted',
  'club_join_accepted',
  'mentor_nudge',
  // The daily notice of due practice in a quiz byte (decision 0077).
  'question_bank',
  'campus_post',
];

/** Kinds whose recipients are always an organisation's staff (companies and institutions). */
const ORG_ONLY_KINDS: readonly NotificationKind[] = ['org_application', 'org_event_request', 'org_club_request'];

/**
 * Kinds that some code of the product produces today (issue 23 item 28). The others (posts, comments,
 * likes, tags and the learning kinds of features not built yet) are named so their bell items and
 * settings are ready, but offering an email choice for something that cannot happen misleads: a kind
 * joins this list with the feature that produces it. The API's notifier test holds this list to the
 * producers in its source.
 */
export const PRODUCED_NOTIFICATION_KINDS: readonly NotificationKind[] = [
  'job_alert',
  'event_alert',
  'application_status',
  'job_invitation',
  'club_invitation',
  'event_invitation',
  'event_join_accepted',
  'club_join_accepted',
  'org_application',
  'org_event_request',
  'org_club_request',
  'activity',
  'mentor_nudge',
  'board',
  'project',
  'resource_group',
  'quiz',
  'question_bank',
  'quest',
  'post_like',
  'post_comment',
  'tagged',
  'meeting_reminder',
  'campus_post',
];

/** The kinds a profile type can receive today, so its settings list only those. */
export function emailKindsFor(profileType: ProfileType): NotificationKind[] {
  const staff = profileType === 'COMPANY' || profileType === 'INSTITUTION';
  return NOTIFICATION_KINDS.filter(
    (k) =>
      PRODUCED_NOTIFICATION_KINDS.includes(k) &&
      (profileType === 'STUDENT'
        ? !ORG_ONLY_KINDS.includes(k)
        : !STUDENT_ONLY_KINDS.includes(k) && (staff || !ORG_ONLY_KINDS.includes(k))),
  );
}

/** The daily digest gathers several kinds; its unsubscribe link turns every kind sent as a digest off. */
export const DIGEST_KIND = 'digest';
export const UNSUBSCRIBE_KINDS = [...NOTIFICATION_KINDS, DIGEST_KIND] as const;
export type UnsubscribeKind = (typeof UNSUBSCRIBE_KINDS)[number];

export const unsubscribeKindLabel = (kind: UnsubscribeKind): string =>
  kind === DIGEST_KIND ? 'Daily digest' : notificationKindLabel(kind);

/**
 * An unsubscribe token: `<profile id>.<kind>.<signature>`, the signature an HMAC-SHA256 of the first
 * two parts under the server's secret (base64url, 43 characters). The page reads the kind from it to
 * say what will be turned off; only the server can tell whether it is genuine.
 */
export const UNSUBSCRIBE_TOKEN_PATTERN = /^([1-9][0-9]{0,9})\.([a-z_]{1,32})\.([A-Za-z0-9_-]{43})$/;
export const UNSUBSCRIBE_TOKEN_MAX = 100;
