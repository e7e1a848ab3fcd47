import type { Area, RouteDef } from '../../../../packages/shared/src/routes';

/**
 * The code of each route, as modules under src/: what router.tsx loads before a page renders. Read by
 * the build too (vite.config.ts, which can only follow relative imports: hence the path above), to list
 * a static first screen's chunks as modulepreload links and to report every route's initial JS against
 * its budget (scripts/report-bundle.mjs). router.test.tsx checks each entry is the module router.tsx
 * loads for it.
 */

/** The lazily loaded page of an area, one chunk per area (AREA_MODULES in router.tsx). */
export const areaModule = (area: Exclude<Area, 'errors'>) => `features/${area}/pages/${area}-area-page.tsx`;

/** The page of /unauthorized, /error and unknown paths. */
export const ERROR_PAGE_MODULE = 'app/errors/error-page.tsx';

/**
 * The page modules fetched together with the area's, by route pattern (PAGE_MODULES in router.tsx):
 * the routes people most often open cold.
 */
export const PAGE_MODULE_FILES: Partial<Record<string, string>> = {
  '/jobs': 'features/jobs/pages/jobs-list-page.tsx',
  '/internships': 'features/jobs/pages/jobs-list-page.tsx',
  '/jobs/:id': 'features/jobs/pages/job-detail-page.tsx',
  '/internships/:id': 'features/jobs/pages/job-detail-page.tsx',
  '/events': 'features/events/pages/events-list-page.tsx',
  '/events/:id': 'features/events/pages/event-detail-page.tsx',
  '/clubs': 'features/clubs/pages/clubs-list-page.tsx',
  '/clubs/:id': 'features/clubs/pages/club-detail-page.tsx',
  '/myPortfolio': 'features/portfolio/pages/my-portfolio-page.tsx',
  '/myPortfolio/:card': 'features/portfolio/pages/card-page.tsx',
  '/portfolio/:id': 'features/portfolio/pages/public-portfolio-page.tsx',
};

/** The modules a route needs before its page renders: its area's page and, where listed, its own. */
export function routeModules(route: RouteDef): string[] {
  if (route.area === 'errors') return [ERROR_PAGE_MODULE];
  const page = PAGE_MODULE_FILES[route.path];
  return page ? [areaModule(route.area), page] : [areaModule(route.area)];
}

/** A built chunk as the build's plugins read it (the fields of Rollup's output chunk they use). */
export interface BuiltChunk {
  fileName: string;
  facadeModuleId: string | null;
  moduleIds: string[];
  imports: string[];
  dynamicImports: string[];
  code: string;
}

/** A module id with forward slashes (Rollup gives Windows paths with backslashes). */
const slashed = (id: string | null) => id?.replace(/\\/g, '/') ?? '';
const underSrc = (id: string | null, path: string) => slashed(id).endsWith(`/src/${path}`);

/** The files of `starts` and of every chunk they import, in order, less those in `present`. */
function closure(chunks: BuiltChunk[], starts: BuiltChunk[], present: ReadonlySet<string>): string[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const files: string[] = [];
  const seen = new Set(present);
  const visit = (chunk: BuiltChunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    files.push(chunk.fileName);
    for (const file of chunk.imports) {
      const imported = byFile.get(file);
      if (imported) visit(imported);
    }
  };
  for (const chunk of starts) visit(chunk);
  return files;
}

/**
 * The files of the chunks of `modules` and of every chunk they import, in order, less those in
 * `present` (index.html's own scripts). A module is found as the chunk it is the entry of or, bundled
 * into another (the error page, in the app's entry), as that chunk; a module in no chunk is a build
 * error: its route would start without its code listed.
 */
export function moduleChunks(chunks: BuiltChunk[], modules: readonly string[], present: ReadonlySet<string>) {
  const starts = modules.map((module) => {
    const chunk =
      chunks.find((c) => underSrc(c.facadeModuleId, module)) ??
      chunks.find((c) => c.moduleIds.some((id) => underSrc(id, module)));
    if (!chunk) throw new Error(`no chunk holds ${module}`);
    return chunk;
  });
  return closure(chunks, starts, present);
}

/**
 * The files a route loads to show its page, after index.html's (`present`): its modules' chunks
 * (routeModules) and, for a route without a page module of its own there, the page its area module
 * loads lazily in turn. Which page that is lives in the area module's code, so this takes the largest
 * of the area's lazily loaded pages (with what they import): an upper bound for any of its routes.
 */
export function routeChunks(chunks: BuiltChunk[], route: RouteDef, present: ReadonlySet<string>): string[] {
  const modules = routeModules(route);
  const first = moduleChunks(chunks, modules, present);
  if (route.area === 'errors' || modules.length > 1) return first;
  const area = chunks.find((c) => underSrc(c.facadeModuleId, modules[0]!));
  const pagesDir = `/src/features/${route.area}/pages/`;
  const pages = chunks.filter(
    (c) => area?.dynamicImports.includes(c.fileName) && slashed(c.facadeModuleId).includes(pagesDir),
  );
  const seen = new Set([...present, ...first]);
  const codeLength = new Map(chunks.map((chunk) => [chunk.fileName, chunk.code.length]));
  const size = (files: string[]) => files.reduce((sum, file) => sum + (codeLength.get(file) ?? 0), 0);
  const largest = pages
    .map((page) => closure(chunks, [page], seen))
    .reduce<string[]>((best, files) => (size(files) > size(best) ? files : best), []);
  return [...first, ...largest];
}
