import { addDays, todayOf, type QuestBody } from '@lbd/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  assignments,
  myQuests,
  profiles,
  projects,
  questionBanks,
  quests,
  quizzes,
  resourceGroups,
  seedRuns,
} from '../db/schema';
import type { LearningCaller } from '../lib/learning-content/policy';
import { activityStepSource } from '../modules/activities';
import { learningStepSource } from '../modules/learning';
import type { Notifier } from '../modules/notifications';
import { createLearnersService, createQuestsService, createStanding } from '../modules/quests';
import { quizStepSource } from '../modules/quizzes';
import { CLASSMATES } from './demo-activities';

/*
 * Demo quests (issue 27 item 10): two published quests of the demo mentor built from the demo learning
 * paths, projects, quizzes, question bank and peer activity. 'Data Analyst in 12 weeks' has a score gate
 * (pass the placement mock test with 80%) and an n-of-m rule; the demo student follows it part-way (the
 * SQL path and the kirana project under way, the mock test taken) with steps locked behind the gate.
 * Classmates follow both so the mentor's dashboard has a funnel. Runs once, after the quiz demo.
 */

const STEP = 'demo_quests';
const MENTOR = 'mentor@demo.learnbydoing.in';
const STUDENT = 'student@demo.learnbydoing.in';
export const DEMO_QUEST_TITLE = 'Data Analyst in 12 weeks';
export const DEMO_QUEST_2_TITLE = 'Placement ready in 8 weeks';
const DAY = 86_400_000;

