import type { CreateJobBody, CreateProfile, ProfileType } from '@lbd/shared';
import { todayOf } from '@lbd/shared';
import type { App } from '../../src/app';
import { bearer, buildAdmin, buildUser, type Account } from './index';

/** A date `days` from today (in India), 'YYYY-MM-DD'. */
export const inDays = (days: number, now = new Date()) => todayOf(new Date(now.getTime() + days * 86_400_000));

/** Ids of catalogue organisations of a type, in name order. */
export async function orgIds(app: App, type: 'COMPANY' | 'INSTITUTION', count = 5): Promise<number[]> {
  const res = await app.inject({ method: 'GET', url: `/api/orgs?org_type=${type}&count=${count}` });
  return res.json().data.map((o: { id: number }) => o.id);
}

/** A company or institution profile, approved by an admin unless `approved` is false. */
export async function buildOrgUser(
  app: App,
  type: Extract<ProfileType, 'COMPANY' | 'INSTITUTION'>,
  opts: { orgId?: number; approved?: boolean; admin?: Account } = {},
) {
  const overrides: Partial<CreateProfile> = opts.orgId ? { my_org_id: opts.orgId } : {};
  const user = await buildUser(app, type, overrides);
  if (opts.approved !== false) {
    const admin = opts.admin ?? (await buildAdmin(app));
    const res = await app.inject({
      method: 'POST',
      url: '/api/admin/approve_org_profile',
      headers: bearer(admin.token),
      payload: { profile_id: user.profileId },
    });
    if (res.statusCode !== 200) throw new Error(`approval failed: ${res.statusCode} ${res.body}`);
  }
  return user;
}

/** A complete job body that can be published as it is. */
export function jobBody(overrides: Partial<CreateJobBody> = {}): CreateJobBody {
  return {
    title: 'Graduate Engineer Trainee',
    type: 'Job_Fulltime',
    description: 'Build and test services for our banking clients. Training in Java and SQL for the first 3 months.',
    location: 'Pune',
    is_remote: false,
    salary_min: 45_000_000,
    salary_max: 60_000_000,
    open_positions: 5,
    apply_by: inDays(30),
    ...overrides,
  };
}

/** Create a job as this account and publish it unless `publish` is false; returns its id. */
export async function createJob(
  app: App,
  token: string,
  overrides: Partial<CreateJobBody> = {},
  publish = true,
): Promise<number> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/jobs',
    headers: bearer(token),
    payload: jobBody(overrides),
  });
  if (res.statusCode !== 201) throw new Error(`job failed: ${res.statusCode} ${res.body}`);
  const id = res.json().data.id as number;
  if (publish) {
    const pub = await app.inject({ method: 'POST', url: `/api/jobs/${id}/publish`, headers: bearer(token) });
    if (pub.statusCode !== 200) throw new Error(`publish failed: ${pub.statusCode} ${pub.body}`);
  }
  return id;
}
