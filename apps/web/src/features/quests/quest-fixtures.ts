import type {
  MyQuestDetail,
  MyQuestStep,
  QuestDashboard,
  QuestDetail,
  QuestStatsRow,
  QuestStepView,
  QuestStudent,
  QuestSummary,
  Scorecard,
} from '@lbd/shared/quests';

/* Quest answers as the API sends them, for the quest pages' tests; override what a test is about. */

export function buildQuestSummary(overrides: Partial<QuestSummary> = {}): QuestSummary {
  return {
    id: 5,
    title: 'Data Analyst in 12 weeks',
    summary: 'From spreadsheets to SQL and dashboards.',
    duration_weeks: 12,
    price_paise: 0,
    points: 300,
    step_count: 4,
    kinds: [
      { kind: 'resource_group', count: 1 },
      { kind: 'quiz', count: 1 },
      { kind: 'project', count: 2 },
    ],
    enrolled_count: 42,
    my_enrolment: null,
    skills: [{ id: 1, name: 'SQL' }],
    job_roles: [],
    life_skills: [],
    programs: [],
    status: 'published',
    author: { profile_id: 40, name: 'Anil Rao' },
    org: null,
    published_at: '2026-10-01T05:00:00.000Z',
    updated_at: '2026-10-01T05:00:00.000Z',
    ...overrides,
  };
}

export function buildQuestStep(overrides: Partial<QuestStepView> = {}): QuestStepView {
  return {
    key: 's1',
    kind: 'resource_group',
    ref_id: 21,
    title: 'SQL Basics path',
    available: true,
    rule: null,
    rule_text: 'Open from the start',
    skip_counts: false,
    x: null,
    y: null,
    ...overrides,
  };
}

/** Four steps: a learning path, a quiz gated on it, a project gated on passing the quiz, an activity. */
export const QUEST_STEPS: QuestStepView[] = [
  buildQuestStep(),
  buildQuestStep({
    key: 'quiz',
    kind: 'quiz',
    ref_id: 31,
    title: 'SQL quiz',
    rule: { kind: 'completed', step: 's1' },
    rule_text: 'Complete SQL Basics path',
  }),
  buildQuestStep({
    key: 'proj',
    kind: 'project',
    ref_id: 41,
    title: 'Sales dashboard',
    rule: { kind: 'passed', step: 'quiz', min_percent: 70 },
    rule_text: 'Pass SQL quiz with 70%',
  }),
  buildQuestStep({
    key: 'act',
    kind: 'activity',
    ref_id: 51,
    title: 'Peer review',
    rule: { kind: 'completed', step: 'proj' },
    rule_text: 'Complete Sales dashboard',
  }),
];

export function buildQuestDetail(overrides: Partial<QuestDetail> = {}): QuestDetail {
  return {
    ...buildQuestSummary(),
    description: '<p>Learn <strong>SQL</strong> by doing.</p><script>alert(1)</script>',
    steps: QUEST_STEPS,
    cohorts: [
      { id: 7, name: 'January batch', starts_on: '2027-01-04', ends_on: '2027-03-29', enrolled_count: 20 },
      { id: 8, name: 'April batch', starts_on: '2027-04-05', ends_on: null, enrolled_count: 3 },
    ],
    can_edit: false,
    ...overrides,
  };
}

