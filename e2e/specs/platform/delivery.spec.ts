import { expect, test } from '@playwright/test';

test('the API answers through the production server', async ({ request }) => {
  const ready = await request.get('/readyz');
  expect(ready.status()).toBe(200);
  const res = await request.get('/api/lookups?type=COUNTRY_CODE&text=india');
  expect(res.status()).toBe(200);
  expect((await res.json()).data.data[0]).toMatchObject({ name: 'India', desc: 'India (+91)' });
  const missing = await request.get('/api/nowhere');
  expect(missing.status()).toBe(404);
  expect((await missing.json()).error.code).toBe('NOT_FOUND');
});

test('static assets are compressed and cached; index.html is not cached', async ({ page, request }) => {
  const scripts: string[] = [];
  page.on('response', (r) => {
    if (r.url().includes('/assets/') && r.url().endsWith('.js')) scripts.push(r.url());
  });
  await page.goto('/');
  expect(scripts.length).toBeGreaterThan(0);
  const asset = await request.get(scripts[0]!, { headers: { 'accept-encoding': 'br, gzip' } });
  expect(asset.headers()['content-encoding']).toMatch(/br|gzip/);
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  const shell = await request.get('/jobs');
  expect(shell.headers()['cache-control']).toBe('no-cache');
});
