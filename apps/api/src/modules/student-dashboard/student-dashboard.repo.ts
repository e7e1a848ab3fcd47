import type { ApplicationStatus, GapCloserKind } from '@lbd/shared';
import { sql } from 'drizzle-orm';
import { intArray } from '../../db/sql';
import { rowsOf, type Db } from '../../db/client';

/*
 * Read-only queries of the student dashboard over the shared schema (jobs, events, clubs, the readings
 * catalogue, notifications): each answers one widget for one student, on indexed columns.
 */

export interface ApplicationRow {
  job_id: number;
  title: string;
  org_name: string;
  type: string;
  status: ApplicationStatus;
  applied_at: Date;
  updated_at: Date;
}

export interface CloserRow {
  kind: GapCloserKind;
  id: number;
  title: string;
  reading_kind: string | null;
  skill_ids: number[];
}

const iso = (v: Date | string) => new Date(v);

export function createStudentDashboardRepo(db: Db) {
  const all = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await db.execute(query));

  return {
    /**
     * Published, still open content that carries any of these skills, at most `perKind` of each kind:
     * what the dashboard offers to close a gap.
     */
    async closers(skillIds: number[], today: string, now: Date, perKind: number): Promise<CloserRow[]> {
      if (skillIds.length === 0) return [];
      const ids = intArray(skillIds);
      const rows = await all<CloserRow>(sql`
        (select 'event' as kind, id, title, null as reading_kind, skill_ids from events
          where status = 'published' and skill_ids && ${ids} and (starts_at is null or starts_at >= ${now})
          order by starts_at nulls last, id limit ${perKind})
        union all
        (select 'club', id, title, null, skill_ids from clubs
          where status = 'published' and skill_ids && ${ids} order by published_at desc, id limit ${perKind})
        union all
        (select 'reading', id, title, kind, skill_ids from catalogue_readings
          where skill_ids && ${ids} order by id limit ${perKind})
        union all
        (select case when type = 'Internship' then 'internship' else 'job' end, id, title, null, skill_ids from jobs
          where status = 'published' and skill_ids && ${ids} and (apply_by is null or apply_by >= ${today}::date)
          order by published_at desc, id limit ${perKind})`);
      return rows.map((r) => ({ ...r, id: Number(r.id), skill_ids: r.skill_ids.map(Number) }));
    },

    /** How many applications the student has in each status. */
    applicationCounts: (profileId: number) =>
      all<{ status: ApplicationStatus; n: number }>(sql`
        select status, count(*)::int as n from job_applications where profile_id = ${profileId} group by status`),

    /** The student's latest applications, the most recently changed first. */
    async latestApplications(profileId: number, limit: number): Promise<ApplicationRow[]> {
      const rows = await all<ApplicationRow>(sql`
        select j.id as job_id, j.title, o.full_name as org_name, j.type, a.status, a.inserted_at as applied_at,
               a.updated_at
        from job_applications a
        join jobs j on j.id = a.job_id
        join orgs o on o.id = j.org_id
        where a.profile_id = ${profileId}
        order by a.updated_at desc, a.id desc
        limit ${limit}`);
      return rows.map((r) => ({ ...r, applied_at: iso(r.applied_at), updated_at: iso(r.updated_at) }));
    },

    /** Events the student registered for (applied or enrolled) that start between now and `until`. */
    async upcomingEvents(profileId: number, now: Date, until: Date, limit: number) {
      const rows = await all<{
        id: number;
        title: string;
        starts_at: Date;
        status: string;
        location: string;
        is_online: boolean;
      }>(sql`
        select e.id, e.title, e.starts_at, ee.status, e.location, e.is_online
        from event_enrollments ee
        join events e on e.id = ee.event_id
        where ee.profile_id = ${profileId} and ee.status in ('applied', 'enrolled')
          and e.starts_at >= ${now} and e.starts_at < ${until}
        order by e.starts_at, e.id
        limit ${limit}`);
      return rows.map((r) => ({ ...r, starts_at: iso(r.starts_at) }));
    },

    /**
     * Open jobs and internships in the student's career paths whose last day to apply falls between
     * today and `until`, that the student has not applied to.
     */
    deadlines: (profileId: number, today: string, until: string, limit: number) =>
      all<{ id: number; title: string; type: string; apply_by: string; org_name: string }>(sql`
        select j.id, j.title, j.type, j.apply_by::text as apply_by, o.full_name as org_name
        from jobs j
        join orgs o on o.id = j.org_id
        where j.status = 'published'
          and j.apply_by >= ${today}::date and j.apply_by <= ${until}::date
          and j.job_role_ids && (select coalesce(array_agg(job_role_id), '{}') from portfolio_job_roles where profile_id = ${profileId})
          and not exists (select 1 from job_applications a where a.job_id = j.id and a.profile_id = ${profileId})
        order by j.apply_by, j.id
        limit ${limit}`),

    /** The student's latest bell notifications. */
    async recentNotifications(profileId: number, limit: number) {
      const rows = await all<
        Record<string, unknown> & {
          id: number;
          message: string;
          viewed: boolean;
          inserted_at: Date;
          activity_type: string;
        }
      >(sql`
        select * from notifications where profile_id = ${profileId} order by inserted_at desc, id desc limit ${limit}`);
      return rows.map((r) => ({ ...r, id: Number(r.id), inserted_at: iso(r.inserted_at) }));
    },
  };
}

export type StudentDashboardRepo = ReturnType<typeof createStudentDashboardRepo>;
