import { and, count, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import type { EventCategory, EventStatus } from '@lbd/shared';
import type { Db } from '../../db/client';
import { eventEnrollments, events, orgs, profiles } from '../../db/schema';
import type { PageRequest } from '../../lib/paging';
import { catalogueNames } from '../../db/catalogue-names';
import { orgExists } from '../../db/orgs';
import { containsPattern, whereAll, type Tx } from '../../db/sql';

export type NewEvent = typeof events.$inferInsert;

/** Students holding a seat at an event (enrolled or attended), read through the event-status index. */
const seatsTaken = sql<number>`(select count(*)::int from ${eventEnrollments} where ${eventEnrollments.event_id} = ${events.id} and ${eventEnrollments.status} in ('enrolled', 'attended'))`;

/** Every column an event card or detail shows, with its organisation and seats taken. */
export const eventColumns = {
  id: events.id,
  uuid: events.uuid,
  org_id: events.org_id,
  created_by_profile_id: events.created_by_profile_id,
  title: events.title,
  description: events.description,
  category: events.category,
  is_online: events.is_online,
  location: events.location,
  starts_at: events.starts_at,
  duration_hours: events.duration_hours,
  apply_by: events.apply_by,
  capacity: events.capacity,
  requires_approval: events.requires_approval,
  is_featured: events.is_featured,
  skill_ids: events.skill_ids,
  job_role_ids: events.job_role_ids,
  degree_ids: events.degree_ids,
  specialization_ids: events.specialization_ids,
  avatar_key: events.avatar_key,
  banner_key: events.banner_key,
  status: events.status,
  published_at: events.published_at,
  closed_at: events.closed_at,
  inserted_at: events.inserted_at,
  updated_at: events.updated_at,
  org_name: orgs.full_name,
  org_logo_url: orgs.logo_url,
  enrolled_count: seatsTaken,
};

/** Filters of the public list. */
export interface PublicEventFilter {
  /** Only events starting at or after this instant. */
  from: Date;
  featuredOnly?: boolean;
  titleContains?: string;
  category?: EventCategory;
}

export function publicEventWhere(f: PublicEventFilter): SQL | undefined {
  return whereAll(
    eq(events.status, 'published'),
    f.featuredOnly && eq(events.is_featured, true),
    gte(events.starts_at, f.from),
    f.category && eq(events.category, f.category),
    f.titleContains && sql`lower(${events.title}) like ${containsPattern(f.titleContains)}`,
  );
}

/** Featured first, then the soonest (events_list_idx). */
export const featuredThenSoonest = [
  sql`${events.is_featured} desc nulls last`,
  sql`${events.starts_at} asc`,
  sql`${events.id} asc`,
];

export function createEventsRepo(db: Db) {
  const catalogue = catalogueNames(db);
  const cards = (tx: Db | Tx = db) =>
    tx.select(eventColumns).from(events).innerJoin(orgs, eq(orgs.id, events.org_id)).$dynamic();

  async function total(where: SQL | undefined) {
    const [row] = await db.select({ n: count() }).from(events).where(where);
    return row?.n ?? 0;
  }

  return {
    orgExists: (id: number) => orgExists(db, id),
    /** Catalogue names for ids (skills, career paths, degrees, specializations), once per page. */
    names: catalogue.names,
    knownIds: catalogue.knownIds,

    async insert(values: NewEvent) {
      const [row] = await db.insert(events).values(values).returning({ id: events.id });
      return row!;
    },

    async byId(id: number, tx: Db | Tx = db) {
      const [row] = await cards(tx).where(eq(events.id, id));
      return row ?? null;
    },

    /** Lock an event row for the rest of the transaction (enrolments check seats under it). */
    async lock(id: number, tx: Tx) {
      await tx.execute(sql`select ${events.id} from ${events} where ${events.id} = ${id} for update`);
    },

    async update(id: number, values: Partial<NewEvent>, tx: Db | Tx = db) {
      await tx
        .update(events)
        .set({ ...values, updated_at: new Date() })
        .where(eq(events.id, id));
    },

    /** Delete an event only while it is a draft; false when it was not. */
    async deleteDraft(id: number) {
      const rows = await db
        .delete(events)
        .where(and(eq(events.id, id), eq(events.status, 'draft')))
        .returning({ id: events.id });
      return rows.length > 0;
    },

    /** Upcoming published events, featured first then soonest (events_list_idx). */
    async listPublic(filter: PublicEventFilter, page: PageRequest) {
      const where = publicEventWhere(filter);
      const rows = await cards()
        .where(where)
        .orderBy(...featuredThenSoonest)
        .limit(page.count)
        .offset(page.offset);
      return { rows, total: await total(where) };
    },

    /** An organisation's events: all of them, newest first (its own view), or of one status by start. */
    async byOrg(orgId: number, status: EventStatus | undefined, page: PageRequest) {
      const where = whereAll(eq(events.org_id, orgId), status && eq(events.status, status));
      const order = status
        ? [sql`${events.starts_at} desc nulls last`, sql`${events.id} desc`]
        : [sql`${events.inserted_at} desc nulls last`, sql`${events.id} desc nulls last`];
      const rows = await cards()
        .where(where)
        .orderBy(...order)
        .limit(page.count)
        .offset(page.offset);
      return { rows, total: await total(where) };
    },

    async countsByStatus(orgId: number) {
      return db
        .select({ status: events.status, n: count() })
        .from(events)
        .where(eq(events.org_id, orgId))
        .groupBy(events.status);
    },

    /**
     * Published events an institution's students hold a seat at, soonest first, with how many of
     * them: enrolments joined to profiles of that organisation (profiles_my_org_idx).
     */
    async trainingStudentEvents(orgId: number, page: PageRequest) {
      const mine = db
        .select({
          event_id: eventEnrollments.event_id,
          my_students: sql<number>`count(*)::int`.as('my_students'),
        })
        .from(eventEnrollments)
        .innerJoin(profiles, eq(profiles.id, eventEnrollments.profile_id))
        .where(
          and(
            eq(profiles.my_org_id, orgId),
            eq(profiles.profile_type, 'STUDENT'),
            inArray(eventEnrollments.status, ['enrolled', 'attended']),
          ),
        )
        .groupBy(eventEnrollments.event_id)
        .as('mine');
      const where = eq(events.status, 'published');
      const rows = await db
        .select({ ...eventColumns, my_students: mine.my_students })
        .from(mine)
        .innerJoin(events, eq(events.id, mine.event_id))
        .innerJoin(orgs, eq(orgs.id, events.org_id))
        .where(where)
        .orderBy(sql`${events.starts_at} desc nulls last`, sql`${events.id} desc`)
        .limit(page.count)
        .offset(page.offset);
      const [n] = await db
        .select({ n: count() })
        .from(mine)
        .innerJoin(events, eq(events.id, mine.event_id))
        .where(where);
      return { rows, total: n?.n ?? 0 };
    },
  };
}

export type EventsRepo = ReturnType<typeof createEventsRepo>;
export type EventRow = NonNullable<Awaited<ReturnType<EventsRepo['byId']>>>;
