import { expect, type APIRequestContext, type Page } from '@playwright/test';

type Headers = Record<string, string>;

/** The first skill of the catalogue matching `query` (set-up for content that needs one). */
export async function skillId(request: APIRequestContext, query = 'Python'): Promise<number> {
  const res = await request.get(`/api/skills?query=${encodeURIComponent(query)}&count=1`);
  return (await res.json()).data[0].id as number;
}

/** A published article resource by this author, for a reading task. */
export async function apiPublishedResource(request: APIRequestContext, headers: Headers, title: string) {
  const created = await request.post('/api/resources', {
    headers,
    data: {
      title,
      kind: 'text',
      body: '<p>Series, DataFrames, reading a CSV and cleaning columns, with examples.</p>',
      duration: 20,
      skill_ids: [await skillId(request)],
    },
  });
  if (created.status() !== 201) throw new Error(`resource ${created.status()}: ${await created.text()}`);
  const id = (await created.json()).data.id as number;
  const published = await request.post(`/api/resources/${id}/publish`, { headers });
  if (published.status() !== 200) throw new Error(`resource publish ${published.status()}: ${await published.text()}`);
  return id;
}

/** A published project of this mentor (who reviews it) with one deliverable task, created through the API. */
export async function apiPublishedProject(
  request: APIRequestContext,
  mentor: { headers: Headers; profileId: number },
  title: string,
) {
  const created = await request.post('/api/projects', {
    headers: mentor.headers,
    data: {
      title,
      summary: 'Clean a year of sales data and chart it for the shop owner.',
      description: '<p>Work with <strong>real</strong> sales data from a kirana store.</p>',
      duration_weeks: 2,
      difficulty: 'Beginner',
      team_size: 1,
      mentor_profile_ids: [mentor.profileId],
      skill_ids: [await skillId(request)],
    },
  });
  if (created.status() !== 201) throw new Error(`project ${created.status()}: ${await created.text()}`);
  const id = (await created.json()).data.id as number;
  const task = await request.post(`/api/projects/${id}/tasks`, {
    headers: mentor.headers,
    data: {
      kind: 'deliverable',
      title: 'Share your cleaned notebook',
      description: '<p>Link your notebook and say what you cleaned.</p>',
      due_days: 7,
    },
  });
  if (task.status() !== 201 && task.status() !== 200) throw new Error(`task ${task.status()}: ${await task.text()}`);
  const published = await request.post(`/api/projects/${id}/publish`, { headers: mentor.headers });
  if (published.status() !== 200) throw new Error(`publish ${published.status()}: ${await published.text()}`);
  return id;
}

/** No horizontal scrolling on a 390 px phone; the viewport comes back after. */
export async function fitsPhone(page: Page) {
  const size = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  if (size) await page.setViewportSize(size);
}
