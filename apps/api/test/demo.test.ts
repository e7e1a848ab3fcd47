// @embedded-pass: a fresh start seeds the demo content on the embedded database.
import { ADMIN_CAPABILITIES } from '@lbd/shared';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announceDemoAccounts, seedDemoAccounts } from '../src/seed/demo';
import { ensureAdmin } from '../src/modules/identity/admins';
import { createTestApp } from './app';
import { bearer, signIn, signUp } from './factories';

describe('demo accounts and the first admin', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('seeds one active account of each profile type plus an admin, once, with random passwords', async () => {
    const accounts = await seedDemoAccounts(t.database.db, t.app.services.identityProvider);
    expect(accounts?.map((a) => a.role)).toEqual([
      'Student',
      'Mentor',
      'Company',
      'Institution',
      'Admin',
      'Admin (limited)',
    ]);
    const types: string[] = [];
    for (const account of accounts!) {
      expect(account.password).toMatch(/^[\w-]{16}$/);
      const session = await signIn(t.app, account.email, account.password);
      const user = (
        await t.app.inject({ method: 'GET', url: '/api/v1/current_user_data', headers: bearer(session.token) })
      ).json().data.user;
      if (account.role === 'Admin')
        expect(user).toMatchObject({ is_admin: true, admin_capabilities: [...ADMIN_CAPABILITIES] });
      else if (account.role === 'Admin (limited)') {
        // Approvals and reports only (decision 0084), granted with an audit row each.
        expect(user).toMatchObject({ is_admin: true, admin_capabilities: ['approve_profiles', 'reports'] });
        const audit = await t.app.inject({
          method: 'GET',
          url: '/api/admin/audit?action=access_grant',
          headers: bearer(session.token),
        });
        expect(audit.json().data.map((r: { after: unknown }) => r.after)).toEqual([
          { email: account.email, levels: ['Approver', 'Reports'] },
          { email: account.email, levels: ['Approver'] },
        ]);
      } else {
        expect(user.profile).toMatchObject({ active: true, terms_nd_cond: true });
        types.push(user.profile.profile_type);
      }
      if (account.role === 'Student') {
        expect(user.portfolio_job_roles.length).toBeGreaterThan(0);
        expect(user.portfolio).not.toBeNull();
        const portfolio = (
          await t.app.inject({ method: 'GET', url: '/api/my_portfolio/portfolios', headers: bearer(session.token) })
        ).json().data;
        const counts = Object.fromEntries(
          Object.entries(portfolio.sections as Record<string, unknown[]>).map(([k, v]) => [k, v.length]),
        );
        expect(counts).toEqual({
          education: 1,
          semester: 6,
          external_courses: 1,
          certificate: 1,
          readings: 2,
          social_clubs: 1,
          external_projects: 1,
          internships: 1,
          jobs: 1,
          external_events: 1,
        });
        expect(portfolio.sections.internships[0].verification).toMatchObject({ name: 'Priya Nair' });
        // Her degree is the one her profile names: one institute, degree and specialization (issue 23 item 25).
        expect(portfolio.profile.institute).toBe('Indian Institute of Technology Bombay');
        expect(portfolio.sections.education[0]).toMatchObject({
          institute: portfolio.profile.institute,
          degree: portfolio.profile.degree,
          specialization: portfolio.profile.specialization,
        });
        expect(portfolio.sections.social_clubs[0].source).toBe('IIT Bombay');
        expect(portfolio.points.total).toBeGreaterThan(0);
      }
    }
    expect(types).toEqual(['STUDENT', 'ADVISOR', 'COMPANY', 'INSTITUTION']);
    expect(await seedDemoAccounts(t.database.db, t.app.services.identityProvider)).toBeNull();

    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lbd-demo-'));
    let printed = '';
    announceDemoAccounts(accounts!, dir, (s) => (printed += s));
    expect(printed).toContain(accounts![0]!.password);
    expect(fs.statSync(path.join(dir, 'demo-accounts.txt')).mode & 0o777).toBe(0o600);
  });

  it('ensureAdmin creates an admin, or promotes an existing user without touching the password', async () => {
    expect(
      await ensureAdmin(t.database.db, t.app.services.identityProvider, 'root@example.com', 'a long admin password'),
    ).toBe('created');
    expect(await ensureAdmin(t.database.db, t.app.services.identityProvider, 'root@example.com', 'ignored')).toBe(
      'unchanged',
    );
    const user = await signUp(t.app);
    expect(await ensureAdmin(t.database.db, t.app.services.identityProvider, user.email, 'ignored')).toBe('promoted');
    const session = await signIn(t.app, user.email, user.password);
    const me = (
      await t.app.inject({ method: 'GET', url: '/api/v1/current_user_data', headers: bearer(session.token) })
    ).json().data.user;
    expect(me.is_admin).toBe(true);
    // The admin:create command grants Full admin: every capability.
    expect(me.admin_capabilities).toEqual([...ADMIN_CAPABILITIES]);
  });
});
