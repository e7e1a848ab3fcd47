// @vitest-environment node
import { ROUTES } from '@lbd/shared/routes';
import { describe, expect, it } from 'vitest';
import { moduleChunks, routeChunks, routeModules, type BuiltChunk } from './route-code';

const chunk = (
  fileName: string,
  facade: string | null,
  imports: string[] = [],
  { more = [] as string[], lazy = [] as string[], size = 100 } = {},
): BuiltChunk => {
  const ids = [facade, ...more].filter((id) => id !== null).map((id) => `/repo/apps/web/src/${id}`);
  return {
    fileName,
    facadeModuleId: facade && ids[0]!,
    moduleIds: ids,
    imports,
    dynamicImports: lazy,
    code: 'x'.repeat(size),
  };
};

describe('route code', () => {
  it("names each route's area page, then its own page where it has one", () => {
    const route = (path: string) => ROUTES.find((r) => r.path === path)!;
    expect(routeModules(route('/jobs'))).toEqual([
      'features/jobs/pages/jobs-area-page.tsx',
      'features/jobs/pages/jobs-list-page.tsx',
    ]);
    expect(routeModules(route('/Aboutus'))).toEqual(['features/marketing/pages/marketing-area-page.tsx']);
    expect(routeModules(route('/unauthorized'))).toEqual(['app/errors/error-page.tsx']);
  });

  it("lists the modules' chunks and what they import, once each, without index.html's own", () => {
    const jobs = routeModules(ROUTES.find((r) => r.path === '/jobs')!);
    const chunks = [
      chunk('assets/index.js', 'main.tsx', ['assets/vendor-react.js'], { more: ['app/errors/error-page.tsx'] }),
      chunk('assets/vendor-react.js', null),
      chunk('assets/jobs-area.js', jobs[0]!, ['assets/vendor-react.js', 'assets/shared.js']),
      chunk('assets/jobs-list.js', jobs[1]!, ['assets/shared.js', 'assets/card.js']),
      chunk('assets/shared.js', null, ['assets/vendor-react.js']),
      chunk('assets/card.js', null, ['assets/shared.js']),
      chunk('assets/events.js', 'features/events/pages/events-area-page.tsx', ['assets/shared.js']),
    ];
    const present = new Set(['assets/index.js', 'assets/vendor-react.js']);
    expect(moduleChunks(chunks, jobs, present)).toEqual([
      'assets/jobs-area.js',
      'assets/shared.js',
      'assets/jobs-list.js',
      'assets/card.js',
    ]);
    // A module bundled into a chunk index.html loads already adds nothing.
    expect(moduleChunks(chunks, ['app/errors/error-page.tsx'], present)).toEqual([]);
    expect(() => moduleChunks(chunks.slice(0, 2), jobs, present)).toThrow(
      'no chunk holds features/jobs/pages/jobs-area-page.tsx',
    );
  });

  it("adds the largest of the area's lazily loaded pages for a route without a page of its own", () => {
    const route = (path: string) => ROUTES.find((r) => r.path === path)!;
    const activities = 'features/activities/pages/';
    const chunks = [
      chunk('assets/index.js', 'main.tsx'),
      chunk('assets/activities-area.js', `${activities}activities-area-page.tsx`, [], {
        lazy: ['assets/form.js', 'assets/stats.js', 'assets/dialog.js'],
      }),
      chunk('assets/form.js', `${activities}activity-form-page.tsx`, ['assets/fields.js'], { size: 50 }),
      chunk('assets/fields.js', null, [], { size: 200 }),
      chunk('assets/stats.js', `${activities}assignment-stats-page.tsx`, [], { size: 220 }),
      // Lazily loaded, but not a page of the area: not counted.
      chunk('assets/dialog.js', 'lib/confirm-dialog.tsx', [], { size: 5000 }),
      chunk('assets/jobs-area.js', 'features/jobs/pages/jobs-area-page.tsx', [], { lazy: ['assets/jobs-dash.js'] }),
      chunk('assets/jobs-list.js', 'features/jobs/pages/jobs-list-page.tsx'),
      chunk('assets/jobs-dash.js', 'features/jobs/pages/job-dashboard-page.tsx', [], { size: 9000 }),
    ];
    const present = new Set(['assets/index.js']);
    expect(routeChunks(chunks, route('/createActivity'), present)).toEqual([
      'assets/activities-area.js',
      'assets/form.js',
      'assets/fields.js',
    ]);
    // A route with its page module listed counts that page, not the largest.
    expect(routeChunks(chunks, route('/jobs'), present)).toEqual(['assets/jobs-area.js', 'assets/jobs-list.js']);
  });
});
