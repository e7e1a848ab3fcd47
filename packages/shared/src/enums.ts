export const PROFILE_TYPES = ['STUDENT', 'ADVISOR', 'COMPANY', 'INSTITUTION'] as const;
export type ProfileType = (typeof PROFILE_TYPES)[number];

export const ORG_TYPES = ['INSTITUTION', 'COMPANY'] as const;
export type OrgType = (typeof ORG_TYPES)[number];

export const SKILL_TYPES = ['DOMAIN', 'TECHNICAL'] as const;
export type SkillType = (typeof SKILL_TYPES)[number];

export const DEGREE_LEVELS = ['DIPLOMA', 'UG', 'PG', 'DOCTORATE'] as const;
export type DegreeLevel = (typeof DEGREE_LEVELS)[number];

export const STATE_TYPES = ['STATE', 'UNION_TERRITORY'] as const;
export type StateType = (typeof STATE_TYPES)[number];

/** Kinds of lookup served by GET /api/lookups?type=... */
export const LOOKUP_TYPES = [
  'COUNTRY_CODE',
  'STATE',
  'CITY',
  'DEGREE',
  'SPECIALIZATION',
  'DESIGNATION',
  'LIFE_SKILL',
  'JOB_ROLE',
  'INSTITUTE',
  'COMPANY',
] as const;
export type LookupType = (typeof LOOKUP_TYPES)[number];
