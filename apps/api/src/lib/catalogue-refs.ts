/** Catalogue ids an opportunity (job, event, club) refers to. */
export interface CatalogueRefs {
  skill_ids?: number[];
  job_role_ids?: number[];
  degree_ids?: number[];
  specialization_ids?: number[];
}

export type KnownIds = (ref: {
  skillIds: number[];
  jobRoleIds: number[];
  degreeIds: number[];
  specializationIds: number[];
}) => Promise<{ skills: number; jobRoles: number; degrees: number; specializations: number }>;

/** Field messages for ids the catalogue does not hold (none: an empty object). */
export async function unknownCatalogueRefs(knownIds: KnownIds, v: CatalogueRefs): Promise<Record<string, string>> {
  const ids = {
    skillIds: v.skill_ids ?? [],
    jobRoleIds: v.job_role_ids ?? [],
    degreeIds: v.degree_ids ?? [],
    specializationIds: v.specialization_ids ?? [],
  };
  const found = await knownIds(ids);
  const fields: Record<string, string> = {};
  if (found.skills !== ids.skillIds.length) fields.skill_ids = 'Please select valid skills';
  if (found.jobRoles !== ids.jobRoleIds.length) fields.job_role_ids = 'Please select valid career paths';
  if (found.degrees !== ids.degreeIds.length) fields.degree_ids = 'Please select valid degrees';
  if (found.specializations !== ids.specializationIds.length)
    fields.specialization_ids = 'Please select valid specializations';
  return fields;
}
