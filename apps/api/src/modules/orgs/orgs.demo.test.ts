import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { seedCatalogueReadings } from '../../seed/catalogue-readings';
import { loadDemoOrgs, seedDemoOrgs } from '../../seed/demo-orgs';

describe('organisation and readings seed data', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('writes the demo organisations about texts once', async () => {
    const demo = loadDemoOrgs();
    expect(await seedDemoOrgs(t.database.db)).toBe(demo.length);
    expect(await seedDemoOrgs(t.database.db)).toBe(0);
    const list = await t.app.inject({ method: 'GET', url: '/api/partners?type=companies&query=zoho' });
    const zoho = list.json().data[0] as { id: number };
    const page = await t.app.inject({ method: 'GET', url: `/api/orgs/${zoho.id}` });
    expect(page.json().data.about).toBe(demo.find((d) => d.full_name === 'Zoho Corporation')!.about);
  });

  it('seeded the readings catalogue at start and does not seed the same version twice', async () => {
    expect(await seedCatalogueReadings(t.database.db)).toBe(false);
    const books = await t.app.inject({ method: 'GET', url: '/api/readings?count=1' });
    expect(books.json().pagination.total).toBeGreaterThanOrEqual(40);
  });
});
