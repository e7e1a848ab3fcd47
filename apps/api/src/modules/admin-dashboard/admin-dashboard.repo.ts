import { and, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { DASHBOARD_TIME_ZONE, type DashboardGroup } from '@lbd/shared';
import { rowsOf, type Db } from '../../db/client';
import {
  assignments,
  clubs,
  emailOutbox,
  events,
  jobs,
  PORTFOLIO_ENTRY_TABLES,
  profiles,
  smsOutbox,
} from '../../db/schema';

/** The India calendar day of a timestamp column. */
const TIME_ZONE = sql.raw(`'${DASHBOARD_TIME_ZONE}'`);
const localDay = (column: SQL) => sql`(${column} at time zone ${TIME_ZONE})::date`;
/** The bucket a day falls in: itself, or the Monday its week starts on. */
const bucketOf = (day: SQL, group: DashboardGroup) =>
  group === 'week' ? sql`date_trunc('week', (${day})::timestamp)::date` : day;

/**
 * The India days (or weeks) from `from` to `to`, both included: `within` a column's time falls in them,
 * `bucket` is the period a time falls in, and `buckets` the CTEs `days` and `buckets` (each period's first
 * day and how many days it has), so periods without rows still appear.
 */
function periods(from: string, to: string, group: DashboardGroup) {
  const start = sql`(${from}::date)::timestamp at time zone ${TIME_ZONE}`;
  const end = sql`(${to}::date + 1)::timestamp at time zone ${TIME_ZONE}`;
  return {
    within: (column: SQL) => sql`${column} >= ${start} and ${column} < ${end}`,
    bucket: (column: SQL) => bucketOf(localDay(column), group),
    buckets: sql`days as (
          select g::date as day from generate_series(${from}::date, ${to}::date, interval '1 day') g
        ),
        buckets as (
          select ${bucketOf(sql`day`, group)} as bucket, min(day) as first_day, count(*)::int as days
          from days group by 1
        )`,
  };
}

/** A company or institution that no admin has approved yet (deactivated ones are not waiting). */
const awaitingApproval = and(
  inArray(profiles.profile_type, ['COMPANY', 'INSTITUTION']),
  eq(profiles.active, false),
  isNull(profiles.deactivated_at),
);

export interface ActivityRow {
  date: string;
  days: number;
  sign_ups: number;
  profiles_created: number;
  active_users: number;
}

export interface QueueRow {
  name: string;
  waiting: number;
  active: number;
  failed_24h: number;
}

/** Aggregates over the whole platform for admins; each one SQL query, zero days included. */
export function createAdminDashboardRepo(db: Db) {
  return {
    /**
     * Accounts and profiles created, and different accounts with a session started or renewed, per India
     * day (or week) from `from` to `to` (dates, both included). generate_series makes days with none appear.
     */
    async activity(from: string, to: string, group: DashboardGroup): Promise<ActivityRow[]> {
      const { within, bucket, buckets } = periods(from, to, group);
      const result = await db.execute(sql`
        with ${buckets},
        sign_ups as (
          select ${bucket(sql`created_at`)} as bucket, count(*)::int as n
          from users where ${within(sql`created_at`)} group by 1
        ),
        created as (
          select ${bucket(sql`inserted_at`)} as bucket, count(*)::int as n
          from profiles where ${within(sql`inserted_at`)} group by 1
        ),
        seen as (
          select user_id, ${bucket(sql`created_at`)} as bucket from sessions where ${within(sql`created_at`)}
          union
          select user_id, ${bucket(sql`updated_at`)} as bucket from sessions where ${within(sql`updated_at`)}
        ),
        active as (select bucket, count(distinct user_id)::int as n from seen group by 1)
        select to_char(b.first_day, 'YYYY-MM-DD') as date, b.days,
          coalesce(s.n, 0) as sign_ups, coalesce(c.n, 0) as profiles_created, coalesce(a.n, 0) as active_users
        from buckets b
        left join sign_ups s on s.bucket = b.bucket
        left join created c on c.bucket = b.bucket
        left join active a on a.bucket = b.bucket
        order by b.first_day
      `);
      return rowsOf<ActivityRow>(result).map((r) => ({
        date: r.date,
        days: Number(r.days),
        sign_ups: Number(r.sign_ups),
        profiles_created: Number(r.profiles_created),
        active_users: Number(r.active_users),
      }));
    },

    /** Community posts written (deleted ones left out) per India day (or week), zero days included. */
    async posts(
      from: string,
      to: string,
      group: DashboardGroup,
    ): Promise<{ date: string; days: number; posts: number }[]> {
      const { within, bucket, buckets } = periods(from, to, group);
      const result = await db.execute(sql`
        with ${buckets},
        written as (
          select ${bucket(sql`created_at`)} as bucket, count(*)::int as n
          from posts where ${within(sql`created_at`)} and deleted_at is null group by 1
        )
        select to_char(b.first_day, 'YYYY-MM-DD') as date, b.days, coalesce(w.n, 0) as posts
        from buckets b left join written w on w.bucket = b.bucket
        order by b.first_day
      `);
      return rowsOf<{ date: string; days: number; posts: number }>(result).map((r) => ({
        date: r.date,
        days: Number(r.days),
        posts: Number(r.posts),
      }));
    },

    /** How many profiles await approval, and the newest few (profiles_type_active_idx). */
    async awaiting(limit: number) {
      const [total, newest] = await Promise.all([
        db.select({ n: count() }).from(profiles).where(awaitingApproval),
        db
          .select({
            id: profiles.id,
            profile_type: profiles.profile_type,
            full_name: profiles.full_name,
            first_name: profiles.first_name,
            last_name: profiles.last_name,
            inserted_at: profiles.inserted_at,
          })
          .from(profiles)
          .where(awaitingApproval)
          .orderBy(desc(profiles.inserted_at), desc(profiles.id))
          .limit(limit),
      ]);
      return { count: total[0]?.n ?? 0, newest };
    },

    /** Jobs (full- and part-time), internships, events and clubs by status; activities; portfolio entries. */
    async content() {
      const [jobRows, eventRows, clubRows, activityRows, entryRows] = await Promise.all([
        db
          .select({
            internship: sql<boolean>`${jobs.type} = 'Internship'`,
            status: jobs.status,
            n: count(),
          })
          .from(jobs)
          .groupBy(sql`${jobs.type} = 'Internship'`, jobs.status),
        db.select({ status: events.status, n: count() }).from(events).groupBy(events.status),
        db.select({ status: clubs.status, n: count() }).from(clubs).groupBy(clubs.status),
        db.select({ n: count() }).from(assignments),
        db.execute(
          sql.raw(`select (${PORTFOLIO_ENTRY_TABLES.map((t) => `(select count(*) from ${t})`).join(' + ')})::int as n`),
        ),
      ]);
      return {
        jobs: jobRows.filter((r) => !r.internship),
        internships: jobRows.filter((r) => r.internship),
        events: eventRows,
        clubs: clubRows,
        activities: activityRows[0]?.n ?? 0,
        portfolioEntries: Number(rowsOf<{ n: number }>(entryRows)[0]?.n ?? 0),
      };
    },

    /**
     * The job queue (pg-boss, schema pgboss): jobs waiting (created or retry), running (active), and
     * failed since `since` (still in pgboss.job or moved to pgboss.archive). Null before any process
     * has started the queue (its tables do not exist yet).
     */
    async queue(since: Date): Promise<QueueRow[] | null> {
      const [tables] = rowsOf<{ job: boolean; archive: boolean }>(
        await db.execute(
          sql`select to_regclass('pgboss.job') is not null as job, to_regclass('pgboss.archive') is not null as archive`,
        ),
      );
      if (!tables?.job) return null;
      const archived = tables.archive
        ? sql`union all
            select name, 0, 0, count(*)::int from pgboss.archive
            where state = 'failed' and completed_on >= ${since.toISOString()}::timestamptz group by name`
        : sql``;
      const result = await db.execute(sql`
        select name, sum(waiting)::int as waiting, sum(active)::int as active, sum(failed)::int as failed_24h
        from (
          select name,
            count(*) filter (where state in ('created', 'retry'))::int as waiting,
            count(*) filter (where state = 'active')::int as active,
            count(*) filter (where state = 'failed' and completed_on >= ${since.toISOString()}::timestamptz)::int as failed
          from pgboss.job group by name
          ${archived}
        ) counts
        group by name order by name
      `);
      return rowsOf<QueueRow>(result).map((r) => ({
        name: r.name,
        waiting: Number(r.waiting),
        active: Number(r.active),
        failed_24h: Number(r.failed_24h),
      }));
    },

    /** The email outbox: written, sent and failed since `since`, and every row still queued. */
    async email(since: Date) {
      const sinceSql = sql`${since.toISOString()}::timestamptz`;
      const [row] = await db
        .select({
          written: sql<number>`count(*) filter (where ${emailOutbox.inserted_at} >= ${sinceSql})::int`,
          sent: sql<number>`count(*) filter (where ${emailOutbox.status} = 'sent' and ${emailOutbox.sent_at} >= ${sinceSql})::int`,
          failed: sql<number>`count(*) filter (where ${emailOutbox.status} = 'failed' and ${emailOutbox.inserted_at} >= ${sinceSql})::int`,
          waiting: sql<number>`count(*) filter (where ${emailOutbox.status} = 'queued')::int`,
        })
        .from(emailOutbox);
      return row!;
    },

    /** The SMS outbox, counted as the email outbox (it keeps no sending time: written time is used). */
    async sms(since: Date) {
      const sinceSql = sql`${since.toISOString()}::timestamptz`;
      const recent = sql`${smsOutbox.inserted_at} >= ${sinceSql}`;
      const [row] = await db
        .select({
          written: sql<number>`count(*) filter (where ${recent})::int`,
          sent: sql<number>`count(*) filter (where ${smsOutbox.status} = 'sent' and ${recent})::int`,
          failed: sql<number>`count(*) filter (where ${smsOutbox.status} = 'failed' and ${recent})::int`,
          waiting: sql<number>`count(*) filter (where ${smsOutbox.status} = 'queued')::int`,
        })
        .from(smsOutbox);
      return row!;
    },
  };
}

export type AdminDashboardRepo = ReturnType<typeof createAdminDashboardRepo>;
