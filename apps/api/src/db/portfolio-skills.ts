import { sql, type SQL } from 'drizzle-orm';
import {
  educations,
  externalCourses,
  externalEvents,
  externalProjects,
  internships,
  readings,
  socialClubs,
  subjects,
} from './schema';

/** Every portfolio section whose entries name skills (SPEC §3.2). */
export const PORTFOLIO_SKILL_TABLES = [
  educations,
  subjects,
  externalCourses,
  readings,
  socialClubs,
  externalProjects,
  internships,
  externalEvents,
];

/**
 * The skills the portfolios of some students show, one row per student and skill (a skill named in
 * several entries of one student counts once): `(profile_id, skill_id)` rows for the profile ids the
 * `profileIds` subquery selects.
 */
export const heldSkills = (profileIds: SQL): SQL =>
  sql.join(
    PORTFOLIO_SKILL_TABLES.map(
      (t) => sql`select ${t.profile_id} as profile_id, unnest(${t.skill_ids}) as skill_id
        from ${t} where ${t.profile_id} in (${profileIds})`,
    ),
    sql` union `,
  );
