/** Days without any work on an open activity after which a mentee counts as at risk. */
export const AT_RISK_INACTIVE_DAYS = 14;
/** A mentor's score below this share of the activity's mentor score counts as low. */
export const AT_RISK_LOW_SCORE_SHARE = 0.4;
/** How many mentees at risk the dashboard lists (the most urgent first). */
export const AT_RISK_SHOWN = 20;
/** Why a mentee is at risk. */
export const AT_RISK_REASONS = ['late', 'inactive', 'low_score'] as const;
export type AtRiskReason = (typeof AT_RISK_REASONS)[number];

/** A mentor nudges one student at most once in this many hours. */
export const NUDGE_COOLDOWN_HOURS = 24;
/** A nudged student who does some work within this many days of the nudge came back. */
export const NUDGE_RETURN_DAYS = 7;
/**
 * What became of a nudge: the student came back within NUDGE_RETURN_DAYS, the days are still
 * running, or they ran out without any work.
 */
export const NUDGE_OUTCOMES = ['came_back', 'waiting', 'did_not'] as const;
export type NudgeOutcome = (typeof NUDGE_OUTCOMES)[number];
