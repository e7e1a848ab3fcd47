import {
  DIGEST_KIND,
  EMAIL_MODE_DEFAULTS,
  emailKindsFor,
  jobNotificationPath,
  NOTIFICATION_EMAIL_TEXTS,
  NOTIFICATION_KINDS,
  notificationKindLabel,
  notificationPath,
  todayOf,
  unsubscribeKindLabel,
  type EmailMode,
  type Notification,
  type NotificationEmailSettings,
  type NotificationKind,
  type ProfileType,
  type UnsubscribeResult,
  type UpdateNotificationEmailSettingsBody,
} from '@lbd/shared';
import type { Db } from '../../db/client';
import { NotFoundError, ValidationError } from '../../lib/errors';
import type { Mailer } from '../../lib/mailer';
import type { Queue } from '../../lib/queue';
import type { DeliveredRow, OnDelivered } from '../notifications';
import { digestEmail, immediateEmail, type EmailItem, type Links } from './notification-emails.compose';
import { createNotificationEmailsRepo, type PendingEmail } from './notification-emails.repo';
import { signUnsubscribeToken, verifyUnsubscribeToken } from './notification-emails.tokens';

const t = NOTIFICATION_EMAIL_TEXTS;

export interface NotificationEmailsDeps {
  db: Db;
  mailer: Mailer;
  queue: Queue;
  /** The site's public address, for the links in emails. */
  origin: string;
  /** Signs unsubscribe tokens (the app's auth secret). */
  secret: string;
  clock?: () => Date;
  log?: (err: unknown, message: string) => void;
}

/** What a 'notification-email' job carries: rows to send, or a sweep of those left waiting. */
export type NotificationEmailJob = { ids: number[] } | { sweep: true };

/** The digest of a day gathers what was delivered before this hour of that day in India. */
export const DIGEST_HOUR_INDIA = 8;
/** Rows per 'notification-email' job. */
const JOB_IDS = 100;
/** An immediate row still waiting after this long is sent by the sweep. */
export const SWEEP_AFTER_SECONDS = 120;
/** Sending attempts before the sweep leaves a row alone. */
const MAX_ATTEMPTS = 5;
const SWEEP_BATCH = 500;
/** Profiles per digest query. */
const DIGEST_BATCH = 200;
/** Handled rows and digests are forgotten after this many days. */
const KEEP_DAYS = 30;

const isKind = (kind: string): kind is NotificationKind => (NOTIFICATION_KINDS as readonly string[]).includes(kind);

/** The instant the digest of `day` ('YYYY-MM-DD', India) closes. */
export const digestCutoff = (day: string) =>
  new Date(`${day}T${String(DIGEST_HOUR_INDIA).padStart(2, '0')}:00:00+05:30`);

const effective = (kind: NotificationKind, chosen: EmailMode | null | undefined): EmailMode =>
  chosen ?? EMAIL_MODE_DEFAULTS[kind];

/** Where an email item leads: the job of a job alert, the bell target of anything else. */
function itemOf(row: PendingEmail): EmailItem {
  let path: string | null = null;
  if (row.alert_job_id) path = jobNotificationPath({ job_id: row.alert_job_id });
  else if (row.targets && row.kind !== 'job_alert')
    path = notificationPath(
      { ...row.targets, activity_type: row.kind as Notification['activity_type'] },
      row.profile_type,
    );
  return { kind: row.kind, message: row.message, path };
}

/**
 * Notification emails: each profile's choice per kind, the delivery hook that records what to email,
 * immediate emails through the queue, one digest per profile and day, and unsubscribe links.
 */
