import { NOTIFICATION_TARGET_FIELDS, notificationKindKey, type NotificationTargets } from '@lbd/shared';
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import { intArray, type Tx } from '../../db/sql';

/*
 * Delivery of one outbox row: recipients are walked in profile id order, a range of ids per short
 * transaction that locks the outbox row, inserts that range's items with INSERT ... SELECT (ON CONFLICT
 * DO NOTHING on the unique keys), and moves the row's cursor on. A second delivery of the same row (a
 * retry, the sweep, another worker) waits for the lock and carries on from the cursor; a repeated range
 * inserts nothing twice.
 */

/** What the outbox row holds for each kind. */
export type OutboxPayload =
  | {
      /** Students whose career paths or topic-interest skills meet these. */
      audience: { skill_ids: number[]; job_role_ids: number[] };
      job_id?: number;
      event_id?: number;
      message: string;
      performer_profile_id: number | null;
    }
  | {
      profile_ids: number[];
      targets: Partial<NotificationTargets>;
      message: string;
      performer_profile_id: number | null;
      /** Replaces each recipient's earlier item of this kind about these targets (a newer one is kept). */
      batch?: true;
    }
  | {
      /** Students enrolled in this activity: each item's my_assignment_id is the student's own enrolment. */
      enrolment_of: number;
      profile_ids: number[];
      message: string;
      performer_profile_id: number | null;
    };

type DirectPayload = Extract<OutboxPayload, { targets: unknown }>;
type EnrolmentPayload = Extract<OutboxPayload, { enrolment_of: unknown }>;

/** One delivered item, as the email hook sees it. */
export interface DeliveredRow {
  id: number;
  profile_id: number;
  activity_type: string;
  message: string;
}

/** Called in each slice's transaction with the items it inserted (immediate emails enqueue here). */
export type OnDelivered = (tx: Tx, rows: DeliveredRow[]) => Promise<void>;

export interface DeliveryDeps {
  db: Db;
  /** Profile ids per slice (each slice is its own transaction). */
  sliceSize: number;
  onDelivered?: OnDelivered;
  /** Tell the live hubs, in the slice's transaction (NOTIFY goes out on commit). */
  announce: (tx: Tx, profileIds: number[]) => Promise<void>;
  /** Between slices, for tests that stop a delivery half-way. */
  afterSlice?: (outboxId: number, through: number) => Promise<void>;
}

const TARGET_COLUMNS = NOTIFICATION_TARGET_FIELDS;

const targetValue = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : null);

