import { notificationKindKey, type JobPostingType } from '@lbd/shared';
import { NOTIFICATION_MESSAGES } from '../../modules/notifications/notifications.messages';
import {
  DAY,
  around,
  groupBy,
  pushBell,
  write,
  type BellItems,
  type GeneratedEvent,
  type GeneratedJob,
  type ScaleContext,
  type Student,
} from './context';
import type { Row } from './loader';

/*
 * Notifications as the notifications module stores them. Every published job and event has its
 * delivered outbox row (kind job_alert / event_alert, the payload the notifier records); students
 * get job alerts (job_notifications) and event alerts (bell items) from those rows, for jobs and
 * events of their career paths published after they joined, plus the bell items the batch's
 * applications, registrations and club requests brought. The counter table (notification_counts)
 * is kept by the tables' statement-level triggers, which fire on COPY as on INSERT.
 */

/** Alerts take a moment to go out after the publish. */
const deliveryDelay = (rng: { int(a: number, b: number): number }) => rng.int(2, 90) * 1000;

// ---------------------------------------------------------------------------------------------
// The delivered outbox rows of job and event alerts.
// ---------------------------------------------------------------------------------------------

export async function generateAlertOutbox(ctx: ScaleContext): Promise<void> {
  const rng = ctx.rng.fork('outbox');
  const [last] = await ctx.loader.query<{ n: number | string }>(
    'select coalesce(max(id), 0) as n from notification_outbox',
  );
  ctx.firstOutboxId = Number(last?.n ?? 0);
  const sources: (GeneratedJob | GeneratedEvent)[] = [];
  const rows: Row[] = [];
  const outboxRow = (kind: string, payload: object, publishedAt: number): Row => {
    const delivered = publishedAt + deliveryDelay(rng);
    return [kind, JSON.stringify(payload), 1, 0, new Date(publishedAt), new Date(delivered), new Date(delivered)];
  };
  const published = [
    ...ctx.jobs.filter((j) => j.publishedAt >= 0).map((j) => ({ at: j.publishedAt, job: j })),
    ...ctx.events.filter((e) => e.publishedAt >= 0).map((e) => ({ at: e.publishedAt, event: e })),
  ].sort((a, b) => a.at - b.at);
  for (const p of published) {
    if ('job' in p) {
      const j = p.job;
      sources.push(j);
      rows.push(
        outboxRow(
          'job_alert',
          {
            audience: { skill_ids: j.skillIds, job_role_ids: j.jobRoleIds },
            job_id: j.id,
            message: NOTIFICATION_MESSAGES.jobAlert(j.type as JobPostingType, j.title, j.orgName),
            performer_profile_id: j.performer,
          },
          j.publishedAt,
        ),
      );
    } else {
      const e = p.event;
      sources.push(e);
      rows.push(
        outboxRow(
          'event_alert',
          {
            audience: { skill_ids: e.skillIds, job_role_ids: e.jobRoleIds },
            event_id: e.id,
            message: NOTIFICATION_MESSAGES.eventAlert(e.title, e.orgName),
            performer_profile_id: e.performer,
          },
          e.publishedAt,
        ),
      );
    }
  }
  await write(
    ctx,
    'notification_outbox',
    ['kind', 'payload', 'attempts', 'delivered_through', 'inserted_at', 'attempted_at', 'delivered_at'],
    rows,
  );
  const written = await ctx.loader.query<{ id: number | string; job_id: number | null; event_id: number | null }>(
    `select id, (payload->>'job_id')::int as job_id, (payload->>'event_id')::int as event_id
     from notification_outbox where id > $1`,
    [ctx.firstOutboxId],
  );
  const byJob = new Map(written.filter((r) => r.job_id !== null).map((r) => [r.job_id!, Number(r.id)]));
  const byEvent = new Map(written.filter((r) => r.event_id !== null).map((r) => [r.event_id!, Number(r.id)]));
  for (const j of ctx.jobs) j.outboxId = byJob.get(j.id);
  for (const e of ctx.events) e.outboxId = byEvent.get(e.id);
}

/** Delivered to everyone: the rows' cursors stand at the last profile once all students exist. */
export async function finishAlertOutbox(ctx: ScaleContext): Promise<void> {
  await ctx.loader.query(
    'update notification_outbox set delivered_through = (select coalesce(max(id), 0) from profiles) where id > $1',
    [ctx.firstOutboxId],
  );
}

