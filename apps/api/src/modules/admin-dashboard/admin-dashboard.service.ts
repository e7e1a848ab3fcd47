import {
  AWAITING_APPROVAL_PREVIEW,
  CONTENT_STATUSES,
  DASHBOARD_TIME_ZONE,
  type AdminDashboard,
  type AdminDashboardQuery,
  type DashboardRange,
  type OutboxHealth,
  type PostsHistogram,
  type StatusCounts,
} from '@lbd/shared';
import type { Db } from '../../db/client';
import { QUEUES } from '../../lib/queue';
import { createAdminDashboardRepo } from './admin-dashboard.repo';

const DAY_MS = 86_400_000;
const indiaDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: DASHBOARD_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The India dates of the last `days` days up to today, both included. Pure. */
export function dashboardRange(now: Date, q: AdminDashboardQuery): DashboardRange {
  const to = indiaDay.format(now);
  const from = new Date(Date.parse(`${to}T00:00:00Z`) - (q.days - 1) * DAY_MS).toISOString().slice(0, 10);
  return { from, to, days: q.days, group: q.group, time_zone: DASHBOARD_TIME_ZONE };
}

/** Rows of (status, n) as counts per status with their total; statuses without rows count 0. Pure. */
export function statusCounts(rows: { status: string; n: number }[]): StatusCounts {
  const counts: StatusCounts = { draft: 0, published: 0, closed: 0, total: 0 };
  for (const row of rows) {
    if ((CONTENT_STATUSES as readonly string[]).includes(row.status))
      counts[row.status as (typeof CONTENT_STATUSES)[number]] += row.n;
    counts.total += row.n;
  }
  return counts;
}

const outbox = (
  configured: boolean,
  row: { written: number; sent: number; failed: number; waiting: number },
): OutboxHealth => ({
  delivery: configured ? 'provider' : 'outbox_only',
  written_24h: Number(row.written),
  sent_24h: Number(row.sent),
  failed_24h: Number(row.failed),
  waiting: Number(row.waiting),
});

/**
 * The admin dashboard (issue 24 item 9): platform-wide numbers read live from the tables, for admins
 * only (the routes' access). Reading it changes nothing, so nothing is audited.
 */
export function createAdminDashboardService(deps: {
  db: Db;
  clock: () => Date;
  /** Whether email and SMS leave the outbox (SMTP_URL, SMS_PROVIDER_URL set). */
  delivery: { email: boolean; sms: boolean };
}) {
  const repo = createAdminDashboardRepo(deps.db);

  return {
    async dashboard(q: AdminDashboardQuery): Promise<AdminDashboard> {
      const now = deps.clock();
      const range = dashboardRange(now, q);
      const since = new Date(now.getTime() - DAY_MS);
      const [activity, awaiting, content, queue, email, sms] = await Promise.all([
        repo.activity(range.from, range.to, q.group),
        repo.awaiting(AWAITING_APPROVAL_PREVIEW),
        repo.content(),
        repo.queue(since),
        repo.email(since),
        repo.sms(since),
      ]);
      // Every queue the product declares is listed, with zeros when it holds nothing.
      const queues = Object.keys(QUEUES)
        .map((name) => queue?.find((r) => r.name === name) ?? { name, waiting: 0, active: 0, failed_24h: 0 })
        .concat((queue ?? []).filter((r) => !(r.name in QUEUES)));
      const sum = (key: 'waiting' | 'active' | 'failed_24h') => queues.reduce((n, r) => n + r[key], 0);
      return {
        range,
        activity,
        awaiting_approval: {
          count: awaiting.count,
          newest: awaiting.newest.map((p) => ({
            id: p.id,
            profile_type: p.profile_type,
            full_name: p.full_name,
            contact_name: [p.first_name, p.last_name].filter(Boolean).join(' '),
            requested_at: p.inserted_at.toISOString(),
          })),
        },
        content: {
          jobs: statusCounts(content.jobs),
          internships: statusCounts(content.internships),
          events: statusCounts(content.events),
          clubs: statusCounts(content.clubs),
          activities: content.activities,
          portfolio_entries: content.portfolioEntries,
        },
        queue: {
          started: queue !== null,
          waiting: sum('waiting'),
          active: sum('active'),
          failed_24h: sum('failed_24h'),
          queues,
        },
        email: outbox(deps.delivery.email, email),
        sms: outbox(deps.delivery.sms, sms),
        generated_at: now.toISOString(),
      };
    },

    /** posts_histogram: community posts written per India day (or week) of the range. */
    async postsHistogram(q: AdminDashboardQuery): Promise<PostsHistogram> {
      const range = dashboardRange(deps.clock(), q);
      return { built: true, range, series: await repo.posts(range.from, range.to, q.group) };
    },
  };
}

export type AdminDashboardService = ReturnType<typeof createAdminDashboardService>;
