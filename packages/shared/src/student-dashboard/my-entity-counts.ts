import { z } from 'zod';

/*
 * GET /api/get_my_entity_counts (SPEC §7.4): what the signed-in student is taking part in, counted.
 * Applications and registrations withdrawn or turned down are not counted; club memberships are.
 */

const n = z.number().int().min(0);

export const myEntityCountsSchema = z.object({
  /** Full- and part-time jobs applied to (applied, shortlisted or selected). */
  jobs: n,
  /** Internships applied to, as jobs are counted. */
  internships: n,
  /** Of those jobs and internships, the ones that selected the student. */
  selected: n,
  /** Events registered for (applied, enrolled or attended). */
  events: n,
  /** Clubs the student is a member of (any role). */
  clubs: n,
  /** Club join requests waiting for an answer. */
  pending_club_requests: n,
  /** Activities the student is enrolled in, and of them those complete. */
  activities: n,
  activities_complete: n,
});
export type MyEntityCounts = z.infer<typeof myEntityCountsSchema>;
export const myEntityCountsResponseSchema = z.object({ data: myEntityCountsSchema });
