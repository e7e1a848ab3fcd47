import type { OrgType } from '@lbd/shared/enums';
import { api, type ApiAnswer } from './api-client';
import type { SearchOption } from './search-option';

/** Searches of the lookup catalogue used by the sign-in and profile forms (SPEC §3.3, §7.7). */

const COUNT = 20;

export async function searchCountryCodes(text: string): Promise<SearchOption[]> {
  const response = await api.get('/api/lookups', {
    params: { type: 'COUNTRY_CODE', text: text || undefined, count: COUNT },
  });
  return response.data.data.map((item) => ({ id: item.id, label: item.desc ?? item.name, code: item.code }));
}

export async function searchOrgs(orgType: OrgType | undefined, text: string): Promise<SearchOption[]> {
  const response = await api.get('/api/orgs', {
    params: { org_type: orgType, query: text || undefined, count: COUNT },
  });
  return response.data.map((org) => ({
    id: org.id,
    label: org.full_name,
    secondary: [org.city, org.state].filter(Boolean).join(', ') || null,
  }));
}

export async function searchDegrees(text: string): Promise<SearchOption[]> {
  const response = await api.get('/api/degrees', {
    params: { query: text || undefined, count: COUNT },
  });
  return response.data.map((degree) => ({
    id: degree.id,
    label: degree.name,
    secondary: degree.full_name !== degree.name ? degree.full_name : null,
  }));
}

const named =
  (path: '/api/specializations' | '/api/designations') =>
  async (text: string): Promise<SearchOption[]> => {
    const response = await api.get(path, { params: { query: text || undefined, count: COUNT } });
    return response.data.map((item) => ({ id: item.id, label: item.name }));
  };

export const searchSpecializations = named('/api/specializations');
export const searchDesignations = named('/api/designations');
export const searchStates = async (text: string): Promise<SearchOption[]> => {
  const response = await api.get('/api/states', { params: { query: text || undefined, count: 100 } });
  return response.data.map((item) => ({ id: item.id, label: item.name }));
};

export async function searchCities(stateId: number, text: string): Promise<SearchOption[]> {
  const response = await api.get('/api/cities', {
    params: { state_id: stateId, query: text || undefined, count: 50 },
  });
  return response.data.map((item) => ({ id: item.id, label: item.name }));
}

export async function searchSkills(text: string): Promise<SearchOption[]> {
  const response = await api.get('/api/skills', {
    params: { query: text || undefined, count: COUNT },
  });
  return response.data.map((skill) => ({ id: skill.id, label: skill.display_name }));
}

/** The catalogue lists whose entries a saved profile holds by id, each entry with its name. */
export type NamedListPath =
  '/api/states' | '/api/cities' | '/api/designations' | '/api/degrees' | '/api/specializations';
/** An entry of one of those lists. */
type NamedEntry = ApiAnswer<'GET', NamedListPath>['data'][number];

/**
 * The name of a catalogue entry known only by id (a saved profile holds ids): walks the list's
 * pages of 100 until it finds it. Null when it is not there.
 */
export async function findNameById(
  path: NamedListPath,
  id: number,
  params: { state_id?: number } = {},
  nameOf: (item: NamedEntry) => string = (item) => item.name,
): Promise<string | null> {
  for (let page = 1; page <= 20; page += 1) {
    const response = await api.get(path, { params: { ...params, page, count: 100 } });
    const found = response.data.find((item) => item.id === id);
    if (found) return nameOf(found);
    if (!response.pagination || page >= response.pagination.total_pages) return null;
  }
  return null;
}

/** Skill names of the catalogue for a multi-select, searched by prefix on the server. */
export async function searchSkillNames(text: string): Promise<string[]> {
  return (await searchSkills(text)).map((skill) => skill.label);
}

/** POST /api/skills: the inline 'Create New "x"' option; answers the skill (201 created, 200 already there). */
export async function createSkill(displayName: string): Promise<{ id: number; display_name: string }> {
  const response = await api.post('/api/skills', {
    body: { display_name: displayName },
  });
  return response.data;
}

/** Names of all career paths ('All Roles'), searched by prefix on the server. */
export async function searchJobRoleNames(text: string): Promise<string[]> {
  const response = await api.get('/api/my_portfolio/list_job_roles', {
    params: { query: text || undefined, count: COUNT },
  });
  return response.data.map((role) => role.name);
}

/** Names of the life skills (one short list). */
export async function fetchLifeSkillNames(): Promise<string[]> {
  const response = await api.get('/api/my_portfolio/fetch_life_skill_roles');
  return response.data.map((skill) => skill.name);
}

/** Cache keys of the name lists; the portfolio modal preloads the first pages when it opens. */
export const NAME_LIST_KEYS = {
  skills: (text: string) => ['lookups', 'skill-names', text] as const,
  allRoles: (text: string) => ['lookups', 'job-role-names', text] as const,
  lifeSkills: ['lookups', 'life-skill-names'] as const,
};

/** Career paths of the catalogue (GET /api/job_roles), searched by prefix: jobs, events and learning content. */
export async function searchJobRoles(text: string): Promise<SearchOption[]> {
  const { data } = await api.get('/api/job_roles', { params: { query: text.trim() || undefined, count: COUNT } });
  return data.map((role) => ({ id: role.id, label: role.name }));
}

/** Life skills (one short list), filtered as the user types. */
export async function searchLifeSkills(text: string): Promise<SearchOption[]> {
  const { data } = await api.get('/api/my_portfolio/fetch_life_skill_roles');
  const needle = text.trim().toLowerCase();
  return data
    .filter((skill) => !needle || skill.name.toLowerCase().includes(needle))
    .map((skill) => ({ id: skill.id, label: skill.name }));
}
