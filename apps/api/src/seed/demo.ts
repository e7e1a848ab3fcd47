import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  degrees,
  designations,
  jobRoles,
  orgs,
  portfolioJobRoles,
  portfolios,
  profiles,
  seedRuns,
  specializations,
  users,
} from '../db/schema';
import type { IdentityProvider } from '../modules/identity/identity.provider';
import { grantDemoLevels, LIMITED_ADMIN } from './demo-access';
import { seedDemoPortfolio } from './demo-portfolio';

export interface DemoAccount {
  role: string;
  email: string;
  password: string;
}

const DEMO = [
  { role: 'Student', email: 'student@demo.learnbydoing.in', type: 'STUDENT', first: 'Ananya', last: 'Sharma' },
  { role: 'Mentor', email: 'mentor@demo.learnbydoing.in', type: 'ADVISOR', first: 'Vikram', last: 'Menon' },
  { role: 'Company', email: 'company@demo.learnbydoing.in', type: 'COMPANY', first: 'Rahul', last: 'Gupta' },
  {
    role: 'Institution',
    email: 'institution@demo.learnbydoing.in',
    type: 'INSTITUTION',
    first: 'Lakshmi',
    last: 'Iyer',
  },
] as const;
const ADMIN_EMAIL = 'admin@demo.learnbydoing.in';

const password = () => randomBytes(12).toString('base64url');

async function firstId<T extends { id: unknown }>(rows: Promise<T[]>): Promise<number> {
  const [row] = await rows;
  return row!.id as number;
}

/**
 * One active account of each profile type plus an admin, each with a fresh random password that
 * is returned (and printed once by the caller). Runs once per database.
 */
export async function seedDemoAccounts(db: Db, identity: IdentityProvider): Promise<DemoAccount[] | null> {
  const [done] = await db.select().from(seedRuns).where(eq(seedRuns.name, 'demo_accounts'));
  if (done) return null;
  // A start stopped in the middle of this step (kill -9) left some demo users and no mark: they are
  // removed (with their profiles and portfolios) and the step runs again, with new passwords printed.
  await db
    .delete(users)
    .where(inArray(sql`lower(${users.email})`, [...DEMO.map((d) => d.email), ADMIN_EMAIL, LIMITED_ADMIN.email]));

  const institute = await firstId(
    db.select({ id: orgs.id }).from(orgs).where(eq(orgs.org_type, 'INSTITUTION')).orderBy(asc(orgs.id)).limit(1),
  );
  const company = await firstId(
    db.select({ id: orgs.id }).from(orgs).where(eq(orgs.org_type, 'COMPANY')).orderBy(asc(orgs.id)).limit(1),
  );
  const degree = await firstId(db.select({ id: degrees.id }).from(degrees).where(eq(degrees.name, 'B.Tech')).limit(1));
  const specialization = await firstId(
    db
      .select({ id: specializations.id })
      .from(specializations)
      .where(sql`lower(${specializations.name}) like 'computer science%'`)
      .limit(1),
  );
  const designation = await firstId(
    db.select({ id: designations.id }).from(designations).orderBy(asc(designations.id)).limit(1),
  );
  const roles = await db
    .select({ id: jobRoles.id })
    .from(jobRoles)
    .where(sql`${jobRoles.name} in ('Software Engineer', 'Data Analyst', 'Full Stack Developer')`);

  const accounts: DemoAccount[] = [];
  for (const [i, demo] of DEMO.entries()) {
    const pw = password();
    const userId = await identity.createUser(demo.email, pw, { name: `${demo.first} ${demo.last}` });
    const orgId = demo.type === 'COMPANY' || demo.type === 'ADVISOR' ? company : institute;
    const [org] = await db.select({ full_name: orgs.full_name }).from(orgs).where(eq(orgs.id, orgId));
    const [profile] = await db
      .insert(profiles)
      .values({
        user_id: userId,
        profile_type: demo.type,
        first_name: demo.first,
        last_name: demo.last,
        full_name:
          demo.type === 'COMPANY' || demo.type === 'INSTITUTION' ? org!.full_name : `${demo.first} ${demo.last}`,
        email: demo.email,
        country_code: '+91',
        phone: `98765000${10 + i}`,
        my_org_id: orgId,
        designation_id: demo.type === 'STUDENT' ? null : designation,
        degree_id: demo.type === 'STUDENT' ? degree : null,
        specialization_id: demo.type === 'STUDENT' ? specialization : null,
        graduation_year: demo.type === 'STUDENT' ? new Date().getFullYear() + 1 : null,
        active: true,
        terms_nd_cond: true,
        terms_accepted_at: new Date(),
      })
      .returning({ id: profiles.id });
    if (demo.type === 'STUDENT' && roles.length > 0) {
      await db.insert(portfolioJobRoles).values(roles.map((r) => ({ profile_id: profile!.id, job_role_id: r.id })));
      // She chose to share her portfolio when she started it (the link on the landing page shows it).
      await db.insert(portfolios).values({ profile_id: profile!.id, is_public: true });
      await seedDemoPortfolio(db, profile!.id);
    }
    accounts.push({ role: demo.role, email: demo.email, password: pw });
  }
  // The demo people have been on the platform for a couple of months (their posts go back weeks): they
  // are past a new account's first days, when posting is limited (decision 0082).
  await db.execute(sql`update users set created_at = created_at - interval '60 days'
    where email in (${sql.join(
      DEMO.map((d) => sql`${d.email}`),
      sql`, `,
    )})`);
  const adminPassword = password();
  const adminId = await identity.createUser(ADMIN_EMAIL, adminPassword, { name: 'Demo Admin', admin: true });
  accounts.push({ role: 'Admin', email: ADMIN_EMAIL, password: adminPassword });
  // A second admin with a limited access level: approvals and reports only (decision 0084).
  const limitedPassword = password();
  const limitedId = await identity.createUser(LIMITED_ADMIN.email, limitedPassword, { name: LIMITED_ADMIN.name });
  await grantDemoLevels(db, adminId, limitedId, LIMITED_ADMIN.email, LIMITED_ADMIN.levels);
  accounts.push({ role: 'Admin (limited)', email: LIMITED_ADMIN.email, password: limitedPassword });
  await db.insert(seedRuns).values({ name: 'demo_accounts', version: '1' });
  return accounts;
}

/** Print the demo sign-ins once and keep a private copy in DATA_DIR for a local user who missed them. */
export function announceDemoAccounts(accounts: DemoAccount[], dataDir: string, write: (s: string) => void): void {
  const lines = accounts.map((a) => `  ${a.role.padEnd(16)} ${a.email.padEnd(36)} ${a.password}`);
  const text = ['Demo accounts (shown once; passwords are random for this database):', ...lines, ''].join('\n');
  write(`\n${text}\n`);
  fs.writeFileSync(path.join(dataDir, 'demo-accounts.txt'), text, { mode: 0o600 });
}
