import { eq, sql } from 'drizzle-orm';
import { todayOf } from '@lbd/shared';
import type { Db } from '../db/client';
import { events, jobs, profiles, seedRuns } from '../db/schema';

const DEMO_COMPANY_EMAIL = 'company@demo.learnbydoing.in';
const DAY_MS = 86_400_000;
const LAKH = 100_000 * 100; // ₹1 lakh in paise
const THOUSAND = 1000 * 100; // ₹1,000 in paise

/**
 * The demo company's unfinished and finished content (issue 24): a draft job and a draft event it can
 * find again from its dashboard, and a closed internship and a closed event from last season, so the
 * dashboard shows every status on a fresh start. One transaction with its mark: a start killed in the
 * middle leaves nothing, and the next start runs it again. Runs after the demo jobs and events.
 */
export async function seedDemoOrgContent(db: Db, now = new Date()): Promise<number> {
  const [done] = await db.select().from(seedRuns).where(eq(seedRuns.name, 'demo_org_content'));
  if (done) return 0;
  const [company] = await db
    .select({ id: profiles.id, org_id: profiles.my_org_id })
    .from(profiles)
    .where(sql`lower(${profiles.email}) = ${DEMO_COMPANY_EMAIL}`);
  if (!company?.org_id) return 0;
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const day = (offset: number) => todayOf(new Date(now.getTime() + offset * DAY_MS));
  const own = { org_id: company.org_id, created_by_profile_id: company.id };

  const jobRows = [
    {
      ...own,
      type: 'Job_Fulltime' as const,
      title: 'Platform Reliability Engineer',
      description: 'Keep our payment services up around the clock: on-call rotations, runbooks and load tests.',
      location: 'Bengaluru',
      salary_min: 12 * LAKH,
      salary_max: 18 * LAKH,
      open_positions: 2,
      apply_by: day(45),
      status: 'draft' as const,
      inserted_at: ago(2),
      updated_at: ago(1),
    },
    {
      ...own,
      type: 'Internship' as const,
      title: 'Summer Analyst Internship',
      description: 'Eight weeks with our risk analytics team; last season’s batch has finished.',
      location: 'Mumbai',
      stipend: 25 * THOUSAND,
      duration_months: 2,
      open_positions: 4,
      apply_by: day(-70),
      status: 'closed' as const,
      published_at: ago(110),
      closed_at: ago(60),
      inserted_at: ago(112),
      updated_at: ago(60),
    },
  ];
  const eventRows = [
    {
      ...own,
      title: 'Open House: Careers in Fintech',
      description: 'Meet our engineers and analysts, see how a payment travels, and ask about our graduate roles.',
      category: 'Meetup' as const,
      is_online: true,
      starts_at: new Date(`${day(40)}T17:00:00+05:30`),
      duration_hours: 2,
      apply_by: day(38),
      status: 'draft' as const,
      inserted_at: ago(3),
      updated_at: ago(3),
    },
    {
      ...own,
      title: 'Resume Clinic',
      description: 'Our recruiters reviewed resumes one to one and explained what they look for.',
      category: 'Workshop' as const,
      is_online: false,
      location: 'Pune',
      starts_at: new Date(`${day(-30)}T11:00:00+05:30`),
      duration_hours: 3,
      apply_by: day(-32),
      status: 'closed' as const,
      published_at: ago(50),
      closed_at: ago(29),
      inserted_at: ago(52),
      updated_at: ago(29),
    },
  ];
  await db.transaction(async (tx) => {
    await tx.insert(jobs).values(jobRows);
    await tx.insert(events).values(eventRows);
    await tx.insert(seedRuns).values({ name: 'demo_org_content', version: '1' });
  });
  return jobRows.length + eventRows.length;
}
