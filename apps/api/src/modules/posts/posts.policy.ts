import { POST_TEXTS as T, type PostVisibility, type ProfileType } from '@lbd/shared';

/*
 * Who may post, to whom, and who may change what (issue 28 item 1, decision 0079). Pure: the service
 * reads the facts and calls these.
 */

/** The author as the rules see them. */
export interface Author {
  profileId: number;
  profileType: ProfileType;
  active: boolean;
  /** The organisation (a student's college) the profile belongs to, once accepted; else null. */
  orgId: number | null;
  /** Whether that organisation is an institution (a college). */
  orgIsInstitution: boolean;
  graduationYear: number | null;
}

export type PostingVerdict =
  | { ok: true; orgId: number | null; audienceOrgId: number | null; collegeId: number | null; batchYear: number | null }
  | { ok: false; status: 403; message: string }
  | { ok: false; status: 422; field: 'visibility'; message: string };

const speaksForOrg = (type: ProfileType) => type === 'COMPANY' || type === 'INSTITUTION';

/**
 * May this author post with this visibility, and as whom? Company and institution staff post as their
 * organisation and need an approved, active membership; everyone needs an active profile. 'college' needs
 * a college (a student's institution, or an institution's own staff); 'organisation' any organisation.
 */
export function postingVerdict(author: Author, visibility: PostVisibility): PostingVerdict {
  if (speaksForOrg(author.profileType) && (!author.active || author.orgId === null))
    return { ok: false, status: 403, message: T.orgNotApproved };
  if (!author.active) return { ok: false, status: 403, message: 'Your profile is not active.' };
  const collegeId = author.orgIsInstitution ? author.orgId : null;
  if (visibility === 'college' && collegeId === null)
    return { ok: false, status: 422, field: 'visibility', message: T.noCollege };
  if (visibility === 'organisation' && author.orgId === null)
    return { ok: false, status: 422, field: 'visibility', message: T.noOrganisation };
  return {
    ok: true,
    orgId: speaksForOrg(author.profileType) ? author.orgId : null,
    audienceOrgId: visibility === 'everyone' ? null : visibility === 'college' ? collegeId : author.orgId,
    collegeId,
    batchYear: author.profileType === 'STUDENT' && collegeId !== null ? author.graduationYear : null,
  };
}

/** The reader as visibility sees them. */
export interface ReaderFacts {
  profileId: number | null;
  orgId: number | null;
  isAdmin: boolean;
}

/** May this reader see a post with this audience? (The repo's SQL says the same for lists.) */
export function canRead(
  reader: ReaderFacts,
  post: { author_profile_id: number; visibility: PostVisibility; audience_org_id: number | null },
): boolean {
  if (post.visibility === 'everyone' || reader.isAdmin) return true;
  if (reader.profileId !== null && reader.profileId === post.author_profile_id) return true;
  return reader.orgId !== null && reader.orgId === post.audience_org_id;
}

/** Only the author edits a post. */
export const canEditPost = (reader: ReaderFacts, post: { author_profile_id: number }) =>
  reader.profileId !== null && reader.profileId === post.author_profile_id;

/** The author and admins delete a post. */
export const canDeletePost = (reader: ReaderFacts, post: { author_profile_id: number }) =>
  reader.isAdmin || canEditPost(reader, post);

/** A comment goes with its author, the post's author or an admin. */
export const canDeleteComment = (
  reader: ReaderFacts,
  comment: { author_profile_id: number },
  post: { author_profile_id: number },
) =>
  reader.isAdmin ||
  (reader.profileId !== null &&
    (reader.profileId === comment.author_profile_id || reader.profileId === post.author_profile_id));
