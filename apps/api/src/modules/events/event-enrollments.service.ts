import {
  canMoveEnrollment,
  ERROR_TEXTS,
  EVENT_TEXTS,
  type EnrollmentCounts,
  type EnrollmentStatus,
  type EventApplicantsQuery,
  type ModifyEventApplicantsBody,
} from '@lbd/shared';
import type { Db } from '../../db/client';
import { orgSuspended } from '../../db/orgs';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import { paged, pageRequest } from '../../lib/paging';
import type { Actor } from '../../lib/access';
import { NOTIFICATION_MESSAGES, notifyingTransaction, recordForStaff, type Notifier } from '../notifications';
import { createEnrollmentsRepo } from './event-enrollments.repo';
import { toEventCard } from './events.mapper';
import { holdsSeat, joinRefusal, seatsLeft, type JoinRefusal } from './events.policy';
import { createEventsRepo } from './events.repo';
import type { EventsService } from './events.service';

const REFUSALS: Record<JoinRefusal, string> = {
  not_open: EVENT_TEXTS.notOpen,
  deadline: EVENT_TEXTS.deadlinePassed,
  full: EVENT_TEXTS.full,
};

/** 422 with a popup: the event cannot take this student now. */
const refused = (why: JoinRefusal) =>
  new ValidationError({ event_id: REFUSALS[why] }, REFUSALS[why], {
    heading: ERROR_TEXTS.defaultPopupHeading,
    message: REFUSALS[why],
  });

const profileIdOf = (actor: Actor) => {
  if (!actor.profile) throw new NotFoundError();
  return actor.profile.id;
};

const studentName = (r: { first_name: string; last_name: string | null }) =>
  [r.first_name, r.last_name].filter(Boolean).join(' ');

