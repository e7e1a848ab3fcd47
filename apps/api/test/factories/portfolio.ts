import type { App } from '../../src/app';
import { bearer, buildUser } from './index';

/** The instant tests' portfolio clock starts at: 15 June 2025, noon in India. */
export const TEST_NOW = new Date('2025-06-15T06:30:00Z');

/** A clock tests can move (link expiry, daily limits). */
export function testClock(start = TEST_NOW) {
  let now = start;
  return {
    now: () => now,
    set(to: Date) {
      now = to;
    },
    advanceDays(days: number) {
      now = new Date(now.getTime() + days * 86_400_000);
    },
  };
}

/**
 * A student who chose career paths and started a portfolio, as the web app leads them to: the degree
 * named on the profile is its first entry, and it is private unless `isPublic` (the onboarding answer).
 */
export async function buildPortfolioStudent(
  app: App,
  careerPaths = ['Software Engineer', 'Data Analyst'],
  overrides: Parameters<typeof buildUser>[2] = {},
  { isPublic = false }: { isPublic?: boolean } = {},
) {
  const student = await buildUser(app, 'STUDENT', overrides);
  const roles = await app.inject({ method: 'GET', url: '/api/job_roles?count=100' });
  const ids = (roles.json().data as { id: number; name: string }[])
    .filter((r) => careerPaths.includes(r.name))
    .map((r) => r.id);
  const chosen = await app.inject({
    method: 'POST',
    url: '/api/my_portfolio/job_roles',
    headers: bearer(student.token),
    payload: { portfolio: { job_roles: ids } },
  });
  if (chosen.statusCode !== 200) throw new Error(`career paths failed: ${chosen.body}`);
  const started = await app.inject({
    method: 'POST',
    url: '/api/my_portfolio/portfolios',
    headers: bearer(student.token),
    payload: { is_public: isPublic },
  });
  if (started.statusCode !== 201) throw new Error(`portfolio failed: ${started.body}`);
  return { ...student, portfolioId: started.json().data.id as number };
}

/** A valid save body of each card, dated before TEST_NOW (ongoing ones after it). */
export const BODIES = {
  book: {
    reading: {
      kind: 'book',
      title: 'Clean Code',
      author: 'Robert C. Martin',
      status: 'complete',
      date: '2025-03-10',
      isbn: '9780132350884',
      skills: ['Refactoring', 'Java'],
    },
  },
  article: {
    reading: {
      kind: 'article',
      title: 'Attention Is All You Need',
      author: 'Ashish Vaswani',
      type: 'Technical',
      url: 'https://arxiv.org/abs/1706.03762',
      isbn: '1706037620',
      date: '2025-02-01',
      desc: 'The transformer paper.',
      skills: ['Machine Learning'],
    },
  },
  club: {
    social_club: {
      title: 'Coding Club',
      type: 'Educational',
      role: 'Board Member',
      date: '2024-08-01',
      source: 'IIT Madras',
      desc: 'Weekly contests and workshops.',
      skills: ['Algorithms'],
      job_roles: ['Software Engineer'],
    },
  },
  project: {
    external_project: {
      title: 'Campus Navigator',
      status: 'complete',
      date: '2025-04-01',
      duration: 6,
      source: 'Self-initiated',
      desc: 'A map of the campus with indoor routes.',
      skills: ['React', 'Node.js'],
      job_roles: ['Software Engineer'],
      life_skills: ['Teamwork'],
    },
  },
  event: {
    external_event: {
      title: 'Smart India Hackathon',
      role: 'Participate',
      date: '2024-12-10',
      duration: 36,
      source: 'AICTE',
      desc: 'Built a crop advisory bot in 36 hours.',
      skills: ['Python'],
      life_skills: ['Problem Solving'],
    },
  },
  course: {
    external_course: {
      title: 'Machine Learning Specialization',
      status: 'complete',
      date: '2025-01-20',
      duration: 40,
      type: 'Online course',
      source: 'Coursera',
      certificate: 'https://coursera.org/verify/ABC123',
      desc: 'Supervised and unsupervised learning.',
      skills: ['Python', 'Machine Learning'],
    },
  },
  certification: {
    external_course: {
      type: 'Industry Certification',
      title: 'AWS Certified Cloud Practitioner',
      role: 'Online course',
      source: 'Amazon Web Services',
      date: '2025-05-02',
      desc: 'Cloud concepts, security and billing.',
      skills: ['AWS'],
    },
  },
  internship: {
    internship: {
      type: 'Internship',
      title: 'Software Engineering Intern',
      host: 'Infosys',
      status: 'complete',
      startdate: '2024-05-15',
      finishdate: '2024-07-15',
      desc: 'Built internal dashboards.',
      skills: ['Java', 'SQL'],
    },
  },
  job: {
    internship: {
      type: 'Job_Parttime',
      title: 'Teaching Assistant',
      host: 'NPTEL',
      status: 'ongoing',
      startdate: '2025-01-06',
      finishdate: null,
      desc: 'Grading and doubt sessions for Programming in Java.',
      skills: ['Java', 'Teaching'],
    },
  },
  education: {
    education: {
      institute: 'Indian Institute of Technology Madras',
      degree: 'B.Tech',
      specialization: 'Computer Science and Engineering',
      tenure: ['2022-07-15', '2026-05-31'],
      format: 'GPA',
      score: 8.4,
      backlogsStatus: 'no',
      placed: 'no',
      latest_edu: true,
    },
  },
  subject: (education_id: number) => ({
    education_id,
    subject: {
      name: 'Data Structures',
      semester_number: 3,
      type: 'Theory',
      date: '2023-12-15',
      score: 9,
      skills: ['Data Structures'],
      job_roles: ['Software Engineer'],
    },
  }),
};

/** A save body with its record's fields changed. */
export function edit(body: Record<string, unknown>, changes: Record<string, unknown>): Record<string, unknown> {
  const key = Object.keys(body).find((k) => k !== 'education_id')!;
  return { ...body, [key]: { ...(body[key] as Record<string, unknown>), ...changes } };
}

/** POST a save body and return the response. */
export function save(app: App, token: string, resource: string, payload: object, id?: number) {
  return app.inject({
    method: id === undefined ? 'POST' : 'PUT',
    url: `/api/my_portfolio/${resource}${id === undefined ? '' : `/${id}`}`,
    headers: bearer(token),
    payload,
  });
}

/** The signed-in student's portfolio. */
export async function myPortfolio(app: App, token: string) {
  const res = await app.inject({ method: 'GET', url: '/api/my_portfolio/portfolios', headers: bearer(token) });
  if (res.statusCode !== 200) throw new Error(`portfolio read failed: ${res.statusCode} ${res.body}`);
  return res.json().data;
}

/**
 * Complete the degree the portfolio started with (the one named on the profile), as a student does
 * from its card: the scoring format, score and backlog answers, with the given changes (tenure, ...).
 */
export async function completeProfileDegree(app: App, token: string, changes: Record<string, unknown> = {}) {
  const degree = (await myPortfolio(app, token)).sections.education[0];
  if (!degree) throw new Error('the portfolio has no degree from the profile');
  const res = await save(
    app,
    token,
    'educations',
    {
      education: {
        institute: degree.institute,
        degree: degree.degree,
        specialization: degree.specialization,
        tenure: degree.tenure,
        format: 'GPA',
        score: 8.4,
        backlogsStatus: 'no',
        placed: 'no',
        latest_edu: true,
        ...changes,
      },
    },
    degree.id,
  );
  if (res.statusCode !== 200) throw new Error(`completing the degree failed: ${res.statusCode} ${res.body}`);
  return res.json().data;
}
