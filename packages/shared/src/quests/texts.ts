import { formatDay } from '../portfolio/dates';
import type { Rule, StepKey, StepState, UnmetReason } from './rules';
import type { StepKind } from './schemas';

/*
 * How quests speak: step kinds and states, a rule as the author reads it, and why a step is locked as the
 * student reads it ('pass SQL Basics with 70%: your best is 55%'). The page, the API's answers and the
 * scorecard PDF all use these.
 */

export const STEP_KIND_LABELS: Record<StepKind, string> = {
  project: 'Project',
  resource_group: 'Learning path',
  quiz: 'Quiz',
  question_bank: 'Question bank',
  activity: 'Activity',
};

export const STEP_STATE_LABELS: Record<StepState, string> = {
  locked: 'Locked',
  available: 'Available',
  in_progress: 'In progress',
  done: 'Done',
  skipped: 'Skipped',
};

export const QUEST_TEXTS = {
  enrolled: 'You are enrolled in this quest',
  left: 'You have left this quest',
  notEnrolled: 'Enrol in this quest to follow it',
  notPublished: 'This quest is not open for enrolment',
  cohortRequired: 'Choose a cohort',
  cohortUnknown: 'That cohort is not part of this quest',
  stepUnknown: 'That step is not part of this quest',
  notLocked: 'This step is not locked',
  noUnlockSet: 'No set of steps unlocks this step: it waits for a date or a mentor',
  needsSteps: 'Add at least one step before publishing',
  stepItemMissing: (title: string) => `${title}: the item is not published`,
  stepsNotFound: 'Some steps name items that do not exist',
  granted: 'Saved: the student can see it now',
  nudged: (n: number) => (n === 1 ? 'Nudge sent to 1 student' : `Nudge sent to ${n} students`),
  completedTitle: (title: string) => `You completed the quest ${title}`,
  completedMentor: (name: string, title: string) => `${name} completed the quest ${title}`,
  nudgeTitle: (title: string) => `Keep going with ${title}`,
  unlockedTitle: (step: string, quest: string) => `${step} is unlocked in ${quest}`,
} as const;

type TitleOf = (key: StepKey) => string;

const list = (names: string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;

/** A rule as its author reads it: 'Pass SQL Basics with 70% and complete 2 of A, B and C'. */
export function ruleText(rule: Rule | null, titleOf: TitleOf): string {
  if (!rule) return 'Open from the start';
  const leaf = (r: Rule, top: boolean): string => {
    switch (r.kind) {
      case 'completed':
        return `complete ${titleOf(r.step)}`;
      case 'passed':
        return `pass ${titleOf(r.step)} with ${r.min_percent}%`;
      case 'n_of':
        return `complete ${r.n} of ${list(r.steps.map(titleOf))}`;
      case 'window': {
        const parts: string[] = [];
        if (r.from) parts.push(`from ${formatDay(r.from)}`);
        if (r.from_day != null) parts.push(`from day ${r.from_day}`);
        if (r.to) parts.push(`until ${formatDay(r.to)}`);
        if (r.to_day != null) parts.push(`until day ${r.to_day}`);
        return parts.length ? `open ${parts.join(' ')}` : 'open any day';
      }
      case 'mentor':
        return 'a mentor unlocks it';
      case 'all':
      case 'any': {
        const inner = r.rules.map((c) => leaf(c, false)).join(r.kind === 'all' ? ' and ' : ' or ');
        return top || r.rules.length === 1 ? inner : `(${inner})`;
      }
    }
  };
  const text = leaf(rule, true);
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** One unmet part of a rule, as the student reads it. */
export function reasonText(reason: UnmetReason, titleOf: TitleOf): string {
  switch (reason.kind) {
    case 'complete':
      return `Complete ${titleOf(reason.step)}`;
    case 'pass':
      return reason.best_percent === null
        ? `Pass ${titleOf(reason.step)} with ${reason.min_percent}%: not attempted yet`
        : `Pass ${titleOf(reason.step)} with ${reason.min_percent}%: your best is ${formatPercent(reason.best_percent)}`;
    case 'n_of':
      return `Complete ${reason.n} of ${list(reason.steps.map(titleOf))}: ${reason.done} done`;
    case 'opens':
      return `Opens on ${formatDay(reason.on)}`;
    case 'closed':
      return `Closed for new starts on ${formatDay(reason.on)}`;
    case 'mentor':
      return 'A mentor unlocks this step';
    case 'one_of':
      return `One of: ${reason.reasons.map((r) => reasonText(r, titleOf)).join('; or ')}`;
  }
}

/** A percent with at most one decimal: 55, 72.5. */
export function formatPercent(value: number): string {
  return `${Math.round(value * 10) / 10}%`;
}

/** A score with one decimal, as on the scorecard ('—' for none). */
export const scorecardScore = (value: number | null): string =>
  value === null ? '—' : (Math.round(value * 10) / 10).toFixed(1);
