import { PEOPLE_TEXTS, type ProfileType } from '@lbd/shared';
import type { AuthorItem } from '../../lib/author-sources';

/** Why this profile cannot author the item (null: it can). */
export function authorProblem(
  item: AuthorItem,
  author: {
    id: number;
    profile_type: ProfileType;
    active: boolean;
    my_org_id: number | null;
    org_membership: string;
  } | null,
): string | null {
  if (!author) return PEOPLE_TEXTS.authorNotFound;
  if (author.id === item.authorProfileId) return PEOPLE_TEXTS.sameAuthor;
  if (author.profile_type === 'STUDENT') return PEOPLE_TEXTS.authorNotStaff;
  if (!author.active) return PEOPLE_TEXTS.authorInactive;
  // A job, event or club belongs to its organisation: its author acts for it.
  if (item.orgOwned && (author.my_org_id !== item.orgId || author.org_membership !== 'MEMBER'))
    return PEOPLE_TEXTS.authorOtherOrg;
  return null;
}

interface LinkLookups {
  orgType(id: number): Promise<'INSTITUTION' | 'COMPANY' | null>;
  specializationExists(id: number): Promise<boolean>;
  batch(id: number): Promise<{ id: number; org_id: number } | null>;
}

/** Field messages for a linked-entities change (none: an empty object). */
export async function linkProblems(
  v: {
    profileType: ProfileType;
    /** The institute after the change. */
    orgId: number | null;
    changes: { my_org_id?: number | null; specialization_id?: number | null; batch_id?: number | null };
  },
  look: LinkLookups,
): Promise<Record<string, string>> {
  const fields: Record<string, string> = {};
  const { changes } = v;
  const student = v.profileType === 'STUDENT';
  if (changes.my_org_id != null) {
    const type = await look.orgType(changes.my_org_id);
    if (!type) fields.my_org_id = PEOPLE_TEXTS.orgUnknown;
    else if (student && type !== 'INSTITUTION') fields.my_org_id = PEOPLE_TEXTS.orgNotInstitute;
  }
  if (!student && (changes.specialization_id != null || changes.batch_id != null)) {
    fields.profile_id = PEOPLE_TEXTS.onlyStudents;
    return fields;
  }
  if (changes.specialization_id != null && !(await look.specializationExists(changes.specialization_id)))
    fields.specialization_id = PEOPLE_TEXTS.specializationUnknown;
  if (changes.batch_id != null) {
    const batch = await look.batch(changes.batch_id);
    if (!batch) fields.batch_id = PEOPLE_TEXTS.batchUnknown;
    else if (batch.org_id !== v.orgId) fields.batch_id = PEOPLE_TEXTS.batchOtherInstitute;
  }
  return fields;
}
