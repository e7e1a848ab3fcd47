import {
  canSeeContent,
  managesContent,
  mayAuthor,
  ownerOrgOf,
  runsContent,
  AUTHOR_ACCESS,
  MENTOR_ACCESS,
  STUDENT_ACCESS,
  type LearningCaller,
  type Owned,
} from '../../lib/learning-content/policy';

/*
 * Who may do what with learning content (decision 0073): the rules every kind shares are in
 * lib/learning-content; a project's mentors review its work.
 */

export {
  AUTHOR_ACCESS,
  canSeeContent,
  managesContent,
  mayAuthor,
  MENTOR_ACCESS,
  ownerOrgOf,
  runsContent,
  STUDENT_ACCESS,
};
export type { LearningCaller, Owned };

/** May this caller review a project's work and answer its students' requests? Its managers and mentors. */
export function mentorsProject(
  caller: LearningCaller | null,
  project: Owned & { mentor_profile_ids: readonly number[] },
): boolean {
  if (runsContent(caller, project)) return true;
  return (
    caller !== null &&
    caller.active &&
    caller.profileType === 'ADVISOR' &&
    caller.profileId !== null &&
    project.mentor_profile_ids.includes(caller.profileId)
  );
}
