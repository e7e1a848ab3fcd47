import {
  daysBetween,
  JOB_ALERTS_PAGE_SIZE,
  NOTIFICATIONS_PAGE_SIZE,
  todayOf,
  type JobNotification,
  type LiveCounts,
  type Notification,
  type NotificationKey,
} from '@lbd/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { events, jobs, notificationOutbox, orgs } from '../../db/schema';
import { NotFoundError } from '../../lib/errors';
import { paged, pageRequest } from '../../lib/paging';
import type { Queue } from '../../lib/queue';
import type { Actor } from '../../lib/access';
import { createDelivery, type OnDelivered, type OutboxPayload } from './notifications.delivery';
import { announce } from './notifications.live';
import { NOTIFICATION_MESSAGES } from './notifications.messages';
import {
  createNotificationsRepo,
  unviewedCountSql,
  type JobAlertRow,
  type NotificationRow,
} from './notifications.repo';
import type { NotificationEvent, Notifier } from './notifier';
import type { Tx } from '../../db/sql';

export interface NotificationsDeps {
  db: Db;
  queue: Queue;
  clock?: () => Date;
  /** Profile ids per delivery slice (each its own transaction). */
  sliceSize?: number;
  /** The email preferences' hook, called in each delivery slice's transaction. */
  onDelivered?: OnDelivered;
  /** Between delivery slices (tests that stop a delivery half-way). */
  afterSlice?: (outboxId: number, through: number) => Promise<void>;
  log?: (err: unknown, message: string) => void;
}

/** The sweep hands back rows whose delivery has not moved for this long. */
export const SWEEP_STALE_SECONDS = 60;
/** After this many delivery runs a row is left for a person to look at. */
const MAX_ATTEMPTS = 10;
const SWEEP_BATCH = 500;

const toNotification = ({ n, performer }: NotificationRow): Notification => ({
  id: n.id,
  activity_type: n.activity_type as Notification['activity_type'],
  activity_key: n.activity_key as NotificationKey,
  message: n.message,
  viewed: n.viewed,
  inserted_at: n.inserted_at.toISOString(),
  performer_profile: performer?.id
    ? { id: performer.id, name: performer.name, avatar_url: performer.avatar_url }
    : null,
  post_id: n.post_id,
  my_project_id: n.my_project_id,
  resource_group_id: n.resource_group_id,
  quest_id: n.quest_id,
  project_id: n.project_id,
  club_id: n.club_id,
  job_id: n.job_id,
  my_quiz_id: n.my_quiz_id,
  my_question_bank_id: n.my_question_bank_id,
  my_assignment_id: n.my_assignment_id,
  event_id: n.event_id,
  board_id: n.board_id,
  meeting_id: n.meeting_id,
});

const toJobNotification = (r: JobAlertRow, today: string): JobNotification => ({
  my_notification_id: r.id,
  job_id: r.job_id,
  company_name: r.company_name,
  title: r.title,
  avatar_url: r.logo_url,
  days: r.apply_by ? daysBetween(today, r.apply_by) : null,
  viewed: r.viewed,
  inserted_at: r.inserted_at.toISOString(),
});

/** The caller's profile when it may have notifications (SPEC §4.5: inactive profiles get none). */
const activeProfileId = (actor: Actor): number | null =>
  actor.profile && actor.profile.active ? actor.profile.id : null;

/**
 * Notifications: the outbox producers write to, its delivery through the queue, the sweep that
 * finds rows a dead process left behind, and the reads and marks of the bell and the job alerts.
 */
