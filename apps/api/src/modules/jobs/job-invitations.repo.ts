import { and, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  degrees,
  jobApplicationLogs,
  jobApplications,
  jobInvitations,
  jobs,
  orgs,
  profiles,
  specializations,
} from '../../db/schema';
import { latestEducationJson } from './jobs.education';
import type { PageRequest } from '../../lib/paging';
import type { Tx } from '../../db/sql';
import { jobColumns } from './jobs.repo';

const inviter = alias(profiles, 'inviter');
const actor = alias(profiles, 'actor');

/** Invitations to apply, a job's activity log and an institution's view of its students' applications. */
export function createInvitationsRepo(db: Db) {
  return {
    /** Active student profiles among these ids and emails (emails matched ignoring case). */
    async students(ids: number[], emails: string[]) {
      if (ids.length === 0 && emails.length === 0) return [];
      const lower = emails.map((e) => e.toLowerCase());
      return db
        .select({
          id: profiles.id,
          email: profiles.email,
          first_name: profiles.first_name,
          last_name: profiles.last_name,
          // What eligibility is judged on (the invitation preview).
          degree_id: profiles.degree_id,
          specialization_id: profiles.specialization_id,
          graduation_year: profiles.graduation_year,
          education: latestEducationJson(profiles.id),
        })
        .from(profiles)
        .where(
          and(
            eq(profiles.profile_type, 'STUDENT'),
            eq(profiles.active, true),
            sql`(${ids.length > 0 ? inArray(profiles.id, ids) : sql`false`} or ${
              lower.length > 0 ? inArray(sql`lower(${profiles.email})`, lower) : sql`false`
            })`,
          ),
        );
    },

    /** Invites the students not invited yet; answers the profile ids newly invited. */
    async insert(jobId: number, profileIds: number[], invitedBy: number | null, tx: Db | Tx = db) {
      if (profileIds.length === 0) return [];
      const rows = await tx
        .insert(jobInvitations)
        .values(profileIds.map((profile_id) => ({ job_id: jobId, profile_id, invited_by_profile_id: invitedBy })))
        .onConflictDoNothing({ target: [jobInvitations.job_id, jobInvitations.profile_id] })
        .returning({ profile_id: jobInvitations.profile_id });
      return rows.map((r) => r.profile_id);
    },

    /** Invited students of a job, newest first, with their application if they applied. */
    async invited(jobId: number, page: PageRequest) {
      const where = eq(jobInvitations.job_id, jobId);
      const rows = await db
        .select({
          id: jobInvitations.id,
          profile_id: jobInvitations.profile_id,
          first_name: profiles.first_name,
          last_name: profiles.last_name,
          email: profiles.email,
          institute: orgs.full_name,
          degree: degrees.name,
          specialization: specializations.name,
          graduation_year: profiles.graduation_year,
          invited_at: jobInvitations.inserted_at,
          invited_by: inviter.full_name,
          application_id: jobApplications.id,
          application_status: jobApplications.status,
        })
        .from(jobInvitations)
        .innerJoin(profiles, eq(profiles.id, jobInvitations.profile_id))
        .leftJoin(orgs, eq(orgs.id, profiles.my_org_id))
        .leftJoin(degrees, eq(degrees.id, profiles.degree_id))
        .leftJoin(specializations, eq(specializations.id, profiles.specialization_id))
        .leftJoin(inviter, eq(inviter.id, jobInvitations.invited_by_profile_id))
        .leftJoin(
          jobApplications,
          and(eq(jobApplications.job_id, jobInvitations.job_id), eq(jobApplications.profile_id, profiles.id)),
        )
        .where(where)
        .orderBy(sql`${jobInvitations.inserted_at} desc nulls last`, sql`${jobInvitations.id} desc nulls last`)
        .limit(page.count)
        .offset(page.offset);
      const [total] = await db.select({ n: count() }).from(jobInvitations).where(where);
      return { rows, total: total?.n ?? 0 };
    },

    /** Was this student invited to this job? */
    async isInvited(jobId: number, profileId: number) {
      const [row] = await db
        .select({ id: jobInvitations.id })
        .from(jobInvitations)
        .where(and(eq(jobInvitations.job_id, jobId), eq(jobInvitations.profile_id, profileId)));
      return Boolean(row);
    },

    /** Every status change of a job's applications, newest first, with the student's and the actor's names. */
    async activity(jobId: number, page: PageRequest) {
      const where = eq(jobApplications.job_id, jobId);
      const rows = await db
        .select({
          id: jobApplicationLogs.id,
          application_id: jobApplicationLogs.application_id,
          first_name: profiles.first_name,
          last_name: profiles.last_name,
          from_status: jobApplicationLogs.from_status,
          to_status: jobApplicationLogs.to_status,
          actor_name: actor.full_name,
          note: jobApplicationLogs.note,
          at: jobApplicationLogs.at,
        })
        .from(jobApplicationLogs)
        .innerJoin(jobApplications, eq(jobApplications.id, jobApplicationLogs.application_id))
        .innerJoin(profiles, eq(profiles.id, jobApplications.profile_id))
        .leftJoin(actor, eq(actor.id, jobApplicationLogs.actor_profile_id))
        .where(where)
        .orderBy(desc(jobApplicationLogs.at), desc(jobApplicationLogs.id))
        .limit(page.count)
        .offset(page.offset);
      const [total] = await db
        .select({ n: count() })
        .from(jobApplicationLogs)
        .innerJoin(jobApplications, eq(jobApplications.id, jobApplicationLogs.application_id))
        .where(where);
      return { rows, total: total?.n ?? 0 };
    },

    /**
     * Published jobs that students of an institution applied to (withdrawn applications left out),
     * with how many applied, were shortlisted and selected; latest application first.
     */
    async trainingStudentJobs(orgId: number, page: PageRequest) {
      const where = and(
        eq(profiles.my_org_id, orgId),
        eq(jobs.status, 'published'),
        ne(jobApplications.status, 'withdrawn'),
      );
      const lastApplied = sql<Date>`max(${jobApplications.inserted_at})`;
      const rows = await db
        .select({
          job: jobColumns,
          students_applied: sql<number>`count(*)::int`,
          shortlisted: sql<number>`(count(*) filter (where ${jobApplications.status} = 'shortlisted'))::int`,
          selected: sql<number>`(count(*) filter (where ${jobApplications.status} = 'selected'))::int`,
          last_applied_at: lastApplied,
        })
        .from(jobApplications)
        .innerJoin(profiles, eq(profiles.id, jobApplications.profile_id))
        .innerJoin(jobs, eq(jobs.id, jobApplications.job_id))
        .innerJoin(orgs, eq(orgs.id, jobs.org_id))
        .where(where)
        .groupBy(jobs.id, orgs.id)
        .orderBy(sql`${lastApplied} desc`, desc(jobs.id))
        .limit(page.count)
        .offset(page.offset);
      const [total] = await db
        .select({ n: sql<number>`count(distinct ${jobs.id})::int` })
        .from(jobApplications)
        .innerJoin(profiles, eq(profiles.id, jobApplications.profile_id))
        .innerJoin(jobs, eq(jobs.id, jobApplications.job_id))
        .where(where);
      return { rows, total: total?.n ?? 0 };
    },
  };
}

export type InvitationsRepo = ReturnType<typeof createInvitationsRepo>;
