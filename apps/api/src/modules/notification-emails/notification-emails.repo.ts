import {
  EMAIL_MODE_DEFAULTS,
  NOTIFICATION_TARGET_FIELDS,
  type EmailMode,
  type NotificationKind,
  type NotificationTargets,
} from '@lbd/shared';
import { eq, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import { notificationEmailDigests, notificationEmails, notificationEmailSettings, profiles } from '../../db/schema';
import type { Tx } from '../../db/sql';

type Exec = Db | Tx;

/** A waiting email row with what sending it needs: the recipient, their current choice, the item's target. */
export interface PendingEmail {
  id: number;
  profile_id: number;
  kind: NotificationKind;
  mode: 'immediate' | 'daily';
  message: string;
  /** The profile's saved choice for the kind (null: the default). */
  chosen: EmailMode | null;
  email: string | null;
  first_name: string;
  active: boolean;
  profile_type: 'STUDENT' | 'ADVISOR' | 'COMPANY' | 'INSTITUTION';
  /** Bell items: the notification's targets; job alerts: the job. */
  targets: Partial<NotificationTargets> | null;
  alert_job_id: number | null;
}

/** A bell item's target ids as one JSON object (null for job alerts). */
const TARGET_JSON = sql.raw(
  `case when n.id is null then null else json_build_object(${NOTIFICATION_TARGET_FIELDS.map(
    (c) => `'${c}', n.${c}`,
  ).join(', ')}) end`,
);

const pendingSelect = sql`
  select e.id, e.profile_id, e.kind, e.mode, e.message, s.mode as chosen,
         p.email, p.first_name, p.active, p.profile_type,
         ${TARGET_JSON} as targets, j.job_id as alert_job_id
  from notification_emails e
  join profiles p on p.id = e.profile_id
  left join notification_email_settings s on s.profile_id = e.profile_id and s.kind = e.kind
  left join notifications n on n.id = e.notification_id
  left join job_notifications j on j.id = e.job_notification_id`;

const toPending = (r: PendingEmail): PendingEmail => ({
  ...r,
  id: Number(r.id),
  targets: typeof r.targets === 'string' ? (JSON.parse(r.targets) as PendingEmail['targets']) : r.targets,
});

/** Queries of email choices and the rows of emails to send; each takes the transaction it runs in. */
export function createNotificationEmailsRepo(db: Db) {
  return {
    /** A profile's saved choices (kinds without a row use their default). */
    async choices(profileId: number, exec: Exec = db): Promise<Map<string, EmailMode>> {
      const rows = await exec
        .select({ kind: notificationEmailSettings.kind, mode: notificationEmailSettings.mode })
        .from(notificationEmailSettings)
        .where(eq(notificationEmailSettings.profile_id, profileId));
      return new Map(rows.map((r) => [r.kind, r.mode]));
    },

    /** Save choices (insert or replace). */
    async saveChoices(profileId: number, choices: [string, EmailMode][], exec: Exec = db): Promise<void> {
      if (choices.length === 0) return;
      await exec
        .insert(notificationEmailSettings)
        .values(choices.map(([kind, mode]) => ({ profile_id: profileId, kind, mode })))
        .onConflictDoUpdate({
          target: [notificationEmailSettings.profile_id, notificationEmailSettings.kind],
          set: { mode: sql`excluded.mode`, updated_at: sql`now()` },
        });
    },

    async profileExists(profileId: number): Promise<{ profile_type: PendingEmail['profile_type'] } | null> {
      const [row] = await db
        .select({ profile_type: profiles.profile_type })
        .from(profiles)
        .where(eq(profiles.id, profileId));
      return row ?? null;
    },

    /**
     * Record the delivered items whose kind the recipient gets by email (in the delivery's
     * transaction). Items already recorded are left alone. Answers the new rows.
     */
    async record(
      tx: Tx,
      items: { id: number; profile_id: number; kind: NotificationKind; message: string }[],
    ): Promise<{ id: number; mode: 'immediate' | 'daily' }[]> {
      const json = JSON.stringify(items.map((i) => ({ ...i, fallback: EMAIL_MODE_DEFAULTS[i.kind] })));
      const rows = rowsOf<{ id: string | number; mode: 'immediate' | 'daily' }>(
        await tx.execute(sql`
          insert into notification_emails (profile_id, notification_id, job_notification_id, kind, mode, message)
          select r.profile_id,
                 case when r.kind = 'job_alert' then null else r.id end,
                 case when r.kind = 'job_alert' then r.id end,
                 r.kind, coalesce(s.mode, r.fallback), r.message
          from jsonb_to_recordset(${json}::jsonb)
               as r(id bigint, profile_id int, kind text, message text, fallback text)
          left join notification_email_settings s on s.profile_id = r.profile_id and s.kind = r.kind
          where coalesce(s.mode, r.fallback) <> 'off'
          order by r.id
          on conflict do nothing
          returning id, mode`),
      );
      return rows.map((r) => ({ id: Number(r.id), mode: r.mode }));
    },

    /** Lock one waiting immediate row for sending (null when it is gone, handled, or taken by another worker). */
    async claimImmediate(tx: Tx, id: number): Promise<PendingEmail | null> {
      const [row] = rowsOf<PendingEmail>(
        await tx.execute(sql`${pendingSelect}
          where e.id = ${id} and e.status = 'pending' and e.mode = 'immediate'
          for update of e skip locked`),
      );
      return row ? toPending(row) : null;
    },

    /** Lock a profile's waiting daily rows recorded before `cutoff`, newest first. */
    async claimDaily(tx: Tx, profileId: number, cutoff: Date): Promise<PendingEmail[]> {
      return rowsOf<PendingEmail>(
        await tx.execute(sql`${pendingSelect}
          where e.profile_id = ${profileId} and e.status = 'pending' and e.mode = 'daily'
            and e.inserted_at < ${cutoff.toISOString()}::timestamptz
          order by e.id desc
          for update of e skip locked`),
      ).map(toPending);
    },

    /** Mark rows handled: sent (with their email or digest) or skipped. */
    async finish(
      tx: Tx,
      ids: number[],
      outcome: { status: 'sent' | 'skipped'; outbox_id?: number; digest_id?: number },
    ): Promise<void> {
      if (ids.length === 0) return;
      await tx.execute(sql`update notification_emails
        set status = ${outcome.status}, handled_at = now(),
            outbox_id = ${outcome.outbox_id ?? null}::int, digest_id = ${outcome.digest_id ?? null}::int
        where id = any(${`{${ids.join(',')}}`}::bigint[])`);
    },

    /** An immediate row whose kind is now a daily choice waits for the digest instead. */
    async moveToDigest(tx: Tx, id: number): Promise<void> {
      await tx.update(notificationEmails).set({ mode: 'daily' }).where(eq(notificationEmails.id, id));
    },

    /** Count a failed sending attempt (outside the failed transaction). */
    async failed(ids: number[]): Promise<void> {
      if (ids.length === 0) return;
      await db.execute(sql`update notification_emails set attempts = least(attempts + 1, 32000)
        where id = any(${`{${ids.join(',')}}`}::bigint[]) and status = 'pending'`);
    },

    /** Immediate rows waiting longer than `olderThanSeconds` that have not failed too often. */
    async staleImmediate(olderThanSeconds: number, maxAttempts: number, limit: number): Promise<number[]> {
      return rowsOf<{ id: string | number }>(
        await db.execute(sql`select id from notification_emails
          where status = 'pending' and mode = 'immediate'
            and inserted_at < now() - make_interval(secs => ${olderThanSeconds})
            and attempts < ${maxAttempts}
          order by inserted_at limit ${limit}`),
      ).map((r) => Number(r.id));
    },

    /** The next profiles (by id, after `after`) with daily rows before `cutoff` and no digest for `day` yet. */
    async digestProfiles(day: string, cutoff: Date, after: number, limit: number): Promise<number[]> {
      return rowsOf<{ profile_id: number }>(
        await db.execute(sql`select distinct e.profile_id from notification_emails e
          where e.status = 'pending' and e.mode = 'daily' and e.profile_id > ${after}
            and e.inserted_at < ${cutoff.toISOString()}::timestamptz
            and not exists (select 1 from notification_email_digests d
                            where d.profile_id = e.profile_id and d.day = ${day}::date)
          order by e.profile_id limit ${limit}`),
      ).map((r) => Number(r.profile_id));
    },

    /** Claim a profile's digest of a day: answers its id, or null when one was already written. */
    async claimDigest(tx: Tx, profileId: number, day: string): Promise<number | null> {
      const [row] = await tx
        .insert(notificationEmailDigests)
        .values({ profile_id: profileId, day })
        .onConflictDoNothing()
        .returning({ id: notificationEmailDigests.id });
      return row?.id ?? null;
    },

    async finishDigest(tx: Tx, id: number, items: number, outboxId: number | null): Promise<void> {
      await tx
        .update(notificationEmailDigests)
        .set({ items, outbox_id: outboxId })
        .where(eq(notificationEmailDigests.id, id));
    },

    /** Forget rows handled and digests written before `before` (their duplicates can no longer arrive). */
    async cleanUp(before: Date): Promise<void> {
      await db.execute(sql`delete from notification_emails
        where handled_at is not null and handled_at < ${before.toISOString()}::timestamptz`);
      await db
        .delete(notificationEmailDigests)
        .where(sql`${notificationEmailDigests.day} < ${before.toISOString().slice(0, 10)}::date`);
    },
  };
}

export type NotificationEmailsRepo = ReturnType<typeof createNotificationEmailsRepo>;
