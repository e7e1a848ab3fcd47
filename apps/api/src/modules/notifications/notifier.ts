import type { BellNotificationKind, NotificationTargets } from '@lbd/shared';
import { NOTIFICATION_MESSAGE_MAX } from '@lbd/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orgStaff } from '../../db/orgs';
import { profiles } from '../../db/schema';
import type { Tx } from '../../db/sql';

/** Kinds whose recipients are found at delivery: the students a new job or event matches. */
export type AudienceEvent =
  | { kind: 'job_alert'; job_id: number; performer_profile_id: number | null }
  | { kind: 'event_alert'; event_id: number; performer_profile_id: number | null };

/** Kinds addressed to named profiles (an applicant, a student whose request was accepted, a post's author). */
export interface DirectEvent {
  kind: Exclude<BellNotificationKind, 'event_alert'>;
  profile_ids: number[];
  message: string;
  targets: Partial<NotificationTargets>;
  performer_profile_id: number | null;
  /**
   * One item per recipient, kind and target: this one replaces the recipient's earlier item of the same
   * kind about the same target ('Asha and 5 others liked your post'), unread again and on top.
   */
  batch?: boolean;
}

/**
 * Students just enrolled in an activity: one 'activity' item each, whose target is the student's own
 * enrolment in it (my_assignment_id, opened at /myactivity/{id}), looked up at delivery.
 */
export interface EnrolmentEvent {
  kind: 'activity';
  assignment_id: number;
  profile_ids: number[];
  message: string;
  performer_profile_id: number | null;
}

export type NotificationEvent = AudienceEvent | DirectEvent | EnrolmentEvent;

/**
 * What producing modules see of notifications. `record` writes an outbox row in the caller's
 * transaction (so the notification exists exactly when the change does); `transaction` runs a
 * transaction and, once it has committed, hands what it recorded to the queue. A row recorded in
 * some other transaction is still delivered: the sweep finds it.
 */
export interface Notifier {
  /** Answers the outbox row id, or null when the event reaches no one (e.g. a job without skills or career paths). */
  record(tx: Tx, event: NotificationEvent): Promise<number | null>;
  transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
}

/**
 * Run `fn` in a transaction that may record notifications: through the notifier when there is one
 * (the API), else a plain transaction that records nothing (seeding, scripts).
 */
export function notifyingTransaction<T>(
  db: Db,
  notifier: Notifier | undefined,
  fn: (tx: Tx, notify: (event: NotificationEvent) => Promise<void>) => Promise<T>,
): Promise<T> {
  if (!notifier) return db.transaction((tx) => fn(tx, async () => undefined));
  return notifier.transaction((tx) =>
    fn(tx, async (event) => {
      await notifier.record(tx, event);
    }),
  );
}

/** A message fits its column: longer ones end with an ellipsis. */
export const clip = (text: string, max = NOTIFICATION_MESSAGE_MAX) =>
  text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;

/**
 * Tell an organisation's staff (its active, accepted company or institution profiles) what a student
 * did to one of its jobs, events or clubs, in this transaction; the message names the student (read
 * here unless the caller has the name at hand). Nothing when there is no notifier (seeding) or the
 * organisation has no staff here yet.
 */
export async function recordForStaff(
  tx: Tx,
  notifier: Notifier | undefined,
  orgId: number,
  event: Omit<DirectEvent, 'profile_ids' | 'message' | 'performer_profile_id'> & {
    performer_profile_id: number;
    performer_name?: string | null;
    message: (performerName: string) => string;
  },
): Promise<void> {
  if (!notifier) return;
  const staff = await orgStaff(tx, orgId);
  if (staff.length === 0) return;
  const { performer_name, message, ...rest } = event;
  const name =
    performer_name ??
    (await tx.select({ name: profiles.full_name }).from(profiles).where(eq(profiles.id, rest.performer_profile_id)))[0]
      ?.name;
  await notifier.record(tx, { ...rest, profile_ids: staff.map((s) => s.id), message: message(name ?? 'A student') });
}
