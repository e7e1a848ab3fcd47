import { and, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { EnrollmentStatus } from '@lbd/shared';
import type { Db } from '../../db/client';
import {
  degrees,
  eventEnrollmentLogs,
  eventEnrollments,
  events,
  orgs,
  profiles,
  specializations,
} from '../../db/schema';
import type { PageRequest } from '../../lib/paging';
import { whereAll, type Tx } from '../../db/sql';
import { eventColumns } from './events.repo';

/** Newest registrations first, matching the `DESC` indexes. */
const newestFirst = [sql`${eventEnrollments.inserted_at} desc nulls last`, sql`${eventEnrollments.id} desc nulls last`];

export interface ApplicantFilter {
  eventId: number;
  statuses?: EnrollmentStatus[];
  specializationIds?: number[];
}

export function createEnrollmentsRepo(db: Db) {
  const applicantRows = () =>
    db
      .select({
        id: eventEnrollments.id,
        profile_id: eventEnrollments.profile_id,
        first_name: profiles.first_name,
        last_name: profiles.last_name,
        email: profiles.email,
        institute: orgs.full_name,
        degree: degrees.name,
        specialization: specializations.name,
        graduation_year: profiles.graduation_year,
        status: eventEnrollments.status,
        inserted_at: eventEnrollments.inserted_at,
        updated_at: eventEnrollments.updated_at,
      })
      .from(eventEnrollments)
      .innerJoin(profiles, eq(profiles.id, eventEnrollments.profile_id))
      .leftJoin(orgs, eq(orgs.id, profiles.my_org_id))
      .leftJoin(degrees, eq(degrees.id, profiles.degree_id))
      .leftJoin(specializations, eq(specializations.id, profiles.specialization_id))
      .$dynamic();

  const applicantWhere = (f: ApplicantFilter): SQL | undefined =>
    whereAll(
      eq(eventEnrollments.event_id, f.eventId),
      f.statuses && f.statuses.length > 0 && inArray(eventEnrollments.status, f.statuses),
      f.specializationIds && f.specializationIds.length > 0 && inArray(profiles.specialization_id, f.specializationIds),
    );

  return {
    async byEventAndProfile(eventId: number, profileId: number, tx: Db | Tx = db) {
      const [row] = await tx
        .select()
        .from(eventEnrollments)
        .where(and(eq(eventEnrollments.event_id, eventId), eq(eventEnrollments.profile_id, profileId)));
      return row ?? null;
    },

    /** A new registration and its first log line; null when one already exists (unique pair). */
    async insert(eventId: number, profileId: number, status: EnrollmentStatus, tx: Tx) {
      const [row] = await tx
        .insert(eventEnrollments)
        .values({ event_id: eventId, profile_id: profileId, status })
        .onConflictDoNothing()
        .returning({ id: eventEnrollments.id, status: eventEnrollments.status });
      if (!row) return null;
      await tx
        .insert(eventEnrollmentLogs)
        .values({ enrollment_id: row.id, from_status: null, to_status: status, actor_profile_id: profileId });
      return row;
    },

    /** Move registrations to a status and log each change. */
    async move(
      rows: { id: number; from: EnrollmentStatus }[],
      to: EnrollmentStatus,
      actorProfileId: number | null,
      tx: Tx,
    ) {
      if (rows.length === 0) return;
      await tx
        .update(eventEnrollments)
        .set({ status: to, updated_at: new Date() })
        .where(
          inArray(
            eventEnrollments.id,
            rows.map((r) => r.id),
          ),
        );
      await tx.insert(eventEnrollmentLogs).values(
        rows.map((r) => ({
          enrollment_id: r.id,
          from_status: r.from,
          to_status: to,
          actor_profile_id: actorProfileId,
        })),
      );
    },

    /** The registrations of these students for one event. */
    async ofProfiles(eventId: number, profileIds: number[], tx: Tx) {
      return tx
        .select({ id: eventEnrollments.id, profile_id: eventEnrollments.profile_id, status: eventEnrollments.status })
        .from(eventEnrollments)
        .where(and(eq(eventEnrollments.event_id, eventId), inArray(eventEnrollments.profile_id, profileIds)));
    },

    /** Seats held right now, read inside the transaction that holds the event's lock. */
    async seatsTaken(eventId: number, tx: Db | Tx = db) {
      const [row] = await tx
        .select({ n: count() })
        .from(eventEnrollments)
        .where(and(eq(eventEnrollments.event_id, eventId), inArray(eventEnrollments.status, ['enrolled', 'attended'])));
      return row?.n ?? 0;
    },

    /** Registrations of an event with the students' profile facts, newest first. */
    async applicants(filter: ApplicantFilter, page: PageRequest) {
      const where = applicantWhere(filter);
      const rows = await applicantRows()
        .where(where)
        .orderBy(...newestFirst)
        .limit(page.count)
        .offset(page.offset);
      const [n] = await db
        .select({ n: count() })
        .from(eventEnrollments)
        .innerJoin(profiles, eq(profiles.id, eventEnrollments.profile_id))
        .where(where);
      return { rows, total: n?.n ?? 0 };
    },

    async countsByStatus(eventId: number) {
      return db
        .select({ status: eventEnrollments.status, n: count() })
        .from(eventEnrollments)
        .where(eq(eventEnrollments.event_id, eventId))
        .groupBy(eventEnrollments.status);
    },

    /** Seat holders by a profile fact ('degree' or 'specialization'), most first. */
    async seatHoldersBy(eventId: number, by: 'degree' | 'specialization') {
      const table = by === 'degree' ? degrees : specializations;
      const column = by === 'degree' ? profiles.degree_id : profiles.specialization_id;
      return db
        .select({ name: sql<string>`coalesce(${table.name}, 'Not given')`, count: sql<number>`count(*)::int` })
        .from(eventEnrollments)
        .innerJoin(profiles, eq(profiles.id, eventEnrollments.profile_id))
        .leftJoin(table, eq(table.id, column))
        .where(and(eq(eventEnrollments.event_id, eventId), inArray(eventEnrollments.status, ['enrolled', 'attended'])))
        .groupBy(table.name)
        .orderBy(sql`count(*) desc`, table.name);
    },

    /** Registrations per day in India, oldest first. */
    async perDay(eventId: number) {
      const day = sql<string>`to_char(${eventEnrollments.inserted_at} at time zone 'Asia/Kolkata', 'YYYY-MM-DD')`;
      return db
        .select({ day, count: sql<number>`count(*)::int` })
        .from(eventEnrollments)
        .where(eq(eventEnrollments.event_id, eventId))
        .groupBy(day)
        .orderBy(day);
    },

    /** A student's registrations with their events, newest first (event_enrollments_profile_idx). */
    async mine(profileId: number, page: PageRequest) {
      const where = eq(eventEnrollments.profile_id, profileId);
      const rows = await db
        .select({ enrollment: eventEnrollments, event: eventColumns })
        .from(eventEnrollments)
        .innerJoin(events, eq(events.id, eventEnrollments.event_id))
        .innerJoin(orgs, eq(orgs.id, events.org_id))
        .where(where)
        .orderBy(...newestFirst)
        .limit(page.count)
        .offset(page.offset);
      const [n] = await db.select({ n: count() }).from(eventEnrollments).where(where);
      return { rows, total: n?.n ?? 0 };
    },
  };
}

export type EnrollmentsRepo = ReturnType<typeof createEnrollmentsRepo>;
