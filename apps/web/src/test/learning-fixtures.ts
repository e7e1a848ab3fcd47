import type {
  MentorRequest,
  MyItem,
  MyLearningDetail,
  ResourceDetail,
  ResourceGroupDetail,
  ResourceGroupItem,
  ResourceSummary,
} from '@lbd/shared';

const owner = {
  status: 'published' as const,
  author: { profile_id: 7, name: 'Priya Mentor' },
  org: null,
  published_at: '2026-11-01T05:00:00.000Z',
  updated_at: '2026-11-01T05:00:00.000Z',
};

/** A published resource as a list shows it. */
export function buildResourceSummary(overrides: Partial<ResourceSummary> = {}): ResourceSummary {
  return {
    id: 1,
    title: 'Pandas in 30 minutes',
    kind: 'text',
    duration: 30,
    skills: [{ id: 5, name: 'Python' }],
    job_roles: [],
    life_skills: [],
    programs: [],
    ...owner,
    ...overrides,
  };
}

/** A resource as GET /api/resources/{id} answers it. */
export function buildResourceDetail(overrides: Partial<ResourceDetail> = {}): ResourceDetail {
  return {
    ...buildResourceSummary(),
    body: '<p>Series and <strong>DataFrames</strong>.</p>',
    url: null,
    file: null,
    can_edit: false,
    ...overrides,
  };
}

export function buildGroupItem(
  id: number,
  title: string,
  overrides: Partial<ResourceGroupItem> = {},
): ResourceGroupItem {
  return {
    id: id * 10,
    seq: id,
    required: true,
    due_days: 7,
    resource: buildResourceSummary({ id, title }),
    ...overrides,
  };
}

/** A learning path as GET /api/resource_groups/{id} answers it. */
export function buildGroupDetail(overrides: Partial<ResourceGroupDetail> = {}): ResourceGroupDetail {
  const items = overrides.items ?? [
    buildGroupItem(1, 'Pandas in 30 minutes'),
    buildGroupItem(2, 'Cleaning data'),
    buildGroupItem(3, 'Charts that tell'),
  ];
  return {
    id: 4,
    title: 'Data Analysis with Python',
    summary: 'From spreadsheets to pandas.',
    price_paise: 0,
    certificate: true,
    item_count: items.length,
    duration: 90,
    enrolled_count: 12,
    my_enrolment: null,
    reason: null,
    skills: [{ id: 5, name: 'Python' }],
    job_roles: [],
    life_skills: [],
    programs: [],
    ...owner,
    description: '<p>Learn by doing.</p>',
    items,
    can_edit: false,
    ...overrides,
  };
}

export function buildMyItem(id: number, title: string, overrides: Partial<MyItem> = {}): MyItem {
  return {
    id: id * 10,
    seq: id,
    title,
    kind: 'resource',
    required: true,
    state: 'open',
    due_date: '2026-12-10',
    days_left: 11,
    days_left_text: '1 week 4 days',
    resource: buildResourceSummary({ id, title }),
    assignment: null,
    description: '',
    submissions: [],
    requests: [],
    ...overrides,
  };
}

/** The student's learning path as GET /api/my_profile/my_resource_groups/{id} answers it. */
export function buildMyGroup(overrides: Partial<MyLearningDetail> = {}): MyLearningDetail {
  return {
    id: 9,
    kind: 'resource_group',
    content_id: 4,
    title: 'Data Analysis with Python',
    status: 'Enrolled',
    progress: 33,
    done: 1,
    total: 3,
    enrolled_on: '2026-11-29',
    completed_at: null,
    skills: [],
    next_due: null,
    description: '',
    mentors: [{ profile_id: 7, name: 'Priya Mentor' }],
    items: [
      buildMyItem(1, 'Pandas in 30 minutes', { state: 'complete' }),
      buildMyItem(2, 'Cleaning data'),
      buildMyItem(3, 'Charts that tell', { required: false }),
    ],
    portfolio_entry_id: null,
    ...overrides,
  };
}

/** A student's request as GET /api/learning_requests lists it to whoever answers it. */
export function buildMentorRequest(overrides: Partial<MentorRequest> = {}): MentorRequest {
  return {
    id: 31,
    kind: 'skip',
    status: 'Pending',
    reason: 'I did this in my internship.',
    requested_date: null,
    granted_date: null,
    comment: null,
    at: '2026-11-28T05:00:00.000Z',
    student: { profile_id: 21, name: 'Asha Verma' },
    kind_of_content: 'resource_group',
    content: { id: 4, title: 'Data Analysis with Python' },
    item: { id: 20, title: 'Cleaning data', due_date: '2026-12-10' },
    ...overrides,
  };
}
