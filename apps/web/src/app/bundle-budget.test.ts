// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ROUTES } from '@lbd/shared/routes';
import { describe, expect, it } from 'vitest';
import { budgetOf, LANDING_BUDGET_BYTES } from '../../scripts/bundle-budgets.mjs';

const reportPath = fileURLToPath(new URL('../../dist/bundle-report.json', import.meta.url));

interface BundleReport {
  landing: { files: { file: string; gzip: number }[]; gzipBytes: number };
  routes: { path: string; files: number; gzipBytes: number }[];
}

describe('initial JS budgets', () => {
  it('give the landing page 200 KB, the entry editor 321 KB and every other route 300 KB', () => {
    expect(LANDING_BUDGET_BYTES).toBe(200 * 1024);
    expect(budgetOf('/')).toBe(200 * 1024);
    expect(budgetOf('/jobs')).toBe(300 * 1024);
    // 321 KB since the app shell holds the admin menu by capability (decision 0084).
    expect(budgetOf('/myPortfolio/:card')).toBe(321 * 1024);
  });
});

describe.skipIf(!existsSync(reportPath))(
  'the build within its budgets (needs `npm run build -w @lbd/web` first)',
  () => {
    const report = () => JSON.parse(readFileSync(reportPath, 'utf8')) as BundleReport;

    it('keeps the JS index.html loads up front within 200 KB gzipped', () => {
      const { landing } = report();
      expect(landing.files.length).toBeGreaterThan(0);
      expect(landing.gzipBytes).toBeLessThanOrEqual(LANDING_BUDGET_BYTES);
    });

    it("keeps every route's initial JS within its budget", () => {
      const { landing, routes } = report();
      expect(routes.map((route) => route.path)).toEqual(ROUTES.map((route) => route.path));
      for (const route of routes) {
        // Each route loads at least what index.html does.
        expect(route.gzipBytes, route.path).toBeGreaterThanOrEqual(landing.gzipBytes);
        expect(route.gzipBytes, route.path).toBeLessThanOrEqual(budgetOf(route.path));
      }
    });
  },
);
