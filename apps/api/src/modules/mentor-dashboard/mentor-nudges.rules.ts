import { NUDGE_COOLDOWN_HOURS, NUDGE_RETURN_DAYS, type NudgeOutcome, type NudgeReturns } from '@lbd/shared';

const HOUR = 60 * 60 * 1000;

/** A mentor nudges one student at most once in NUDGE_COOLDOWN_HOURS. */
export const mayNudgeAgain = (lastSentAt: Date | null, now: Date): boolean =>
  lastSentAt === null || now.getTime() - lastSentAt.getTime() >= NUDGE_COOLDOWN_HOURS * HOUR;

/** Came back (work within the days), still waiting (the days are running), or did not. */
export function nudgeOutcome(sentAt: Date, cameBackAt: Date | null, now: Date): NudgeOutcome {
  if (cameBackAt !== null) return 'came_back';
  return now.getTime() < sentAt.getTime() + NUDGE_RETURN_DAYS * 24 * HOUR ? 'waiting' : 'did_not';
}

/** How the mentor's nudges went, one outcome per nudged student (their latest nudge). */
export function nudgeReturns(outcomes: NudgeOutcome[]): NudgeReturns {
  const came_back = outcomes.filter((o) => o === 'came_back').length;
  const waiting = outcomes.filter((o) => o === 'waiting').length;
  return { came_back, decided: outcomes.length - waiting, waiting };
}
