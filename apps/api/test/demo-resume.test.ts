import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  assignments,
  events,
  jobApplications,
  jobInvitations,
  jobs,
  orgs,
  profiles,
  seedRuns,
  users,
} from '../src/db/schema';
import type { IdentityProvider } from '../src/modules/identity';
import { seedDemoAccounts } from '../src/seed/demo';
import { seedDemoActivities } from '../src/seed/demo-activities';
import { seedDemoJobApplications } from '../src/seed/demo-job-applications';
import { seedDemoJobs } from '../src/seed/demo-jobs';
import { DEMO_PENDING_ORG, seedDemoPendingOrg } from '../src/seed/demo-pending-org';
import { seedDemoOrgContent } from '../src/seed/demo-org-content';
import { createTestApp } from './app';
import { signIn } from './factories';

/**
 * Issue 23 item 7: a first start killed while the demo content was seeded must start again. Each step
 * that is not one transaction is interrupted (a failure half-way, or its work done without its mark,
 * which is where a kill -9 leaves it) and then run again: it finishes with the same content, once.
 */
describe('demo seeding resumes after an interrupted start', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  }, 60_000);
  afterAll(() => t.close());

  const db = () => t.database.db;
  const demoUsers = async () =>
    (
      await db()
        .select({ n: count() })
        .from(users)
        .where(sql`lower(${users.email}) like '%@demo.learnbydoing.in'`)
    )[0]!.n;

  it('accounts: a failure after two of six users, then a clean run with working passwords', async () => {
    const real = t.app.services.identityProvider;
    let made = 0;
    const failing: IdentityProvider = {
      ...real,
      createUser: async (...args) => {
        if (made === 2) throw new Error('killed');
        made += 1;
        return real.createUser(...args);
      },
    };
    await expect(seedDemoAccounts(db(), failing)).rejects.toThrow('killed');
    expect(await demoUsers()).toBe(2);
    const accounts = (await seedDemoAccounts(db(), real))!;
    // Five roles and the limited admin (decision 0084).
    expect(accounts).toHaveLength(6);
    expect(await demoUsers()).toBe(6);
    for (const a of accounts) await expect(signIn(t.app, a.email, a.password)).resolves.toBeTruthy();
    expect(await seedDemoAccounts(db(), real)).toBeNull();
  });

  it('job applications and activities: done again without their mark, they end as one clean run', async () => {
    await seedDemoJobs(db());
    const [student] = await db()
      .select({ id: profiles.id })
      .from(profiles)
      .where(eq(profiles.email, 'student@demo.learnbydoing.in'));
    const state = async () => ({
      applications: (
        await db().select({ n: count() }).from(jobApplications).where(eq(jobApplications.profile_id, student!.id))
      )[0]!.n,
      invitations: (
        await db().select({ n: count() }).from(jobInvitations).where(eq(jobInvitations.profile_id, student!.id))
      )[0]!.n,
      activities: (
        await db()
          .select({ n: count() })
          .from(assignments)
          .where(eq(assignments.title, 'Plan rainwater harvesting for your campus'))
      )[0]!.n,
      classmates: (
        await db()
          .select({ n: count() })
          .from(users)
          .where(sql`${users.email} like '%@classmates.demo.learnbydoing.in'`)
      )[0]!.n,
    });
    const unmark = (name: string) => db().delete(seedRuns).where(eq(seedRuns.name, name));

    expect(await seedDemoJobApplications(db())).toBe(2);
    expect(await seedDemoActivities(db())).toBe(1);
    const once = await state();
    expect(once).toMatchObject({ applications: 2, activities: 1, classmates: 3 });
    expect(once.invitations).toBeGreaterThan(0);

    await unmark('demo_job_applications');
    await unmark('demo_activities');
    expect(await seedDemoJobApplications(db())).toBe(2);
    expect(await seedDemoActivities(db())).toBe(1);
    expect(await state()).toEqual(once);
    const marks = await db()
      .select({ n: count() })
      .from(seedRuns)
      .where(and(inArray(seedRuns.name, ['demo_job_applications', 'demo_activities'])));
    expect(marks[0]!.n).toBe(2);
  });

  it('the company awaiting approval: killed after its account, or done without its mark, ends as one', async () => {
    const real = t.app.services.identityProvider;
    const state = async () => ({
      users: (await db().select({ n: count() }).from(users).where(eq(users.email, DEMO_PENDING_ORG.email)))[0]!.n,
      waiting: (
        await db()
          .select({ n: count() })
          .from(profiles)
          .where(and(eq(profiles.email, DEMO_PENDING_ORG.email), eq(profiles.active, false)))
      )[0]!.n,
      orgs: (await db().select({ n: count() }).from(orgs).where(eq(orgs.full_name, DEMO_PENDING_ORG.org)))[0]!.n,
    });
    // Killed between the account and the profile: the account exists, nothing else.
    const killed: IdentityProvider = {
      ...real,
      createUser: async (...args) => {
        await real.createUser(...args);
        throw new Error('killed');
      },
    };
    await expect(seedDemoPendingOrg(db(), killed)).rejects.toThrow('killed');
    expect(await state()).toEqual({ users: 1, waiting: 0, orgs: 0 });
    expect(await seedDemoPendingOrg(db(), real)).toBe(1);
    expect(await state()).toEqual({ users: 1, waiting: 1, orgs: 1 });
    expect(await seedDemoPendingOrg(db(), real)).toBe(0);
    await db().delete(seedRuns).where(eq(seedRuns.name, 'demo_pending_org'));
    expect(await seedDemoPendingOrg(db(), real)).toBe(1);
    expect(await state()).toEqual({ users: 1, waiting: 1, orgs: 1 });
  });

  it('the demo company’s drafts and closed content: one transaction with its mark, seeded once', async () => {
    expect(await seedDemoOrgContent(db())).toBe(4);
    expect(await seedDemoOrgContent(db())).toBe(0);
    const [company] = await db()
      .select({ org: profiles.my_org_id })
      .from(profiles)
      .where(eq(profiles.email, 'company@demo.learnbydoing.in'));
    const statuses = async (table: typeof jobs | typeof events) =>
      (await db().select({ status: table.status }).from(table).where(eq(table.org_id, company!.org!))).map(
        (r) => r.status,
      );
    expect(await statuses(jobs)).toEqual(expect.arrayContaining(['draft', 'closed', 'published']));
    expect((await statuses(events)).filter((s) => s !== 'published').sort()).toEqual(['closed', 'draft']);
  });
});
