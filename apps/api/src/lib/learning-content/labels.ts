import type { Db } from '../../db/client';
import { catalogueNames } from '../../db/catalogue-names';
import { profiles } from '../../db/schema';
import type { Tx } from '../../db/sql';
import { inArray } from 'drizzle-orm';

/* The names a list of learning content shows beside its rows: tags, authors, organisations. */

type Runner = Db | Tx;
const iso = (d: Date | null) => (d ? d.toISOString() : null);

export interface Tagged {
  skill_ids: number[];
  job_role_ids: number[];
  life_skill_ids: number[];
  programs: string[];
  org_id: number | null;
  created_by_profile_id: number | null;
  status: string;
  published_at: Date | null;
  updated_at: Date;
}

/** Authors' names by profile id. */
export async function personNames(db: Runner, ids: readonly number[]): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: profiles.id, name: profiles.full_name })
    .from(profiles)
    .where(inArray(profiles.id, unique));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Names for the tags, authors and organisations of rows, and a function presenting one row's. */
export function contentLabels(db: Db) {
  const names = catalogueNames(db);
  return async function labels<S extends string, P extends string>(
    rows: readonly Tagged[],
    extraPeople: number[] = [],
  ) {
    const [n, people] = await Promise.all([
      names.names({
        skillIds: rows.flatMap((r) => r.skill_ids),
        jobRoleIds: rows.flatMap((r) => r.job_role_ids),
        lifeSkillIds: rows.flatMap((r) => r.life_skill_ids),
        orgIds: rows.flatMap((r) => (r.org_id ? [r.org_id] : [])),
      }),
      personNames(db, [
        ...rows.flatMap((r) => (r.created_by_profile_id ? [r.created_by_profile_id] : [])),
        ...extraPeople,
      ]),
    ]);
    const skill = new Map(n.skills.map((s) => [s.id, s.display_name]));
    const role = new Map(n.jobRoles.map((s) => [s.id, s.name]));
    const life = new Map(n.lifeSkills.map((s) => [s.id, s.name]));
    const org = new Map(n.orgs.map((s) => [s.id, s.name]));
    const pick = (ids: number[], from: Map<number, string>) =>
      ids.flatMap((id) => (from.has(id) ? [{ id, name: from.get(id)! }] : []));
    const person = (id: number | null) => (id && people.has(id) ? { profile_id: id, name: people.get(id)! } : null);
    return {
      person,
      of: (r: Tagged) => ({
        skills: pick(r.skill_ids, skill),
        job_roles: pick(r.job_role_ids, role),
        life_skills: pick(r.life_skill_ids, life),
        programs: r.programs as P[],
        status: r.status as S,
        author: person(r.created_by_profile_id),
        org: r.org_id && org.has(r.org_id) ? { id: r.org_id, name: org.get(r.org_id)! } : null,
        published_at: iso(r.published_at),
        updated_at: r.updated_at.toISOString(),
      }),
    };
  };
}
