import { CATALOGUE_TEXTS, type CatalogueEntry, type CatalogueKind } from '@lbd/shared';

/** Why two entries cannot be merged (null: they can): organisations of two types, batches of two institutes. */
export function mergeProblem(kind: CatalogueKind, dup: CatalogueEntry, survivor: CatalogueEntry): string | null {
  if (kind === 'orgs' && dup.code !== survivor.code) return CATALOGUE_TEXTS.mergeOrgTypes;
  if (kind === 'batches' && dup.org_id !== survivor.org_id) return CATALOGUE_TEXTS.mergeBatchOrgs;
  return null;
}
