import { DEGREE_LEVELS, ORG_TYPES, SKILL_TYPES } from '../enums';
import {
  BATCH_YEAR_MAX,
  BATCH_YEAR_MIN,
  CATALOGUE_DETAIL_MAX,
  CATALOGUE_NAME_MAX,
  type CatalogueKind,
} from './constants';
import { CATALOGUE_TEXTS } from './messages';

/** What a create or edit of a catalogue entry sends (the fields a kind does not use are ignored). */
export interface CatalogueEntryInput {
  name: string;
  detail?: string | null;
  code?: string | null;
  org_id?: number | null;
  year?: number | null;
  skill_ids?: number[];
}

const oneOf = (values: readonly string[], v: string | null | undefined) => !!v && values.includes(v);

/** Field messages for an entry of this kind (none: an empty object); the form and the API both ask. */
export function catalogueEntryProblems(kind: CatalogueKind, v: CatalogueEntryInput): Record<string, string> {
  const fields: Record<string, string> = {};
  const name = v.name.trim();
  if (!name) fields.name = CATALOGUE_TEXTS.empty;
  else if (name.length > CATALOGUE_NAME_MAX[kind]) fields.name = CATALOGUE_TEXTS.tooLong(CATALOGUE_NAME_MAX[kind]);
  const detail = v.detail?.trim() ?? '';
  const detailMax = CATALOGUE_DETAIL_MAX[kind];
  if (detailMax && detail.length > detailMax) fields.detail = CATALOGUE_TEXTS.tooLong(detailMax);
  switch (kind) {
    case 'degrees':
      if (!detail) fields.detail = CATALOGUE_TEXTS.empty;
      if (!oneOf(DEGREE_LEVELS, v.code)) fields.code = CATALOGUE_TEXTS.pickLevel;
      break;
    case 'specializations':
      if (!detail) fields.detail = CATALOGUE_TEXTS.empty;
      break;
    case 'skills':
      if (!oneOf(SKILL_TYPES, v.code)) fields.code = CATALOGUE_TEXTS.pickSkillType;
      break;
    case 'orgs':
      if (!oneOf(ORG_TYPES, v.code)) fields.code = CATALOGUE_TEXTS.pickOrgType;
      break;
    case 'job_roles':
      if (!detail) fields.detail = CATALOGUE_TEXTS.empty;
      if (!v.code?.trim()) fields.code = CATALOGUE_TEXTS.empty;
      else if (v.code.trim().length > 60) fields.code = CATALOGUE_TEXTS.tooLong(60);
      break;
    case 'batches':
      if (!v.org_id) fields.org_id = CATALOGUE_TEXTS.pickInstitute;
      if (v.year == null || v.year < BATCH_YEAR_MIN || v.year > BATCH_YEAR_MAX)
        fields.year = CATALOGUE_TEXTS.year(BATCH_YEAR_MIN, BATCH_YEAR_MAX);
      break;
    case 'designations':
      break;
  }
  return fields;
}
