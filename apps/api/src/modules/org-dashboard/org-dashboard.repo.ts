import type { OrgEntityKind, OrgEntityStatus } from '@lbd/shared';
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import { heldSkills } from '../../db/portfolio-skills';
import {
  clubMembers,
  clubs,
  eventEnrollments,
  events,
  jobApplicationCounts,
  jobApplicationLogs,
  jobApplications,
  jobs,
  skills,
} from '../../db/schema';
import type { PageRequest } from '../../lib/paging';

/*
 * Read-only SQL over the tables of jobs, events, clubs and portfolios: what an organisation posted and
 * how its applicants moved. Nothing here writes; every query is scoped by the organisation's id.
 */

export interface CountRow {
  kind: OrgEntityKind;
  status: OrgEntityStatus;
  n: number;
}

export interface EntityRow {
  id: number;
  title: string;
  status: OrgEntityStatus;
  job_type: string | null;
  inserted_at: Date | string;
  updated_at: Date | string;
  people: number;
}

export interface FunnelRow {
  total: number;
  applied: number;
  shortlisted: number;
  selected: number;
  withdrawn: number;
  rejected: number;
  responded: number;
  waiting: number;
  median_seconds: number | null;
}

export interface JobFunnelRow extends FunnelRow {
  id: number;
  org_id: number;
  title: string;
  type: 'Job_Fulltime' | 'Job_Parttime' | 'Internship';
  status: OrgEntityStatus;
}

/** Which jobs rows a kind covers: internships apart, every other posting type is a job. */
const jobKind = (kind: 'jobs' | 'internships'): SQL =>
  kind === 'internships' ? sql`${jobs.type} = 'Internship'` : sql`${jobs.type} <> 'Internship'`;

/**
 * An application's stage counts, how many the organisation answered and how soon (the first log row
 * that moved it, a student's withdrawal aside), and how many still wait. Over `jobs j` left-joined to
 * its applications `a` and their first response `f`.
 */
const FUNNEL_COLUMNS = sql`
  count(a.id)::int as total,
  count(a.id) filter (where a.status = 'applied')::int as applied,
  count(a.id) filter (where a.status = 'shortlisted')::int as shortlisted,
  count(a.id) filter (where a.status = 'selected')::int as selected,
  count(a.id) filter (where a.status = 'withdrawn')::int as withdrawn,
  count(a.id) filter (where a.status = 'rejected')::int as rejected,
  count(f.at)::int as responded,
  count(a.id) filter (where a.status = 'applied' and f.at is null)::int as waiting,
  round(percentile_cont(0.5) within group (order by extract(epoch from f.at - a.inserted_at)::float8))::int
    as median_seconds`;

const FUNNEL_FROM = sql`
  ${jobs} j
  left join ${jobApplications} a on a.job_id = j.id
  left join lateral (
    select min(l.at) as at from ${jobApplicationLogs} l
    where l.application_id = a.id and l.from_status is not null and l.to_status <> 'withdrawn'
  ) f on true`;

