/**
 * Screenshots of the learning pages at a phone's width (390 px) and on a desktop, in Debian's Chromium,
 * against a running production server (`npm run build`, then
 * `DATA_DIR=/tmp/wl PORT=3310 node --import tsx apps/api/src/main.ts`). Each page is also checked for a
 * horizontal scroll. Run: `node --import tsx e2e/screenshots/learning.ts [out-dir]`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, request as apiRequest, type Page } from '@playwright/test';
import { chromiumLaunch } from '../playwright.config';
import { apiMentor } from '../support/activities-api';
import { apiPublishedPath } from '../support/learning';
import { apiPortfolioStudent } from '../support/portfolio';

const BASE = process.env.BASE_URL ?? 'http://127.0.0.1:3310';
const OUT = process.argv[2] ?? '/tmp/learning-shots';

async function signIn(page: Page, email: string, password: string) {
  const res = await page.request.post(`${BASE}/api/identity/sign_in`, { data: { email, password } });
  const tokens = (await res.json()).data as { access_token: string; expires_at: number };
  await page.goto(`${BASE}/Aboutus`);
  await page.evaluate((t) => {
    window.localStorage.setItem('lbd.access_token', t.access_token);
    window.localStorage.setItem('lbd.token_expires_at', String(t.expires_at));
  }, tokens);
}

async function shoot(page: Page, name: string, url: string, width: number, problems: string[]) {
  await page.setViewportSize({ width, height: width < 700 ? 844 : 900 });
  await page.goto(`${BASE}${url}`);
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 15_000 });
  await page.waitForTimeout(800);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  if (overflow > 0) problems.push(`${name} at ${width}px scrolls sideways by ${overflow}px`);
  await page.screenshot({ path: path.join(OUT, `${name}-${width}.png`), fullPage: true });
}

async function main() {
  fs.mkdirSync(OUT, { recursive: true });
  const request = await apiRequest.newContext({ baseURL: BASE });
  const mentor = await apiMentor(request);
  const pathMade = await apiPublishedPath(request, mentor.headers, { count: 3 });
  const student = await apiPortfolioStudent(request);
  const enrolled = await request.post(`/api/resource_groups/${pathMade.id}/enrol`, {
    headers: student.headers,
    data: { status: 'Enrolled' },
  });
  const myId = (await enrolled.json()).data.id as number;
  const firstItem = ((await (await request.get(`/api/my_profile/my_resource_groups/${myId}`, { headers: student.headers })).json()).data
    .items as { id: number }[])[0]!;
  await request.post(`/api/my_profile/my_resource_groups/${myId}/items/${firstItem.id}/complete`, { headers: student.headers });

  const browser = await chromium.launch(chromiumLaunch);
  const problems: string[] = [];
  const studentPage = await (await browser.newContext()).newPage();
  await signIn(studentPage, student.email, student.password);
  const mentorPage = await (await browser.newContext()).newPage();
  await signIn(mentorPage, mentor.email, mentor.password);
  const r1 = pathMade.resources[0]!.id;
  for (const width of [390, 1280]) {
    await shoot(studentPage, 'resources', '/resources', width, problems);
    await shoot(studentPage, 'resource', `/resources/${r1}`, width, problems);
    await shoot(studentPage, 'paths', '/resourceGroups', width, problems);
    await shoot(studentPage, 'path', `/resourceGroups/${pathMade.id}`, width, problems);
    await shoot(studentPage, 'path-resource', `/resourceGroups/${pathMade.id}/resources/${r1}`, width, problems);
    await shoot(studentPage, 'my-learning', `/myLearning/${myId}`, width, problems);
    await shoot(studentPage, 'my-learning-resource', `/myLearning/${myId}/resources/${r1}`, width, problems);
    await shoot(mentorPage, 'create-resource', '/createResource', width, problems);
    await shoot(mentorPage, 'edit-resource', `/editResource/${r1}`, width, problems);
    await shoot(mentorPage, 'create-path', '/createResourceGroup', width, problems);
    await shoot(mentorPage, 'edit-path', `/editResourceGroup/${pathMade.id}`, width, problems);
    await shoot(studentPage, 'program', '/wings-data-analytics-tc', width, problems);
    await shoot(studentPage, 'program-trending', '/trending', width, problems);
  }
  await browser.close();
  await request.dispose();
  console.log(problems.length ? problems.join('\n') : 'No page scrolls sideways.');
  console.log(`Screenshots in ${OUT}`);
}

void main();
