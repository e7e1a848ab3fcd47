import type { JobRole, LookupItem, Org } from '@lbd/shared';
import type { OrgRow } from './lookups.repo';

const STATE_TYPE_LABEL = { STATE: 'State', UNION_TERRITORY: 'Union Territory' } as const;

export const toLookupItem = (
  id: number,
  name: string,
  desc: string | null = null,
  code: string | null = null,
): LookupItem => ({
  id,
  name,
  desc,
  code,
});

export const stateTypeLabel = (type: keyof typeof STATE_TYPE_LABEL): string => STATE_TYPE_LABEL[type];

export function toOrg(row: OrgRow): Org {
  return {
    id: row.id,
    full_name: row.full_name,
    short_name: row.short_name,
    org_type: row.org_type,
    city: row.city,
    state: row.state,
    website: row.website,
    logo_url: row.logo_url,
  };
}

export const orgPlace = (row: OrgRow): string | null => [row.city, row.state].filter(Boolean).join(', ') || null;

interface JobRoleRow {
  id: number;
  name: string;
  description: string;
  type: string;
  active: boolean;
}
interface SkillLink {
  job_role_id: number;
  id: number;
  name: string;
  display_name: string;
  type: 'DOMAIN' | 'TECHNICAL';
}
interface LifeSkillLink {
  job_role_id: number;
  id: number;
  name: string;
}

/** Attach each role's skills and life skills, fetched for the whole page at once. */
export function toJobRoles(rows: JobRoleRow[], links: { skills: SkillLink[]; lifeSkills: LifeSkillLink[] }): JobRole[] {
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    type: row.type,
    active: row.active,
    skills: links.skills
      .filter((s) => s.job_role_id === row.id)
      .map(({ id, name, display_name, type }) => ({ id, name, display_name, type })),
    life_skills: links.lifeSkills.filter((l) => l.job_role_id === row.id).map(({ id, name }) => ({ id, name })),
  }));
}
