import { eq, inArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { rowsOf, type Db } from '../db/client';
import { profiles, seedRuns } from '../db/schema';
import { storeImage, type StoredImage } from '../lib/images';
import type { FileStorage } from '../lib/storage';
import { CLASSMATES } from './demo-activities';

/*
 * A lively demo timeline (issue 28 item 12): posts of the demo company and institution (as their
 * organisations), the mentor, the student and the student's classmates, spread over the last four
 * weeks, with photos (coloured cards drawn at seed time), hashtags, mentions, likes, comments and
 * replies, one college-only post and a pinned welcome. The photos are stored first; the rows go in
 * one transaction with the step's mark, so an interrupted start leaves at most unused files.
 */

const STEP = 'demo_posts';
const DAY = 86_400_000;

type Who = 'company' | 'institution' | 'mentor' | 'student' | 'rohan' | 'meera' | 'kabir';
const EMAILS: Record<Who, string> = {
  company: 'company@demo.learnbydoing.in',
  institution: 'institution@demo.learnbydoing.in',
  mentor: 'mentor@demo.learnbydoing.in',
  student: 'student@demo.learnbydoing.in',
  rohan: CLASSMATES[0]!.email,
  meera: CLASSMATES[1]!.email,
  kabir: CLASSMATES[2]!.email,
};

interface DemoPost {
  by: Who;
  daysAgo: number;
  text: string;
  card?: { title: string; line: string; colour: string };
  mentions?: Who[];
  college?: boolean;
  likes: Who[];
  comments?: { by: Who; text: string; replies?: { by: Who; text: string }[] }[];
  pinned?: boolean;
}

const P = (text: string) => `<p>${text}</p>`;

const POSTS: DemoPost[] = [
  { by: 'institution', daysAgo: 27, text: P('Welcome to the community timeline! Share what you build, ask for help and cheer each other on. #welcome #learnbydoing'), likes: ['student', 'rohan', 'meera', 'kabir', 'mentor'], pinned: true, card: { title: 'Welcome!', line: 'Build. Share. Grow.', colour: '#1e88e5' } },
  { by: 'company', daysAgo: 26, text: P('We are hiring <strong>data analyst interns</strong> for the summer. Applications are open on our jobs page. #internships #dataanalytics'), likes: ['student', 'meera', 'kabir'], comments: [{ by: 'student', text: 'Is this open to 3rd year students?', replies: [{ by: 'company', text: 'Yes! Pre-final and final year students can apply.' }] }] },
  { by: 'mentor', daysAgo: 25, text: P('Tip of the week: write the SQL query in plain English first, then translate it clause by clause. #sql #tips'), likes: ['student', 'rohan', 'kabir', 'meera'], comments: [{ by: 'rohan', text: 'This helped me with joins, thank you!' }] },
  { by: 'student', daysAgo: 24, text: P('Finished my first dashboard on kirana store sales. Feedback welcome! #dataanalytics #projects'), card: { title: 'Kirana sales', line: 'My first dashboard', colour: '#43a047' }, likes: ['mentor', 'rohan', 'meera', 'kabir', 'company'], comments: [{ by: 'mentor', text: 'Clean layout. Try a weekly trend line next.', replies: [{ by: 'student', text: 'Will do, thanks!' }, { by: 'meera', text: 'Love the colours.' }] }] },
  { by: 'rohan', daysAgo: 23, text: P('Anyone up for a study group on statistics this weekend? #studygroup'), likes: ['meera', 'kabir'], comments: [{ by: 'kabir', text: 'Count me in.' }, { by: 'meera', text: 'Saturday 4 pm at the library?' }] },
  { by: 'institution', daysAgo: 22, text: P('Campus placement drive registrations close on Friday. Keep your portfolios updated. #placements'), college: true, likes: ['student', 'rohan', 'meera'] },
  { by: 'meera', daysAgo: 21, text: P('Presented our rainwater harvesting plan to the college committee today. #sustainability'), card: { title: 'Rainwater plan', line: '1.2 million litres a year', colour: '#00897b' }, likes: ['student', 'rohan', 'institution', 'mentor'], mentions: ['rohan'] },
  { by: 'kabir', daysAgo: 20, text: P('Solved 50 SQL problems this month. Consistency beats intensity. #sql #100daysofcode'), likes: ['mentor', 'student'] },
  { by: 'company', daysAgo: 19, text: P('Thank you to everyone who joined our analytics webinar. Slides are on our page. #webinar'), likes: ['meera', 'rohan'], card: { title: 'Webinar', line: 'Analytics in retail', colour: '#8e24aa' } },
  { by: 'mentor', daysAgo: 18, text: P('Mock interview slots for next week are open. Book early. #placements #interviews'), likes: ['student', 'kabir', 'rohan'], comments: [{ by: 'student', text: 'Booked Tuesday, thank you!' }] },
  { by: 'student', daysAgo: 17, text: P('Completed the SQL for data analysis path. On to dashboards! #sql #learning'), likes: ['mentor', 'meera', 'rohan', 'kabir'], comments: [{ by: 'rohan', text: 'Congratulations!' }] },
  { by: 'rohan', daysAgo: 16, text: P('Our hackathon team built a bus-arrival predictor in 24 hours. #hackathon'), card: { title: 'Hackathon', line: '24 hours, 1 bus predictor', colour: '#f4511e' }, mentions: ['kabir', 'student'], likes: ['kabir', 'student', 'meera', 'mentor', 'institution'], comments: [{ by: 'institution', text: 'Proud of you all!' }] },
  { by: 'institution', daysAgo: 15, text: P('Library hours extended until 10 pm during exam weeks. #campus'), college: true, likes: ['meera', 'kabir'] },
  { by: 'meera', daysAgo: 14, text: P('Reading recommendation: <em>Storytelling with Data</em>. Changed how I make charts. #books'), likes: ['student', 'mentor'], comments: [{ by: 'mentor', text: 'A classic. Chapter 3 is gold.' }] },
  { by: 'kabir', daysAgo: 13, text: P('First internship interview today. Nervous but prepared. #internships'), likes: ['student', 'rohan', 'meera', 'mentor'], comments: [{ by: 'mentor', text: 'You will do great.' }, { by: 'rohan', text: 'All the best!' }] },
  { by: 'company', daysAgo: 12, text: P('Meet our analytics team: they started as interns too. #careers'), card: { title: 'Our team', line: 'From interns to leads', colour: '#3949ab' }, likes: ['kabir', 'student'] },
  { by: 'mentor', daysAgo: 11, text: P('Common mistake in dashboards: too many colours. Pick two and an accent. #dataviz #tips'), likes: ['student', 'meera'] },
  { by: 'student', daysAgo: 10, text: P('Peer review done for the rainwater activity. Learned a lot from other answers. #peerlearning'), likes: ['meera', 'rohan'], mentions: ['meera'] },
  { by: 'rohan', daysAgo: 9, text: P('Quick poll: Python or R for a first analytics project? Comment below. #python #rstats'), likes: ['kabir'], comments: [{ by: 'mentor', text: 'Python: more jobs ask for it.' }, { by: 'meera', text: 'Python, and pandas cheat sheets.' }, { by: 'student', text: 'Python!' }] },
  { by: 'institution', daysAgo: 8, text: P('Congratulations to the 2026 batch on 92% placements so far! #placements'), card: { title: '92% placed', line: 'Batch of 2026', colour: '#fb8c00' }, likes: ['student', 'rohan', 'meera', 'kabir', 'company', 'mentor'] },
  { by: 'meera', daysAgo: 7, text: P('Built a budget tracker in a spreadsheet for the hostel mess. #spreadsheets'), likes: ['student', 'kabir'] },
  { by: 'kabir', daysAgo: 6, text: P('Got the internship! Thank you for the mock interviews. #internships'), mentions: ['mentor'], likes: ['mentor', 'student', 'rohan', 'meera', 'company'], comments: [{ by: 'mentor', text: 'Well deserved!', replies: [{ by: 'kabir', text: 'Thank you!' }] }, { by: 'student', text: 'Party time!' }] },
  { by: 'company', daysAgo: 5, text: P('Case study challenge: forecast festive demand for a kirana chain. Top entries get interviews. #challenge'), likes: ['student', 'rohan'], comments: [{ by: 'rohan', text: 'Is there a team size limit?', replies: [{ by: 'company', text: 'Teams of up to 3.' }] }] },
  { by: 'mentor', daysAgo: 5, text: P('New quiz byte on SQL joins is live. Five minutes a day. #sql'), likes: ['kabir', 'meera'] },
  { by: 'student', daysAgo: 4, text: P('Weekly trend lines added to my dashboard, as suggested. #dataanalytics'), card: { title: 'Weekly trends', line: 'Dashboard v2', colour: '#6d4c41' }, mentions: ['mentor'], likes: ['mentor', 'rohan', 'meera'] },
  { by: 'rohan', daysAgo: 3, text: P('Notes from the statistics study group are in our drive. #studygroup'), likes: ['meera', 'kabir', 'student'] },
  { by: 'meera', daysAgo: 3, text: P('Volunteering at the coding camp for school kids this Sunday. #community'), likes: ['institution', 'student'] },
  { by: 'institution', daysAgo: 2, text: P('Guest lecture on careers in analytics, Thursday 11 am, main auditorium. #events'), likes: ['student', 'kabir'] },
  { by: 'kabir', daysAgo: 2, text: P('Day 1 at the internship: learned more Excel shortcuts than in a year. #internships'), likes: ['rohan', 'meera', 'student'] },
  { by: 'company', daysAgo: 1, text: P('Applications for the winter internship close in 10 days. #internships #hiring'), likes: ['meera'] },
  { by: 'mentor', daysAgo: 1, text: P('Office hours tomorrow 5 pm: bring your portfolio questions. #portfolio'), likes: ['student', 'rohan'] },
  { by: 'student', daysAgo: 0, text: P('Starting the placement-ready quest today. Wish me luck! #quests'), likes: ['meera', 'kabir', 'mentor'], comments: [{ by: 'meera', text: 'Good luck!' }] },
];

/** A coloured card with a title and a line, drawn as SVG and turned into a PNG photo. */
function cardPng(card: NonNullable<DemoPost['card']>): Promise<Buffer> {
  const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675">
    <rect width="1200" height="675" fill="${card.colour}"/>
    <circle cx="1050" cy="120" r="220" fill="#ffffff" opacity="0.12"/>
    <circle cx="120" cy="620" r="160" fill="#000000" opacity="0.08"/>
    <text x="80" y="330" font-family="sans-serif" font-size="96" font-weight="700" fill="#ffffff">${esc(card.title)}</text>
    <text x="80" y="420" font-family="sans-serif" font-size="48" fill="#ffffff" opacity="0.9">${esc(card.line)}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** Seed the demo timeline once; answers how many posts it wrote (0 when done before or no demo accounts). */
export async function seedDemoPosts(db: Db, { storage, now = new Date() }: { storage: FileStorage; now?: Date }) {
  const [done] = await db.select().from(seedRuns).where(eq(seedRuns.name, STEP));
  if (done) return 0;
  const people = await db
    .select({ id: profiles.id, email: profiles.email, my_org_id: profiles.my_org_id, type: profiles.profile_type, year: profiles.graduation_year })
    .from(profiles)
    .where(inArray(sql`lower(${profiles.email})`, Object.values(EMAILS)));
  const who = (w: Who) => people.find((p) => p.email?.toLowerCase() === EMAILS[w]);
  if (!who('student') || !who('company') || !who('institution') || !who('mentor')) return 0;
  const present = (w: Who) => who(w) !== undefined;
  const posts = POSTS.filter((p) => present(p.by));

  const images: (StoredImage | null)[] = [];
  for (const p of posts) {
    if (!p.card) {
      images.push(null);
      continue;
    }
    const stored = await storeImage(storage, 'posts', await cardPng(p.card));
    images.push(stored.ok ? stored.image : null);
  }

  await db.transaction(async (tx) => {
    for (const [i, p] of posts.entries()) {
      const author = who(p.by)!;
      const isOrg = author.type === 'COMPANY' || author.type === 'INSTITUTION';
      const college = author.type === 'STUDENT' || author.type === 'INSTITUTION' ? author.my_org_id : null;
      // Spread within the day, so no two posts share a time.
      const created = new Date(now.getTime() - p.daysAgo * DAY - (i % 7) * 3_600_000 - i * 60_000);
      const at = (minutes: number) => new Date(Math.min(now.getTime(), created.getTime() + minutes * 60_000)).toISOString();
      const likes = p.likes.filter(present).filter((w) => w !== p.by);
      const comments = (p.comments ?? []).filter((c) => present(c.by));
      const total = comments.reduce((n, c) => n + 1 + (c.replies ?? []).filter((r) => present(r.by)).length, 0);
      const [row] = rowsOf<{ id: number }>(
        await tx.execute(sql`insert into posts (author_profile_id, org_id, text, visibility, audience_org_id, college_id,
            batch_year, like_count, comment_count, pinned_at, created_at)
          values (${author.id}, ${isOrg ? author.my_org_id : null}, ${p.text}, ${p.college ? 'college' : 'everyone'},
            ${p.college ? college : null}, ${college}, ${author.type === 'STUDENT' ? author.year : null},
            ${likes.length}, ${total}, ${p.pinned ? now.toISOString() : null}::timestamptz, ${created.toISOString()}::timestamptz)
          returning id`),
      );
      const postId = Number(row!.id);
      const image = images[i];
      if (image)
        await tx.execute(sql`insert into post_images (owner_profile_id, post_id, position, alt, width, height, keys, created_at)
          values (${author.id}, ${postId}, 0, ${`${p.card!.title}: ${p.card!.line}`}, ${image.width}, ${image.height},
            ${JSON.stringify(image.keys)}::jsonb, ${created.toISOString()}::timestamptz)`);
      for (const tag of new Set([...p.text.matchAll(/#(\w+)/g)].map((m) => m[1]!.toLowerCase())))
        await tx.execute(sql`insert into post_hashtags (post_id, tag) values (${postId}, ${tag})`);
      for (const m of (p.mentions ?? []).filter(present))
        await tx.execute(sql`insert into post_mentions (post_id, profile_id) values (${postId}, ${who(m)!.id})`);
      for (const [n, w] of likes.entries())
        await tx.execute(sql`insert into post_likes (post_id, profile_id, created_at) values (${postId}, ${who(w)!.id}, ${at(10 + n * 7)}::timestamptz)`);
      for (const [n, c] of comments.entries()) {
        const replies = (c.replies ?? []).filter((r) => present(r.by));
        const [crow] = rowsOf<{ id: number }>(
          await tx.execute(sql`insert into post_comments (post_id, author_profile_id, text, reply_count, like_count, created_at)
            values (${postId}, ${who(c.by)!.id}, ${c.text}, ${replies.length}, ${n % 2}, ${at(30 + n * 20)}::timestamptz) returning id`),
        );
        for (const [k, r] of replies.entries())
          await tx.execute(sql`insert into post_comments (post_id, parent_id, author_profile_id, text, created_at)
            values (${postId}, ${Number(crow!.id)}, ${who(r.by)!.id}, ${r.text}, ${at(60 + n * 20 + k * 5)}::timestamptz)`);
      }
    }
    // The student follows the mentor and two hashtags, so For you has something of its own.
    const student = who('student')!;
    await tx.execute(sql`insert into follows (follower_profile_id, target_type, target_profile_id) values (${student.id}, 'profile', ${who('mentor')!.id})`);
    for (const tag of ['sql', 'internships'])
      await tx.execute(sql`insert into follows (follower_profile_id, target_type, hashtag) values (${student.id}, 'hashtag', ${tag})`);
    await tx.insert(seedRuns).values({ name: STEP, version: '1' });
  });
  return posts.length;
}
