import type { MyQuestDetail, QuestDetail, StepKind } from '@lbd/shared/quests';
import type { StepMark } from './components/quest-graph';

/**
 * Where a step of a student's quest opens, in the quest's context (SPEC §2.1's nested routes): projects and
 * learning paths under /myQuests/{my_quest_id}; quizzes and question banks on their own pages. Activities
 * have no page of their own for a student to start from (/activity/{id} is the author's), so they lead to
 * the quest's page. Pure.
 */
export function stepHref(step: { kind: StepKind; ref_id: number }, myQuestId: number, questId: number): string {
  switch (step.kind) {
    case 'project':
      return `/myQuests/${myQuestId}/projects/${step.ref_id}`;
    case 'resource_group':
      return `/myQuests/${myQuestId}/resourceGroups/${step.ref_id}`;
    case 'quiz':
      return `/quiz/${step.ref_id}`;
    case 'question_bank':
      return `/questionBank/${step.ref_id}`;
    case 'activity':
      return `/quests/${questId}`;
  }
}

/** Each step's state for the student, and its link while it is open (a locked one explains itself). */
export function studentMarks(quest: QuestDetail, mine: MyQuestDetail): Record<string, StepMark> {
  const byKey = new Map(quest.steps.map((s) => [s.key, s]));
  const marks: Record<string, StepMark> = {};
  for (const s of mine.steps) {
    const step = byKey.get(s.key);
    if (!step) continue;
    marks[s.key] = {
      state: s.state,
      href: s.state !== 'locked' && step.available ? stepHref(step, mine.id, quest.id) : undefined,
    };
  }
  return marks;
}
