import { randomUUID } from 'node:crypto';
import { createAssignmentBodySchema } from '@lbd/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { createActivitiesService } from '../modules/activities/activities.service';
import type { ActivityCaller } from '../modules/activities/activities.policy';
import { createMyActivitiesService } from '../modules/activities/my-activities.service';
import { createPeerService } from '../modules/activities/peer.service';
import type { Notifier } from '../modules/notifications/notifier';
import type { Db } from '../db/client';
import { assignments, profiles, seedRuns, users } from '../db/schema';

export const DEMO_MENTOR_EMAIL = 'mentor@demo.learnbydoing.in';
const DEMO_STUDENT_EMAIL = 'student@demo.learnbydoing.in';
const DAY_MS = 86_400_000;

/** Classmates of the demo student in the activity: accounts without a password (nobody signs in as them). */
const DEMO_ACTIVITY_TITLE = 'Plan rainwater harvesting for your campus';

export const CLASSMATES = [
  { first: 'Rohan', last: 'Das', email: 'rohan.das@classmates.demo.learnbydoing.in' },
  { first: 'Meera', last: 'Iyer', email: 'meera.iyer@classmates.demo.learnbydoing.in' },
  { first: 'Kabir', last: 'Singh', email: 'kabir.singh@classmates.demo.learnbydoing.in' },
];

const ANSWERS: [string, string][] = [
  [
    'About 1.2 million litres a year: 18,000 m² of roof and paved area, 850 mm of rain, a runoff factor of 0.8.',
    'Recharge pits by the hostel blocks and one 50,000 litre tank for the gardens; first-flush diverters on every downpipe.',
  ],
  [
    'Roughly 1 million litres: I left the paved parking out because of oil in the runoff.',
    'Two tanks by the library and the canteen, filtered through sand and gravel, used for flushing and the lawns.',
  ],
  [
    'I measured the main roofs on the campus map: 14,500 m², so about 0.98 million litres in a normal year.',
    'Open wells recharged through filter beds; cheapest to build and they keep the groundwater up for the borewells.',
  ],
];

export const demoCaller = (p: { id: number; user_id: string }, type: 'ADVISOR' | 'STUDENT'): ActivityCaller => ({
  userId: p.user_id,
  isAdmin: false,
  profileId: p.id,
  isAdvisor: type === 'ADVISOR',
  isStudent: type === 'STUDENT',
});

/**
 * A peer-evaluation activity of the demo mentor, open now, with the demo student and three classmates
 * enrolled: the classmates have submitted and one has commented on another's work, so the demo
 * student can submit, comment, reply and evaluate, and the mentor's dashboard has something to show.
 * Goes through the activity services (their rules and validation); with a notifier, the enrolment
 * reaches the students' bells as any enrolment does. Runs once, after the demo accounts.
 */
export async function seedDemoActivities(
  db: Db,
  { notifier, now = new Date() }: { notifier?: Notifier; now?: Date } = {},
): Promise<number> {
  const [done] = await db.select().from(seedRuns).where(eq(seedRuns.name, 'demo_activities'));
  if (done) return 0;
  const people = await db
    .select({ id: profiles.id, user_id: profiles.user_id, email: profiles.email, org_id: profiles.my_org_id })
    .from(profiles)
    .where(inArray(sql`lower(${profiles.email})`, [DEMO_MENTOR_EMAIL, DEMO_STUDENT_EMAIL]));
  const mentor = people.find((p) => p.email?.toLowerCase() === DEMO_MENTOR_EMAIL);
  const student = people.find((p) => p.email?.toLowerCase() === DEMO_STUDENT_EMAIL);
  if (!mentor || !student) return 0;
  // What a start stopped in the middle of this step left (no mark yet): the classmates (and, with them,
  // their submissions) and the mentor's demo activity go, and the step runs again.
  await db.delete(users).where(
    inArray(
      sql`lower(${users.email})`,
      CLASSMATES.map((c) => c.email),
    ),
  );
  await db
    .delete(assignments)
    .where(and(eq(assignments.created_by_profile_id, mentor.id), eq(assignments.title, DEMO_ACTIVITY_TITLE)));

  const classmates = [];
  for (const c of CLASSMATES) {
    const userId = randomUUID();
    await db.insert(users).values({ id: userId, name: `${c.first} ${c.last}`, email: c.email });
    const [row] = await db
      .insert(profiles)
      .values({
        user_id: userId,
        profile_type: 'STUDENT',
        first_name: c.first,
        last_name: c.last,
        full_name: `${c.first} ${c.last}`,
        email: c.email,
        my_org_id: student.org_id,
        graduation_year: now.getFullYear() + 1,
        active: true,
        terms_nd_cond: true,
        terms_accepted_at: now,
      })
      .returning({ id: profiles.id, user_id: profiles.user_id });
    classmates.push(row!);
  }

  const clock = () => now;
  // Seeding reads no answers back, so file links are never built.
  const fileLink = () => '';
  const activities = createActivitiesService({ db, clock, fileLink, notifier });
  const mine = createMyActivitiesService({ db, clock, fileLink });
  const peer = createPeerService({ db, clock, fileLink });
  const at = (days: number) => new Date(now.getTime() + days * DAY_MS).toISOString();

  const body = createAssignmentBodySchema.parse({
    title: DEMO_ACTIVITY_TITLE,
    type: 'Case study',
    description:
      'Estimate how much rain your campus could collect in a year and propose where to store or recharge it. ' +
      'Show your working; a sketch or a spreadsheet helps your reviewers.',
    assignment_que: [
      { question: 'How much rainwater could the campus collect in a year? Show the calculation.' },
      { question: 'Where would you store or recharge it, and why there?' },
    ],
    max_score: 100,
    mentor_assessment_score: 60,
    peer_assessment_score: 40,
    duration: 120,
    learning_path: 'PEER',
    peer_evaluation: true,
    final_evaluation: false,
    enable_at: at(-2),
    disable_at: at(12),
    peer_enable_at: at(-1),
    peer_disable_at: at(19),
    spread_threshold: 15,
  });
  const { id } = await activities.create(demoCaller(mentor, 'ADVISOR'), body);
  const enrolled = await activities.enrol(demoCaller(mentor, 'ADVISOR'), id, {
    profile_ids: [student.id, ...classmates.map((c) => c.id)],
    emails: [],
  });
  const myIdOf = new Map(enrolled.enrolled.map((e) => [e.profile_id, e.my_assignment_id]));
  const questions = (await activities.get(demoCaller(mentor, 'ADVISOR'), id)).assignment_que;

  for (const [i, c] of classmates.entries()) {
    for (const [q, question] of questions.entries())
      await mine.submit(demoCaller(c, 'STUDENT'), {
        my_assignment_id: myIdOf.get(c.id)!,
        assignment_que_id: question.id,
        description: ANSWERS[i]![q]!,
        files: [],
      });
  }
  const [rohan, meera] = classmates;
  await peer.postAssessment(demoCaller(rohan!, 'STUDENT'), {
    type: 'PEER LEARNING',
    comments: 'Leaving the parking out is a good call. Did you count the canteen roof?',
    peer_profile_id: rohan!.id,
    my_activity_id: myIdOf.get(meera!.id)!,
    activity_id: id,
  });

  await db.insert(seedRuns).values({ name: 'demo_activities', version: '1' });
  return 1;
}
