import fs from 'node:fs';
import path from 'node:path';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { JOB_POSTING_TYPES, todayOf } from '@lbd/shared';
import { z } from 'zod';
import { SEED_DATA_DIR } from '../config/paths';
import type { Db } from '../db/client';
import { degrees, jobRoles, jobs, orgs, profiles, seedRuns, skills, specializations } from '../db/schema';

const DEMO_COMPANY_EMAIL = 'company@demo.learnbydoing.in';
const DAY_MS = 86_400_000;
const LAKH = 100_000 * 100; // ₹1 lakh in paise
const THOUSAND = 1000 * 100; // ₹1,000 in paise

/** One demo job as `data/demo_jobs.json` writes it. */
const demoJobSchema = z.object({
  /** null: the demo company; else the full name of another catalogue company. */
  company: z.string().nullable(),
  type: z.enum(JOB_POSTING_TYPES),
  title: z.string().max(150),
  description: z.string(),
  location: z.string(),
  is_remote: z.boolean().optional(),
  skills: z.array(z.string()),
  roles: z.array(z.string()),
  degrees: z.array(z.string()).optional(),
  /** Lower-case prefixes of specialization names. */
  specializations: z.array(z.string()).optional(),
  min_cgpa: z.number().optional(),
  min_percentage: z.number().optional(),
  max_backlogs: z.number().int().optional(),
  /** Graduation years as years from now (0 = this year). */
  graduating: z.array(z.number().int()).optional(),
  /** Yearly salary range in lakh, or a monthly stipend in thousands for internships. */
  pay: z.union([z.tuple([z.number(), z.number()]), z.number()]),
  duration_months: z.number().int().optional(),
  open_positions: z.number().int().positive(),
  /** Apply within this many days; posted this many days ago. */
  closesIn: z.number().int().positive(),
  postedAgo: z.number().int().min(0),
});
type DemoJob = z.infer<typeof demoJobSchema>;

export function loadDemoJobs(dir = SEED_DATA_DIR): DemoJob[] {
  return z.array(demoJobSchema).parse(JSON.parse(fs.readFileSync(path.join(dir, 'demo_jobs.json'), 'utf8')));
}

/**
 * Published demo jobs and internships, most from the demo company and a few from other catalogue
 * companies, so the job pages are not empty on a fresh start. Runs once, after the demo accounts.
 */
export async function seedDemoJobs(db: Db, now = new Date()): Promise<number> {
  const DEMO_JOBS = loadDemoJobs();
  const [done] = await db.select().from(seedRuns).where(eq(seedRuns.name, 'demo_jobs'));
  if (done) return 0;
  const [company] = await db
    .select({ id: profiles.id, org_id: profiles.my_org_id })
    .from(profiles)
    .where(sql`lower(${profiles.email}) = ${DEMO_COMPANY_EMAIL}`);
  if (!company?.org_id) return 0;

  const all = (k: (j: DemoJob) => string[] | undefined) => [...new Set(DEMO_JOBS.flatMap((j) => k(j) ?? []))];
  const [skillNames, roleNames, degreeNames] = [all((j) => j.skills), all((j) => j.roles), all((j) => j.degrees)];
  const [skillRows, roleRows, degreeRows, specRows, orgRows] = await Promise.all([
    db
      .select({ id: skills.id, name: skills.display_name })
      .from(skills)
      .where(inArray(skills.display_name, skillNames)),
    db.select({ id: jobRoles.id, name: jobRoles.name }).from(jobRoles).where(inArray(jobRoles.name, roleNames)),
    db.select({ id: degrees.id, name: degrees.name }).from(degrees).where(inArray(degrees.name, degreeNames)),
    db
      .select({ id: specializations.id, name: specializations.name })
      .from(specializations)
      .orderBy(asc(specializations.id)),
    db.select({ id: orgs.id, name: orgs.full_name }).from(orgs).where(eq(orgs.org_type, 'COMPANY')),
  ]);
  const ids = (rows: { id: number; name: string }[], names: string[] = []) =>
    names.flatMap((n) => rows.filter((r) => r.name === n).map((r) => r.id));
  const year = Number(todayOf(now).slice(0, 4));

  const values = DEMO_JOBS.flatMap((j) => {
    const orgId = j.company ? orgRows.find((o) => o.name === j.company)?.id : company.org_id;
    if (!orgId) return [];
    return [
      {
        org_id: orgId,
        created_by_profile_id: j.company ? null : company.id,
        type: j.type,
        title: j.title,
        description: j.description,
        location: j.location,
        is_remote: j.is_remote ?? false,
        skill_ids: ids(skillRows, j.skills),
        job_role_ids: ids(roleRows, j.roles),
        degree_ids: ids(degreeRows, j.degrees),
        specialization_ids: specRows
          .filter((s) => (j.specializations ?? []).some((p) => s.name.toLowerCase().startsWith(p)))
          .map((s) => s.id),
        min_cgpa: j.min_cgpa === undefined ? null : String(j.min_cgpa),
        min_percentage: j.min_percentage === undefined ? null : String(j.min_percentage),
        max_backlogs: j.max_backlogs ?? null,
        graduation_years: (j.graduating ?? []).map((n) => year + n),
        salary_min: Array.isArray(j.pay) ? Math.round(j.pay[0] * LAKH) : null,
        salary_max: Array.isArray(j.pay) ? Math.round(j.pay[1] * LAKH) : null,
        stipend: Array.isArray(j.pay) ? null : j.pay * THOUSAND,
        duration_months: j.duration_months ?? null,
        open_positions: j.open_positions,
        apply_by: todayOf(new Date(now.getTime() + j.closesIn * DAY_MS)),
        status: 'published' as const,
        published_at: new Date(now.getTime() - j.postedAgo * DAY_MS),
      },
    ];
  });
  await db.transaction(async (tx) => {
    await tx.insert(jobs).values(values);
    await tx.insert(seedRuns).values({ name: 'demo_jobs', version: '1' });
  });
  return values.length;
}
