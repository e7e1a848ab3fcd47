import { TESTIMONIAL_CONSENT_TEXT, type TestimonialStatus, type TestimonialType } from '@lbd/shared/testimonials';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { profiles, seedRuns, testimonials, users } from '../db/schema';

/*
 * Demo testimonials (issue 28 items 8 and 12): three approved ones from the demo accounts, each with the
 * consent its author gave, two of them featured (the student's on /Home, the mentor's on /MentorHome), the
 * company's approved and ready to feature. Runs once, after the demo accounts.
 */

const STEP = 'demo_testimonials';
const ADMIN = 'admin@demo.learnbydoing.in';
const DAY = 86_400_000;

export const DEMO_TESTIMONIALS: {
  email: string;
  type: TestimonialType;
  status: TestimonialStatus;
  rating: number;
  text: string;
}[] = [
  {
    email: 'student@demo.learnbydoing.in',
    type: 'STUDENT',
    status: 'FEATURED',
    rating: 5,
    text: 'The kirana sales dashboard project got me my first interview: I could show the recruiter the SQL, the charts and what my mentor said about them, all verified on my portfolio.',
  },
  {
    email: 'mentor@demo.learnbydoing.in',
    type: 'ADVISOR',
    status: 'FEATURED',
    rating: 5,
    text: 'Peer reviews do half my work now. I read the flagged submissions, my students learn from each other’s answers, and I can see at a glance who is falling behind.',
  },
  {
    email: 'company@demo.learnbydoing.in',
    type: 'COMPANY',
    status: 'APPROVED',
    rating: 4,
    text: 'We shortlist interns by what they built, not by their marks. The portfolios show real projects with mentor scores, which makes the first interview far more useful.',
  },
];

/** Seed the demo testimonials once; answers how many were written (0 when done before or no demo accounts). */
export async function seedDemoTestimonials(db: Db, { now = new Date() }: { now?: Date } = {}) {
  const [done] = await db.select().from(seedRuns).where(eq(seedRuns.name, STEP));
  if (done) return 0;
  const authors = await db
    .select({ id: profiles.id, email: profiles.email })
    .from(profiles)
    .where(
      inArray(
        sql`lower(${profiles.email})`,
        DEMO_TESTIMONIALS.map((d) => d.email),
      ),
    );
  if (authors.length !== DEMO_TESTIMONIALS.length) return 0;
  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, ADMIN));
  const idOf = (email: string) => authors.find((a) => a.email?.toLowerCase() === email)!.id;
  await db.transaction(async (tx) => {
    // What a start stopped in the middle of this step left goes.
    await tx.delete(testimonials).where(
      inArray(
        testimonials.profile_id,
        authors.map((a) => a.id),
      ),
    );
    await tx.insert(testimonials).values(
      DEMO_TESTIMONIALS.map((d, i) => {
        const given = new Date(now.getTime() - (20 - i * 3) * DAY);
        const reviewed = new Date(given.getTime() + 2 * DAY);
        return {
          profile_id: idOf(d.email),
          type: d.type,
          text: d.text,
          rating: d.rating,
          status: d.status,
          consent_text: TESTIMONIAL_CONSENT_TEXT,
          consent_at: given,
          reviewed_by_user_id: admin?.id ?? null,
          reviewed_at: reviewed,
          inserted_at: given,
          updated_at: reviewed,
        };
      }),
    );
    await tx.insert(seedRuns).values({ name: STEP, version: '1' });
  });
  return DEMO_TESTIMONIALS.length;
}
