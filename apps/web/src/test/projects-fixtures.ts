import type {
  LearningSubmission,
  MyItem,
  MyLearning,
  MyLearningDetail,
  ProjectDetail,
  ProjectSummary,
  ProjectTask,
  ReviewItem,
} from '@lbd/shared';

/** A published project as the list answers it; override what the test is about. */
export function buildProjectSummary(overrides: Partial<ProjectSummary> = {}): ProjectSummary {
  return {
    id: 5,
    title: 'Sales dashboard in Python',
    summary: 'Clean a year of sales data and chart it.',
    duration_weeks: 4,
    difficulty: 'Beginner',
    team_size: 1,
    price_paise: 0,
    task_count: 3,
    enrolled_count: 12,
    mentors: [{ profile_id: 40, name: 'Anil Rao' }],
    my_enrolment: null,
    reason: null,
    skills: [{ id: 1, name: 'Python' }],
    job_roles: [{ id: 2, name: 'Data Analyst' }],
    life_skills: [],
    programs: [],
    status: 'published',
    author: { profile_id: 40, name: 'Anil Rao' },
    org: null,
    published_at: '2026-11-01T04:30:00.000Z',
    updated_at: '2026-11-01T04:30:00.000Z',
    ...overrides,
  };
}

export function buildTask(overrides: Partial<ProjectTask> = {}): ProjectTask {
  return {
    id: 11,
    seq: 1,
    kind: 'deliverable',
    title: 'Clean the data',
    description: '<p>Remove duplicates.</p>',
    required: true,
    due_days: 7,
    resource: null,
    assignment: null,
    ...overrides,
  };
}

export const THREE_TASKS: ProjectTask[] = [
  buildTask({
    id: 11,
    seq: 1,
    kind: 'reading',
    title: 'Read about pandas',
    resource: { id: 3, title: 'Pandas in 10 minutes' },
  }),
  buildTask({ id: 12, seq: 2, title: 'Clean the data' }),
  buildTask({ id: 13, seq: 3, title: 'Chart the sales' }),
];

export function buildProjectDetail(overrides: Partial<ProjectDetail> = {}): ProjectDetail {
  return {
    ...buildProjectSummary(),
    description: '<p>Work with <strong>real</strong> data.</p>',
    tasks: THREE_TASKS,
    can_edit: true,
    ...overrides,
  };
}

export function buildSubmission(overrides: Partial<LearningSubmission> = {}): LearningSubmission {
  return {
    id: 70,
    version: 1,
    text: 'My notebook cleans 3 files.',
    links: ['https://github.com/asha/sales'],
    status: 'Submitted',
    score: null,
    submitted_at: '2026-11-20T05:00:00.000Z',
    reviewed_at: null,
    reviewer: null,
    files: [],
    comments: [],
    ...overrides,
  };
}

export function buildMyItem(overrides: Partial<MyItem> = {}): MyItem {
  return {
    id: 12,
    seq: 1,
    title: 'Clean the data',
    kind: 'deliverable',
    required: true,
    state: 'open',
    due_date: '2026-12-05',
    days_left: 6,
    days_left_text: '6 days left',
    resource: null,
    assignment: null,
    description: '',
    submissions: [],
    requests: [],
    ...overrides,
  };
}

export function buildMyLearning(overrides: Partial<MyLearning> = {}): MyLearning {
  return {
    id: 9,
    kind: 'project',
    content_id: 5,
    title: 'Sales dashboard in Python',
    status: 'Enrolled',
    progress: 33,
    done: 1,
    total: 3,
    enrolled_on: '2026-11-28',
    completed_at: null,
    skills: [],
    next_due: null,
    ...overrides,
  };
}

export function buildMyProject(overrides: Partial<MyLearningDetail> = {}): MyLearningDetail {
  return {
    ...buildMyLearning(),
    description: '',
    mentors: [{ profile_id: 40, name: 'Anil Rao' }],
    items: [buildMyItem()],
    portfolio_entry_id: null,
    ...overrides,
  };
}

export function buildReviewItem(overrides: Partial<ReviewItem> = {}): ReviewItem {
  return {
    submission: buildSubmission(),
    my_project_id: 9,
    student: { profile_id: 1, name: 'Asha Verma' },
    project: { id: 5, title: 'Sales dashboard in Python' },
    task: { id: 12, title: 'Clean the data' },
    ...overrides,
  };
}
