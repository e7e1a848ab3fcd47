import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  degrees,
  jobRoles,
  portfolioJobRoles,
  profiles,
  profileTopicInterests,
  specializations,
} from '../../db/schema';
import { NotFoundError } from '../errors';
import type { StudentInterests } from './ranking';

/** What a student is after, read from their profile, chosen career paths and topic-interest skills. */
export async function loadStudentInterests(db: Db, profileId: number): Promise<StudentInterests> {
  const [[profile], roles, topics] = await Promise.all([
    db
      .select({
        degree_id: profiles.degree_id,
        degree_name: degrees.name,
        specialization_id: profiles.specialization_id,
        specialization_name: specializations.name,
      })
      .from(profiles)
      .leftJoin(degrees, eq(degrees.id, profiles.degree_id))
      .leftJoin(specializations, eq(specializations.id, profiles.specialization_id))
      .where(eq(profiles.id, profileId)),
    db
      .select({ id: jobRoles.id, name: jobRoles.name })
      .from(portfolioJobRoles)
      .innerJoin(jobRoles, eq(jobRoles.id, portfolioJobRoles.job_role_id))
      .where(eq(portfolioJobRoles.profile_id, profileId)),
    db
      .select({ id: profileTopicInterests.skill_id })
      .from(profileTopicInterests)
      .where(eq(profileTopicInterests.profile_id, profileId)),
  ]);
  if (!profile) throw new NotFoundError();
  return {
    jobRoles: new Map(roles.map((r) => [r.id, r.name])),
    skillIds: new Set(topics.map((t) => t.id)),
    degree: profile.degree_id ? { id: profile.degree_id, name: profile.degree_name ?? '' } : null,
    specialization: profile.specialization_id
      ? { id: profile.specialization_id, name: profile.specialization_name ?? '' }
      : null,
  };
}

/**
 * Rank a pool of candidates (newest first) for a student and cut one page: best fit first, among
 * equals the newer item (the sort is stable).
 */
export function rankPool<T>(
  pool: readonly T[],
  rank: (item: T) => { score: number; reason: string },
): { item: T; score: number; reason: string }[] {
  return pool.map((item) => ({ item, ...rank(item) })).sort((a, b) => b.score - a.score);
}
