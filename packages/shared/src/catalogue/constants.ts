/**
 * Catalogue upkeep (issue 29 item 9, decision 0085): the kinds of catalogue entries an admin keeps, and
 * their bounds. Plain values only (no zod) so pages read them without schema code.
 */
export const CATALOGUE_KINDS = [
  'skills',
  'orgs',
  'degrees',
  'specializations',
  'designations',
  'job_roles',
  'batches',
] as const;
export type CatalogueKind = (typeof CATALOGUE_KINDS)[number];

/** What each kind is called on the page (tab labels, audit). */
export const CATALOGUE_KIND_LABELS: Record<CatalogueKind, string> = {
  skills: 'Skills',
  orgs: 'Organisations',
  degrees: 'Degrees',
  specializations: 'Specializations',
  designations: 'Designations',
  job_roles: 'Job roles',
  batches: 'Batches',
};

/** Longest name per kind (the columns' lengths). */
export const CATALOGUE_NAME_MAX: Record<CatalogueKind, number> = {
  skills: 120,
  orgs: 200,
  degrees: 60,
  specializations: 160,
  designations: 120,
  job_roles: 120,
  batches: 80,
};

/** Longest `detail` per kind: a degree's full name, a specialization's stream, a role's description, an org's short name. */
export const CATALOGUE_DETAIL_MAX: Partial<Record<CatalogueKind, number>> = {
  degrees: 160,
  specializations: 60,
  job_roles: 2000,
  orgs: 60,
};

/** Which list shows: entries offered in pickers, retired ones, or both. */
export const CATALOGUE_STATUSES = ['all', 'active', 'retired'] as const;
export type CatalogueStatus = (typeof CATALOGUE_STATUSES)[number];

/** Batches' graduation years. */
export const BATCH_YEAR_MIN = 1970;
export const BATCH_YEAR_MAX = 2100;
/** Skills a job role names at most. */
export const JOB_ROLE_SKILLS_MAX = 50;
