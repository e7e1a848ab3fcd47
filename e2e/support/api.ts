import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';

export const PASSWORD = 'a good long password';
export const ADMIN = { email: 'e2e-admin@example.com', password: 'e2e admin password' };

export const uniqueEmail = (prefix: string) => `${prefix}.${randomUUID().slice(0, 8)}@example.com`;
let phoneSeq = 0;
export const uniquePhone = () =>
  `9${String(Date.now() % 1e5).padStart(5, '0')}${String(phoneSeq++ % 1e4).padStart(4, '0')}`;

let addressSeq = 0;
/** A client address of its own for each set-up call (the server trusts one proxy hop in journeys). */
const clientAddress = () => ({
  'x-forwarded-for': `10.${process.pid % 250}.${(addressSeq >> 8) & 255}.${addressSeq++ & 255}`,
});

/** Sign up through the API (setup for journeys that are not about signing up). */
export async function apiSignUp(request: APIRequestContext, email = uniqueEmail('user'), password = PASSWORD) {
  const res = await request.post('/api/identity/sign_up', {
    headers: clientAddress(),
    data: { email, password, confirm_password: password },
  });
  if (res.status() !== 201) throw new Error(`sign-up ${res.status()}: ${await res.text()}`);
  return { email, password, token: (await res.json()).data.access_token as string };
}

export async function apiSignIn(request: APIRequestContext, email: string, password: string) {
  const res = await request.post('/api/identity/sign_in', { headers: clientAddress(), data: { email, password } });
  if (res.status() !== 200) throw new Error(`sign-in ${res.status()}: ${await res.text()}`);
  return (await res.json()).data.access_token as string;
}

const first = async (request: APIRequestContext, url: string) =>
  (await (await request.get(url)).json()).data[0].id as number;

/** A student (or other type) with a profile, created through the API. */
export async function apiStudent(
  request: APIRequestContext,
  opts: { terms?: boolean; firstName?: string; lastName?: string } = {},
) {
  const account = await apiSignUp(request, uniqueEmail('student'));
  const headers = { authorization: `Bearer ${account.token}` };
  const profile = {
    profile_type: 'STUDENT',
    first_name: opts.firstName ?? 'Kavya',
    last_name: opts.lastName ?? 'Nair',
    email: account.email,
    country_code: '+91',
    phone: uniquePhone(),
    my_org_id: await first(request, '/api/orgs?org_type=INSTITUTION&count=1'),
    degree_id: await first(request, '/api/degrees?query=B.Tech&count=1'),
    specialization_id: await first(request, '/api/specializations?query=Computer&count=1'),
    graduation_year: 2027,
  };
  const res = await request.post('/api/v1/profile', { headers, data: { profile } });
  if (res.status() !== 201) throw new Error(`profile ${res.status()}: ${await res.text()}`);
  if (opts.terms) await request.post('/api/update_terms_nd_cond', { headers, data: { terms_nd_cond: true } });
  return { ...account, profileId: (await res.json()).data.id as number, headers };
}

/** The latest email to an address, from the development outbox. */
export async function lastEmail(request: APIRequestContext, to: string) {
  const res = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}&limit=1`);
  return (await res.json()).data.emails[0] as { subject: string; text: string } | undefined;
}

export async function lastSms(request: APIRequestContext, to: string) {
  const res = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}&limit=1`);
  return (await res.json()).data.sms[0] as { body: string } | undefined;
}

/** Sign in through the login popup. */
export async function signInThroughPopup(page: Page, email: string, password: string) {
  await page.getByRole('button', { name: 'LOGIN', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email', { exact: true }).fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'LOGIN', exact: true }).click();
}

/** A company or institution with an approved profile, created through the API (admin approves it). */
export async function apiOrgUser(
  request: APIRequestContext,
  type: 'COMPANY' | 'INSTITUTION',
  opts: { orgId?: number } = {},
) {
  const account = await apiSignUp(request, uniqueEmail(type.toLowerCase()));
  const headers = { authorization: `Bearer ${account.token}` };
  const profile = {
    profile_type: type,
    first_name: type === 'COMPANY' ? 'Rohan' : 'Meera',
    last_name: type === 'COMPANY' ? 'Kapoor' : 'Iyer',
    email: account.email,
    country_code: '+91',
    phone: uniquePhone(),
    my_org_id: opts.orgId ?? (await first(request, `/api/orgs?org_type=${type}&count=1`)),
    designation_id: await first(request, '/api/designations?count=1'),
  };
  const res = await request.post('/api/v1/profile', { headers, data: { profile } });
  if (res.status() !== 201) throw new Error(`profile ${res.status()}: ${await res.text()}`);
  const profileId = (await res.json()).data.id as number;
  await request.post('/api/update_terms_nd_cond', { headers, data: { terms_nd_cond: true } });
  const approved = await request.post('/api/admin/approve_org_profile', {
    headers: await adminHeaders(request),
    data: { profile_id: profileId },
  });
  if (approved.status() !== 200) throw new Error(`approval ${approved.status()}: ${await approved.text()}`);
  return { ...account, profileId, headers, orgId: profile.my_org_id };
}

let adminToken: { token: string; until: number } | null = null;
/** The journeys' admin, signed in once per worker (sign-ins per account are rate limited). */
export async function adminHeaders(request: APIRequestContext) {
  if (!adminToken || adminToken.until < Date.now()) {
    adminToken = { token: await apiSignIn(request, ADMIN.email, ADMIN.password), until: Date.now() + 10 * 60_000 };
  }
  return { authorization: `Bearer ${adminToken.token}` };
}
