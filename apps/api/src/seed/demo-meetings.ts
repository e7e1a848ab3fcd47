import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { profiles, seedRuns, videoMeetingAttendees, videoMeetingPosts } from '../db/schema';

/*
 * Demo live sessions (issue 28 items 11 and 12) of the demo mentor, for everyone: one a few days ahead at
 * 7 pm India time that the demo student will attend, and one that ended last week with its recording link,
 * which the demo student joined (the sweep turns that into an 'Events Attended' entry). One transaction.
 */

const STEP = 'demo_meetings';
const MENTOR = 'mentor@demo.learnbydoing.in';
const STUDENT = 'student@demo.learnbydoing.in';
export const DEMO_SESSION_TITLE = 'Portfolio clinic: what recruiters look for';
export const DEMO_PAST_SESSION_TITLE = 'SQL office hours';
const DAY = 86_400_000;
const HOUR = 3_600_000;

/** 7 pm in India (13:30 UTC) on the day `days` from `now`. */
const eveningIn = (now: Date, days: number) => {
  const day = new Date(now.getTime() + days * DAY + 330 * 60_000).toISOString().slice(0, 10);
  return new Date(`${day}T19:00:00+05:30`);
};

export async function seedDemoMeetings(db: Db, { now = new Date() }: { now?: Date } = {}) {
  const [done] = await db.select().from(seedRuns).where(eq(seedRuns.name, STEP));
  if (done) return 0;
  const people = await db
    .select({ id: profiles.id, user_id: profiles.user_id, email: sql<string>`lower(${profiles.email})` })
    .from(profiles)
    .where(inArray(sql`lower(${profiles.email})`, [MENTOR, STUDENT]));
  const mentor = people.find((p) => p.email === MENTOR);
  const student = people.find((p) => p.email === STUDENT);
  if (!mentor?.user_id || !student) return 0;
  const upcoming = eveningIn(now, 3);
  const past = eveningIn(now, -6);
  await db.transaction(async (tx) => {
    const host = {
      created_by_user_id: mentor.user_id!,
      created_by_profile_id: mentor.id,
      audience: 'everyone' as const,
    };
    const [soon] = await tx
      .insert(videoMeetingPosts)
      .values({
        ...host,
        title: DEMO_SESSION_TITLE,
        description:
          'Bring your portfolio: we look at three real ones live and talk about what a recruiter reads first, which projects to put on top and how to describe them.',
        starts_at: upcoming,
        ends_at: new Date(upcoming.getTime() + HOUR),
        provider_url: 'https://meet.jit.si/learnbydoing-portfolio-clinic',
        skills: ['Resume Writing', 'Personal Branding'],
      })
      .returning({ id: videoMeetingPosts.id });
    const [ended] = await tx
      .insert(videoMeetingPosts)
      .values({
        ...host,
        title: DEMO_PAST_SESSION_TITLE,
        description: 'Your SQL questions answered live: joins, grouping and the window functions interviews ask about.',
        starts_at: past,
        ends_at: new Date(past.getTime() + HOUR),
        provider_url: 'https://meet.google.com/lbd-sql-office',
        recording_url: 'https://example.org/recordings/sql-office-hours',
        skills: ['SQL'],
        reminded_day_at: new Date(past.getTime() - DAY),
        reminded_soon_at: new Date(past.getTime() - 10 * 60_000),
      })
      .returning({ id: videoMeetingPosts.id });
    await tx.insert(videoMeetingAttendees).values([
      { meeting_id: soon!.id, profile_id: student.id, going_at: now },
      {
        meeting_id: ended!.id,
        profile_id: student.id,
        going_at: new Date(past.getTime() - 2 * DAY),
        joined_at: new Date(past.getTime() - 5 * 60_000),
      },
    ]);
    await tx.insert(seedRuns).values({ name: STEP, version: '1' });
  });
  return 2;
}
