import fs from 'node:fs';
import path from 'node:path';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildClubDetail } from './features/clubs/club-fixtures';
import { buildEventDetail } from './test/events-fixtures';
import { buildJobDetail } from './test/jobs-fixtures';
import { mockApi } from './test/mock-api';
import { buildEntry, buildPortfolio } from './test/portfolio-fixtures';
import { buildProfile, buildUser, renderWithApp } from './test/render';

/**
 * Stored text (issue 8 item 9): whatever people typed is shown as text, never parsed as HTML. The API
 * returns text as written; React escapes it, unless a component opts out with raw HTML, which the
 * first test forbids.
 */

const MARKUP = '<img src="x" onerror="window.__pwned = true"><script>window.__pwned = true</script><b>bold</b>';
const LOAD = { timeout: 10_000 };

/** No element the markup would have created exists, and the text reads as typed. */
function expectShownAsText(container: HTMLElement) {
  expect(container.querySelector('img[src="x"], script, b')).toBeNull();
  expect(container.textContent).toContain(MARKUP);
  expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

describe('stored text is rendered as text', () => {
  it('no component writes raw HTML', () => {
    const files = sourceFiles(__dirname).filter((file) => !file.includes(`${path.sep}test${path.sep}`));
    expect(files.length).toBeGreaterThan(50);
    const offenders = files.filter((file) =>
      /dangerouslySetInnerHTML|\.innerHTML\s*=|\.outerHTML\s*=|insertAdjacentHTML|document\.write\(/.test(
        fs.readFileSync(file, 'utf8'),
      ),
    );
    expect(offenders).toEqual([]);
  });

  it('a job description', async () => {
    mockApi({
      'GET /api/jobs/1': { body: { data: buildJobDetail({ title: `Trainee ${MARKUP}`, description: MARKUP }) } },
      'GET /api/calculate_eligibility_percentage': { body: { data: { percent: 100, criteria: [] } } },
    });
    renderWithApp(undefined, { path: '/jobs/1', user: buildUser() });
    await screen.findByRole('heading', { level: 1, name: `Trainee ${MARKUP}` }, LOAD);
    expectShownAsText(screen.getByRole('main'));
  });

  it('an event and a club description', async () => {
    mockApi({
      'GET /api/events/1': { body: { data: buildEventDetail({ title: 'Workshop', description: MARKUP }) } },
      'GET /api/clubs/1': { body: { data: buildClubDetail({ title: 'Robotics', description: MARKUP }) } },
    });
    const event = renderWithApp(undefined, { path: '/events/1', user: buildUser() });
    await screen.findByRole('heading', { level: 1, name: 'Workshop' }, LOAD);
    expectShownAsText(screen.getByRole('main'));
    event.unmount();
    renderWithApp(undefined, { path: '/clubs/1', user: buildUser() });
    await screen.findByRole('heading', { level: 1, name: 'Robotics' }, LOAD);
    expectShownAsText(screen.getByRole('main'));
  });

  it('portfolio text, on the student’s own page', async () => {
    mockApi({
      'GET /api/my_portfolio/portfolios': {
        body: { data: buildPortfolio({}, [buildEntry('internships', { id: 1, desc: MARKUP })]) },
      },
    });
    renderWithApp(undefined, { path: '/myPortfolio', user: buildUser(buildProfile()) });
    await screen.findByRole('heading', { level: 1, name: 'Asha Verma' }, LOAD);
    // The sections, which hold the entry's text, load their code after the header has rendered.
    await screen.findByTestId('section-internships', {}, LOAD);
    expectShownAsText(screen.getByRole('main'));
  });
});
