import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The rules of WCAG 2.0 and 2.1, levels A and AA (issue 23 item 32 holds every real page to them). */
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['critical', 'serious']);

type Options = {
  /** Leave out parts of the page another journey checks (CSS selectors). */
  exclude?: string[];
};

/**
 * Runs axe on the page as it is now and fails on any critical or serious WCAG 2.1 A/AA violation,
 * naming each rule and the elements it found, so a journey's failure says what to fix.
 */
export async function expectNoAxeViolations(page: Page, options: Options = {}): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags(WCAG_21_AA);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  const blocking = violations.filter((v) => v.impact && BLOCKING.has(v.impact));
  const report = blocking.map(
    (v) =>
      `${v.impact} ${v.id}: ${v.help}\n` +
      v.nodes
        .slice(0, 8)
        .map(
          (n) =>
            `    ${n.target.join(' ')}${n.failureSummary ? ` (${n.failureSummary.split('\n').slice(1).join(' ').trim()})` : ''}`,
        )
        .join('\n'),
  );
  expect(report, `axe on ${page.url()}`).toEqual([]);
}
