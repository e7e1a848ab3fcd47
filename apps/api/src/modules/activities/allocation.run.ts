import type { Tx } from '../../db/sql';
import type { ActivitiesRepo, AssignmentRow } from './activities.repo';
import { isRateable } from './activities.policy';
import { allocateEvaluators } from './allocation';
import type { PeerRepo } from './peer.repo';

/**
 * Allocate evaluators for an activity's submitted work, keeping what was allocated before. Used by
 * admin auto_enroll and, once an activity has allocations, on every first submission, so a late
 * submitter gets reviewers (and joins the pool) without anyone running it again.
 */
export async function runAllocation(tx: Tx, repo: ActivitiesRepo, peer: PeerRepo, a: AssignmentRow) {
  const submitted = (await repo.enrolments(a.id, tx)).filter(({ my }) => isRateable(my.status));
  const existing = (await peer.allocations(a.id, tx)).map((x) => ({
    submissionId: x.my_assignment_id,
    evaluatorId: x.evaluator_profile_id,
  }));
  const result = allocateEvaluators({
    submissions: submitted.map(({ my }) => ({ id: my.id, authorId: my.profile_id })),
    evaluators: submitted.map(({ my }) => my.profile_id),
    existing,
    perSubmission: a.evaluators_per_submission,
  });
  await peer.addAllocations(a.id, result.added, 'auto', tx);
  return result;
}