export function createDelivery({ db, sliceSize, onDelivered, announce, afterSlice }: DeliveryDeps) {
  /** Matching students in (from, to]: active, not the performer, sharing a career path or a skill. */
  function audience(p: Extract<OutboxPayload, { audience: unknown }>, from: number, to: number): SQL {
    return sql`select p.id from profiles p
      where p.id > ${from} and p.id <= ${to}
        and p.profile_type = 'STUDENT' and p.active
        and p.id <> ${p.performer_profile_id ?? 0}
        and (exists (select 1 from portfolio_job_roles r
                     where r.profile_id = p.id and r.job_role_id = any(${intArray(p.audience.job_role_ids)}))
          or exists (select 1 from profile_topic_interests i
                     where i.profile_id = p.id and i.skill_id = any(${intArray(p.audience.skill_ids)})))`;
  }

  /** Named recipients in (from, to] who are still active, never the performer. */
  function direct(p: DirectPayload, from: number, to: number): SQL {
    return sql`select p.id from profiles p
      where p.id = any(${intArray(p.profile_ids)}) and p.id > ${from} and p.id <= ${to}
        and p.active and p.id <> ${p.performer_profile_id ?? 0}`;
  }

  /** Enrolled students in (from, to] who are still active and still enrolled, with their enrolment. */
  function enrolled(p: EnrolmentPayload, from: number, to: number): SQL {
    return sql`select p.id, m.id as my_assignment_id from my_assignments m
      join profiles p on p.id = m.profile_id
      where m.assignment_id = ${p.enrolment_of} and m.profile_id = any(${intArray(p.profile_ids)})
        and m.profile_id > ${from} and m.profile_id <= ${to}
        and p.active and p.id <> ${p.performer_profile_id ?? 0}`;
  }

  /** Insert one slice's items; answers what was inserted now (a repeated slice answers nothing). */
  async function insertSlice(
    tx: Tx,
    outboxId: number,
    kind: string,
    payload: OutboxPayload,
    from: number,
    to: number,
  ): Promise<DeliveredRow[]> {
    if (kind === 'job_alert') {
      if (!('audience' in payload) || !payload.job_id) return [];
      const rows = rowsOf<{ id: string | number; profile_id: number }>(
        await tx.execute(sql`
          insert into job_notifications (profile_id, job_id, outbox_id)
          select r.id, j.id, ${outboxId} from (${audience(payload, from, to)}) r
          join jobs j on j.id = ${payload.job_id}
          on conflict do nothing
          returning id, profile_id`),
      );
      return rows.map((r) => ({
        id: Number(r.id),
        profile_id: Number(r.profile_id),
        activity_type: kind,
        message: payload.message,
      }));
    }
    const recipients =
      'audience' in payload
        ? audience(payload, from, to)
        : 'enrolment_of' in payload
          ? enrolled(payload, from, to)
          : direct(payload, from, to);
    const targets: Partial<NotificationTargets> =
      'audience' in payload
        ? { job_id: payload.job_id, event_id: payload.event_id }
        : 'enrolment_of' in payload
          ? {}
          : payload.targets;
    const key = notificationKindKey(kind as Parameters<typeof notificationKindKey>[0]);
    const columns = sql.raw(TARGET_COLUMNS.join(', '));
    const values = sql.join(
      TARGET_COLUMNS.map((c) =>
        c === 'my_assignment_id' && 'enrolment_of' in payload
          ? sql`r.my_assignment_id`
          : sql`${targetValue(targets[c])}::int`,
      ),
      sql`, `,
    );
    // A batched kind keeps one item per recipient and target: the newest outbox row's words win.
    const batch = 'targets' in payload && payload.batch === true;
    const sameItem = batch
      ? sql.join(
          [
            sql`n.profile_id = r.id and n.activity_type = ${kind}`,
            ...TARGET_COLUMNS.filter((c) => targetValue(targets[c]) !== null).map(
              (c) => sql`n.${sql.raw(c)} = ${targetValue(targets[c])}::int`,
            ),
          ],
          sql` and `,
        )
      : undefined;
    if (sameItem)
      await tx.execute(sql`delete from notifications n using (${recipients}) r
        where ${sameItem} and coalesce(n.outbox_id, 0) < ${outboxId}`);
    const rows = rowsOf<{ id: string | number; profile_id: number }>(
      await tx.execute(sql`
        insert into notifications
          (profile_id, activity_type, activity_key, performer_profile_id, ${columns}, message, outbox_id)
        select r.id, ${kind}, ${key}, ${payload.performer_profile_id}::int, ${values}, ${payload.message}, ${outboxId}
        from (${recipients}) r
        ${sameItem ? sql`where not exists (select 1 from notifications n where ${sameItem} and n.outbox_id > ${outboxId})` : sql``}
        on conflict do nothing
        returning id, profile_id`),
    );
    return rows.map((r) => ({
      id: Number(r.id),
      profile_id: Number(r.profile_id),
      activity_type: kind,
      message: payload.message,
    }));
  }

  /** The last profile id this row's recipients can have (taken once per delivery run). */
  async function lastProfileId(payload: OutboxPayload): Promise<number> {
    if ('profile_ids' in payload) return payload.profile_ids.reduce((a, b) => Math.max(a, b), 0);
    const [row] = rowsOf<{ last: number | null }>(await db.execute(sql`select max(id)::int as last from profiles`));
    return Number(row?.last ?? 0);
  }

  /**
   * Where the slice after `from` ends. Direct lists are short: one slice to the last named profile.
   * Enrolments (a batch may be a thousand students) take `sliceSize` named students at a time (the
   * ids are sorted), audiences a range of `sliceSize` profile ids.
   */
  function sliceEnd(payload: OutboxPayload, from: number, end: number): number {
    if ('enrolment_of' in payload) {
      const rest = payload.profile_ids.filter((id) => id > from);
      return rest.length > sliceSize ? rest[sliceSize - 1]! : Math.max(end, from);
    }
    if ('profile_ids' in payload) return Math.max(end, from);
    return Math.min(from + sliceSize, Math.max(end, from));
  }

  /**
   * Deliver one outbox row to the end. Answers how many items this run inserted. Safe to run twice at
   * once and after a crash at any point.
   */
  async function deliver(outboxId: number): Promise<{ inserted: number; slices: number }> {
    const [row] = rowsOf<{ kind: string; payload: OutboxPayload; delivered_at: unknown }>(
      await db.execute(
        sql`update notification_outbox set attempts = least(attempts + 1, 32000), attempted_at = now()
            where id = ${outboxId} and delivered_at is null returning kind, payload, delivered_at`,
      ),
    );
    if (!row || row.delivered_at) return { inserted: 0, slices: 0 };
    const payload = (typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload) as OutboxPayload;
    const end = await lastProfileId(payload);
    let inserted = 0;
    let slices = 0;
    for (;;) {
      const step = await db.transaction(async (tx) => {
        const [state] = rowsOf<{ through: number; delivered_at: unknown }>(
          await tx.execute(sql`select delivered_through as through, delivered_at from notification_outbox
                               where id = ${outboxId} for update`),
        );
        if (!state || state.delivered_at) return null;
        const from = Number(state.through);
        const to = sliceEnd(payload, from, end);
        const rows = from < to ? await insertSlice(tx, outboxId, row.kind, payload, from, to) : [];
        const done = to >= end;
        await tx.execute(sql`update notification_outbox
          set delivered_through = ${to}, attempted_at = now(), delivered_at = ${done ? sql`now()` : sql`null`}
          where id = ${outboxId}`);
        if (rows.length > 0) {
          if (onDelivered) await onDelivered(tx, rows);
          await announce(
            tx,
            rows.map((r) => r.profile_id),
          );
        }
        return { inserted: rows.length, through: to, done };
      });
      if (!step) break;
      inserted += step.inserted;
      slices += 1;
      if (step.done) break;
      if (afterSlice) await afterSlice(outboxId, step.through);
    }
    return { inserted, slices };
  }

  return { deliver };
}
