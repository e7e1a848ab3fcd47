import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/sql';
import { jobRoles, lifeSkills, skills } from '../../db/schema';
import { catalogueNames } from '../../db/catalogue-names';

export type Runner = Db | Tx;

/** Display names by id, for the skills, career paths and life skills entries show. */
export interface NameMaps {
  skills: Map<number, string>;
  jobRoles: Map<number, string>;
  lifeSkills: Map<number, string>;
}

/** Names by id of these skills, career paths and life skills, from the catalogue names in memory. */
export async function entryNameMaps(
  db: Db,
  ids: { skills: Iterable<number>; jobRoles: Iterable<number>; lifeSkills: Iterable<number> },
): Promise<NameMaps> {
  const rows = await catalogueNames(db).names({
    skillIds: [...ids.skills],
    jobRoleIds: [...ids.jobRoles],
    lifeSkillIds: [...ids.lifeSkills],
  });
  return {
    skills: new Map(rows.skills.map((r) => [r.id, r.display_name])),
    jobRoles: new Map(rows.jobRoles.map((r) => [r.id, r.name])),
    lifeSkills: new Map(rows.lifeSkills.map((r) => [r.id, r.name])),
  };
}

/** Skills, career paths and life skills as entries name them: looked up (and skills created) by name. */
export function createNamesRepo(db: Db) {
  return {
    /**
     * Ids of these skills in the order given, found case-insensitively or created (TECHNICAL, display
     * name as typed). Race-safe: insert ... on conflict do nothing, then select.
     */
    async skillIds(names: readonly string[], type: 'DOMAIN' | 'TECHNICAL' = 'TECHNICAL', tx: Runner = db) {
      if (names.length === 0) return [];
      const rows = names.map((display_name) => ({ name: display_name.toLowerCase(), display_name, type }));
      // A new name waits for an admin before anyone else is offered it (an existing one is kept as it is).
      await tx
        .insert(skills)
        .values(rows.map((r) => ({ ...r, accepted: false })))
        .onConflictDoNothing({ target: skills.name });
      const found = await tx
        .select({ id: skills.id, name: skills.name })
        .from(skills)
        .where(
          inArray(
            skills.name,
            rows.map((r) => r.name),
          ),
        );
      const byName = new Map(found.map((r) => [r.name, r.id]));
      return rows.map((r) => byName.get(r.name)!);
    },

    /** One skill by name, created when missing; `created` tells which. */
    async findOrCreateSkill(displayName: string, type: 'DOMAIN' | 'TECHNICAL') {
      const name = displayName.toLowerCase();
      const [created] = await db
        .insert(skills)
        .values({ name, display_name: displayName, type, accepted: false })
        .onConflictDoNothing({ target: skills.name })
        .returning({ id: skills.id, name: skills.name, display_name: skills.display_name, type: skills.type });
      if (created) return { skill: created, created: true };
      const [found] = await db
        .select({ id: skills.id, name: skills.name, display_name: skills.display_name, type: skills.type })
        .from(skills)
        .where(eq(skills.name, name));
      return { skill: found!, created: false };
    },

    /** Ids of active career paths by name (case-insensitive), in order; null for a name not found. */
    async jobRoleIds(names: readonly string[], tx: Runner = db) {
      if (names.length === 0) return [];
      const lower = names.map((n) => n.toLowerCase());
      const found = await tx
        .select({ id: jobRoles.id, key: sql<string>`lower(${jobRoles.name})` })
        .from(jobRoles)
        .where(and(inArray(sql`lower(${jobRoles.name})`, lower), eq(jobRoles.active, true)));
      const byName = new Map(found.map((r) => [r.key, r.id]));
      return lower.map((n) => byName.get(n) ?? null);
    },

    /** Ids of life skills by name (case-insensitive), in order; null for a name not found. */
    async lifeSkillIds(names: readonly string[], tx: Runner = db) {
      if (names.length === 0) return [];
      const lower = names.map((n) => n.toLowerCase());
      const found = await tx
        .select({ id: lifeSkills.id, key: sql<string>`lower(${lifeSkills.name})` })
        .from(lifeSkills)
        .where(inArray(sql`lower(${lifeSkills.name})`, lower));
      const byName = new Map(found.map((r) => [r.key, r.id]));
      return lower.map((n) => byName.get(n) ?? null);
    },

    /** Names of all these ids, from the catalogue names in memory (a query only for ids not seen lately). */
    namesOf: (ids: { skills: Iterable<number>; jobRoles: Iterable<number>; lifeSkills: Iterable<number> }) =>
      entryNameMaps(db, ids),
  };
}

export type NamesRepo = ReturnType<typeof createNamesRepo>;
