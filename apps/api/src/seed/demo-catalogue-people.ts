import { randomBytes } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { batches, jobs, orgs, profiles, seedRuns, skills, users } from '../db/schema';
import type { IdentityProvider } from '../modules/identity/identity.provider';

/** Two people who signed up and have not finished (issue 29 item 10): one has no profile, one lacks parts. */
export const DEMO_INCOMPLETE = [
  { email: 'rohan.verma@signup.demo.learnbydoing.in', name: 'Rohan Verma' },
  { email: 'sneha.kulkarni@signup.demo.learnbydoing.in', name: 'Sneha Kulkarni', first: 'Sneha', last: 'Kulkarni' },
] as const;

/** A second spelling of React (merge it into React on /catalogue) and a skill a user typed in, waiting for review. */
export const DEMO_DUPLICATE_SKILL = { name: 'reactjs', display_name: 'ReactJS' } as const;
export const DEMO_WAITING_SKILL = { name: 'figma prototyping', display_name: 'Figma Prototyping' } as const;

/** The demo institute's batches. */
const BATCHES = [
  { name: 'B.Tech CSE 2022-26', year: 2026 },
  { name: 'B.Tech CSE 2023-27', year: 2027 },
  { name: 'B.Tech ECE 2023-27', year: 2027 },
];

/**
 * Demo data for catalogue upkeep and the people tools (issue 29 items 9 and 10): a duplicate spelling of a
 * skill named by a job, a typed-in skill waiting for review, the demo institute's batches (the demo student
 * in one) and two incomplete accounts. Runs once; a start killed after the accounts were made removes them
 * and runs again (the rest and the mark are one transaction).
 */
export async function seedDemoCataloguePeople(db: Db, identity: IdentityProvider): Promise<number> {
  const [done] = await db.select().from(seedRuns).where(eq(seedRuns.name, 'demo_catalogue_people'));
  if (done) return 0;
  await db.delete(users).where(
    inArray(
      sql`lower(${users.email})`,
      DEMO_INCOMPLETE.map((d) => d.email),
    ),
  );
  const userIds: string[] = [];
  for (const person of DEMO_INCOMPLETE)
    userIds.push(await identity.createUser(person.email, randomBytes(18).toString('base64url'), { name: person.name }));
  await db.transaction(async (tx) => {
    // Sneha chose her institute but not her degree, specialization or year, and never accepted the terms.
    const [demoStudent] = await tx
      .select({ id: profiles.id, org_id: profiles.my_org_id, year: profiles.graduation_year })
      .from(profiles)
      .where(eq(profiles.email, 'student@demo.learnbydoing.in'));
    const [anyInstitute] = await tx
      .select({ id: orgs.id })
      .from(orgs)
      .where(eq(orgs.org_type, 'INSTITUTION'))
      .orderBy(orgs.id)
      .limit(1);
    const instituteId = demoStudent?.org_id ?? anyInstitute?.id ?? null;
    const sneha = DEMO_INCOMPLETE[1];
    await tx.insert(profiles).values({
      user_id: userIds[1]!,
      profile_type: 'STUDENT',
      first_name: sneha.first,
      last_name: sneha.last,
      full_name: sneha.name,
      email: sneha.email,
      my_org_id: instituteId,
    });
    await tx
      .update(users)
      .set({ createdAt: sql`now() - interval '9 days'` })
      .where(eq(users.id, userIds[1]!));
    await tx
      .update(users)
      .set({ createdAt: sql`now() - interval '3 days'` })
      .where(eq(users.id, userIds[0]!));

    const [dup] = await tx
      .insert(skills)
      .values([
        { ...DEMO_DUPLICATE_SKILL, type: 'TECHNICAL' },
        { ...DEMO_WAITING_SKILL, type: 'TECHNICAL', accepted: false },
      ])
      .onConflictDoNothing()
      .returning({ id: skills.id });
    // A job names the second spelling, so merging it into React moves something.
    if (dup) {
      const [job] = await tx.select({ id: jobs.id }).from(jobs).orderBy(jobs.id).limit(1);
      if (job)
        await tx
          .update(jobs)
          .set({ skill_ids: sql`array_append(${jobs.skill_ids}, ${dup.id}::int)` })
          .where(eq(jobs.id, job.id));
    }

    if (instituteId) {
      const made = await tx
        .insert(batches)
        .values(BATCHES.map((b) => ({ ...b, org_id: instituteId })))
        .onConflictDoNothing()
        .returning({ id: batches.id, year: batches.year, name: batches.name });
      const mine = made.find((b) => b.year === demoStudent?.year && b.name.includes('CSE'));
      if (demoStudent && mine)
        await tx
          .update(profiles)
          .set({ batch_id: mine.id })
          .where(and(eq(profiles.id, demoStudent.id)));
    }
    await tx.insert(seedRuns).values({ name: 'demo_catalogue_people', version: '1' });
  });
  return 1;
}
