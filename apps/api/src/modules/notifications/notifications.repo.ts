import type { NotificationKey } from '@lbd/shared';
import { and, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { jobNotifications, jobs, notificationCounts, notifications, orgs, profiles } from '../../db/schema';
import type { PageRequest } from '../../lib/paging';
import type { Tx } from '../../db/sql';

export type NotificationRow = Awaited<ReturnType<NotificationsRepo['page']>>['rows'][number];
export type JobAlertRow = Awaited<ReturnType<NotificationsRepo['jobAlerts']>>['rows'][number];

const performer = profiles;

/*
 * Newest first, written to match the indexes: drizzle's `.desc()` in an index definition is
 * `DESC NULLS LAST`, and only the same ordering lets PostgreSQL read a page straight from
 * (profile_id, id desc) instead of walking the primary key backwards past everyone else's rows.
 */
const newestBell = sql`${notifications.id} desc nulls last`;
const newestAlerts = sql`${jobNotifications.id} desc nulls last`;

/**
 * A profile's unviewed bell count (0 for an inactive profile) as an SQL expression over its columns,
 * for another module's read to carry in its own statement (GET /api/v1/current_user_data).
 */
export const unviewedCountSql = (profile: { id: AnyPgColumn; active: AnyPgColumn }) =>
  sql<number>`case when ${profile.active} then coalesce((select ${notificationCounts.unviewed} from ${notificationCounts} where ${notificationCounts.profile_id} = ${profile.id}), 0) else 0 end`;

/** Reads and writes of one profile's notifications; every query is by profile id (indexed). */
export function createNotificationsRepo(db: Db) {
  // The bell's common reads, planned once per connection: a page of everything, and the kept counts.
  const newestPage = db
    .select({
      n: notifications,
      performer: { id: performer.id, name: performer.full_name, avatar_url: performer.avatar_url },
    })
    .from(notifications)
    .leftJoin(performer, eq(performer.id, notifications.performer_profile_id))
    .where(
      inArray(
        notifications.id,
        db
          .select({ id: notifications.id })
          .from(notifications)
          .where(eq(notifications.profile_id, sql.placeholder('profileId')))
          .orderBy(newestBell)
          .limit(sql.placeholder('limit'))
          .offset(sql.placeholder('offset')),
      ),
    )
    .orderBy(newestBell)
    .prepare('notifications_newest_page');
  const countsOf = (exec: Db | Tx) =>
    exec
      .select({
        total: notificationCounts.total,
        unviewed: notificationCounts.unviewed,
        alerts_total: notificationCounts.alerts_total,
        alerts_unviewed: notificationCounts.alerts_unviewed,
      })
      .from(notificationCounts)
      .where(eq(notificationCounts.profile_id, sql.placeholder('profileId')));
  const keptCounts = countsOf(db).prepare('notification_counts_of_profile');
  const alertsPage = db
    .select({
      id: jobNotifications.id,
      job_id: jobNotifications.job_id,
      viewed: jobNotifications.viewed,
      inserted_at: jobNotifications.inserted_at,
      title: jobs.title,
      apply_by: jobs.apply_by,
      company_name: orgs.full_name,
      logo_url: orgs.logo_url,
    })
    .from(jobNotifications)
    .innerJoin(jobs, eq(jobs.id, jobNotifications.job_id))
    .innerJoin(orgs, eq(orgs.id, jobs.org_id))
    .where(
      inArray(
        jobNotifications.id,
        db
          .select({ id: jobNotifications.id })
          .from(jobNotifications)
          .where(eq(jobNotifications.profile_id, sql.placeholder('profileId')))
          .orderBy(newestAlerts)
          .limit(sql.placeholder('limit'))
          .offset(sql.placeholder('offset')),
      ),
    )
    .orderBy(newestAlerts)
    .prepare('job_alerts_newest_page');

  return {
    /**
     * A page of the bell, newest first, with its total (the list's filter: a category or 'tagged'). The
     * whole bell's page also answers its unviewed count, read from the same kept row as the total.
     */
    async page(profileId: number, filter: { key?: NotificationKey; tagged?: boolean }, page: PageRequest) {
      const conditions: SQL[] = [eq(notifications.profile_id, profileId)];
      if (filter.key) conditions.push(eq(notifications.activity_key, filter.key));
      if (filter.tagged) conditions.push(eq(notifications.activity_type, 'tagged'));
      const where = and(...conditions);
      if (!filter.key && !filter.tagged) {
        const [rows, [kept]] = await Promise.all([
          newestPage.execute({ profileId, limit: page.count, offset: page.offset }),
          keptCounts.execute({ profileId }),
        ]);
        return { rows, total: kept?.total ?? 0, unviewed: kept?.unviewed ?? 0 };
      }
      // The page's ids come from an index-only scan of (profile_id, id desc); only those 20 rows are read.
      const ids = db
        .select({ id: notifications.id })
        .from(notifications)
        .where(where)
        .orderBy(newestBell)
        .limit(page.count)
        .offset(page.offset);
      const [rows, [{ total } = { total: 0 }]] = await Promise.all([
        db
          .select({
            n: notifications,
            performer: { id: performer.id, name: performer.full_name, avatar_url: performer.avatar_url },
          })
          .from(notifications)
          .leftJoin(performer, eq(performer.id, notifications.performer_profile_id))
          .where(inArray(notifications.id, ids))
          .orderBy(newestBell),
        db.select({ total: count() }).from(notifications).where(where),
      ]);
      return { rows, total, unviewed: undefined };
    },

    /** Unviewed bell items (kept by triggers in notification_counts). */
    async unviewed(profileId: number, tx?: Tx): Promise<number> {
      const [row] = tx ? await countsOf(tx).execute({ profileId }) : await keptCounts.execute({ profileId });
      return row?.unviewed ?? 0;
    },

    /** Mark some (or all) of a profile's bell items viewed; ids of anyone else's change nothing. */
    async markViewed(profileId: number, ids: number[] | undefined, tx: Tx) {
      const conditions: SQL[] = [eq(notifications.profile_id, profileId), eq(notifications.viewed, false)];
      if (ids) conditions.push(inArray(notifications.id, ids));
      const changed = await tx
        .update(notifications)
        .set({ viewed: true })
        .where(and(...conditions))
        .returning({ id: notifications.id });
      return changed.length;
    },

    /** A page of job alerts, newest first, with their jobs and companies, the total and the unviewed count. */
    async jobAlerts(profileId: number, page: PageRequest) {
      const [rows, [kept]] = await Promise.all([
        alertsPage.execute({ profileId, limit: page.count, offset: page.offset }),
        keptCounts.execute({ profileId }),
      ]);
      return { rows, total: kept?.alerts_total ?? 0, unviewed: kept?.alerts_unviewed ?? 0 };
    },

    async unviewedJobAlerts(profileId: number, tx?: Tx): Promise<number> {
      const [row] = tx ? await countsOf(tx).execute({ profileId }) : await keptCounts.execute({ profileId });
      return row?.alerts_unviewed ?? 0;
    },

    /** Mark one of a profile's job alerts viewed; false when it is not theirs (or does not exist). */
    async markJobAlertViewed(profileId: number, id: number, tx: Tx): Promise<boolean> {
      const [row] = await tx
        .update(jobNotifications)
        .set({ viewed: true })
        .where(and(eq(jobNotifications.id, id), eq(jobNotifications.profile_id, profileId)))
        .returning({ id: jobNotifications.id });
      return Boolean(row);
    },

    /** Undelivered outbox rows to hand to the queue again (oldest first). */
    async undelivered(staleSeconds: number, maxAttempts: number, limit: number): Promise<number[]> {
      const rows = (await db.execute(sql`
        select id from notification_outbox
        where delivered_at is null and attempts < ${maxAttempts}::int
          and coalesce(attempted_at, inserted_at) <= now() - make_interval(secs => ${staleSeconds})
        order by id limit ${limit}`)) as unknown as { rows: { id: string | number }[] };
      return rows.rows.map((r) => Number(r.id));
    },
  };
}

export type NotificationsRepo = ReturnType<typeof createNotificationsRepo>;
