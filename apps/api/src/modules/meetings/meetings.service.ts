import {
  MEETING_LIFE_SKILL,
  MEETING_LIMITS,
  MEETING_REMINDERS,
  MEETING_TEXTS as T,
  canJoinAt,
  formatEventStart,
  meetingState,
  reminderDue,
  todayOf,
  type createMeetingBodySchema,
  type MeetingListQuery,
  type MeetingRsvpBody,
  type updateMeetingBodySchema,
} from '@lbd/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/sql';
import { AppError, ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors';
import { paged, pageRequest } from '../../lib/paging';
import { clip, notifyingTransaction, type Notifier } from '../notifications';
import type { EntriesService } from '../portfolio';
import { meetingIcs } from './meetings.ics';
import { toMeeting } from './meetings.mapper';
import { canHost, canManage, canSee, type MeetingCaller } from './meetings.policy';
import { createMeetingsRepo, type MeetingRow } from './meetings.repo';

type CreateBody = z.output<typeof createMeetingBodySchema>;
type UpdateBody = z.output<typeof updateMeetingBodySchema>;

export interface MeetingsDeps {
  db: Db;
  clock: () => Date;
  notifier?: Notifier;
  /** The portfolio's own save: an attended session becomes an 'Events Attended' entry through it. */
  entries: EntriesService;
  origin: string;
  log?: FastifyBaseLogger;
}

const DAY_MS = 86_400_000;
/** Ended sessions settled per sweep. */
const SETTLE_BATCH = 50;

/** Scheduled video-meeting posts (issue 28 item 11, decision 0081). */
export function createMeetingsService({ db, clock, notifier, entries, origin, log }: MeetingsDeps) {
  const repo = createMeetingsRepo(db);

  async function present(rows: MeetingRow[], caller: MeetingCaller | null) {
    const now = clock();
    const { counts, mine } = await repo.marks(
      rows.map((r) => r.id),
      caller?.profileId ?? null,
    );
    return rows.map((r) =>
      toMeeting(
        r,
        {
          rsvpCount: counts.get(r.id) ?? 0,
          going: mine.get(r.id)?.going ?? false,
          attended: mine.get(r.id)?.attended ?? false,
          canManage: canManage(caller, r),
        },
        now,
      ),
    );
  }

  /** The session if the caller may see it; 404 otherwise (an invisible session is not there). */
  async function visible(caller: MeetingCaller | null, id: number) {
    const row = await repo.byId(id);
    if (!row || !canSee(caller, row)) throw new NotFoundError();
    return row;
  }

  /** The session if the caller manages it: 404 when they cannot see it, 403 when they only see it. */
  async function managed(caller: MeetingCaller, id: number) {
    const row = await visible(caller, id);
    if (!canManage(caller, row)) throw new ForbiddenError();
    return row;
  }

  async function show(caller: MeetingCaller | null, id: number) {
    return (await present([await visible(caller, id)], caller))[0]!;
  }

  /** The clock's rules of a new start: in the future, within a year. */
  function checkStart(startsAt: Date, now: Date) {
    if (startsAt.getTime() <= now.getTime()) throw new ValidationError({ starts_at: T.startInFuture });
    if (startsAt.getTime() > now.getTime() + MEETING_LIMITS.maxDaysAhead * DAY_MS)
      throw new ValidationError({ starts_at: T.tooFarAhead });
  }

  /** The organisation an audience needs: the host's (a college for 'college'). */
  function checkAudience(audience: CreateBody['audience'], org: { id: number | null; type: string | null }) {
    if (audience === 'organisation' && org.id === null) throw new ValidationError({ audience: T.needsOrg });
    if (audience === 'college' && (org.id === null || org.type !== 'INSTITUTION'))
      throw new ValidationError({ audience: T.needsCollege });
  }

  /** Send the reminder now due for one session, once (the claim is a conditional update in the notice's transaction). */
  async function remind(s: Awaited<ReturnType<typeof repo.reminderCandidates>>[number], now: Date) {
    const which = reminderDue(s.starts_at, now, { day: s.reminded_day_at !== null, soon: s.reminded_soon_at !== null });
    if (!which) return false;
    return notifyingTransaction(db, notifier, async (tx: Tx, notify) => {
      if (!(await repo.claimReminder(tx, s.id, which, now))) return false;
      const going = await repo.goingProfiles(tx, s.id);
      if (going.length === 0) return true;
      await notify({
        kind: 'meeting_reminder',
        profile_ids: going,
        message: clip(
          which === 'day'
            ? T.reminderDay(s.title, formatEventStart(s.starts_at.toISOString()))
            : T.reminderSoon(s.title),
        ),
        targets: { meeting_id: s.id },
        performer_profile_id: s.created_by_profile_id,
      });
      return true;
    });
  }

  /** One 'Events Attended' entry per student who joined an ended session; a second try finds the first (409). */
  async function settle(r: MeetingRow) {
    const hours = Math.max(1, Math.round((r.ends_at.getTime() - r.starts_at.getTime()) / 3_600_000));
    const source = (r.org_name ?? r.host_name ?? 'Learn By Doing').slice(0, 200);
    for (const attendee of await repo.studentAttendees(r.id)) {
      try {
        const entry = await entries.create('external_events', attendee.profile_id, {
          external_event: {
            title: r.title.slice(0, 200),
            role: 'Participate',
            date: todayOf(r.starts_at),
            duration: hours,
            source,
            desc: (r.description || `A live session hosted by ${source}.`).slice(0, 5000),
            status: 'complete',
            skills: r.skills.length > 0 ? r.skills : ['Professional Development'],
            life_skills: [MEETING_LIFE_SKILL],
          },
        });
        await repo.setEntry(attendee.id, entry.id);
      } catch (error) {
        // 409: the entry is there already (an earlier sweep that stopped before this mark, or the student's own).
        // 422: the student has no portfolio yet. Neither is retried.
        if (!(error instanceof AppError)) throw error;
        log?.info(
          { meeting_id: r.id, profile_id: attendee.profile_id, status: error.statusCode },
          'session entry skipped',
        );
      }
    }
    await repo.markSettled(r.id, clock());
  }

  return {
    show,

    /** POST /api/video_meeting_posts. */
    async create(caller: MeetingCaller, body: CreateBody) {
      if (!canHost(caller)) throw new ForbiddenError();
      const now = clock();
      const startsAt = new Date(body.starts_at);
      checkStart(startsAt, now);
      const org = caller.orgId === null ? null : await repo.orgOf(caller.orgId);
      checkAudience(body.audience, { id: org?.id ?? null, type: org?.org_type ?? null });
      return repo.insert({
        title: body.title,
        description: body.description,
        starts_at: startsAt,
        ends_at: new Date(body.ends_at),
        provider_url: body.provider_url,
        audience: body.audience,
        org_id: org?.id ?? null,
        skills: [...new Set(body.skills)],
        created_by_user_id: caller.userId,
        created_by_profile_id: caller.profileId,
      });
    },

    /** GET /api/video_meeting_posts: upcoming (live ones too) or past sessions the caller may see. */
    async list(
      caller: MeetingCaller | null,
      q: Required<Pick<MeetingListQuery, 'when'>> & { page: number; count: number },
    ) {
      const page = pageRequest(q);
      const { rows, total } = await repo.list(caller, q.when, clock(), page);
      return paged(await present(rows, caller), total, page);
    },

    /** GET /api/video_meeting_posts/scheduled: the sessions the caller manages that have not started. */
    async scheduled(caller: MeetingCaller, q: { page: number; count: number }) {
      const page = pageRequest(q);
      const { rows, total } = await repo.scheduled(caller, clock(), page);
      return paged(await present(rows, caller), total, page);
    },

    /**
     * PUT /api/video_meeting_posts/update/{id}: before the start anything changes (a new start sends the
     * reminders again); once started only the description and, after the end, the recording.
     */
    async update(caller: MeetingCaller, id: number, body: UpdateBody) {
      const row = await managed(caller, id);
      const now = clock();
      const state = meetingState(row.starts_at, row.ends_at, now);
      const locked = (['title', 'starts_at', 'ends_at', 'provider_url', 'audience', 'skills'] as const).some(
        (k) => body[k] !== undefined,
      );
      if (state !== 'scheduled' && locked) throw new ConflictError(T.startedLocked);
      if (body.recording_url && state !== 'ended') throw new ValidationError({ recording_url: T.recordingAfterEnd });
      const startsAt = body.starts_at ? new Date(body.starts_at) : row.starts_at;
      const endsAt = body.ends_at ? new Date(body.ends_at) : row.ends_at;
      if (body.starts_at) checkStart(startsAt, now);
      const minutes = (endsAt.getTime() - startsAt.getTime()) / 60_000;
      if (minutes <= 0) throw new ValidationError({ ends_at: T.endAfterStart });
      if (minutes < MEETING_LIMITS.minMinutes) throw new ValidationError({ ends_at: T.tooShort });
      if (minutes > MEETING_LIMITS.maxHours * 60) throw new ValidationError({ ends_at: T.tooLongSession });
      if (body.audience) checkAudience(body.audience, { id: row.org_id, type: row.org_type });
      const moved = startsAt.getTime() !== row.starts_at.getTime();
      await repo.update(id, {
        ...(body.title !== undefined && { title: body.title }),
        ...(body.description !== undefined && { description: body.description }),
        ...(body.provider_url !== undefined && { provider_url: body.provider_url }),
        ...(body.audience !== undefined && { audience: body.audience }),
        ...(body.skills !== undefined && { skills: [...new Set(body.skills)] }),
        ...(body.recording_url !== undefined && { recording_url: body.recording_url }),
        starts_at: startsAt,
        ends_at: endsAt,
        ...(moved && { reminded_day_at: null, reminded_soon_at: null }),
        updated_at: now,
      });
      return show(caller, id);
    },

    /** DELETE /api/video_meeting_posts/scheduled/{id}: only before it starts. */
    async removeScheduled(caller: MeetingCaller, id: number) {
      const row = await managed(caller, id);
      if (meetingState(row.starts_at, row.ends_at, clock()) !== 'scheduled') throw new ConflictError(T.startedNoDelete);
      await repo.remove(id);
    },

    /** PUT /api/video_meeting_posts/{id}/rsvp: the caller will (or will not) attend; reminders go to those who will. */
    async rsvp(caller: MeetingCaller, id: number, body: MeetingRsvpBody) {
      const row = await visible(caller, id);
      if (caller.profileId === null) throw new ForbiddenError();
      if (meetingState(row.starts_at, row.ends_at, clock()) === 'ended') throw new ConflictError(T.joinClosed);
      await repo.rsvp(id, caller.profileId, body.going ? clock() : null);
      return show(caller, id);
    },

    /** POST /api/video_meeting_posts/{id}/join: from 10 minutes before the start to the end; records attendance. */
    async join(caller: MeetingCaller, id: number) {
      const row = await visible(caller, id);
      if (caller.profileId === null) throw new ForbiddenError();
      const now = clock();
      if (!canJoinAt(row.starts_at, row.ends_at, now)) throw new ConflictError(T.joinClosed);
      const at = await repo.join(id, caller.profileId, now);
      return { url: row.provider_url, attended_at: at.toISOString() };
    },

    /** GET /api/video_meeting_posts/{id}/ics. */
    async ics(caller: MeetingCaller | null, id: number) {
      const row = await visible(caller, id);
      return { body: meetingIcs(row, `${origin}/sessions/${row.id}`), fileName: `session-${row.id}.ics` };
    },

    /** The periodic task: reminders due now, then attendance of ended sessions to portfolios. Safe to run again. */
    async sweep() {
      const now = clock();
      let reminded = 0;
      for (const s of await repo.reminderCandidates(now, new Date(now.getTime() + MEETING_REMINDERS.day)))
        if (await remind(s, now)) reminded += 1;
      const ended = await repo.unsettled(now, SETTLE_BATCH);
      for (const r of ended) await settle(r);
      return { reminded, settled: ended.length };
    },
  };
}

export type MeetingsService = ReturnType<typeof createMeetingsService>;
