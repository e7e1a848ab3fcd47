import { CATALOGUE_KIND_LABELS, type CatalogueKind } from './constants';

/** Catalogue upkeep's own texts (the spec shows none beyond the form's empty-field message). */
export const CATALOGUE_TEXTS = {
  empty: 'This field cant be empty',
  tooLong: (max: number) => `cannot exceed ${max} characters`,
  pickLevel: 'Pick a degree level.',
  pickSkillType: 'Pick a skill type.',
  pickOrgType: 'Pick an organisation type.',
  pickInstitute: 'Pick an institute.',
  year: (min: number, max: number) => `Year should be between ${min} and ${max}`,
  invalidSkills: 'Please select valid skills',
  nameTaken: (kind: CatalogueKind) => `${CATALOGUE_KIND_LABELS[kind].replace(/s$/, '')} with this name already exists.`,
  mergeSame: 'Pick another entry to merge into.',
  mergeTargetMissing: 'The entry to merge into was not found.',
  mergeOrgTypes: 'Organisations of different types cannot be merged.',
  mergeBatchOrgs: 'Batches of different institutes cannot be merged.',
  mergeClash:
    'These entries cannot be merged: records of both would become the same (for example two batches of one name). Rename or merge those first.',
  alreadyAccepted: 'This skill is already accepted; merge or retire it instead.',
  notWaiting: 'Only a skill that waits for review can be rejected.',
} as const;
