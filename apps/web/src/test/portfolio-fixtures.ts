import {
  portfolioEntrySchema,
  portfolioSchema,
  publicPortfolioSchema,
  type Portfolio,
  type PublicPortfolio,
  type PortfolioEntry,
  type PortfolioEntryOf,
} from '@lbd/shared/portfolio';
import { page } from './mock-api';

/*
 * Portfolio answers as the API sends them. Every builder parses its result with the shared response
 * schema, so a fixture that drifts from the contract fails the test that uses it.
 */

const meta = (id: number) => ({
  id,
  uuid: `entry-${id}`,
  points: 10,
  skills: ['Python'],
  job_roles: [] as string[],
  life_skills: [] as string[],
  verification: null,
  verification_pending: false,
  inserted_at: '2025-01-10T10:00:00.000Z',
  updated_at: '2025-01-10T10:00:00.000Z',
});

type EntryOverrides<C extends PortfolioEntry['card']> = Partial<PortfolioEntryOf<C>>;

const DEFAULTS: { [C in PortfolioEntry['card']]: (id: number) => PortfolioEntryOf<C> } = {
  books: (id) => ({
    ...meta(id),
    card: 'books',
    kind: 'book',
    title: 'Clean Code',
    author: 'Robert C. Martin',
    status: 'complete',
    date: '2024-06-15',
    isbn: '9780132350884',
    desc: null,
  }),
  articles: (id) => ({
    ...meta(id),
    card: 'articles',
    kind: 'article',
    title: 'How transformers work',
    author: 'A. Writer',
    type: 'Technical',
    url: 'https://example.com/transformers',
    isbn: '12345',
    status: 'complete',
    date: '2024-05-01',
    desc: 'Attention, explained.',
  }),
  clubs: (id) => ({
    ...meta(id),
    card: 'clubs',
    title: 'Robotics Club',
    type: 'Educational',
    role: 'Member',
    date: '2023-08-01',
    source: 'IIT Madras',
    desc: 'Built line followers.',
    status: 'complete',
    job_roles: ['Software Engineer'],
  }),
  projects: (id) => ({
    ...meta(id),
    card: 'projects',
    title: 'Weather app',
    status: 'complete',
    date: '2024-03-01',
    duration: 4,
    source: 'Self',
    desc: 'A weather app in React.',
    life_skills: ['Teamwork'],
  }),
  events: (id) => ({
    ...meta(id),
    card: 'events',
    external_id: null,
    title: 'PyCon India',
    role: 'Participate',
    date: '2024-09-20',
    duration: 8,
    source: 'PyCon',
    desc: 'Talks on Python.',
    status: 'complete',
    life_skills: ['Communication'],
  }),
  courses: (id) => ({
    ...meta(id),
    card: 'courses',
    external_id: null,
    title: 'Machine Learning',
    status: 'complete',
    date: '2024-02-10',
    duration: 40,
    type: 'Online course',
    source: 'Coursera',
    certificate: 'https://coursera.org/verify/abc',
    desc: 'Andrew Ng course.',
  }),
  certification: (id) => ({
    ...meta(id),
    card: 'certification',
    external_id: null,
    type: 'Industry Certification',
    title: 'AWS Cloud Practitioner',
    role: 'Online course',
    source: 'AWS',
    date: '2024-01-05',
    certificate: null,
    desc: 'Cloud basics.',
    status: 'complete',
  }),
  education: (id) => ({
    ...meta(id),
    skills: [],
    card: 'education',
    my_org_id: 3,
    institute: 'IIT Madras',
    degree: 'B.Tech',
    specialization: 'Computer Science',
    tenure: ['202108', '202506'],
    format: 'GPA',
    score: 8.4,
    backlogsStatus: 'no',
    backlogs: 0,
    placed: 'no',
    latest_edu: true,
  }),
  semester: (id) => ({
    ...meta(id),
    card: 'semester',
    education_id: 1,
    name: 'Data Structures',
    semester_number: 3,
    type: 'Theory',
    date: '2022-12-10',
    score: 9,
    job_roles: ['Software Engineer'],
  }),
  internships: (id) => ({
    ...meta(id),
    card: 'internships',
    type: 'Internship',
    title: 'Backend Intern',
    host: 'Zoho',
    status: 'complete',
    startdate: '2024-05-01',
    finishdate: '2024-07-31',
    duration: 14,
    desc: 'Built APIs.',
  }),
  jobs: (id) => ({
    ...meta(id),
    card: 'jobs',
    type: 'Job_Fulltime',
    title: 'Software Engineer',
    host: 'Infosys',
    status: 'ongoing',
    startdate: '2025-07-01',
    finishdate: null,
    duration: 3,
    desc: 'Writing services.',
  }),
};