export function buildMyQuestStep(overrides: Partial<MyQuestStep> = {}): MyQuestStep {
  return {
    key: 's1',
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

export function buildMyQuestDetail(overrides: Partial<MyQuestDetail> = {}): MyQuestDetail {
  return {
    id: 9,
    quest_id: 5,
    title: 'Data Analyst in 12 weeks',
    status: 'Enrolled',
    cohort: { id: 7, name: 'January batch' },
    enrolled_on: '2027-01-04T05:00:00.000Z',
    completed_at: null,
    progress: 25,
    steps_done: 1,
    steps_total: 4,
    next_step: { key: 'quiz', title: 'SQL quiz', kind: 'quiz' },
    locked_count: 2,
    portfolio_entry_id: null,
    quest: buildQuestDetail(),
    steps: [
      buildMyQuestStep({ key: 's1', state: 'done', complete: true, my_item_id: 61 }),
      buildMyQuestStep({ key: 'quiz', state: 'in_progress', best_percent: 55, started_on: '2027-01-10' }),
      buildMyQuestStep({
        key: 'proj',
        state: 'locked',
        unlocked: false,
        reasons: ['Pass SQL quiz with 70%: your best is 55%'],
      }),
      buildMyQuestStep({
        key: 'act',
        state: 'locked',
        unlocked: false,
        reasons: ['Complete Sales dashboard'],
      }),
    ],
    ...overrides,
  };
}

export function buildQuestDashboard(overrides: Partial<QuestDashboard> = {}): QuestDashboard {
  return {
    quest_id: 5,
    title: 'Data Analyst in 12 weeks',
    enrolled: 40,
    completed: 6,
    cohorts: [
      { id: 7, name: 'January batch', enrolled: 30, completed: 6 },
      { id: 8, name: 'April batch', enrolled: 10, completed: 0 },
    ],
    funnel: [
      {
        key: 's1',
        title: 'SQL Basics path',
        kind: 'resource_group',
        unlocked: 40,
        started: 36,
        complete: 30,
        skipped: 1,
        here: 2,
        stalled: 2,
        median_days: 4.25,
      },
      {
        key: 'quiz',
        title: 'SQL quiz',
        kind: 'quiz',
        unlocked: 30,
        started: 25,
        complete: 18,
        skipped: 0,
        here: 5,
        stalled: 5,
        median_days: 2,
      },
      {
        key: 'proj',
        title: 'Sales dashboard',
        kind: 'project',
        unlocked: 18,
        started: 12,
        complete: 6,
        skipped: 0,
        here: 0,
        stalled: 0,
        median_days: null,
      },
    ],
    at_risk: [
      {
        profile_id: 101,
        name: 'Ravi Kumar',
        progress: 10,
        last_activity_on: '2027-01-20',
        reason: 'No activity for 21 days',
      },
      {
        profile_id: 102,
        name: 'Meera Nair',
        progress: 25,
        last_activity_on: null,
        reason: 'Failed SQL quiz twice',
      },
    ],
    computed_ms: 12,
    ...overrides,
  };
}

export function buildQuestStudent(overrides: Partial<QuestStudent> = {}): QuestStudent {
  return {
    profile_id: 101,
    my_quest_id: 901,
    name: 'Ravi Kumar',
    status: 'Enrolled',
    cohort_id: 7,
    progress: 10,
    steps_done: 1,
    score: 61.25,
    last_activity_on: '2027-01-20',
    ...overrides,
  };
}

export function buildScorecard(overrides: Partial<Scorecard> = {}): Scorecard {
  return {
    quest_id: 5,
    title: 'Data Analyst in 12 weeks',
    student: { profile_id: 1, name: 'Asha Verma' },
    cohort: { id: 7, name: 'January batch' },
    status: 'Enrolled',
    progress: 50,
    steps: [
      {
        key: 's1',
        title: 'SQL Basics path',
        kind: 'resource_group',
        state: 'done',
        score: 100,
        mentor_score: null,
        peer_score: null,
      },
      {
        key: 'quiz',
        title: 'SQL quiz',
        kind: 'quiz',
        state: 'done',
        score: 72.46,
        mentor_score: null,
        peer_score: null,
      },
      {
        key: 'proj',
        title: 'Sales dashboard',
        kind: 'project',
        state: 'in_progress',
        score: 81.55,
        mentor_score: 84,
        peer_score: 77.25,
      },
      {
        key: 'act',
        title: 'Peer review',
        kind: 'activity',
        state: 'locked',
        score: null,
        mentor_score: null,
        peer_score: null,
      },
    ],
    total: 84.67,
    rank: 3,
    cohort_size: 30,
    percentile: 90,
    generated_at: '2027-02-01T05:00:00.000Z',
    ...overrides,
  };
}

export function buildQuestStatsRow(overrides: Partial<QuestStatsRow> = {}): QuestStatsRow {
  return {
    id: 5,
    title: 'Data Analyst in 12 weeks',
    status: 'published',
    step_count: 4,
    enrolled: 40,
    completed: 6,
    median_progress: 35,
    at_risk: 2,
    ...overrides,
  };
}

export const listPage = <T>(data: T[], total = data.length, count = 12) => ({
  data,
  pagination: { page: 1, count, total, total_pages: Math.max(1, Math.ceil(total / count)) },
});
