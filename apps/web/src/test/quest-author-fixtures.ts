import type { MyQuestDetail, MyQuestStep, QuestDetail, QuestStepView } from '@lbd/shared/quests';

/** One step of a quest as GET /api/quests/{id} answers it. */
export function buildQuestStep(overrides: Partial<QuestStepView> = {}): QuestStepView {
  return {
    key: 'sql',
    kind: 'quiz',
    ref_id: 11,
    title: 'SQL Basics',
    available: true,
    rule: null,
    rule_text: 'Open from the start',
    skip_counts: false,
    x: null,
    y: null,
    ...overrides,
  };
}

/** Three steps: a quiz, a project gated by passing it with 70%, a learning path after the project. */
export function buildQuestSteps(): QuestStepView[] {
  return [
    buildQuestStep(),
    buildQuestStep({
      key: 'dashboard',
      kind: 'project',
      ref_id: 21,
      title: 'Sales dashboard',
      rule: { kind: 'passed', step: 'sql', min_percent: 70 },
      rule_text: 'Pass SQL Basics with 70%',
    }),
    buildQuestStep({
      key: 'stats',
      kind: 'resource_group',
      ref_id: 31,
      title: 'Statistics path',
      rule: { kind: 'completed', step: 'dashboard' },
      rule_text: 'Complete Sales dashboard',
    }),
  ];
}

/** A quest as its author (or a student) reads it. */
export function buildQuestDetail(overrides: Partial<QuestDetail> = {}): QuestDetail {
  return {
    id: 7,
    title: 'Data Analyst in 12 weeks',
    summary: 'SQL, dashboards and statistics.',
    duration_weeks: 12,
    price_paise: 0,
    points: 100,
    step_count: 3,
    kinds: [
      { kind: 'quiz', count: 1 },
      { kind: 'project', count: 1 },
      { kind: 'resource_group', count: 1 },
    ],
    enrolled_count: 0,
    my_enrolment: null,
    skills: [],
    job_roles: [],
    life_skills: [],
    programs: [],
    status: 'draft',
    author: { profile_id: 2, name: 'Vikram' },
    org: null,
    published_at: null,
    updated_at: '2026-11-29T06:00:00.000Z',
    description: '<p>Become a data analyst.</p>',
    steps: buildQuestSteps(),
    cohorts: [],
    can_edit: true,
    ...overrides,
  };
}

export function buildMyQuestStep(overrides: Partial<MyQuestStep> = {}): MyQuestStep {
  return {
    key: 'sql',
    state: 'available',
    unlocked: true,
    complete: false,
    started_on: null,
    best_percent: null,
    my_item_id: null,
    grant: null,
    reasons: [],
    ...overrides,
  };
}

/** A student part-way through the quest: the quiz done with 55%, the project locked behind the 70% gate. */
export function buildMyQuestDetail(quest: QuestDetail, overrides: Partial<MyQuestDetail> = {}): MyQuestDetail {
  return {
    id: 40,
    quest_id: quest.id,
    title: quest.title,
    status: 'Enrolled',
    cohort: null,
    enrolled_on: '2026-11-01',
    completed_at: null,
    progress: 33,
    steps_done: 1,
    steps_total: 3,
    next_step: null,
    locked_count: 2,
    portfolio_entry_id: null,
    quest,
    steps: [
      buildMyQuestStep({ key: 'sql', state: 'done', complete: true, best_percent: 55, started_on: '2026-11-02' }),
      buildMyQuestStep({
        key: 'dashboard',
        state: 'locked',
        unlocked: false,
        reasons: ['Pass SQL Basics with 70%: your best is 55%'],
      }),
      buildMyQuestStep({ key: 'stats', state: 'locked', unlocked: false, reasons: ['Complete Sales dashboard'] }),
    ],
    ...overrides,
  };
}