export function createNotificationsService({
  db,
  queue,
  clock = () => new Date(),
  sliceSize = 5000,
  onDelivered,
  afterSlice,
  log,
}: NotificationsDeps) {
  const repo = createNotificationsRepo(db);
  const delivery = createDelivery({ db, sliceSize, onDelivered, afterSlice, announce });
  /** Outbox rows recorded in a transaction not yet committed, by transaction. */
  const recorded = new WeakMap<Tx, number[]>();

  async function outboxPayload(tx: Tx, event: NotificationEvent): Promise<OutboxPayload | null> {
    if (event.kind === 'job_alert') {
      const [job] = await tx
        .select({
          title: jobs.title,
          type: jobs.type,
          skill_ids: jobs.skill_ids,
          job_role_ids: jobs.job_role_ids,
          org: orgs.full_name,
        })
        .from(jobs)
        .innerJoin(orgs, eq(orgs.id, jobs.org_id))
        .where(eq(jobs.id, event.job_id));
      if (!job || (job.skill_ids.length === 0 && job.job_role_ids.length === 0)) return null;
      return {
        audience: { skill_ids: job.skill_ids, job_role_ids: job.job_role_ids },
        job_id: event.job_id,
        message: NOTIFICATION_MESSAGES.jobAlert(job.type, job.title, job.org),
        performer_profile_id: event.performer_profile_id,
      };
    }
    if (event.kind === 'event_alert') {
      const [ev] = await tx
        .select({
          title: events.title,
          skill_ids: events.skill_ids,
          job_role_ids: events.job_role_ids,
          org: orgs.full_name,
        })
        .from(events)
        .innerJoin(orgs, eq(orgs.id, events.org_id))
        .where(eq(events.id, event.event_id));
      if (!ev || (ev.skill_ids.length === 0 && ev.job_role_ids.length === 0)) return null;
      return {
        audience: { skill_ids: ev.skill_ids, job_role_ids: ev.job_role_ids },
        event_id: event.event_id,
        message: NOTIFICATION_MESSAGES.eventAlert(ev.title, ev.org),
        performer_profile_id: event.performer_profile_id,
      };
    }
    const ids = [...new Set(event.profile_ids)].filter((id) => id !== event.performer_profile_id);
    if (ids.length === 0) return null;
    if ('assignment_id' in event)
      return {
        profile_ids: ids.sort((a, b) => a - b),
        enrolment_of: event.assignment_id,
        message: event.message,
        performer_profile_id: event.performer_profile_id,
      };
    return {
      profile_ids: ids.sort((a, b) => a - b),
      targets: event.targets,
      message: event.message,
      performer_profile_id: event.performer_profile_id,
      ...(event.batch ? { batch: true as const } : {}),
    };
  }

  const notifier: Notifier = {
    async record(tx, event) {
      const payload = await outboxPayload(tx, event);
      if (!payload) return null;
      const [row] = await tx
        .insert(notificationOutbox)
        .values({ kind: event.kind, payload })
        .returning({ id: notificationOutbox.id });
      const id = row!.id;
      const list = recorded.get(tx) ?? [];
      list.push(id);
      recorded.set(tx, list);
      return id;
    },
    async transaction(fn) {
      let ids: number[] = [];
      const result = await db.transaction(async (tx) => {
        const out = await fn(tx);
        ids = recorded.get(tx) ?? [];
        return out;
      });
      await dispatch(ids);
      return result;
    },
  };

  /** Hand committed outbox rows to the queue; a failure here is repaired by the sweep. */
  async function dispatch(ids: number[]) {
    for (const id of ids) {
      try {
        await queue.send('notification-outbox', { outbox_id: id });
      } catch (err) {
        log?.(err, 'notification outbox: enqueue failed; the sweep will retry');
      }
    }
  }

  /** Enqueue undelivered rows that have not moved for `staleSeconds` (0: all of them, as on start). */
  async function sweep(staleSeconds = SWEEP_STALE_SECONDS): Promise<number> {
    const ids = await repo.undelivered(staleSeconds, MAX_ATTEMPTS, SWEEP_BATCH);
    await dispatch(ids);
    return ids.length;
  }

  async function counts(profileId: number): Promise<LiveCounts> {
    const [notifications_unviewed, job_alerts_unviewed] = await Promise.all([
      repo.unviewed(profileId),
      repo.unviewedJobAlerts(profileId),
    ]);
    return { notifications_unviewed, job_alerts_unviewed };
  }

  const empty = (page: number, count: number) => ({ ...paged([], 0, { page, count, offset: 0 }), unviewed_count: 0 });

  async function bell(actor: Actor, q: { page: number; activity_key?: NotificationKey }, tagged: boolean) {
    const profileId = activeProfileId(actor);
    if (!profileId) return empty(q.page, NOTIFICATIONS_PAGE_SIZE);
    const page = pageRequest({ page: q.page, count: NOTIFICATIONS_PAGE_SIZE });
    // The whole bell's page reads the unviewed count with its total (one kept row); a filtered page
    // counts its own total, so the unviewed count is read beside it.
    const [{ rows, total, unviewed: kept }, unviewed] = await Promise.all([
      repo.page(profileId, { key: q.activity_key, tagged }, page),
      q.activity_key || tagged ? repo.unviewed(profileId) : undefined,
    ]);
    return { ...paged(rows.map(toNotification), total, page), unviewed_count: unviewed ?? kept ?? 0 };
  }

  return {
    notifier,
    deliver: delivery.deliver,
    sweep,
    counts,

    /** Deliver every undelivered row now, in this process (tests, scripts). */
    async deliverPending() {
      let inserted = 0;
      for (const id of await repo.undelivered(0, 32_000, 10_000)) inserted += (await delivery.deliver(id)).inserted;
      return inserted;
    },

    /** Live counts for the caller: zero for inactive profiles. */
    async liveCounts(actor: Actor): Promise<LiveCounts> {
      const profileId = activeProfileId(actor);
      return profileId ? counts(profileId) : { notifications_unviewed: 0, job_alerts_unviewed: 0 };
    },

    /** GET /api/myprofile/list/notifications. */
    list: (actor: Actor, q: { page: number; activity_key?: NotificationKey }) => bell(actor, q, false),

    /** GET /api/myprofile/tagged_notifications. */
    tagged: (actor: Actor, q: { page: number }) => bell(actor, q, true),

    /** POST /api/myprofile/notifications/viewed (and reset_unviewed, with no ids). */
    async markViewed(actor: Actor, ids: number[] | undefined) {
      const profileId = activeProfileId(actor);
      if (!profileId) return { unviewed_count: 0 };
      return db.transaction(async (tx) => {
        const changed = await repo.markViewed(profileId, ids, tx);
        if (changed > 0) await announce(tx, [profileId]);
        return { unviewed_count: await repo.unviewed(profileId, tx) };
      });
    },

    /** GET /api/job_notifications. */
    async jobAlerts(actor: Actor, q: { page: number }) {
      const profileId = activeProfileId(actor);
      if (!profileId) return empty(q.page, JOB_ALERTS_PAGE_SIZE);
      const page = pageRequest({ page: q.page, count: JOB_ALERTS_PAGE_SIZE });
      // The total and the unviewed count come from one kept row, read with the page.
      const { rows, total, unviewed } = await repo.jobAlerts(profileId, page);
      const today = todayOf(clock());
      return {
        ...paged(
          rows.map((r) => toJobNotification(r, today)),
          total,
          page,
        ),
        unviewed_count: unviewed,
      };
    },

    /** POST /api/update_my_notification: one job alert viewed; someone else's answers 404. */
    async markJobAlertViewed(actor: Actor, id: number) {
      const profileId = activeProfileId(actor);
      if (!profileId) throw new NotFoundError();
      return db.transaction(async (tx) => {
        if (!(await repo.markJobAlertViewed(profileId, id, tx))) throw new NotFoundError();
        await announce(tx, [profileId]);
        return { unviewed_count: await repo.unviewedJobAlerts(profileId, tx) };
      });
    },

    /** The bell's unviewed count for the current user (SPEC §3.3 profile.unviewed_count), as SQL for its read. */
    unviewedCountSql,
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