export async function seedDemoQuests(db: Db, { notifier, now = new Date() }: { notifier?: Notifier; now?: Date } = {}) {
  const [done] = await db.select().from(seedRuns).where(eq(seedRuns.name, STEP));
  if (done) return 0;
  const people = await db
    .select({ id: profiles.id, user_id: profiles.user_id, email: profiles.email })
    .from(profiles)
    .where(inArray(sql`lower(${profiles.email})`, [MENTOR, STUDENT, ...CLASSMATES.map((c) => c.email)]));
  const who = (email: string) => people.find((p) => p.email?.toLowerCase() === email);
  const mentor = who(MENTOR);
  const student = who(STUDENT);
  if (!mentor || !student) return 0;
  const byTitle = async (
    table: typeof projects | typeof resourceGroups | typeof quizzes | typeof questionBanks,
    title: string,
  ) => {
    const t = table as typeof projects;
    const [row] = await db.select({ id: t.id }).from(t).where(eq(t.title, title));
    return row?.id ?? null;
  };
  const ids = {
    sqlPath: await byTitle(resourceGroups, 'SQL for data analysis'),
    dashPath: await byTitle(resourceGroups, 'Spreadsheets to dashboards'),
    commPath: await byTitle(resourceGroups, 'Communication skills for placements'),
    kirana: await byTitle(projects, 'Sales dashboard for a kirana store'),
    talk: await byTitle(projects, 'A five-minute tech talk'),
    site: await byTitle(projects, 'Your portfolio site on GitHub Pages'),
    mock: await byTitle(quizzes, 'Campus placement mock test'),
    screening: await byTitle(quizzes, 'Data analyst screening'),
    aptitude: await byTitle(questionBanks, 'Placement aptitude'),
  };
  const [activity] = await db
    .select({ id: assignments.id })
    .from(assignments)
    .where(eq(assignments.title, 'Plan rainwater harvesting for your campus'));
  if (Object.values(ids).some((v) => v === null) || !activity) return 0;
  const id = ids as { [K in keyof typeof ids]: number };
  // What a start stopped in the middle of this step left goes.
  await db
    .delete(quests)
    .where(
      and(eq(quests.created_by_profile_id, mentor.id), inArray(quests.title, [DEMO_QUEST_TITLE, DEMO_QUEST_2_TITLE])),
    );

  const clock = () => now;
  const standing = createStanding({
    db,
    clock,
    sources: [learningStepSource(db), quizStepSource(db), activityStepSource(db)],
  });
  const questService = createQuestsService({ db, clock, standing });
  const learners = createLearnersService({ db, clock, standing, quests: questService, notifier });
  const author: LearningCaller = {
    isAdmin: false,
    profileId: mentor.id,
    profileType: 'ADVISOR',
    orgId: null,
    active: true,
  };
  const startsOn = todayOf(new Date(now.getTime() - 21 * DAY));

  const analyst: QuestBody = {
    title: DEMO_QUEST_TITLE,
    summary:
      'From your first SELECT to a dashboard a shop owner uses: SQL, spreadsheets, a real project and the screening test.',
    description:
      '<p>Twelve weeks to the skills of a junior data analyst. Work through SQL and spreadsheets, prove them in the placement mock test, build a sales dashboard for a kirana store, and finish with the analyst screening.</p><p>The project opens once you pass the mock test with 80%: the dashboard needs the SQL it tests.</p>',
    duration_weeks: 12,
    points: 150,
    steps: [
      { key: 'sql', kind: 'resource_group', ref_id: id.sqlPath, x: 0, y: 0 },
      { key: 'mock', kind: 'quiz', ref_id: id.mock, x: 260, y: 0 },
      { key: 'aptitude', kind: 'question_bank', ref_id: id.aptitude, skip_counts: true, x: 520, y: 0 },
      {
        key: 'kirana',
        kind: 'project',
        ref_id: id.kirana,
        rule: { kind: 'passed', step: 'mock', min_percent: 80 },
        x: 130,
        y: 160,
      },
      {
        key: 'dashboards',
        kind: 'resource_group',
        ref_id: id.dashPath,
        rule: { kind: 'n_of', n: 2, steps: ['sql', 'mock', 'aptitude'] },
        x: 390,
        y: 160,
      },
      {
        key: 'screening',
        kind: 'quiz',
        ref_id: id.screening,
        rule: {
          kind: 'all',
          rules: [
            { kind: 'completed', step: 'kirana' },
            { kind: 'completed', step: 'dashboards' },
          ],
        },
        x: 260,
        y: 320,
      },
    ],
    cohorts: [
      { name: 'November batch', starts_on: startsOn, ends_on: addDays(startsOn, 84) },
      { name: 'January batch', starts_on: addDays(startsOn, 63), ends_on: addDays(startsOn, 147) },
    ],
  };
  const placement: QuestBody = {
    title: DEMO_QUEST_2_TITLE,
    summary:
      'Speak, show and score: the talk, the portfolio site, the peer-reviewed activity and the mock test, in order.',
    description:
      '<p>Eight weeks to walk into campus placements ready. Learn to structure what you say, give a five-minute talk, publish your portfolio site, take part in a peer-reviewed activity and finish with the placement mock test.</p>',
    duration_weeks: 8,
    points: 100,
    steps: [
      { key: 'communication', kind: 'resource_group', ref_id: id.commPath },
      { key: 'talk', kind: 'project', ref_id: id.talk, rule: { kind: 'completed', step: 'communication' } },
      { key: 'site', kind: 'project', ref_id: id.site },
      { key: 'rainwater', kind: 'activity', ref_id: activity.id, rule: { kind: 'window', from_day: 7, to_day: 42 } },
      {
        key: 'mock',
        kind: 'quiz',
        ref_id: id.mock,
        rule: {
          kind: 'any',
          rules: [{ kind: 'n_of', n: 2, steps: ['talk', 'site', 'rainwater'] }, { kind: 'mentor' }],
        },
      },
    ],
    cohorts: [{ name: 'Placement season 2026', starts_on: startsOn }],
  };
  // The quest teaches what its paths and projects teach.
  const skillRows = await db
    .select({ skill_ids: resourceGroups.skill_ids })
    .from(resourceGroups)
    .where(inArray(resourceGroups.id, [id.sqlPath, id.dashPath, id.commPath]));
  const [kiranaRow] = await db
    .select({ skill_ids: projects.skill_ids })
    .from(projects)
    .where(eq(projects.id, id.kirana));
  const skillsOf = (rows: { skill_ids: number[] }[]) => [...new Set(rows.flatMap((r) => r.skill_ids))].slice(0, 10);
  analyst.skill_ids = skillsOf([...skillRows.slice(0, 2), ...(kiranaRow ? [kiranaRow] : [])]);
  placement.skill_ids = skillsOf(skillRows.slice(2));
  const made: number[] = [];
  for (const body of [analyst, placement]) {
    const { id: questId } = await questService.create(author, mentor.user_id!, body);
    await questService.publish(author, mentor.user_id!, questId);
    made.push(questId);
  }

  // The demo student: part-way through the analyst quest (the SQL path and the project under way, the mock
  // test taken below the gate), enrolled three weeks ago in the November batch.
  const enrol = async (profileId: number, questId: number, daysAgo: number) => {
    const c: LearningCaller = { isAdmin: false, profileId, profileType: 'STUDENT', orgId: null, active: true };
    const mine = await learners.enrol(c, questId);
    await db
      .update(myQuests)
      .set({ enrolled_on: todayOf(new Date(now.getTime() - daysAgo * DAY)) })
      .where(eq(myQuests.id, mine.id));
    return mine.id;
  };
  await enrol(student.id, made[0]!, 21);
  const mates = CLASSMATES.map((c) => who(c.email)).filter((x): x is NonNullable<typeof x> => Boolean(x));
  for (const [n, mate] of mates.entries()) {
    await enrol(mate.id, made[0]!, 20 - n);
    if (n < 2) await enrol(mate.id, made[1]!, 14 - n);
  }
  // One classmate is stuck behind the gate; the mentor lets him through after a word with him.
  if (mates[1]) {
    await learners.grant(author, made[0]!, {
      profile_id: mates[1].id,
      step_key: 'kirana',
      kind: 'unlock',
      reason: 'Scored 78% twice; the project will show the rest.',
    });
  }
  await learners.sweep(1000);
  await db.insert(seedRuns).values({ name: STEP, version: '1' });
  return made.length;
}
