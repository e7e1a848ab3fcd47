import type { CurrentUser } from '@lbd/shared/identity';
import type { QuestStepView, StepKind } from '@lbd/shared/quests';

/*
 * How the quest pages word and link things (pure): the steps per kind on a card, weeks and price, and
 * where each step opens in the quest's context.
 */

const KIND_NOUNS: Record<StepKind, [string, string]> = {
  project: ['project', 'projects'],
  resource_group: ['learning path', 'learning paths'],
  quiz: ['quiz', 'quizzes'],
  question_bank: ['question bank', 'question banks'],
  activity: ['activity', 'activities'],
};
const KIND_ORDER: StepKind[] = ['project', 'resource_group', 'quiz', 'question_bank', 'activity'];

/** Steps per kind as a quest's summary gives them. */
export type KindCounts = readonly { kind: StepKind; count: number }[];

/** '3 projects, 2 quizzes, 1 activity' from the card's steps per kind (kinds with none left out). */
export function kindsText(kinds: KindCounts): string {
  const counts: Partial<Record<string, number>> = Object.fromEntries(kinds.map((k) => [k.kind, k.count]));
  return KIND_ORDER.filter((k) => (counts[k] ?? 0) > 0)
    .map((k) => {
      const n = counts[k]!;
      return `${n} ${KIND_NOUNS[k][n === 1 ? 0 : 1]}`;
    })
    .join(', ');
}

export const countText = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** '12 weeks', or null when the quest names no duration. */
export const weeksText = (weeks: number | null) => (weeks === null ? null : countText(weeks, 'week', 'weeks'));

/** Rupees from paise: '₹499', or 'Free'. */
export function priceText(paise: number): string {
  if (paise <= 0) return 'Free';
  return `₹${(paise / 100).toLocaleString('en-IN', { maximumFractionDigits: 2 })}`;
}

/** Who writes quests and reads their dashboards: mentors, companies, institutions and admins (routes.ts AUTHORS). */
export function canAuthorQuests(user: CurrentUser | null | undefined): boolean {
  if (!user) return false;
  if (user.is_admin) return true;
  const type = user.profile?.profile_type;
  return type === 'ADVISOR' || type === 'COMPANY' || type === 'INSTITUTION';
}

/**
 * Where a step opens inside the student's quest: a project or learning path under /myQuests/{id}/... (the
 * student's own once they have one), a quiz or question bank on its page, an activity once the student is
 * enrolled in it (its page is the enrolment's). Null: nowhere to go yet.
 */
export function stepHref(
  myQuestId: number,
  step: Pick<QuestStepView, 'kind' | 'ref_id'>,
  myItemId: number | null,
): string | null {
  switch (step.kind) {
    case 'project':
      return myItemId !== null
        ? `/myQuests/${myQuestId}/myProjects/${myItemId}`
        : `/myQuests/${myQuestId}/projects/${step.ref_id}`;
    case 'resource_group':
      return myItemId !== null
        ? `/myQuests/${myQuestId}/myLearning/${myItemId}`
        : `/myQuests/${myQuestId}/resourceGroups/${step.ref_id}`;
    case 'quiz':
      return `/quiz/${step.ref_id}`;
    case 'question_bank':
      return `/questionBank/${step.ref_id}`;
    case 'activity':
      return myItemId !== null ? `/myActivity/${myItemId}` : null;
  }
}

/** Texts of the quest pages that the contract (QUEST_TEXTS) does not hold. */
export const PAGE_TEXTS = {
  listTitle: 'Quests',
  listIntro:
    'Career tracks you follow for weeks: projects, learning paths, quizzes and activities in order, with clear gates.',
  search: 'Search quests',
  filtersLabel: 'Filter quests',
  freeOnly: 'Free only',
  mine: 'Mine, with drafts',
  anyProgram: 'Any program',
  program: 'Program',
  skills: 'Skills',
  emptyMine: 'You have not written a quest yet. Create one to give students a track to follow.',
  emptyFiltered: 'No quests match these filters.',
  emptyAll: 'No quests are published yet. Check back soon.',
  listFailed: 'The quests could not be loaded.',
  retry: 'Try again',
  create: 'Create Quest',
  paidQuest: 'A paid quest: enrol to see its price and buy it, or continue if you already have it.',
  chooseCohort: 'Cohort',
  noSteps: 'No steps yet.',
  noDescription: 'No description yet.',
  leaveHeading: 'Leave this quest?',
  leaveBody: 'Your progress stops showing here. Work you finished stays yours and counts again if you enrol later.',
  noActivityYet: 'Your mentor adds you to this activity; it opens here once they do.',
  whyLocked: 'Why is this locked?',
  unlockWith: 'Complete these to unlock it:',
  lockFailed: 'Why this step is locked could not be loaded.',
  notInQuest: 'This item is not a step of this quest.',
} as const;
