import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orgs, profiles, videoMeetingAttendees, videoMeetingPosts } from '../../db/schema';
import type { Tx } from '../../db/sql';
import { isApproved, isOrgProfile } from '../../lib/organisation';
import type { MeetingCaller } from './meetings.policy';

const m = videoMeetingPosts;
const a = videoMeetingAttendees;

export const meetingColumns = {
  id: m.id,
  title: m.title,
  description: m.description,
  starts_at: m.starts_at,
  ends_at: m.ends_at,
  provider_url: m.provider_url,
  recording_url: m.recording_url,
  audience: m.audience,
  org_id: m.org_id,
  skills: m.skills,
  created_by_user_id: m.created_by_user_id,
  created_by_profile_id: m.created_by_profile_id,
  org_name: orgs.full_name,
  org_type: orgs.org_type,
  host_name: profiles.full_name,
};

/** The rule of meetings.policy.ts canSee, as SQL for the lists. */
export function visibleTo(caller: MeetingCaller | null): SQL | undefined {
  if (caller?.isAdmin) return undefined;
  const everyone = eq(m.audience, 'everyone');
  if (!caller) return everyone;
  const own = eq(m.created_by_user_id, caller.userId);
  if (caller.orgId === null) return or(everyone, own);
  const people =
    caller.profileType === 'STUDENT'
      ? and(eq(m.org_id, caller.orgId), eq(m.audience, 'college'))
      : eq(m.org_id, caller.orgId);
  return or(everyone, own, people);
}

/** The rule of meetings.policy.ts canManage, as SQL ('list scheduled'). */
export function managedBy(caller: MeetingCaller): SQL | undefined {
  if (caller.isAdmin) return undefined;
  const own = eq(m.created_by_user_id, caller.userId);
  const staff = isOrgProfile(caller.profileType) && caller.orgId !== null && isApproved(caller);
  return staff ? or(own, eq(m.org_id, caller.orgId!)) : own;
}