// ---------------------------------------------------------------------------------------------
// A batch of students: alerts, and every bell item in time order.
// ---------------------------------------------------------------------------------------------

/**
 * Published jobs and events by career path and by career-path type: a student hears about those of
 * their own paths, and (through the skills in their topic interests) about some of the same type.
 */
export function alertSources(ctx: ScaleContext) {
  const index = <T extends { jobRoleIds: number[]; roleType: string; outboxId?: number }>(items: T[]) => {
    const byRole = new Map<number, T[]>();
    const delivered = items.filter((item) => item.outboxId !== undefined);
    for (const item of delivered)
      for (const role of item.jobRoleIds) {
        const list = byRole.get(role);
        if (list) list.push(item);
        else byRole.set(role, [item]);
      }
    return { byRole, byType: groupBy(delivered, (item) => item.roleType) };
  };
  return { jobs: index(ctx.jobs), events: index(ctx.events) };
}
export type AlertSources = ReturnType<typeof alertSources>;

const BELL_COLUMNS = [
  'profile_id',
  'activity_type',
  'activity_key',
  'performer_profile_id',
  'club_id',
  'job_id',
  'event_id',
  'message',
  'outbox_id',
  'viewed',
  'inserted_at',
] as const;

export async function writeNotifications(
  ctx: ScaleContext,
  students: Student[],
  start: number,
  bell: BellItems,
  sources: AlertSources,
) {
  const today = ctx.opts.today.getTime();
  const perStudent = ctx.opts.notificationsPerStudent;
  const bellRows: Row[] = [];
  const alertRows: Row[] = [];
  students.forEach((s, k) => {
    const rng = ctx.rng.fork(`notifications-${start + k}`);
    const own = bell.get(s.profileId) ?? [];
    // Some students hear about a lot, some about little: alerts top each one up to their share.
    const wanted = Math.max(0, around(rng, perStudent, perStudent * 0.9) - own.length);
    const jobAlerts = Math.round(wanted * 0.75);
    const pick = <T extends { id: number; publishedAt: number }>(
      from: { byRole: Map<number, T[]>; byType: Map<string, T[]> },
      n: number,
    ) => {
      const chosen = new Map<number, T>();
      for (let tries = 0; chosen.size < n && tries < n * 8; tries++) {
        const list = rng.chance(0.6) ? from.byRole.get(rng.pick(s.roles).id) : from.byType.get(rng.pick(s.roleTypes));
        if (!list?.length) continue;
        const item = list[Math.floor(rng.next() * list.length)]!;
        if (item.publishedAt > s.joinedAt && !chosen.has(item.id)) chosen.set(item.id, item);
      }
      return [...chosen.values()];
    };
    const viewed = (at: number) => rng.chance(today - at > 7 * DAY ? 0.85 : 0.3);

    const jobs = pick(sources.jobs, jobAlerts)
      .map((j) => ({ job: j, at: Math.min(today - 1000, j.publishedAt + deliveryDelay(rng)) }))
      .sort((a, b) => a.at - b.at);
    for (const { job, at } of jobs) alertRows.push([s.profileId, job.id, job.outboxId!, viewed(at), new Date(at)]);

    for (const event of pick(sources.events, wanted - jobAlerts))
      pushBell(bell, s.profileId, {
        kind: 'event_alert',
        at: Math.min(today - 1000, event.publishedAt + deliveryDelay(rng)),
        message: NOTIFICATION_MESSAGES.eventAlert(event.title, event.orgName),
        performer: event.performer,
        eventId: event.id,
        outboxId: event.outboxId,
      });
    const items = [...(bell.get(s.profileId) ?? [])].sort((a, b) => a.at - b.at);
    for (const n of items)
      bellRows.push([
        s.profileId,
        n.kind,
        notificationKindKey(n.kind),
        n.performer,
        n.clubId ?? null,
        n.jobId ?? null,
        n.eventId ?? null,
        n.message,
        n.outboxId ?? null,
        viewed(n.at),
        new Date(n.at),
      ]);
  });
  await write(ctx, 'notifications', BELL_COLUMNS, bellRows);
  await write(ctx, 'job_notifications', ['profile_id', 'job_id', 'outbox_id', 'viewed', 'inserted_at'], alertRows);
}