export function createNotificationEmails({
  db,
  mailer,
  queue,
  origin,
  secret,
  clock = () => new Date(),
  log = () => undefined,
}: NotificationEmailsDeps) {
  const repo = createNotificationEmailsRepo(db);
  const links = (profileId: number, kind: NotificationKind | typeof DIGEST_KIND): Links => ({
    origin,
    token: signUnsubscribeToken(secret, profileId, kind),
  });
  let scheduledDay: string | null = null;

  async function settings(profile: { id: number; profile_type: ProfileType }): Promise<NotificationEmailSettings> {
    const chosen = await repo.choices(profile.id);
    return {
      settings: emailKindsFor(profile.profile_type).map((kind) => ({
        kind,
        label: notificationKindLabel(kind),
        email: effective(kind, chosen.get(kind)),
      })),
    };
  }

  /**
   * The delivery hook, in each slice's transaction: record the items their recipients get by email,
   * and enqueue the immediate ones in the same transaction (no job without its rows, no rows lost
   * with a job). A failed enqueue is undone alone (a savepoint) and left to the sweep.
   */
  const onDelivered: OnDelivered = async (tx, rows: DeliveredRow[]) => {
    const items = rows
      .filter((r) => isKind(r.activity_type))
      .map((r) => ({
        id: r.id,
        profile_id: r.profile_id,
        kind: r.activity_type as NotificationKind,
        message: r.message.slice(0, 300),
      }));
    if (items.length === 0) return;
    const recorded = await repo.record(tx, items);
    const immediate = recorded.filter((r) => r.mode === 'immediate').map((r) => r.id);
    for (let i = 0; i < immediate.length; i += JOB_IDS) {
      const ids = immediate.slice(i, i + JOB_IDS);
      try {
        await tx.transaction((sp) => queue.sendInTransaction(sp, 'notification-email', { ids }));
      } catch (err) {
        log(err, 'notification emails: enqueue failed; the sweep will send them');
      }
    }
  };

  /** Send one immediate row; 'failed' leaves it waiting for the sweep. */
  async function sendOne(id: number): Promise<'sent' | 'skipped' | 'moved' | 'none' | 'failed'> {
    try {
      return await db.transaction(async (tx) => {
        const row = await repo.claimImmediate(tx, id);
        if (!row) return 'none';
        const mode = isKind(row.kind) ? effective(row.kind, row.chosen) : 'off';
        if (mode === 'off' || !row.active || !row.email) {
          await repo.finish(tx, [row.id], { status: 'skipped' });
          return 'skipped';
        }
        if (mode === 'daily') {
          await repo.moveToDigest(tx, row.id);
          return 'moved';
        }
        const email = immediateEmail(
          { email: row.email, first_name: row.first_name },
          itemOf(row),
          links(row.profile_id, row.kind),
        );
        const outboxId = await mailer.send(email, tx);
        await repo.finish(tx, [row.id], { status: 'sent', outbox_id: outboxId });
        return 'sent';
      });
    } catch (err) {
      await repo.failed([id]).catch(() => undefined);
      log(err, 'notification email: sending failed; the sweep retries it');
      return 'failed';
    }
  }

  /** Send these immediate rows (rows already handled, or taken by another worker, are passed over). */
  async function sendImmediate(ids: number[]) {
    const counts = { sent: 0, skipped: 0, moved: 0, none: 0, failed: 0 };
    for (const id of ids) counts[await sendOne(id)] += 1;
    return counts;
  }

  /** One profile's digest of `day`: 1 when an email went out. Throws when sending failed (nothing is kept). */
  async function digestFor(profileId: number, day: string, cutoff: Date): Promise<number> {
    return db.transaction(async (tx) => {
      const digestId = await repo.claimDigest(tx, profileId, day);
      if (digestId === null) return 0;
      const rows = await repo.claimDaily(tx, profileId, cutoff);
      const reachable = rows[0] && rows[0].active && rows[0].email ? rows[0] : null;
      const send = reachable ? rows.filter((r) => isKind(r.kind) && effective(r.kind, r.chosen) !== 'off') : [];
      await repo.finish(
        tx,
        rows.filter((r) => !send.includes(r)).map((r) => r.id),
        { status: 'skipped' },
      );
      if (!reachable || send.length === 0) {
        await repo.finishDigest(tx, digestId, 0, null);
        return 0;
      }
      const email = digestEmail(
        { email: reachable.email!, first_name: reachable.first_name },
        send.map(itemOf),
        links(profileId, DIGEST_KIND),
      );
      const outboxId = await mailer.send(email, tx);
      await repo.finish(
        tx,
        send.map((r) => r.id),
        { status: 'sent', digest_id: digestId },
      );
      await repo.finishDigest(tx, digestId, send.length, outboxId);
      return 1;
    });
  }

  /**
   * The digests of `day`: every profile with daily rows recorded before the day's cutoff and no digest
   * of that day yet, each in its own transaction. Running it again sends nothing twice; a digest that
   * failed is left for the job's retry. Then forgets what was handled long ago.
   */
  async function runDigest(day: string) {
    const cutoff = digestCutoff(day);
    let after = 0;
    let sent = 0;
    let failed = 0;
    for (;;) {
      const profileIds = await repo.digestProfiles(day, cutoff, after, DIGEST_BATCH);
      if (profileIds.length === 0) break;
      for (const profileId of profileIds) {
        try {
          sent += await digestFor(profileId, day, cutoff);
        } catch (err) {
          failed += 1;
          log(err, 'notification digest: sending failed; the job retries it');
        }
      }
      after = profileIds[profileIds.length - 1]!;
    }
    await repo.cleanUp(new Date(clock().getTime() - KEEP_DAYS * 86_400_000));
    if (failed > 0) throw new Error(`notification digest ${day}: ${failed} failed`);
    return { sent };
  }

  return {
    onDelivered,
    sendImmediate,
    runDigest,

    /** GET /api/myprofile/notification_settings. */
    settings,

    /** PUT /api/myprofile/notification_settings: change the kinds named; kinds the profile never gets are refused. */
    async updateSettings(
      profile: { id: number; profile_type: ProfileType },
      body: UpdateNotificationEmailSettingsBody,
    ) {
      const offered = emailKindsFor(profile.profile_type);
      const entries = Object.entries(body.settings).filter(
        (e): e is [NotificationKind, EmailMode] => e[1] !== undefined,
      );
      const refused = entries.filter(([kind]) => !offered.includes(kind));
      if (refused.length > 0) {
        throw new ValidationError(Object.fromEntries(refused.map(([kind]) => [`settings.${kind}`, t.notOffered])));
      }
      await repo.saveChoices(profile.id, entries);
      return settings(profile);
    },

    /** POST /api/notifications/unsubscribe: the token's kind (or every daily kind, for a digest) is turned off. */
    async unsubscribe(token: string | undefined): Promise<UnsubscribeResult> {
      const read = token ? verifyUnsubscribeToken(secret, token) : null;
      if (!read) throw new ValidationError({ token: t.linkInvalid }, t.linkInvalid);
      const profile = await repo.profileExists(read.profileId);
      if (!profile) throw new NotFoundError(t.linkGone);
      await db.transaction(async (tx) => {
        if (read.kind !== DIGEST_KIND) return repo.saveChoices(read.profileId, [[read.kind, 'off']], tx);
        const chosen = await repo.choices(read.profileId, tx);
        const daily = emailKindsFor(profile.profile_type).filter((k) => effective(k, chosen.get(k)) === 'daily');
        return repo.saveChoices(
          read.profileId,
          daily.map((k) => [k, 'off']),
          tx,
        );
      });
      return { kind: read.kind, label: unsubscribeKindLabel(read.kind) };
    },

    /** The 'notification-email' job. */
    async handleJob(job: NotificationEmailJob) {
      const ids = 'ids' in job ? job.ids : await repo.staleImmediate(SWEEP_AFTER_SECONDS, MAX_ATTEMPTS, SWEEP_BATCH);
      return sendImmediate(ids);
    },

    /**
     * Every minute in processes that run jobs: enqueue the day's digest once it is due, and a sweep
     * when immediate rows have waited too long (their enqueue failed, or sending did).
     */
    async tick() {
      const now = clock();
      const day = todayOf(now);
      if (scheduledDay !== day && now >= digestCutoff(day)) {
        await queue.send('notification-digest', { day }, { singletonKey: `digest-${day}`, singletonSeconds: 3600 });
        scheduledDay = day;
      }
      if ((await repo.staleImmediate(SWEEP_AFTER_SECONDS, MAX_ATTEMPTS, 1)).length > 0) {
        await queue.send('notification-email', { sweep: true }, { singletonKey: 'sweep', singletonSeconds: 60 });
      }
    },
  };
}

export type NotificationEmails = ReturnType<typeof createNotificationEmails>;
