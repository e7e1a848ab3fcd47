import { and, asc, count, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import {
  MAIL_LISTS,
  MAIL_NOTIFICATION_TEXTS,
  mailTarget,
  type MailEntityType,
  type MailNotification,
  type MailNotificationBody,
} from '@lbd/shared';
import type { Db } from '../../db/client';
import { mailNotificationDeliveries, mailNotifications } from '../../db/schema';
import { NotFoundError, ValidationError } from '../../lib/errors';
import type { Mailer } from '../../lib/mailer';
import { paged, pageRequest } from '../../lib/paging';
import type { Queue } from '../../lib/queue';
import { clip, notifyingTransaction, type Notifier } from '../notifications';
import type { Actor } from '../../lib/access';
import { MAIL_LIST_SOURCES, type MailListSource, type MailSubject } from './mail-lists';

const t = MAIL_NOTIFICATION_TEXTS;
/** Emails written per transaction while delivering. */
const BATCH = 100;
/** A notification still queued after this long lost its job (the process died before sending it). */
const STALE_MS = 5 * 60_000;

export interface MailNotificationsDeps {
  db: Db;
  mailer: Mailer;
  queue: Queue;
  clock?: () => Date;
  /** Puts each post on its recipients' bells ('board': the organisation's notice board); none when seeding. */
  notifier?: Notifier;
}

type Row = typeof mailNotifications.$inferSelect;

const toNotification = (r: Row): MailNotification => ({
  id: r.id,
  entity_type: r.entity_type,
  entity_id: r.entity_id,
  type: r.list_type,
  subject: r.subject,
  message: r.message,
  recipients: r.recipients,
  sent: r.sent,
  status: r.status,
  inserted_at: r.inserted_at.toISOString(),
  finished_at: r.finished_at?.toISOString() ?? null,
});

/** The email one recipient gets: the organisation's words, then why they get it. */
export function composeEmail(n: Pick<Row, 'subject' | 'message' | 'list_type'>, about: MailSubject) {
  const from = about.orgName || 'An organisation';
  return {
    subject: n.subject,
    text: `${n.message}\n\n--\n${from} sent this through Learn By Doing to the ${about.audience(n.list_type)} "${about.title}".`,
    kind: 'mail_notification',
  };
}

/** generate_mail_notification: an organisation writes to one of its lists; the queue delivers, once per person. */
export function createMailNotificationsService({
  db,
  mailer,
  queue,
  clock = () => new Date(),
  notifier,
}: MailNotificationsDeps) {
  // The lists of jobs, events and clubs, and those a later module adds (an institute's shortlists).
  const sources = new Map<MailEntityType, MailListSource>(
    Object.entries(MAIL_LIST_SOURCES) as [MailEntityType, MailListSource][],
  );

  function sourceOf(type: MailEntityType): MailListSource {
    const source = sources.get(type);
    if (!source) throw new NotFoundError();
    return source;
  }

  async function authorized(actor: Actor, type: MailEntityType, id: number) {
    const source = sourceOf(type);
    const about = (await source.mayWrite(db, actor, id)) ? await source.describe(db, id) : null;
    if (!about) throw new NotFoundError();
    return about;
  }

  async function request(actor: Actor, body: MailNotificationBody) {
    const target = mailTarget(body);
    if (!target) throw new ValidationError({ job_id: t.chooseOne });
    return requestFor(actor, target, body);
  }

  /** Write to one list of one item (its source says who may and who gets it); the queue delivers. */
  async function requestFor(
    actor: Actor,
    target: { type: MailEntityType; id: number },
    body: { type: string; subject: string; message: string },
  ) {
    const lists: readonly string[] = MAIL_LISTS[target.type];
    if (!lists.includes(body.type)) throw new ValidationError({ type: t.unknownList });
    const about = await authorized(actor, target.type, target.id);
    const source = sourceOf(target.type);

    const created = await notifyingTransaction(db, notifier, async (tx, notify) => {
      const [n] = await tx
        .insert(mailNotifications)
        .values({
          entity_type: target.type,
          entity_id: target.id,
          list_type: body.type,
          org_id: about.orgId,
          requested_by_profile_id: actor.profile?.id ?? null,
          subject: body.subject,
          message: body.message,
          recipients: 0,
        })
        .returning();
      const recipients = await source.recipients(tx, target.id, body.type);
      // Both drivers answer { rows } (the shared Db type leaves the result untyped).
      const inserted = (await tx.execute(
        sql`with added as (
              insert into ${mailNotificationDeliveries} (notification_id, profile_id, to_address)
              select ${n!.id}, r.profile_id, r.email from (${recipients}) as r (profile_id, email)
              on conflict do nothing
              returning 1
            )
            select count(*)::int as n from added`,
      )) as unknown as { rows: { n: number }[] };
      const total = Number(inserted.rows[0]?.n ?? 0);
      if (total === 0) throw new ValidationError({ type: t.noRecipients });
      const [row] = await tx
        .update(mailNotifications)
        .set({ recipients: total })
        .where(eq(mailNotifications.id, n!.id))
        .returning();
      // Each recipient's bell points at the organisation's board, where the post stays.
      if (about.orgId !== null) {
        const reached = await tx
          .select({ id: mailNotificationDeliveries.profile_id })
          .from(mailNotificationDeliveries)
          .where(eq(mailNotificationDeliveries.notification_id, n!.id));
        await notify({
          kind: 'board',
          profile_ids: reached.map((r) => r.id),
          message: clip(`${about.orgName || 'An organisation'} posted on its board: ${body.subject}`),
          targets: { board_id: about.orgId },
          performer_profile_id: actor.profile?.id ?? null,
        });
      }
      return row!;
    });
    await queue.send('mail-notification', { notification_id: created.id });
    return toNotification(created);
  }

  /** Write every recipient's email that is not written yet; safe to run again after a crash or a retry. */
  async function deliver(notificationId: number) {
    const [n] = await db.select().from(mailNotifications).where(eq(mailNotifications.id, notificationId));
    if (!n || n.status === 'sent') return;
    await db
      .update(mailNotifications)
      .set({ status: 'sending', attempts: sql`${mailNotifications.attempts} + 1` })
      .where(eq(mailNotifications.id, n.id));
    const about = await sourceOf(n.entity_type).describe(db, n.entity_id);
    const email = composeEmail(n, about ?? { orgId: null, orgName: '', title: '', audience: () => 'list of' });

    for (;;) {
      const pending = await db
        .select({ id: mailNotificationDeliveries.id, to: mailNotificationDeliveries.to_address })
        .from(mailNotificationDeliveries)
        .where(and(eq(mailNotificationDeliveries.notification_id, n.id), isNull(mailNotificationDeliveries.sent_at)))
        .orderBy(asc(mailNotificationDeliveries.id))
        .limit(BATCH);
      if (pending.length === 0) break;
      await db.transaction(async (tx) => {
        for (const d of pending) {
          // Claim the row first: a second worker (or a retry) finds it taken and writes nothing.
          const [claimed] = await tx
            .update(mailNotificationDeliveries)
            .set({ sent_at: clock() })
            .where(and(eq(mailNotificationDeliveries.id, d.id), isNull(mailNotificationDeliveries.sent_at)))
            .returning({ id: mailNotificationDeliveries.id });
          if (!claimed) continue;
          const outboxId = await mailer.send({ ...email, to: d.to }, tx);
          await tx
            .update(mailNotificationDeliveries)
            .set({ outbox_id: outboxId })
            .where(eq(mailNotificationDeliveries.id, d.id));
        }
      });
    }
    const [{ sent } = { sent: 0 }] = await db
      .select({ sent: count() })
      .from(mailNotificationDeliveries)
      .where(
        and(
          eq(mailNotificationDeliveries.notification_id, n.id),
          sql`${mailNotificationDeliveries.sent_at} is not null`,
        ),
      );
    await db
      .update(mailNotifications)
      .set({ status: 'sent', sent, finished_at: clock() })
      .where(eq(mailNotifications.id, n.id));
  }

  return {
    request,
    requestFor,
    deliver,

    /** What an item is (its title, its lists' audiences), or null once it is gone. */
    describe(type: MailEntityType, id: number) {
      return sources.get(type)?.describe(db, id) ?? Promise.resolve(null);
    },

    /** A kind of list another module keeps (registered once, at start). */
    addSource(type: MailEntityType, source: MailListSource) {
      if (sources.has(type)) throw new Error(`mail lists of ${type} are already registered`);
      sources.set(type, source);
    },

    async list(actor: Actor, q: { job_id?: number; event_id?: number; club_id?: number; page: number; count: number }) {
      const target = mailTarget(q);
      if (!target) throw new ValidationError({ job_id: t.chooseOne });
      await authorized(actor, target.type, target.id);
      const where = and(eq(mailNotifications.entity_type, target.type), eq(mailNotifications.entity_id, target.id));
      const page = pageRequest(q);
      const [rows, [{ total } = { total: 0 }]] = await Promise.all([
        db
          .select()
          .from(mailNotifications)
          .where(where)
          .orderBy(desc(mailNotifications.inserted_at), desc(mailNotifications.id))
          .limit(page.count)
          .offset(page.offset),
        db.select({ total: count() }).from(mailNotifications).where(where),
      ]);
      return paged(rows.map(toNotification), total, page);
    },

    async byId(actor: Actor, id: number) {
      const [n] = await db.select().from(mailNotifications).where(eq(mailNotifications.id, id));
      if (!n) throw new NotFoundError();
      await authorized(actor, n.entity_type, n.entity_id);
      return toNotification(n);
    },

    /** Send again what a dead process left queued; delivery skips whoever already got it. */
    async requeueStale() {
      const stale = await db
        .select({ id: mailNotifications.id })
        .from(mailNotifications)
        .where(
          and(
            inArray(mailNotifications.status, ['queued', 'sending']),
            lt(mailNotifications.inserted_at, new Date(clock().getTime() - STALE_MS)),
          ),
        )
        .limit(1000);
      for (const n of stale) await queue.send('mail-notification', { notification_id: n.id });
      return stale.length;
    },
  };
}

export type MailNotificationsService = ReturnType<typeof createMailNotificationsService>;
