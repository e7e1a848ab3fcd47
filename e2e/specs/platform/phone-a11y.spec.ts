import { expect, test } from '@playwright/test';
import { apiOrgUser } from '../../support/api';
import { expectNoAxeViolations } from '../../support/axe';
import { apiPublishedJob, uniqueWord } from '../../support/jobs';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** Issue 23 item 32 on a phone: /jobs and a job page pass axe; titles wrap between words; pay labels fit. */
test('a visitor on a 390 px phone: the jobs list and a job page', async ({ page, request }) => {
  const company = await apiOrgUser(request, 'COMPANY');
  const word = uniqueWord();
  const title = `Infrastructure Reliability Engineer ${word}`;
  const jobId = await apiPublishedJob(request, company.headers, { title });

  await page.goto('/jobs');
  await page.getByLabel('Search jobs').fill(word);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const card = page.getByRole('list', { name: 'Search results' }).getByRole('article', { name: title });
  await expect(card).toBeVisible();
  // A long word moves to the next line whole instead of breaking anywhere ('Reliabili-ty').
  const wrap = await card.getByRole('heading').evaluate((el) => getComputedStyle(el).overflowWrap);
  expect(wrap).not.toBe('anywhere');
  // The pay filters' labels are shown whole.
  for (const label of [/^Minimum salary/, /^Maximum salary/]) {
    const cut = await page
      .locator('label')
      .filter({ hasText: label })
      .evaluate((el) => el.scrollWidth > el.clientWidth + 1);
    expect(cut, String(label)).toBe(false);
  }
  await expectNoAxeViolations(page);

  await card.click();
  await expect(page).toHaveURL(new RegExp(`/jobs/${jobId}$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expectNoAxeViolations(page);
});
