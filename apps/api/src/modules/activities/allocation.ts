/*
 * Who evaluates which submission (auto_enroll). Pure: the service reads the facts and writes the
 * answer. Rules: every submission gets up to N evaluators (N per activity, default 3), never its
 * author, never the same evaluator twice; the work is spread so nobody's load exceeds another's by
 * more than one among those allocated in a run; earlier allocations are kept, so running it again
 * after late submissions only adds what is missing (late submitters enter the pool then).
 */

export interface AllocationInput {
  /** Submissions to be reviewed: the enrolment id and its author. */
  submissions: { id: number; authorId: number }[];
  /** Who may evaluate (profile ids). */
  evaluators: number[];
  /** Allocations made before (kept, and counted in loads). */
  existing: { submissionId: number; evaluatorId: number }[];
  perSubmission: number;
}

export interface AllocationResult {
  /** New allocations to write. */
  added: { submissionId: number; evaluatorId: number }[];
  /** Submissions still short of N evaluators (too few possible reviewers): the mentor's queue. */
  shortfall: { submissionId: number; missing: number }[];
}

export function allocateEvaluators(input: AllocationInput): AllocationResult {
  const evaluators = [...new Set(input.evaluators)].sort((a, b) => a - b);
  const load = new Map(evaluators.map((e) => [e, 0]));
  const assigned = new Map<number, Set<number>>(input.submissions.map((s) => [s.id, new Set()]));
  for (const a of input.existing) {
    assigned.get(a.submissionId)?.add(a.evaluatorId);
    if (load.has(a.evaluatorId)) load.set(a.evaluatorId, load.get(a.evaluatorId)! + 1);
  }
  // Neediest first, so a short pool is shared out before anyone gets their full N.
  const order = [...input.submissions].sort(
    (a, b) => assigned.get(a.id)!.size - assigned.get(b.id)!.size || a.id - b.id,
  );
  const added: AllocationResult['added'] = [];
  const shortfall: AllocationResult['shortfall'] = [];
  for (const [i, s] of order.entries()) {
    const have = assigned.get(s.id)!;
    let missing = input.perSubmission - have.size;
    while (missing > 0) {
      let best: number | null = null;
      // Least-loaded eligible evaluator; ties broken by a rotation so equal loads do not always
      // fall on the lowest ids.
      for (let k = 0; k < evaluators.length; k++) {
        const e = evaluators[(i + k) % evaluators.length]!;
        if (e === s.authorId || have.has(e)) continue;
        if (best === null || load.get(e)! < load.get(best)!) best = e;
      }
      if (best === null) break;
      have.add(best);
      load.set(best, load.get(best)! + 1);
      added.push({ submissionId: s.id, evaluatorId: best });
      missing--;
    }
    if (missing > 0) shortfall.push({ submissionId: s.id, missing });
  }
  return { added, shortfall };
}
