import type { Loader } from './loader';

/** The lookup catalogue as the generator needs it (read from the database, so ids are real). */
export interface ScaleCatalogue {
  degrees: { id: number; name: string; level: string }[];
  specializations: { id: number; name: string; stream: string }[];
  jobRoles: {
    id: number;
    name: string;
    description: string;
    type: string;
    skillIds: number[];
    lifeSkillIds: number[];
  }[];
  skills: Map<number, string>;
  cities: { id: number; name: string; stateId: number; state: string }[];
  designations: number[];
  orgs: { id: number; type: 'COMPANY' | 'INSTITUTION'; name: string; cityId: number | null; stateId: number | null }[];
}

/** Which specialization streams a degree belongs to (by catalogue name). */
export const DEGREE_STREAMS: Record<string, string[]> = {
  'Diploma in Engineering': ['Engineering'],
  'B.Tech': ['Engineering'],
  'B.E.': ['Engineering'],
  'M.Tech': ['Engineering'],
  'M.E.': ['Engineering'],
  BCA: ['Computer Applications'],
  MCA: ['Computer Applications'],
  'B.Sc': ['Science'],
  'M.Sc': ['Science'],
  'B.Com': ['Commerce'],
  'M.Com': ['Commerce'],
  BBA: ['Management'],
  BMS: ['Management'],
  MBA: ['Management'],
  PGDM: ['Management'],
  'B.A.': ['Arts'],
  'M.A.': ['Arts'],
  LLB: ['Law'],
  'BA LLB': ['Law'],
  'B.Pharm': ['Pharmacy'],
  'M.Pharm': ['Pharmacy'],
  'B.Des': ['Design'],
  'M.Des': ['Design'],
  'B.Arch': ['Architecture'],
  MBBS: ['Medicine'],
  'B.Ed': ['Education'],
};

/** How common each degree is among generated students. */
export const DEGREE_WEIGHTS: [string, number][] = [
  ['B.Tech', 30],
  ['B.E.', 8],
  ['BCA', 6],
  ['B.Sc', 10],
  ['B.Com', 10],
  ['BBA', 6],
  ['B.A.', 6],
  ['MBA', 8],
  ['M.Tech', 3],
  ['MCA', 4],
  ['M.Sc', 3],
  ['LLB', 2],
  ['B.Pharm', 2],
  ['B.Des', 1],
  ['B.Arch', 1],
];

/** The earlier degree a postgraduate student holds. */
export const PREVIOUS_DEGREE: Record<string, string> = {
  MBA: 'B.Com',
  'M.Tech': 'B.Tech',
  MCA: 'BCA',
  'M.Sc': 'B.Sc',
  'M.E.': 'B.E.',
  'M.Com': 'B.Com',
  'M.A.': 'B.A.',
};

/** Which career-path types suit a stream. */
export const STREAM_ROLE_TYPES: Record<string, string[]> = {
  Engineering: ['Technology', 'Data', 'Core Engineering'],
  'Computer Applications': ['Technology', 'Data'],
  Science: ['Data', 'Healthcare', 'Technology'],
  Commerce: ['Finance', 'Business'],
  Management: ['Business', 'Marketing', 'Human Resources', 'Finance'],
  Arts: ['Media', 'Education', 'Human Resources'],
  Law: ['Law'],
  Pharmacy: ['Healthcare'],
  Medicine: ['Healthcare'],
  Design: ['Design'],
  Architecture: ['Design'],
  Education: ['Education'],
};

/** How many jobs of each career-path type organisations post. */
export const ROLE_TYPE_WEIGHTS: [string, number][] = [
  ['Technology', 30],
  ['Data', 12],
  ['Core Engineering', 10],
  ['Business', 9],
  ['Finance', 9],
  ['Marketing', 8],
  ['Design', 5],
  ['Human Resources', 4],
  ['Media', 4],
  ['Healthcare', 4],
  ['Law', 2],
  ['Education', 3],
];

export async function loadCatalogue(loader: Loader): Promise<ScaleCatalogue> {
  const [degrees, specializations, roles, roleSkills, roleLife, skills, cities, designations, orgs] = [
    await loader.query<{ id: number; name: string; level: string }>(
      'select id, name, level from degrees where active order by id',
    ),
    await loader.query<{ id: number; name: string; stream: string }>(
      'select id, name, stream from specializations where active order by id',
    ),
    await loader.query<{ id: number; name: string; description: string; type: string }>(
      'select id, name, description, type from job_roles where active order by id',
    ),
    await loader.query<{ job_role_id: number; skill_id: number }>(
      'select job_role_id, skill_id from job_role_skills order by job_role_id, skill_id',
    ),
    await loader.query<{ job_role_id: number; life_skill_id: number }>(
      'select job_role_id, life_skill_id from job_role_life_skills order by job_role_id, life_skill_id',
    ),
    await loader.query<{ id: number; display_name: string }>('select id, display_name from skills order by id'),
    await loader.query<{ id: number; name: string; state_id: number; state: string }>(
      'select c.id, c.name, c.state_id, s.name as state from cities c join states s on s.id = c.state_id order by c.id',
    ),
    await loader.query<{ id: number }>('select id from designations order by id'),
    await loader.query<{
      id: number;
      org_type: 'COMPANY' | 'INSTITUTION';
      full_name: string;
      city_id: number | null;
      state_id: number | null;
    }>('select id, org_type, full_name, city_id, state_id from orgs where active order by id'),
  ];
  const group = (rows: { job_role_id: number }[], value: (r: never) => number) => {
    const m = new Map<number, number[]>();
    for (const r of rows) {
      const list = m.get(r.job_role_id) ?? [];
      list.push(value(r as never));
      m.set(r.job_role_id, list);
    }
    return m;
  };
  const skillsOf = group(roleSkills, (r: { skill_id: number }) => r.skill_id);
  const lifeOf = group(roleLife, (r: { life_skill_id: number }) => r.life_skill_id);
  if (degrees.length === 0 || roles.length === 0 || cities.length === 0)
    throw new Error('The lookup catalogue is empty: run `npm run db:seed` (or start the API once) first.');
  return {
    degrees,
    specializations,
    jobRoles: roles.map((r) => ({ ...r, skillIds: skillsOf.get(r.id) ?? [], lifeSkillIds: lifeOf.get(r.id) ?? [] })),
    skills: new Map(skills.map((s) => [s.id, s.display_name])),
    cities: cities.map((c) => ({ id: c.id, name: c.name, stateId: c.state_id, state: c.state })),
    designations: designations.map((d) => d.id),
    orgs: orgs.map((o) => ({ id: o.id, type: o.org_type, name: o.full_name, cityId: o.city_id, stateId: o.state_id })),
  };
}
