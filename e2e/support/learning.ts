import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';

type Headers = Record<string, string>;

async function ok(res: Awaited<ReturnType<APIRequestContext['post']>>, what: string) {
  if (res.status() >= 300) throw new Error(`${what} ${res.status()}: ${await res.text()}`);
  return (await res.json()) as { data: { id: number } & Record<string, unknown> };
}

/** A skill id of the catalogue (published content names at least one). */
export async function skillId(request: APIRequestContext, query = 'Python'): Promise<number> {
  const res = await request.get(`/api/skills?query=${encodeURIComponent(query)}&count=1`);
  return ((await res.json()).data[0] as { id: number }).id;
}

/** A published article resource, made through the API by its author. */
export async function apiPublishedResource(request: APIRequestContext, headers: Headers, title: string) {
  const skill = await skillId(request);
  const created = await ok(
    await request.post('/api/resources', {
      headers,
      data: {
        title,
        kind: 'text',
        body: `<p>${title}: read this, then try it on your own data.</p>`,
        duration: 20,
        skill_ids: [skill],
      },
    }),
    'resource',
  );
  await ok(await request.post(`/api/resources/${created.data.id}/publish`, { headers }), 'publish resource');
  return created.data.id;
}

/**
 * A published, free learning path of `count` resources, each due `dueDays` after enrolling, made
 * through the API by its author (a mentor).
 */
export async function apiPublishedPath(
  request: APIRequestContext,
  headers: Headers,
  opts: { count?: number; dueDays?: number; title?: string } = {},
) {
  const tag = randomUUID().slice(0, 6);
  const title = opts.title ?? `Data Cleaning Basics ${tag}`;
  const resources: { id: number; title: string }[] = [];
  for (let i = 1; i <= (opts.count ?? 3); i++) {
    const resourceTitle = `Step ${i} of ${title}`;
    resources.push({ id: await apiPublishedResource(request, headers, resourceTitle), title: resourceTitle });
  }
  const skill = await skillId(request);
  const created = await ok(
    await request.post('/api/resource_groups', {
      headers,
      data: {
        title,
        summary: 'Clean a messy spreadsheet with pandas, one step at a time.',
        description: '<p>Three short readings with a due date each.</p>',
        skill_ids: [skill],
        items: resources.map((r) => ({ resource_id: r.id, required: true, due_days: opts.dueDays ?? 7 })),
      },
    }),
    'learning path',
  );
  await ok(await request.post(`/api/resource_groups/${created.data.id}/publish`, { headers }), 'publish learning path');
  return { id: created.data.id, title, resources };
}