/** Joining events (the student's side) and the organiser's view of who joined. */
export function createEnrollmentsService({
  db,
  events: eventsService,
  clock = () => new Date(),
  notifier,
}: {
  db: Db;
  events: EventsService;
  clock?: () => Date;
  /** Accepting a registration request tells the student (event_join_accepted). */
  notifier?: Notifier;
}) {
  const repo = createEnrollmentsRepo(db);
  const eventsRepo = createEventsRepo(db);

  /** An event the caller organises (admins: any); others answer 404. */
  async function organised(actor: Actor, eventId: number) {
    return eventsService.managed(eventsService.caller(actor)!, eventId);
  }

  async function counts(eventId: number): Promise<EnrollmentCounts> {
    const out = { total: 0, applied: 0, enrolled: 0, rejected: 0, withdrawn: 0, attended: 0 };
    for (const row of await repo.countsByStatus(eventId)) {
      out[row.status] = row.n;
      out.total += row.n;
    }
    return out;
  }

  async function applicants(actor: Actor, q: EventApplicantsQuery, statuses?: EnrollmentStatus[]) {
    const event = await organised(actor, q.event_id);
    const page = pageRequest(q);
    const { rows, total } = await repo.applicants(
      {
        eventId: event.id,
        statuses: statuses ?? (q.status ? [q.status] : undefined),
        specializationIds: [...(q['specialization_ids[]'] ?? []), ...(q.specialization_ids ?? [])],
      },
      page,
    );
    const data = rows.map((r) => ({
      id: r.id,
      profile_id: r.profile_id,
      student_name: studentName(r),
      email: r.email,
      institute: r.institute,
      degree: r.degree,
      specialization: r.specialization,
      graduation_year: r.graduation_year,
      status: r.status,
      applied_at: r.inserted_at.toISOString(),
      updated_at: r.updated_at.toISOString(),
    }));
    return paged(data, total, page);
  }

  return {
    /**
     * POST /api/events/{id}/enroll: a published event before its deadline with a seat free joins the
     * student at once ('enrolled'), or records a request ('applied') when the organiser approves
     * first. Under the event's row lock, so the last seat goes to one student.
     */
    async enroll(actor: Actor, eventId: number) {
      const profileId = profileIdOf(actor);
      return notifyingTransaction(db, notifier, async (tx) => {
        await eventsRepo.lock(eventId, tx);
        const event = await eventsRepo.byId(eventId, tx);
        if (!event || event.status === 'draft') throw new NotFoundError();
        const existing = await repo.byEventAndProfile(eventId, profileId, tx);
        if (existing?.status === 'applied') throw new ConflictError(EVENT_TEXTS.alreadyRequested);
        if (existing && holdsSeat(existing.status)) throw new ConflictError(EVENT_TEXTS.alreadyJoined);
        if (existing?.status === 'rejected') throw new ConflictError(EVENT_TEXTS.declined);
        // A suspended organisation's events take no registrations until an admin activates its staff again.
        const why = (await orgSuspended(tx, event.org_id))
          ? 'not_open'
          : joinRefusal({ ...event, enrolled_count: await repo.seatsTaken(eventId, tx) }, clock());
        if (why) throw refused(why);
        const status: EnrollmentStatus = event.requires_approval ? 'applied' : 'enrolled';
        // The organisers hear of every registration; one that waits for them says so.
        const tell = () =>
          recordForStaff(tx, notifier, event.org_id, {
            kind: 'org_event_request',
            targets: { event_id: eventId },
            performer_profile_id: profileId,
            message: (name) => NOTIFICATION_MESSAGES.orgEventRequest(name, event.title, status === 'applied'),
          });
        if (existing) {
          // A student who withdrew may come back while registration is open.
          await repo.move([{ id: existing.id, from: existing.status }], status, profileId, tx);
          await tell();
          return { id: existing.id, status };
        }
        const created = await repo.insert(eventId, profileId, status, tx);
        if (!created) throw new ConflictError(EVENT_TEXTS.alreadyJoined);
        await tell();
        return created;
      });
    },

    /** POST /api/events/{id}/withdraw: give up a request or a seat. */
    async withdraw(actor: Actor, eventId: number) {
      const profileId = profileIdOf(actor);
      return db.transaction(async (tx) => {
        const mine = await repo.byEventAndProfile(eventId, profileId, tx);
        if (!mine) throw new NotFoundError();
        if (!canMoveEnrollment(mine.status, 'withdrawn', 'student'))
          throw new ValidationError({ status: EVENT_TEXTS.cannotWithdraw });
        await repo.move([{ id: mine.id, from: mine.status }], 'withdrawn', profileId, tx);
        return { id: mine.id, status: 'withdrawn' as const };
      });
    },

    /** GET /api/my_profile/my_events: the student's registrations with their events. */
    async mine(actor: Actor, q: { page: number; count: number }) {
      const page = pageRequest(q);
      const { rows, total } = await repo.mine(profileIdOf(actor), page);
      const names = await eventsRepo.names({ skillIds: rows.flatMap((r) => r.event.skill_ids) });
      const now = clock();
      const data = rows.map(({ enrollment: e, event }) => ({
        id: e.id,
        status: e.status,
        joined_at: e.inserted_at.toISOString(),
        updated_at: e.updated_at.toISOString(),
        event: toEventCard(event, names, now),
      }));
      return paged(data, total, page);
    },

    /** GET /api/event_applicants: every registration of the organiser's event, optionally of one status. */
    applicants: (actor: Actor, q: EventApplicantsQuery) => applicants(actor, q),

    /** GET /api/event_enrollments: the students holding a seat. */
    enrolled: (actor: Actor, q: EventApplicantsQuery) => applicants(actor, q, ['enrolled', 'attended']),

    /**
     * POST /api/modify_event_applicants: accept, decline or mark attendance for several students at
     * once, all or nothing, never beyond the event's capacity.
     */
    async modify(actor: Actor, body: ModifyEventApplicantsBody) {
      const who = eventsService.caller(actor)!;
      await eventsService.managed(who, body.event_id);
      const profileIds = [...new Set(body.profile_ids)];
      return notifyingTransaction(db, notifier, async (tx, notify) => {
        await eventsRepo.lock(body.event_id, tx);
        const event = (await eventsRepo.byId(body.event_id, tx))!;
        const rows = await repo.ofProfiles(body.event_id, profileIds, tx);
        if (rows.length !== profileIds.length) throw new ValidationError({ profile_ids: EVENT_TEXTS.notApplicant });
        const moving = rows.filter((r) => r.status !== body.status);
        const stuck = moving.find((r) => !canMoveEnrollment(r.status, body.status, 'org'));
        if (stuck) throw new ValidationError({ status: EVENT_TEXTS.cannotMove(stuck.status, body.status) });
        if (body.status === 'enrolled' && event.capacity !== null) {
          const left = seatsLeft({ capacity: event.capacity, enrolled_count: await repo.seatsTaken(event.id, tx) })!;
          const needed = moving.filter((r) => !holdsSeat(r.status)).length;
          if (needed > left) throw new ValidationError({ status: EVENT_TEXTS.notEnoughSeats(left) });
        }
        await repo.move(
          moving.map((r) => ({ id: r.id, from: r.status })),
          body.status,
          who.profileId,
          tx,
        );
        // A request (or a declined student) accepted; attendance and seat holders moving are not news.
        const accepted = body.status === 'enrolled' ? moving.filter((r) => !holdsSeat(r.status)) : [];
        if (accepted.length > 0)
          await notify({
            kind: 'event_join_accepted',
            profile_ids: accepted.map((r) => r.profile_id),
            message: NOTIFICATION_MESSAGES.eventJoinAccepted(event.title),
            targets: { event_id: event.id },
            performer_profile_id: who.profileId,
          });
        return {
          updated: moving.length,
          enrollments: rows.map((r) => ({ profile_id: r.profile_id, status: body.status })),
        };
      });
    },

    /** GET /api/event_enrollment_count. */
    async counts(actor: Actor, eventId: number) {
      const event = await organised(actor, eventId);
      return counts(event.id);
    },

    /** GET /api/show_event_summary: counts, seat holders by degree and specialization, registrations per day. */
    async summary(actor: Actor, eventId: number) {
      const event = await organised(actor, eventId);
      const [c, byDegree, bySpec, perDay] = await Promise.all([
        counts(event.id),
        repo.seatHoldersBy(event.id, 'degree'),
        repo.seatHoldersBy(event.id, 'specialization'),
        repo.perDay(event.id),
      ]);
      const card = toEventCard(event, { skills: [] }, clock());
      return {
        id: event.id,
        title: event.title,
        status: event.status,
        starts_at: card.starts_at,
        apply_by: event.apply_by,
        days_left: card.days_left,
        capacity: event.capacity,
        seats_left: card.seats_left,
        counts: c,
        by_degree: byDegree,
        by_specialization: bySpec,
        per_day: perDay,
      };
    },

    /** GET /api/show_event_dashboard/{id}: the event as its organiser sees it, with counts. */
    async dashboard(actor: Actor, eventId: number) {
      const who = eventsService.caller(actor)!;
      const event = await eventsService.managed(who, eventId);
      const [detail, c] = await Promise.all([eventsService.detail(who, event.id), counts(event.id)]);
      return { event: detail, counts: c };
    },
  };
}

export type EnrollmentsService = ReturnType<typeof createEnrollmentsService>;
