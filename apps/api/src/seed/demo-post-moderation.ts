import { eq, inArray, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/client';
import { auditLog, profiles, seedRuns } from '../db/schema';
import { CLASSMATES } from './demo-activities';

/*
 * Moderation and campus channels in the demo (issue 28 items 5 and 7, decision 0082), after the demo
 * timeline: a post two readers reported (waiting in the institution's and the admin's queue), one the
 * reports' weight hid (audited as the community's doing), and a campus channel post of the demo
 * institution to the student's batch, delivered to its students, two of whom read it.
 */

const STEP = 'demo_post_moderation';
const HOUR = 3_600_000;

const EMAILS = {
  institution: 'institution@demo.learnbydoing.in',
  student: 'student@demo.learnbydoing.in',
  mentor: 'mentor@demo.learnbydoing.in',
  rohan: CLASSMATES[0]!.email,
  meera: CLASSMATES[1]!.email,
  kabir: CLASSMATES[2]!.email,
};

/** Seed once; answers how many posts it wrote (0 when done before or without the demo people). */
export async function seedDemoPostModeration(db: Db, { now = new Date() }: { now?: Date } = {}): Promise<number> {
  const [done] = await db.select().from(seedRuns).where(eq(seedRuns.name, STEP));
  if (done) return 0;
  const people = await db
    .select({
      id: profiles.id,
      email: profiles.email,
      org: profiles.my_org_id,
      year: profiles.graduation_year,
    })
    .from(profiles)
    .where(inArray(sql`lower(${profiles.email})`, Object.values(EMAILS)));
  const who = (k: keyof typeof EMAILS) => people.find((p) => p.email?.toLowerCase() === EMAILS[k]);
  const [institution, student, mentor, rohan, meera, kabir] = [
    who('institution'),
    who('student'),
    who('mentor'),
    who('rohan'),
    who('meera'),
    who('kabir'),
  ];
  if (!institution?.org || !student || !mentor || !rohan || !meera || !kabir) return 0;
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR).toISOString();

  await db.transaction(async (tx) => {
    const post = async (authorId: number, text: string, hoursAgo: number, extra = sql``, values = sql``) =>
      Number(
        rowsOf<{ id: number }>(
          await tx.execute(sql`insert into posts (author_profile_id, text, visibility, created_at${extra})
            values (${authorId}, ${text}, 'everyone', ${at(hoursAgo)}::timestamptz${values}) returning id`),
        )[0]!.id,
      );
    const report = (postId: number, reporterId: number, reason: string, note: string, weight: number, hoursAgo: number) =>
      tx.execute(sql`insert into post_reports (post_id, reporter_profile_id, reason, note, weight, created_at)
        values (${postId}, ${reporterId}, ${reason}, ${note}, ${weight}, ${at(hoursAgo)}::timestamptz)`);

    // Waiting: two established readers reported it (weight 2 of 3), so it still shows.
    const waiting = await post(
      kabir.id,
      '<p>Selling solved answer sheets for the mid-semester exams, DM me for the PDF. #exams</p>',
      30,
    );
    await report(waiting, student.id, 'spam', 'Selling exam answers', 1, 26);
    await report(waiting, meera.id, 'spam', '', 1, 20);
    for (const r of [student.id, meera.id])
      await tx.execute(sql`insert into post_hides (profile_id, post_id) values (${r}, ${waiting}) on conflict do nothing`);

    // Hidden by the reports' weight: a mentor's report weighs 1.5.
    const hidden = await post(
      rohan.id,
      '<p>Win a free laptop!!! Just share your college login at this link to enter the lucky draw.</p>',
      50,
      sql`, hidden_at, hidden_reason`,
      sql`, ${at(44)}::timestamptz, 'reports'`,
    );
    await report(hidden, mentor.id, 'spam', 'Phishing for passwords', 1.5, 48);
    await report(hidden, student.id, 'spam', '', 1, 46);
    await report(hidden, kabir.id, 'misinformation', '', 1, 44);
    await tx.insert(auditLog).values({
      actor_user_id: null,
      action: 'post.auto_hide',
      target_type: 'post',
      target_id: String(hidden),
      before: { hidden: false },
      after: { hidden: true, weight: 3.5, reports: 3 },
    });

    // A campus channel post of the institution to the student's batch (her classmates are in it too).
    const [row] = rowsOf<{ id: number }>(
      await tx.execute(sql`insert into posts (author_profile_id, org_id, text, visibility, audience_org_id,
          channel_specialization_id, channel_batch_year, created_at)
        values (${institution.id}, ${institution.org}, ${'<p>Final-year students: the next campus placement drive is on Monday at 9:30 am in the seminar hall. Carry two copies of your résumé and your college ID. #placements</p>'},
          'channel', ${institution.org}, null, ${student.year}, ${at(6)}::timestamptz)
        returning id`),
    );
    const channel = Number(row!.id);
    const reached = rowsOf<{ profile_id: number }>(
      await tx.execute(sql`insert into post_deliveries (post_id, profile_id)
        select ${channel}, s.id from profiles s
        where s.my_org_id = ${institution.org} and s.profile_type = 'STUDENT' and s.org_membership = 'MEMBER' and s.active
          and s.deleted_at is null
          ${student.year ? sql`and s.graduation_year = ${student.year}` : sql``}
        returning profile_id`),
    ).map((r) => Number(r.profile_id));
    await tx.execute(sql`update post_deliveries set read_at = ${at(4)}::timestamptz
      where post_id = ${channel} and profile_id in (${rohan.id}, ${meera.id})`);
    await tx.insert(seedRuns).values({ name: STEP, version: String(reached.length) });
  });
  return 3;
}
