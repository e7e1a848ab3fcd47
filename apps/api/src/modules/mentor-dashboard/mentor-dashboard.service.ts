import { AT_RISK_SHOWN, type MentorDashboard } from '@lbd/shared';
import type { Db } from '../../db/client';
import { createMentorDashboardRepo } from './mentor-dashboard.repo';
import { atRiskReasons } from './mentor-dashboard.rules';
import { toNudge } from './mentor-nudges.mapper';
import { createMentorNudgesRepo } from './mentor-nudges.repo';
import { nudgeReturns } from './mentor-nudges.rules';

const isSubmitted = (status: string) => status === 'Submitted' || status === 'complete';

export function createMentorDashboardService(deps: { db: Db; clock: () => Date }) {
  const repo = createMentorDashboardRepo(deps.db);
  const nudgesRepo = createMentorNudgesRepo(deps.db);

  return {
    /** GET /api/mentor_dashboard (and the three count routes, which answer its parts). */
    async get(mentorId: number): Promise<MentorDashboard> {
      const now = deps.clock();
      const [counts, enrolments, nudgeRows] = await Promise.all([
        repo.activityCounts(mentorId, now),
        repo.enrolments(mentorId),
        nudgesRepo.latestPerStudent(mentorId),
      ]);
      const lastNudge = new Map(nudgeRows.map((r) => [r.profile_id, toNudge(r, now)]));
      const submitted = enrolments.filter((e) => isSubmitted(e.status));
      const waiting = submitted.filter((e) => e.status === 'Submitted' && e.mentor_evaluated_at === null);
      const oldest = waiting.reduce<Date | null>(
        (min, e) => (e.submitted_at && (!min || e.submitted_at < min) ? e.submitted_at : min),
        null,
      );
      const atRisk = enrolments
        .map((e) => ({ e, reasons: atRiskReasons(e, now) }))
        .filter((x) => x.reasons.length > 0)
        // Most reasons first, then the longest silent.
        .sort(
          (a, b) => b.reasons.length - a.reasons.length || a.e.last_active_at.getTime() - b.e.last_active_at.getTime(),
        );
      return {
        my_entities: { activities: counts.activities, open_activities: counts.open_activities },
        mentoring: { students: new Set(enrolments.map((e) => e.profile_id)).size, enrolments: enrolments.length },
        engage: {
          submitted: submitted.length,
          awaiting_evaluation: waiting.length,
          evaluated: enrolments.filter((e) => e.mentor_evaluated_at !== null).length,
          oldest_waiting_since: oldest?.toISOString() ?? null,
        },
        at_risk: atRisk.slice(0, AT_RISK_SHOWN).map(({ e, reasons }) => ({
          profile_id: e.profile_id,
          name: e.name,
          assignment_id: e.assignment_id,
          title: e.title,
          reasons,
          last_active_at: e.last_active_at.toISOString(),
          deadline: e.deadline.toISOString(),
          last_nudge: lastNudge.get(e.profile_id) ?? null,
        })),
        at_risk_total: atRisk.length,
        nudge_returns: nudgeReturns([...lastNudge.values()].map((n) => n.outcome)),
      };
    },
  };
}

export type MentorDashboardService = ReturnType<typeof createMentorDashboardService>;
