// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { JOBS_LIST_TEXTS } from '../features/jobs/list-texts';
import { LEARNER_HERO } from '../features/marketing/learner-hero-texts';
import { FIRST_SCREEN_MARKER, FIRST_SCREENS, withFirstScreen } from './first-screen';
import { FIRST_SCREEN_ATTRIBUTE } from './first-screen-attribute';
import { firstScreenPath } from '@lbd/shared/constants';
import { ROUTES } from '@lbd/shared/routes';
import { routeModules } from './route-code';

const distDir = fileURLToPath(new URL('../../dist/', import.meta.url));

/** The texts each page's first screen must show, read from the constants the React pages render. */
const EXPECTED: Record<string, string[]> = {
  '/': [LEARNER_HERO.eyebrow, LEARNER_HERO.title, LEARNER_HERO.subtitle],
  '/Home': [LEARNER_HERO.eyebrow, LEARNER_HERO.title, LEARNER_HERO.subtitle],
  '/jobs': [JOBS_LIST_TEXTS.jobs.heading, JOBS_LIST_TEXTS.jobs.intro],
  '/internships': [JOBS_LIST_TEXTS.internships.heading, JOBS_LIST_TEXTS.internships.intro],
};

describe('static first screens', () => {
  it('cover the pages expected, each in a file named after its path', () => {
    expect(FIRST_SCREENS.map((screen) => screen.path)).toEqual(Object.keys(EXPECTED));
    expect(FIRST_SCREENS.map((screen) => screen.file)).toEqual([
      'pages/index.html',
      'pages/Home.html',
      'pages/jobs.html',
      'pages/internships.html',
    ]);
    // The API serves each file at the path it was written for.
    for (const screen of FIRST_SCREENS) expect(firstScreenPath(screen.file.split('/')[1]!)).toBe(screen.path);
  });

  it('put the page block into #root at the marker and the CSS into the head', () => {
    const index = `<html><head><title>t</title></head><body><div id="root"><div>bar</div>${FIRST_SCREEN_MARKER}</div></body></html>`;
    const html = withFirstScreen(
      index,
      FIRST_SCREENS.find((screen) => screen.path === '/jobs')!,
    );
    expect(html).toMatch(/<style>[^<]*\.fs-list[^<]*<\/style>\s*<\/head>/);
    expect(html).toContain(`<div>bar</div><div class="fs-layout" ${FIRST_SCREEN_ATTRIBUTE}>`);
    expect(html).toContain(`<h1>${JOBS_LIST_TEXTS.jobs.heading}</h1><p>${JOBS_LIST_TEXTS.jobs.intro}</p>`);
    expect(() => withFirstScreen('<html><head></head></html>', FIRST_SCREENS[0]!)).toThrow(/marker/);
  });

  it("add a low-priority modulepreload link for each of the page's chunks after index.html's own", () => {
    const jobs = FIRST_SCREENS.find((screen) => screen.path === '/jobs')!;
    const index = `<html><head><link rel="modulepreload" href="/assets/vendor-react.js"></head><body><div id="root">${FIRST_SCREEN_MARKER}</div></body></html>`;
    const html = withFirstScreen(index, jobs, ['assets/jobs-area.js', 'assets/card.js']);
    expect(html.match(/<link rel="modulepreload"[^>]*>/g)).toEqual([
      '<link rel="modulepreload" href="/assets/vendor-react.js">',
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/jobs-area.js">',
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/card.js">',
    ]);
  });
});

describe.skipIf(!existsSync(`${distDir}pages`))('the build output (needs `npm run build` first)', () => {
  it('has each page with the texts of the shared constants, and index.html has none', () => {
    const index = readFileSync(`${distDir}index.html`, 'utf8');
    expect(index).not.toContain(FIRST_SCREEN_ATTRIBUTE);
    for (const screen of FIRST_SCREENS) {
      const html = readFileSync(`${distDir}${screen.file}`, 'utf8');
      expect(html, screen.file).toContain(FIRST_SCREEN_ATTRIBUTE);
      for (const text of EXPECTED[screen.path]!) expect(html, screen.file).toContain(`>${text}<`);
      // The same scripts as index.html (the page is the app, with its first screen already there),
      // then the page's own chunks, each once: its area and page modules first.
      const scripts = (doc: string) => doc.match(/<(script|link rel="modulepreload")[^>]*>/g) ?? [];
      const own = scripts(index);
      expect(scripts(html).slice(0, own.length)).toEqual(own);
      const extra = scripts(html)
        .slice(own.length)
        .map((tag) => tag.match(/href="\/(assets\/[^"]+)"/)?.[1]);
      expect(new Set(extra).size, screen.file).toBe(extra.length);
      for (const file of extra) expect(existsSync(`${distDir}${file}`), `${screen.file}: ${file}`).toBe(true);
      const route = ROUTES.find((r) => r.path === screen.path)!;
      const area = routeModules(route)[0]!.split('/').pop()!.replace('.tsx', '');
      expect(extra[0], screen.file).toMatch(new RegExp(`^assets/${area}-[\\w-]+\\.js$`));
    }
  });
});
