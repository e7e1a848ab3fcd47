import type { APIRequestContext } from '@playwright/test';
import { apiSignUp, uniqueEmail, uniquePhone } from './api';

type Headers = Record<string, string>;

const first = async (request: APIRequestContext, url: string) =>
  (await (await request.get(url)).json()).data[0].id as number;

/** A mentor (ADVISOR profile) who has accepted the terms, created through the API. */
export async function apiMentor(request: APIRequestContext, names = { firstName: 'Neha', lastName: 'Sharma' }) {
  const account = await apiSignUp(request, uniqueEmail('mentor'));
  const headers = { authorization: `Bearer ${account.token}` };
  const profile = {
    profile_type: 'ADVISOR',
    first_name: names.firstName,
    last_name: names.lastName,
    email: account.email,
    country_code: '+91',
    phone: uniquePhone(),
    my_org_id: await first(request, '/api/orgs?org_type=INSTITUTION&count=1'),
    designation_id: await first(request, '/api/designations?count=1'),
  };
  const res = await request.post('/api/v1/profile', { headers, data: { profile } });
  if (res.status() !== 201) throw new Error(`mentor profile ${res.status()}: ${await res.text()}`);
  await request.post('/api/update_terms_nd_cond', { headers, data: { terms_nd_cond: true } });
  return { ...account, profileId: (await res.json()).data.id as number, headers };
}

/** The `datetime-local` value (India time, as the activity form takes it) `hours` after `from`. */
export const inIndia = (hours: number, from = new Date()) =>
  new Date(from.getTime() + hours * 3_600_000 + 330 * 60_000).toISOString().slice(0, 16);

/** The server's clock (GET /api/test/clock; a server started with TEST_CLOCK_CONTROL, admins only). */
export async function serverNow(request: APIRequestContext, admin: Headers): Promise<Date> {
  const res = await request.get('/api/test/clock', { headers: admin });
  if (res.status() !== 200) throw new Error(`clock ${res.status()}: ${await res.text()}`);
  return new Date((await res.json()).data.now as string);
}

/** Move the server's clock forward; answers the new now. */
export async function advanceClock(request: APIRequestContext, admin: Headers, ms: number): Promise<Date> {
  const res = await request.post('/api/test/clock', { headers: admin, data: { advance_ms: ms } });
  if (res.status() !== 200) throw new Error(`clock ${res.status()}: ${await res.text()}`);
  return new Date((await res.json()).data.now as string);
}

/** A small valid PDF (the server checks the bytes against the extension). */
export const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n', 'latin1');
