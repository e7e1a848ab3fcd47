import zlib from 'node:zlib';
import { expect, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import { apiStudent } from './api';
import { watchConsole } from './console';

/**
 * A student with a career path and a started portfolio, created through the API. `role` picks the career
 * path by name (Software by default); a journey that publishes jobs for the path gives its own, so that
 * jobs published by journeys running beside it raise no alerts for its student.
 */
export async function apiPortfolioStudent(
  request: APIRequestContext,
  { role: roleName = 'Software', ...names }: { firstName?: string; lastName?: string; role?: string } = {},
) {
  const student = await apiStudent(request, { terms: true, ...names });
  const roles = await request.get(`/api/my_portfolio/list_job_roles?query=${encodeURIComponent(roleName)}&count=1`, {
    headers: student.headers,
  });
  const role = (await roles.json()).data[0] as { id: number; name: string };
  const chosen = await request.post('/api/my_portfolio/job_roles', {
    headers: student.headers,
    data: { portfolio: { job_roles: [role.id] } },
  });
  if (chosen.status() !== 200) throw new Error(`job roles ${chosen.status()}: ${await chosen.text()}`);
  const started = await request.post('/api/my_portfolio/portfolios', { headers: student.headers });
  if (started.status() !== 201) throw new Error(`portfolio ${started.status()}: ${await started.text()}`);
  return { ...student, jobRole: role.name, jobRoleId: role.id, portfolioId: (await started.json()).data.id as number };
}

/** Signs the page in with a fresh token of the account (the keys the session manager reads). */
export async function signInWithToken(page: Page, request: APIRequestContext, email: string, password: string) {
  const res = await request.post('/api/identity/sign_in', { data: { email, password } });
  if (res.status() !== 200) throw new Error(`sign-in ${res.status()}: ${await res.text()}`);
  const tokens = (await res.json()).data as { access_token: string; expires_at: number };
  await page.goto('/Aboutus');
  await page.evaluate((t) => {
    window.localStorage.setItem('lbd.access_token', t.access_token);
    window.localStorage.setItem('lbd.token_expires_at', String(t.expires_at));
  }, tokens);
}

/** A browser page of its own (a new context on `baseURL`), signed in as the account; its console errors are watched. */
export async function signedInPage(
  browser: Browser,
  request: APIRequestContext,
  baseURL: string,
  account: { email: string; password: string },
) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const errors = watchConsole(page);
  await signInWithToken(page, request, account.email, account.password);
  return { page, errors };
}

/** Adds an entry through the API (setup for journeys about something else). */
export async function apiAddEntry(
  request: APIRequestContext,
  headers: Record<string, string>,
  resource: string,
  body: Record<string, unknown>,
) {
  const res = await request.post(`/api/my_portfolio/${resource}`, { headers, data: body });
  if (res.status() !== 201) throw new Error(`${resource} ${res.status()}: ${await res.text()}`);
  return (await res.json()).data as { id: number; points: number };
}

/** Chooses an option of a select (MUI combobox) inside a dialog or page region. */
export async function choose(page: Page, scope: Locator, combobox: string, option: string) {
  await scope.getByRole('combobox', { name: combobox, exact: true }).click();
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
}

/** Sets a date triple (day, month, year dropdowns) labelled `label`. */
export async function setDate(
  page: Page,
  scope: Locator,
  label: string,
  date: { day?: string; month: string; year: string },
) {
  if (date.day) await choose(page, scope, `${label} Day`, date.day);
  await choose(page, scope, `${label} Month`, date.month);
  await choose(page, scope, `${label} Year`, date.year);
}

/** Types into a text field found by its label (required fields carry a hidden asterisk). */
export async function fill(scope: Locator, label: string, value: string) {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await scope.getByRole('textbox', { name: new RegExp(`^${escaped}\\s*\\*?$`) }).fill(value);
}

/** Picks a name from a multi-select (skills, career paths, life skills) by typing and choosing. */
export async function pickName(page: Page, scope: Locator, label: string, typed: string, option: string | RegExp) {
  const box = scope.getByRole('combobox', { name: new RegExp(`^${label}`) });
  await box.click();
  await box.fill(typed);
  await page.getByRole('option', { name: option }).first().click();
}

/** Submits the card modal and waits for it to close with the given toast. */
export async function submitCard(page: Page, dialog: Locator, toast: string) {
  await dialog.getByRole('button', { name: 'ADD THIS TO PORTFOLIO' }).click();
  await expect(page.getByText(toast)).toBeVisible();
  await expect(dialog).toBeHidden();
}

/**
 * The text a PDF shows: its content streams inflated (react-pdf compresses them with FlateDecode) and
 * the strings of their text operators decoded (hex and literal).
 */
export function pdfText(pdf: Buffer): string {
  const latin = pdf.toString('latin1');
  const runs: string[] = [];
  for (const match of latin.matchAll(/(?<!end)stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const raw = pdf.subarray(start, latin.indexOf('endstream', start));
    let content: string;
    try {
      content = zlib.inflateSync(raw).toString('latin1');
    } catch {
      content = raw.toString('latin1');
    }
    for (const op of content.matchAll(/\[([^\]]*)\]\s*TJ|(<[0-9a-fA-F]*>|\((?:[^()\\]|\\.)*\))\s*Tj/g)) {
      const body = op[1] ?? op[2] ?? '';
      const hex = [...body.matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => Buffer.from(h[1]!, 'hex').toString('latin1'));
      const literal = [...body.matchAll(/\(((?:[^()\\]|\\.)*)\)/g)].map((l) => l[1]!.replace(/\\(.)/g, '$1'));
      runs.push([...hex, ...literal].join(''));
    }
  }
  return runs.join('');
}
