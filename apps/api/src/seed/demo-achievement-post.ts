import { eq, inArray, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/client';
import { profiles, seedRuns } from '../db/schema';
import { portfolioAchievementSource } from '../modules/portfolio';
import { attachmentOf } from '../modules/posts';

/*
 * The demo student shares her verified internship (issue 28 item 6, decision 0083): a post on the demo
 * timeline carrying the entry her manager verified, with its live 'Verified' badge. Its own step (after the
 * demo portfolio and timeline), so a demo database seeded before it gets it too; once only.
 */

const STEP = 'demo_post_achievement';
const STUDENT = 'student@demo.learnbydoing.in';
const LIKERS = ['mentor@demo.learnbydoing.in', 'company@demo.learnbydoing.in'];
const TEXT =
  '<p>My internship is verified by my manager! Grateful for everything I learned on the team. #internships</p>';

/** Seed the shared achievement once; answers 1 when it wrote the post, 0 when done before or nothing to share. */
export async function seedDemoAchievementPost(db: Db, { now = new Date() }: { now?: Date } = {}): Promise<number> {
  const [done] = await db.select().from(seedRuns).where(eq(seedRuns.name, STEP));
  if (done) return 0;
  const [student] = await db
    .select({ id: profiles.id, org: profiles.my_org_id, year: profiles.graduation_year })
    .from(profiles)
    .where(eq(sql`lower(${profiles.email})`, STUDENT));
  if (!student) return 0;
  const [entry] = await portfolioAchievementSource(db).mine(student.id);
  if (!entry) return 0;
  const likers = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(inArray(sql`lower(${profiles.email})`, LIKERS));
  const created = new Date(now.getTime() - 9 * 86_400_000 - 5 * 3_600_000);
  await db.transaction(async (tx) => {
    const [row] = rowsOf<{ id: number }>(
      await tx.execute(sql`insert into posts (author_profile_id, text, visibility, college_id, batch_year, attachment,
          like_count, created_at)
        values (${student.id}, ${TEXT}, 'everyone', ${student.org}, ${student.org ? student.year : null},
          ${JSON.stringify(attachmentOf(entry))}::jsonb, ${likers.length}, ${created.toISOString()}::timestamptz)
        returning id`),
    );
    const postId = Number(row!.id);
    await tx.execute(sql`insert into post_hashtags (post_id, tag) values (${postId}, 'internships')`);
    for (const [n, liker] of likers.entries())
      await tx.execute(sql`insert into post_likes (post_id, profile_id, created_at)
        values (${postId}, ${liker.id}, ${new Date(created.getTime() + (n + 1) * 600_000).toISOString()}::timestamptz)`);
    await tx.insert(seedRuns).values({ name: STEP, version: '1' });
  });
  return 1;
}