/** Sessions' queries: lists by visibility, one by id, answers and attendance, the sweep's claims. */
export function createMeetingsRepo(db: Db) {
  const select = () =>
    db
      .select(meetingColumns)
      .from(m)
      .leftJoin(orgs, eq(orgs.id, m.org_id))
      .leftJoin(profiles, eq(profiles.id, m.created_by_profile_id));

  async function page(where: SQL | undefined, order: SQL[], p: { offset: number; count: number }) {
    const [rows, [total]] = await Promise.all([
      select()
        .where(where)
        .orderBy(...order)
        .limit(p.count)
        .offset(p.offset),
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(m)
        .where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  return {
    async byId(id: number) {
      const [row] = await select().where(eq(m.id, id));
      return row;
    },

    async orgOf(id: number) {
      const [row] = await db.select({ id: orgs.id, org_type: orgs.org_type }).from(orgs).where(eq(orgs.id, id));
      return row ?? null;
    },

    async insert(values: typeof m.$inferInsert) {
      const [row] = await db.insert(m).values(values).returning({ id: m.id });
      return row!;
    },

    async update(id: number, set: Partial<typeof m.$inferInsert>) {
      await db.update(m).set(set).where(eq(m.id, id));
    },

    async remove(id: number) {
      await db.delete(m).where(eq(m.id, id));
    },

    /** Upcoming (not ended, soonest first) or past (ended, latest first) sessions the caller may see. */
    list(caller: MeetingCaller | null, when: 'upcoming' | 'past', now: Date, p: { offset: number; count: number }) {
      const time = when === 'upcoming' ? gt(m.ends_at, now) : lte(m.ends_at, now);
      const order = when === 'upcoming' ? [asc(m.starts_at), asc(m.id)] : [desc(m.starts_at), desc(m.id)];
      return page(and(time, visibleTo(caller)), order, p);
    },

    /** Sessions the caller manages that have not started, soonest first. */
    scheduled(caller: MeetingCaller, now: Date, p: { offset: number; count: number }) {
      return page(and(gt(m.starts_at, now), managedBy(caller)), [asc(m.starts_at), asc(m.id)], p);
    },

    /** How many said they will attend, and what the caller said and did, per session. */
    async marks(ids: number[], profileId: number | null) {
      if (ids.length === 0)
        return { counts: new Map<number, number>(), mine: new Map<number, { going: boolean; attended: boolean }>() };
      const [counts, mine] = await Promise.all([
        db
          .select({ id: a.meeting_id, n: sql<number>`count(*)::int` })
          .from(a)
          .where(and(inArray(a.meeting_id, ids), isNotNull(a.going_at)))
          .groupBy(a.meeting_id),
        profileId === null
          ? []
          : db
              .select({ id: a.meeting_id, going_at: a.going_at, joined_at: a.joined_at })
              .from(a)
              .where(and(inArray(a.meeting_id, ids), eq(a.profile_id, profileId))),
      ]);
      return {
        counts: new Map(counts.map((c) => [c.id, c.n])),
        mine: new Map(mine.map((r) => [r.id, { going: r.going_at !== null, attended: r.joined_at !== null }])),
      };
    },

    async rsvp(meetingId: number, profileId: number, goingAt: Date | null) {
      await db
        .insert(a)
        .values({ meeting_id: meetingId, profile_id: profileId, going_at: goingAt })
        .onConflictDoUpdate({ target: [a.meeting_id, a.profile_id], set: { going_at: goingAt } });
    },

    /** Records a join (the first one counts) and answers its time. */
    async join(meetingId: number, profileId: number, now: Date) {
      const [row] = await db
        .insert(a)
        .values({ meeting_id: meetingId, profile_id: profileId, joined_at: now })
        .onConflictDoUpdate({
          target: [a.meeting_id, a.profile_id],
          set: { joined_at: sql`coalesce(${a.joined_at}, excluded.joined_at)` },
        })
        .returning({ joined_at: a.joined_at });
      return row!.joined_at!;
    },

    /** Sessions starting within a day that still owe a reminder. */
    async reminderCandidates(now: Date, horizon: Date) {
      return db
        .select({
          id: m.id,
          title: m.title,
          starts_at: m.starts_at,
          created_by_profile_id: m.created_by_profile_id,
          reminded_day_at: m.reminded_day_at,
          reminded_soon_at: m.reminded_soon_at,
        })
        .from(m)
        .where(
          and(
            gt(m.starts_at, now),
            lte(m.starts_at, horizon),
            or(isNull(m.reminded_day_at), isNull(m.reminded_soon_at)),
          ),
        );
    },

    /** Marks a reminder sent, once: true for the one caller that marked it. */
    async claimReminder(tx: Tx, id: number, which: 'day' | 'soon', now: Date) {
      const column = which === 'day' ? m.reminded_day_at : m.reminded_soon_at;
      const set =
        which === 'day'
          ? { reminded_day_at: now }
          : { reminded_soon_at: now, reminded_day_at: sql`coalesce(${m.reminded_day_at}, ${now})` };
      const rows = await tx
        .update(m)
        .set(set as Partial<typeof m.$inferInsert>)
        .where(and(eq(m.id, id), isNull(column)))
        .returning({ id: m.id });
      return rows.length > 0;
    },

    async goingProfiles(tx: Tx, meetingId: number) {
      const rows = await tx
        .select({ id: a.profile_id })
        .from(a)
        .where(and(eq(a.meeting_id, meetingId), isNotNull(a.going_at)))
        .orderBy(a.profile_id);
      return rows.map((r) => r.id);
    },

    /** Ended sessions whose attendance has not been settled. */
    async unsettled(now: Date, limit: number) {
      return select()
        .where(and(lte(m.ends_at, now), isNull(m.settled_at)))
        .orderBy(asc(m.ends_at))
        .limit(limit);
    },

    /** Students who joined the session and have no entry for it yet. */
    async studentAttendees(meetingId: number) {
      return db
        .select({ id: a.id, profile_id: a.profile_id })
        .from(a)
        .innerJoin(profiles, eq(profiles.id, a.profile_id))
        .where(
          and(
            eq(a.meeting_id, meetingId),
            isNotNull(a.joined_at),
            isNull(a.portfolio_entry_id),
            eq(profiles.profile_type, 'STUDENT'),
          ),
        )
        .orderBy(a.id);
    },

    async setEntry(attendeeId: number, entryId: number) {
      await db.update(a).set({ portfolio_entry_id: entryId }).where(eq(a.id, attendeeId));
    },

    async markSettled(id: number, now: Date) {
      await db.update(m).set({ settled_at: now }).where(eq(m.id, id));
    },
  };
}

export type MeetingsRepo = ReturnType<typeof createMeetingsRepo>;
export type MeetingRow = NonNullable<Awaited<ReturnType<MeetingsRepo['byId']>>>;
