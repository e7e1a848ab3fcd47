import { NUDGE_COOLDOWN_HOURS, NUDGE_RETURN_DAYS, type NudgeOutcome } from './constants';

const OUTCOME_WORDS: Record<NudgeOutcome, string> = {
  came_back: 'came back',
  waiting: 'not back yet',
  did_not: `did not come back within ${NUDGE_RETURN_DAYS} days`,
};

/** Texts of the mentor's nudges (the spec shows none: the product's own words). */
export const MENTOR_NUDGE_TEXTS = {
  /** 409 of POST /api/mentor_dashboard/nudges. */
  nudgedRecently: `You nudged this student in the last ${NUDGE_COOLDOWN_HOURS} hours. You can nudge them again a day after your last nudge.`,
  badReason: 'Choose a reason: late, inactive or low score',
  nudge: 'Nudge',
  /** The button's accessible name: the list may hold one student several times (once per activity). */
  nudgeLabel: (student: string, activity: string) => `Nudge ${student} about ${activity}`,
  /** The disabled button, within a day of the last nudge ('2 hours ago'). */
  nudged: (ago: string) => `Nudged ${ago}`,
  sent: (student: string) => `${student} got your nudge.`,
  lastNudge: (ago: string, outcome: NudgeOutcome) => `Last nudge ${ago}: ${OUTCOME_WORDS[outcome]}`,
  returns: (cameBack: number, decided: number) =>
    `${cameBack} of ${decided} nudged ${decided === 1 ? 'student' : 'students'} came back within ${NUDGE_RETURN_DAYS} days`,
  waiting: (n: number) =>
    `${n} nudged ${n === 1 ? 'student is' : 'students are'} still within the ${NUDGE_RETURN_DAYS} days`,
} as const;
