import { randomInt } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { apiPortfolioStudent } from './portfolio';

/** A made-up word (letters only) that full-text search finds in one job only. */
export function uniqueWord(prefix = 'Zeta'): string {
  const letters = 'bcdfghjklmnpqrstvwxz';
  return prefix + Array.from({ length: 8 }, () => letters[randomInt(letters.length)]).join('');
}

/** 'YYYY-MM-DD' `days` from today. */
export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A job created and published through the API by an organisation account; answers its id. */
export async function apiPublishedJob(
  request: APIRequestContext,
  headers: Record<string, string>,
  body: Record<string, unknown>,
): Promise<number> {
  const created = await request.post('/api/jobs', {
    headers,
    data: {
      type: 'Job_Fulltime',
      description: 'Build and run services used by millions of students.',
      location: 'Bengaluru',
      is_remote: false,
      salary_min: 60_000_000,
      salary_max: 90_000_000,
      open_positions: 3,
      apply_by: inDays(21),
      ...body,
    },
  });
  if (created.status() !== 201) throw new Error(`job ${created.status()}: ${await created.text()}`);
  const id = (await created.json()).data.id as number;
  const published = await request.post(`/api/jobs/${id}/publish`, { headers });
  if (published.status() !== 200) throw new Error(`publish ${published.status()}: ${await published.text()}`);
  return id;
}

/** The id of the B.Tech degree of the catalogue (the journeys' students study it). */
export async function btechId(request: APIRequestContext): Promise<number> {
  return (await (await request.get('/api/degrees?query=B.Tech&count=1')).json()).data[0].id as number;
}

/**
 * A student with career paths, a portfolio and a latest B.Tech degree of this CGPA: starting the portfolio
 * made the profile's degree its first entry, whose score the student gives (as the card asks).
 */
export async function apiStudentWithDegree(
  request: APIRequestContext,
  cgpa: number,
  names: { firstName?: string; lastName?: string } = {},
) {
  const student = await apiPortfolioStudent(request, names);
  const portfolio = (await (await request.get('/api/my_portfolio/portfolios', { headers: student.headers })).json())
    .data as {
    sections: {
      education: { id: number; institute: string; degree: string; specialization: string; tenure: string[] }[];
    };
  };
  const degree = portfolio.sections.education[0];
  if (!degree) throw new Error('no degree entry from the profile');
  const res = await request.put(`/api/my_portfolio/educations/${degree.id}`, {
    headers: student.headers,
    data: {
      education: {
        institute: degree.institute,
        degree: degree.degree,
        specialization: degree.specialization,
        tenure: degree.tenure,
        format: 'GPA',
        score: cgpa,
        backlogsStatus: 'no',
        backlogs: 0,
        placed: 'no',
        latest_edu: true,
      },
    },
  });
  if (res.status() !== 200) throw new Error(`degree ${res.status()}: ${await res.text()}`);
  return student;
}