/** One entry of a card as the API answers it; override what the test is about. */
export function buildEntry<C extends PortfolioEntry['card']>(
  card: C,
  overrides: EntryOverrides<C> = {},
): PortfolioEntryOf<C> {
  const id = overrides.id ?? 1;
  return portfolioEntrySchema.parse({ ...DEFAULTS[card](id), ...overrides }) as PortfolioEntryOf<C>;
}

/** An empty portfolio of the test student (profile id 1). */
export function buildPortfolio(overrides: Partial<Portfolio> = {}, entries: PortfolioEntry[] = []): Portfolio {
  const sections: Portfolio['sections'] = {
    education: [],
    semester: [],
    external_courses: [],
    certificate: [],
    readings: [],
    social_clubs: [],
    external_projects: [],
    internships: [],
    jobs: [],
    external_events: [],
  };
  const sectionOf: Record<PortfolioEntry['card'], keyof Portfolio['sections']> = {
    education: 'education',
    semester: 'semester',
    courses: 'external_courses',
    certification: 'certificate',
    books: 'readings',
    articles: 'readings',
    clubs: 'social_clubs',
    projects: 'external_projects',
    internships: 'internships',
    jobs: 'jobs',
    events: 'external_events',
  };
  for (const entry of entries) (sections[sectionOf[entry.card]] as PortfolioEntry[]).push(entry);
  return portfolioSchema.parse({
    id: 7,
    uuid: 'portfolio-7',
    is_public: false,
    profile: {
      id: 1,
      first_name: 'Asha',
      full_name: 'Asha Verma',
      avatar_url: null,
      institute: 'IIT Madras',
      degree: 'B.Tech',
      specialization: 'Computer Science',
      graduation_year: 2025,
    },
    points: { exposure: 10, experience: 20, education: 30, total: 60 },
    career_paths: [
      {
        id: 1,
        name: 'Software Engineer',
        type: 'Technology',
        description: 'Builds software.',
        skills: [
          { id: 1, display_name: 'Python' },
          { id: 2, display_name: 'SQL' },
        ],
        coverage: { covered: ['Python'], missing: ['SQL'], percent: 50 },
      },
    ],
    sections,
    ...overrides,
  });
}

/** A public portfolio as GET /api/public_portfolio answers it: career paths with the skills shown only. */
export function buildPublicPortfolio(
  overrides: Partial<Portfolio> = {},
  entries: PortfolioEntry[] = [],
): PublicPortfolio {
  const { career_paths, ...rest } = buildPortfolio({ is_public: true, ...overrides }, entries);
  return publicPortfolioSchema.parse({
    ...rest,
    career_paths: career_paths.map((p) => ({
      id: p.id,
      name: p.name,
      type: p.type,
      description: p.description,
      shown: p.coverage.covered,
    })),
  });
}

/** Empty answers for what a card page lists from the platform (applications, events, clubs joined). */
export const PLATFORM_LIST_MOCKS = {
  'GET /api/my_profile/my_jobs': { body: { data: [], pagination: page(0) } },
  'GET /api/my_profile/my_events': { body: { data: [], pagination: page(0) } },
  'GET /api/my_profile/my_clubs': { body: { data: [], pagination: page(0) } },
  'GET /api/my_profile/my_projects': { body: { data: [] } },
  'GET /api/get_my_learnings': { body: { data: [] } },
};
