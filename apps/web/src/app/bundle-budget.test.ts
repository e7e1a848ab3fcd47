// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const reportPath = fileURLToPath(new URL('../../dist/bundle-report.json', import.meta.url));
const LANDING_BUDGET_BYTES = 200 * 1024;

interface BundleReport {
  landing: { files: { file: string; gzip: number }[]; gzipBytes: number };
}

describe.skipIf(!existsSync(reportPath))('bundle budget (needs `npm run build -w @lbd/web` first)', () => {
  it('keeps the landing route initial JS within 200 KB gzipped', () => {
    const report = JSON.parse(readFileSync(reportPath, 'utf8')) as BundleReport;
    expect(report.landing.files.length).toBeGreaterThan(0);
    expect(report.landing.gzipBytes).toBeLessThanOrEqual(LANDING_BUDGET_BYTES);
  });
});