export function createOrgDashboardRepo(db: Db) {
  const rows = async <T>(query: SQL) => rowsOf<T>(await db.execute(query));

  return {
    /** Each kind of the organisation's content per status (jobs_org_idx, events_org_status_idx, clubs_org_idx). */
    async counts(orgId: number, kind?: OrgEntityKind): Promise<CountRow[]> {
      const parts: SQL[] = [];
      if (!kind || kind === 'jobs' || kind === 'internships')
        parts.push(sql`
          select case when ${jobs.type} = 'Internship' then 'internships' else 'jobs' end as kind,
                 ${jobs.status} as status, count(*)::int as n
          from ${jobs} where ${jobs.org_id} = ${orgId} group by 1, 2`);
      if (!kind || kind === 'events')
        parts.push(sql`
          select 'events' as kind, ${events.status} as status, count(*)::int as n
          from ${events} where ${events.org_id} = ${orgId} group by 2`);
      if (!kind || kind === 'clubs')
        parts.push(sql`
          select 'clubs' as kind, ${clubs.status} as status, count(*)::int as n
          from ${clubs} where ${clubs.org_id} = ${orgId} group by 2`);
      const found = await rows<CountRow>(sql.join(parts, sql` union all `));
      return kind ? found.filter((r) => r.kind === kind) : found;
    },

    /** One page of the organisation's content of a kind, every status, newest first; with its total. */
    async entities(orgId: number, kind: OrgEntityKind, status: OrgEntityStatus | undefined, page: PageRequest) {
      let from: SQL;
      let people: SQL;
      let select: SQL;
      if (kind === 'jobs' || kind === 'internships') {
        from = sql`${jobs} where ${jobs.org_id} = ${orgId} and ${jobKind(kind)}`;
        // The per-status totals the triggers keep, summed over their shards.
        people = sql`(select coalesce(sum(c.n), 0)::int from ${jobApplicationCounts} c where c.job_id = ${jobs.id})`;
        select = sql`${jobs.id} as id, ${jobs.title} as title, ${jobs.status} as status, ${jobs.type} as job_type,
          ${jobs.inserted_at} as inserted_at, ${jobs.updated_at} as updated_at`;
      } else if (kind === 'events') {
        from = sql`${events} where ${events.org_id} = ${orgId}`;
        people = sql`(select count(*)::int from ${eventEnrollments} e
          where e.event_id = ${events.id} and e.status <> 'withdrawn')`;
        select = sql`${events.id} as id, ${events.title} as title, ${events.status} as status, null as job_type,
          ${events.inserted_at} as inserted_at, ${events.updated_at} as updated_at`;
      } else {
        from = sql`${clubs} where ${clubs.org_id} = ${orgId}`;
        people = sql`(select count(*)::int from ${clubMembers} m where m.club_id = ${clubs.id})`;
        select = sql`${clubs.id} as id, ${clubs.title} as title, ${clubs.status} as status, null as job_type,
          ${clubs.inserted_at} as inserted_at, ${clubs.updated_at} as updated_at`;
      }
      const table = kind === 'events' ? events : kind === 'clubs' ? clubs : jobs;
      const filter = status ? sql` and ${table.status} = ${status}` : sql``;
      const [list, total] = await Promise.all([
        rows<EntityRow>(sql`
          select ${select}, ${people} as people from ${from}${filter}
          order by ${table.inserted_at} desc, ${table.id} desc
          limit ${page.count} offset ${page.offset}`),
        rows<{ n: number }>(sql`select count(*)::int as n from ${from}${filter}`),
      ]);
      return { rows: list, total: total[0]?.n ?? 0 };
    },

    /** The funnel across every job and internship of the organisation. */
    async orgFunnel(orgId: number): Promise<FunnelRow> {
      const [row] = await rows<FunnelRow>(sql`select ${FUNNEL_COLUMNS} from ${FUNNEL_FROM} where j.org_id = ${orgId}`);
      return row!;
    },

    /** The funnel of each of the organisation's newest postings (at most `limit`), newest first. */
    async jobFunnels(orgId: number, limit: number): Promise<JobFunnelRow[]> {
      return rows<JobFunnelRow>(sql`
        select j.id, j.org_id, j.title, j.type, j.status, ${FUNNEL_COLUMNS}
        from ${FUNNEL_FROM}
        where j.id in (
          select ${jobs.id} from ${jobs} where ${jobs.org_id} = ${orgId}
          order by ${jobs.inserted_at} desc, ${jobs.id} desc limit ${limit}
        )
        group by j.id
        order by j.inserted_at desc, j.id desc`);
    },

    /** One posting's funnel (any organisation's: the service checks whose it is). */
    async jobFunnel(jobId: number): Promise<JobFunnelRow | null> {
      const [row] = await rows<JobFunnelRow>(sql`
        select j.id, j.org_id, j.title, j.type, j.status, ${FUNNEL_COLUMNS}
        from ${FUNNEL_FROM} where j.id = ${jobId} group by j.id`);
      return row ?? null;
    },

    async postingCount(orgId: number): Promise<number> {
      const [row] = await rows<{ n: number }>(
        sql`select count(*)::int as n from ${jobs} where ${jobs.org_id} = ${orgId}`,
      );
      return row?.n ?? 0;
    },

    /**
     * The skills a job's applicants show in their portfolios: how many applicants name each (a skill
     * in several entries of one student counts once), most common first.
     */
    async applicantSkills(jobId: number, limit: number) {
      const applicants = sql`select ${jobApplications.profile_id} from ${jobApplications} where ${jobApplications.job_id} = ${jobId}`;
      const held = heldSkills(applicants);
      return rows<{ id: number; name: string; count: number }>(sql`
        select s.id, s.display_name as name, count(*)::int as count
        from (${held}) h join ${skills} s on s.id = h.skill_id
        group by s.id, s.display_name
        order by count(*) desc, s.display_name asc
        limit ${limit}`);
    },
  };
}

export type OrgDashboardRepo = ReturnType<typeof createOrgDashboardRepo>;
