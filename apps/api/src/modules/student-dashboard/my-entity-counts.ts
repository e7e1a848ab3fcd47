import type { MyEntityCounts } from '@lbd/shared';
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import { clubJoinRequests, clubMembers, eventEnrollments, jobApplications, jobs, myAssignments } from '../../db/schema';

/** The student's own counts, in one statement (each part walks the profile's own index). */
export async function myEntityCounts(db: Db, profileId: number): Promise<MyEntityCounts> {
  const live = sql`${jobApplications.status} in ('applied', 'shortlisted', 'selected')`;
  const [row] = rowsOf<Record<keyof MyEntityCounts, number>>(
    await db.execute(sql`select
      (select count(*) from ${jobApplications} join ${jobs} on ${jobs.id} = ${jobApplications.job_id}
        where ${jobApplications.profile_id} = ${profileId} and ${live} and ${jobs.type} <> 'Internship')::int as jobs,
      (select count(*) from ${jobApplications} join ${jobs} on ${jobs.id} = ${jobApplications.job_id}
        where ${jobApplications.profile_id} = ${profileId} and ${live} and ${jobs.type} = 'Internship')::int as internships,
      (select count(*) from ${jobApplications}
        where ${jobApplications.profile_id} = ${profileId} and ${jobApplications.status} = 'selected')::int as selected,
      (select count(*) from ${eventEnrollments}
        where ${eventEnrollments.profile_id} = ${profileId}
          and ${eventEnrollments.status} in ('applied', 'enrolled', 'attended'))::int as events,
      (select count(*) from ${clubMembers} where ${clubMembers.profile_id} = ${profileId})::int as clubs,
      (select count(*) from ${clubJoinRequests}
        where ${clubJoinRequests.profile_id} = ${profileId} and ${clubJoinRequests.status} = 'pending')::int
        as pending_club_requests,
      (select count(*) from ${myAssignments} where ${myAssignments.profile_id} = ${profileId})::int as activities,
      (select count(*) from ${myAssignments}
        where ${myAssignments.profile_id} = ${profileId} and ${myAssignments.status} = 'complete')::int
        as activities_complete`),
  );
  return {
    jobs: Number(row!.jobs),
    internships: Number(row!.internships),
    selected: Number(row!.selected),
    events: Number(row!.events),
    clubs: Number(row!.clubs),
    pending_club_requests: Number(row!.pending_club_requests),
    activities: Number(row!.activities),
    activities_complete: Number(row!.activities_complete),
  };
}
