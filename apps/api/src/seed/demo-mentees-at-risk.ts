import { createAssignmentBodySchema } from '@lbd/shared';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { assignments, myAssignments, profiles, seedRuns } from '../db/schema';
import type { Tx } from '../db/sql';
import {
  createActivitiesService,
  createMentorService,
  createMyActivitiesService,
  createPeerService,
} from '../modules/activities';
import { createMentorNudgesService } from '../modules/mentor-dashboard';
import type { Notifier } from '../modules/notifications';
import { CLASSMATES, DEMO_MENTOR_EMAIL, demoCaller } from './demo-activities';

const DAY_MS = 86_400_000;
export const DEMO_AT_RISK_TITLE = 'Map the waste on your street';
const STEP = 'demo_mentees_at_risk';

/** The demo step sends no email and renders no score card: the mentor service's mailer says so if asked. */
const NO_MAIL = {
  send: async () => {
    throw new Error('the demo seed sends no email');
  },
};
const NO_SCORE_CARD = async () => {
  throw new Error('the demo seed renders no score card');
};

/**
 * Notifications recorded inside the step's one transaction: its rows reach the outbox with the rest
 * of the step, and the notifications sweep delivers them once it has committed.
 */
export const notifierIn = (tx: Tx, notifier: Notifier | undefined): Notifier | undefined =>
  notifier && { record: (t, event) => notifier.record(t, event), transaction: (fn) => tx.transaction(fn) };

/**
 * Mentees at risk for the demo mentor (issue 24 item 2): an older activity of theirs, started 24 days
 * ago, that Rohan, Meera and Kabir joined then. Rohan submitted and was scored low (under 40% of the
 * mentor's score); the mentor nudged him five days ago and he came back a day later with a comment on
 * Meera's work. Kabir has done nothing for 24 days. So the mentor's dashboard opens on two mentees at
 * risk: one nudged who came back, one to nudge. Runs after the demo activity (its classmates), through
 * the activity and nudge services on a clock set back to each moment, in one transaction with its mark.
 */
export async function seedDemoMenteesAtRisk(
  db: Db,
  { notifier, now = new Date() }: { notifier?: Notifier; now?: Date } = {},
): Promise<number> {
  const [done] = await db.select().from(seedRuns).where(eq(seedRuns.name, STEP));
  if (done) return 0;
  const people = await db
    .select({ id: profiles.id, user_id: profiles.user_id, email: profiles.email })
    .from(profiles)
    .where(inArray(sql`lower(${profiles.email})`, [DEMO_MENTOR_EMAIL, ...CLASSMATES.map((c) => c.email)]));
  const byEmail = (email: string) => people.find((p) => p.email?.toLowerCase() === email);
  const mentor = byEmail(DEMO_MENTOR_EMAIL);
  const [rohan, meera, kabir] = CLASSMATES.map((c) => byEmail(c.email));
  if (!mentor || !rohan || !meera || !kabir) return 0;

  await db.transaction(async (tx) => {
    let at = now;
    const clock = () => at;
    const day = (days: number) => new Date(now.getTime() + days * DAY_MS);
    const fileLink = () => '';
    const inTx = notifierIn(tx, notifier);
    const activities = createActivitiesService({ db: tx, clock, fileLink, notifier: inTx });
    const mine = createMyActivitiesService({ db: tx, clock, fileLink });
    const peer = createPeerService({ db: tx, clock, fileLink });
    const mentorSide = createMentorService({ db: tx, clock, mailer: NO_MAIL, renderScoreCard: NO_SCORE_CARD });
    const nudges = createMentorNudgesService({ db: tx, clock, notifier: inTx });
    const asMentor = demoCaller(mentor, 'ADVISOR');

    at = day(-24);
    const body = createAssignmentBodySchema.parse({
      title: DEMO_AT_RISK_TITLE,
      type: 'Field survey',
      description:
        'Walk your street for a week and log what is thrown away, where, and by whom. ' +
        'End with one change the ward office could make.',
      assignment_que: [
        { question: 'What did you find, day by day? A table or a photo log helps.' },
        { question: 'What one change would cut the waste most, and what would it cost?' },
      ],
      max_score: 100,
      mentor_assessment_score: 60,
      peer_assessment_score: 40,
      duration: 180,
      learning_path: 'PEER',
      peer_evaluation: true,
      final_evaluation: false,
      enable_at: day(-24).toISOString(),
      disable_at: day(4).toISOString(),
      peer_enable_at: day(4).toISOString(),
      peer_disable_at: day(11).toISOString(),
    });
    const { id } = await activities.create(asMentor, body);
    const enrolled = await activities.enrol(asMentor, id, {
      profile_ids: [rohan.id, meera.id, kabir.id],
      emails: [],
    });
    // The enrolments took the database's time: they were made with the activity, 24 days ago.
    await tx.update(assignments).set({ inserted_at: at, updated_at: at }).where(eq(assignments.id, id));
    await tx.update(myAssignments).set({ inserted_at: at, updated_at: at }).where(eq(myAssignments.assignment_id, id));
    const myIdOf = new Map(enrolled.enrolled.map((e) => [e.profile_id, e.my_assignment_id]));

    at = day(-22);
    await mine.submit(demoCaller(rohan, 'STUDENT'), {
      my_assignment_id: myIdOf.get(rohan.id)!,
      description: 'Mostly plastic bags by the vegetable carts; I counted on two days.',
      files: [],
    });
    at = day(-21);
    await mine.submit(demoCaller(meera, 'STUDENT'), {
      my_assignment_id: myIdOf.get(meera.id)!,
      description:
        'Seven days logged: wet waste from three eateries is two thirds of it. A shared compost pit by the ' +
        'park would take it for about ₹18,000.',
      files: [],
    });
    at = day(-18);
    await mentorSide.evaluate(asMentor, myIdOf.get(rohan.id)!, 15, 'complete');
    at = day(-17);
    await mentorSide.evaluate(asMentor, myIdOf.get(meera.id)!, 48, 'complete');

    at = day(-5);
    await nudges.nudge(
      { id: mentor.id, profile_type: 'ADVISOR', active: true, org_id: null },
      { profile_id: rohan.id, reason: 'low_score', assignment_id: id },
    );
    at = day(-4);
    await peer.postAssessment(demoCaller(rohan, 'STUDENT'), {
      type: 'PEER LEARNING',
      comments: 'The compost pit idea is good. Did the eateries agree to use it?',
      peer_profile_id: rohan.id,
      my_activity_id: myIdOf.get(meera.id)!,
      activity_id: id,
    });
    await tx.insert(seedRuns).values({ name: STEP, version: '1' });
  });
  return 1;
}
