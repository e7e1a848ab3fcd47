import type { Nudge } from '@lbd/shared';
import type { NudgeRow } from './mentor-nudges.repo';
import { nudgeOutcome } from './mentor-nudges.rules';

/** A nudge row as the dashboard answers it, its outcome as of `now`. */
export const toNudge = (r: NudgeRow, now: Date): Nudge => ({
  id: r.id,
  profile_id: r.profile_id,
  assignment_id: r.assignment_id,
  reason: r.reason,
  sent_at: r.sent_at.toISOString(),
  outcome: nudgeOutcome(r.sent_at, r.came_back_at, now),
  came_back_at: r.came_back_at?.toISOString() ?? null,
});
