import {
  EVENT_TEXTS,
  eventPublishProblems,
  type CreateEventBody,
  type EventListQuery,
  type EventStatus,
  type PublishableEvent,
  type UpdateEventBody,
} from '@lbd/shared';
import type { Db } from '../../db/client';
import { ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors';
import { orgCaller } from '../../lib/actor';
import { paged, pageRequest } from '../../lib/paging';
import type { Actor } from '../../lib/access';
import { unknownCatalogueRefs } from '../../lib/catalogue-refs';
import { createContentLifecycle } from '../../lib/content-lifecycle';
import { notifyingTransaction, type NotificationEvent, type Notifier } from '../notifications';
import { createEnrollmentsRepo } from './event-enrollments.repo';
import { toEventCard, toEventDetail } from './events.mapper';
import { canManageEvent, canSeeEvent, isApproved, type EventsCaller } from './events.policy';
import { createEventsRepo, type EventRow, type NewEvent } from './events.repo';

export interface EventsDeps {
  db: Db;
  /** The current instant; tests pass a fixed one. */
  clock?: () => Date;
  /** Publishing an event for the first time alerts the students it matches. */
  notifier?: Notifier;
}

type Paging = { page: number; count: number };

/** Catalogue id lists without repeats. */
function normalise<T extends UpdateEventBody>(values: T): T {
  const out = { ...values };
  for (const key of ['skill_ids', 'job_role_ids', 'degree_ids', 'specialization_ids'] as const) {
    if (out[key]) out[key] = [...new Set(out[key])];
  }
  return out;
}

function columns(v: UpdateEventBody): Partial<NewEvent> {
  const { starts_at, ...rest } = v;
  return {
    ...rest,
    ...(starts_at !== undefined ? { starts_at: starts_at === null ? null : new Date(starts_at) } : {}),
  };
}

const publishable = (e: EventRow): PublishableEvent => ({
  title: e.title,
  description: e.description,
  category: e.category,
  is_online: e.is_online,
  location: e.location,
  starts_at: e.starts_at ? e.starts_at.toISOString() : null,
  duration_hours: e.duration_hours,
  apply_by: e.apply_by,
});

type Notify = (event: NotificationEvent) => Promise<void>;

/** Events: drafts, publishing, images, the public list, an organisation's own events and counts. */
export function createEventsService({ db, clock = () => new Date(), notifier }: EventsDeps) {
  const repo = createEventsRepo(db);
  const enrollments = createEnrollmentsRepo(db);
  const caller = orgCaller;

  async function cards(rows: EventRow[]) {
    const names = await repo.names({ skillIds: rows.flatMap((r) => r.skill_ids) });
    const now = clock();
    return rows.map((r) => toEventCard(r, names, now));
  }

  /** An event the caller manages; anyone else's answers 404. */
  /** Draft -> published -> closed, shared with every posting; students hear of an event when it first goes live. */
  const lifecycle = (performer: number | null) =>
    createContentLifecycle<EventRow, Notify>({
      db,
      targetType: 'event',
      store: repo,
      clock,
      texts: EVENT_TEXTS,
      publishProblems: (event, now) => eventPublishProblems(publishable(event), now),
      alerts: {
        transaction: (work) => notifyingTransaction(db, notifier, work),
        onFirstPublish: (id, notify) => notify({ kind: 'event_alert', event_id: id, performer_profile_id: performer }),
      },
    });

  async function managed(who: EventsCaller, id: number) {
    const event = await repo.byId(id);
    if (!event || !canManageEvent(who, event)) throw new NotFoundError();
    return event;
  }

  function mustBeApproved(who: EventsCaller) {
    if (!isApproved(who)) throw new ForbiddenError(EVENT_TEXTS.awaitingApproval);
  }

  /** Unknown catalogue ids are refused field by field; only admins feature events. */
  async function checkValues(who: EventsCaller, v: UpdateEventBody) {
    const fields = await unknownCatalogueRefs(repo.knownIds, v);
    if (v.is_featured !== undefined && !who.isAdmin) fields.is_featured = EVENT_TEXTS.onlyAdminFeatures;
    if (Object.keys(fields).length > 0) throw new ValidationError(fields);
  }

  async function detail(who: EventsCaller | null, id: number) {
    const event = await repo.byId(id);
    const mine =
      event && who?.profileType === 'STUDENT' && who.profileId
        ? await enrollments.byEventAndProfile(event.id, who.profileId)
        : null;
    // A closed event stays visible to the students who registered for it.
    if (!event || !(canSeeEvent(who, event) || (mine && event.status !== 'draft'))) throw new NotFoundError();
    const names = await repo.names({
      skillIds: event.skill_ids,
      jobRoleIds: event.job_role_ids,
      degreeIds: event.degree_ids,
      specializationIds: event.specialization_ids,
    });
    return toEventDetail(event, names, clock(), {
      canManage: canManageEvent(who, event),
      myEnrollment: mine ? { id: mine.id, status: mine.status } : null,
    });
  }

  /** The organisation whose own events a caller looks at: its own, or the one an admin names. */
  function ownOrg(who: EventsCaller, orgId: number | undefined): number {
    const id = who.isAdmin && orgId ? orgId : who.orgId;
    if (!id) throw new ValidationError({ org_id: EVENT_TEXTS.chooseOrg });
    return id;
  }

  return {
    caller,
    managed,
    detail,

    /** POST /api/events: a new draft of the caller's organisation (an admin names one). */
    async create(actor: Actor, body: CreateEventBody) {
      const who = caller(actor)!;
      mustBeApproved(who);
      const orgId = who.isAdmin && body.org_id ? body.org_id : who.orgId;
      if (!orgId || (who.isAdmin && body.org_id && !(await repo.orgExists(body.org_id))))
        throw new ValidationError({ org_id: EVENT_TEXTS.chooseOrg });
      const { org_id: _ignored, ...values } = normalise(body);
      await checkValues(who, values);
      return repo.insert({
        ...columns(values),
        title: values.title,
        org_id: orgId,
        created_by_profile_id: who.profileId,
        status: 'draft',
      });
    },

    /** GET /api/events/{id}: published ones for anyone; drafts and closed ones for their organisation. */
    async show(actor: Actor | null, id: number) {
      return detail(caller(actor), id);
    },

    /** PUT /api/events/{id}. A published event must stay complete; capacity never drops below seats taken. */
    async update(actor: Actor, id: number, body: UpdateEventBody) {
      const who = caller(actor)!;
      const event = await managed(who, id);
      mustBeApproved(who);
      const values = normalise(body);
      await checkValues(who, values);
      if (values.capacity != null && values.capacity < event.enrolled_count)
        throw new ValidationError({
          capacity: `Capacity cannot be below the ${event.enrolled_count} students already joined`,
        });
      const before = publishable(event);
      const after: PublishableEvent = { ...before };
      for (const key of Object.keys(before) as (keyof PublishableEvent)[]) {
        if (values[key] !== undefined) (after as unknown as Record<string, unknown>)[key] = values[key];
      }
      const problems = eventPublishProblems(after, clock());
      if (event.status === 'published') {
        // Dates that did not change may have passed since publishing; only new ones are checked.
        if (values.starts_at === undefined && problems.starts_at === EVENT_TEXTS.startInPast) delete problems.starts_at;
        if (values.apply_by === undefined && problems.apply_by === EVENT_TEXTS.deadlinePast) delete problems.apply_by;
        if (Object.keys(problems).length > 0) throw new ValidationError(problems);
      } else if (problems.apply_by === EVENT_TEXTS.deadlineAfterStart && values.apply_by !== undefined) {
        // A draft may be incomplete, but not contradict itself.
        throw new ValidationError({ apply_by: problems.apply_by });
      }
      await repo.update(id, columns(values));
      return detail(who, id);
    },

    /** POST /api/events/{id}/publish: a complete draft (or a closed event) goes live. */
    async publish(actor: Actor, id: number) {
      const who = caller(actor)!;
      const event = await managed(who, id);
      mustBeApproved(who);
      await lifecycle(who.profileId).publish(id, event, actor);
      return detail(who, id);
    },

    /** POST /api/events/{id}/close: stop taking registrations and leave the public list. */
    async close(actor: Actor, id: number) {
      const who = caller(actor)!;
      await lifecycle(who.profileId).close(id, await managed(who, id), actor);
      return detail(who, id);
    },

    /** DELETE /api/events/{id}: discard a draft. */
    async discard(actor: Actor, id: number) {
      const who = caller(actor)!;
      await lifecycle(who.profileId).discard(id, await managed(who, id), actor);
    },

    /** PUT /api/events/{id}/avatar and /banner: the route stored the checked image; remember its key. */
    async setImage(actor: Actor, id: number, kind: 'avatar' | 'banner', store: () => Promise<string>) {
      const who = caller(actor)!;
      await managed(who, id);
      mustBeApproved(who);
      const key = await store();
      await repo.update(id, kind === 'avatar' ? { avatar_key: key } : { banner_key: key });
      return detail(who, id);
    },

    /** GET /api/events: upcoming published events, featured first (or only, with show=featured). */
    async listPublic(q: EventListQuery) {
      const page = pageRequest(q);
      const { rows, total } = await repo.listPublic(
        {
          from: clock(),
          featuredOnly: q.show === 'featured',
          titleContains: q.query || undefined,
          category: q.category,
        },
        page,
      );
      return paged(await cards(rows), total, page);
    },

    /** GET /api/show_org_events?org_id&status=PUBLIC: an organisation's published events. */
    async publicOrgEvents(q: { org_id?: number } & Paging) {
      if (!q.org_id) throw new ValidationError({ org_id: EVENT_TEXTS.chooseOrg });
      const page = pageRequest(q);
      const { rows, total } = await repo.byOrg(q.org_id, 'published', page);
      return paged(await cards(rows), total, page);
    },

    /** GET /api/show_org_events: the caller organisation's events in every status. */
    async myOrgEvents(actor: Actor, q: { org_id?: number; status?: EventStatus } & Paging) {
      const orgId = ownOrg(caller(actor)!, q.org_id);
      const page = pageRequest(q);
      const { rows, total } = await repo.byOrg(orgId, q.status, page);
      return paged(await cards(rows), total, page);
    },

    /** GET /api/show_training_student_events: published events the institution's students joined. */
    async trainingStudentEvents(actor: Actor, q: { org_id?: number } & Paging) {
      const orgId = ownOrg(caller(actor)!, q.org_id);
      const page = pageRequest(q);
      const { rows, total } = await repo.trainingStudentEvents(orgId, page);
      const names = await repo.names({ skillIds: rows.flatMap((r) => r.skill_ids) });
      const now = clock();
      return paged(
        rows.map((r) => ({ ...toEventCard(r, names, now), my_students: r.my_students })),
        total,
        page,
      );
    },

    /** Published events of an organisation (its public page). */
    async publishedCount(orgId: number) {
      return (await repo.countsByStatus(orgId)).find((r) => r.status === 'published')?.n ?? 0;
    },

    /** GET /api/get_org_event_count: the caller organisation's events per status. */
    async orgCounts(actor: Actor, q: { org_id?: number }) {
      const orgId = ownOrg(caller(actor)!, q.org_id);
      const counts = { type: 'events' as const, total: 0, draft: 0, published: 0, closed: 0 };
      for (const row of await repo.countsByStatus(orgId)) {
        counts[row.status] = row.n;
        counts.total += row.n;
      }
      return counts;
    },
  };
}

export type EventsService = ReturnType<typeof createEventsService>;
