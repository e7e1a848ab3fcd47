import { randomUUID } from 'node:crypto';
import { createAssignmentBodySchema, isOpenForApplications, type ProfileType } from '@lbd/shared';
import { and, asc, eq, inArray, like, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  clubMembers,
  clubs,
  degrees,
  designations,
  events,
  jobRoles,
  jobs,
  portfolioJobRoles,
  portfolios,
  profiles,
  seedRuns,
  specializations,
  users,
} from '../db/schema';
import type { Actor } from '../lib/access';
import { createActivitiesService } from '../modules/activities/activities.service';
import { createEnrollmentsService } from '../modules/events/event-enrollments.service';
import { createEventsService } from '../modules/events/events.service';
import { createApplicantsService } from '../modules/jobs/job-applicants.service';
import { createApplicationsService } from '../modules/jobs/job-applications.service';
import { createEntriesService } from '../modules/portfolio/entries.service';
import { demoCaller } from './demo-activities';
import { createRng } from './scale/prng';

const DEMO_INSTITUTION_EMAIL = 'institution@demo.learnbydoing.in';
/** The cohort's addresses: accounts without a password (nobody signs in as them). */
const COHORT_DOMAIN = 'cohort.demo.learnbydoing.in';

const FIRST = [
  'Aarav',
  'Diya',
  'Ishaan',
  'Kavya',
  'Arjun',
  'Saanvi',
  'Vihaan',
  'Anika',
  'Reyansh',
  'Myra',
  'Aditya',
  'Ira',
  'Krishna',
  'Tara',
  'Sai',
  'Nisha',
  'Dev',
  'Pooja',
  'Yash',
  'Sneha',
];
const LAST = ['Reddy', 'Nair', 'Patel', 'Joshi', 'Kulkarni', 'Banerjee', 'Pillai', 'Chopra', 'Verma', 'Hegde'];

/** The branches of the cohort, with how many students each and the skills its students tend to show. */
const BRANCHES = [
  {
    like: 'computer science%',
    students: 14,
    roles: ['Software Engineer', 'Data Analyst'],
    skills: ['Python', 'SQL', 'Java', 'React', 'Machine Learning'],
  },
  {
    like: 'electronics%',
    students: 10,
    roles: ['Embedded Systems Engineer', 'Software Engineer'],
    skills: ['C', 'Embedded Systems', 'MATLAB', 'Python'],
  },
  {
    like: 'mechanical%',
    students: 8,
    roles: ['Mechanical Design Engineer', 'Project Manager'],
    skills: ['AutoCAD', 'SolidWorks', 'MATLAB'],
  },
  {
    like: 'information technology%',
    students: 8,
    roles: ['Full Stack Developer', 'Data Analyst'],
    skills: ['JavaScript', 'SQL', 'React', 'Node.js'],
  },
];

const caller = (p: { id: number; user_id: string; org_id: number | null }, type: ProfileType): Actor => ({
  userId: p.user_id,
  isAdmin: false,
  profile: { id: p.id, profile_type: type, active: true, org_id: p.org_id },
});
/** Seeding acts for the companies that have no staff account; an admin may move any applicant. */
const ADMIN: Actor = { userId: 'demo-seed', isAdmin: true, profile: null };

/**
 * Forty students of the demo institute (issue 24), so its dashboard has a cohort to show on a fresh
 * start: four branches, three batches, CGPAs on their latest degree (a few with backlogs, a few placed
 * outside the platform), project entries naming skills, and applications to the demo jobs, some of
 * them selected by the companies (offers), some shortlisted or rejected; registrations for open events
 * and a few club memberships. Applications and registrations go through the same rules as the API (a
 * student the job's criteria exclude does not apply; a full event takes nobody more). Runs once, after the
 * demo jobs; a start stopped in the middle removes the cohort and runs again.
 */
export async function seedDemoInstituteCohort(db: Db, now = new Date()): Promise<number> {
  const [done] = await db.select().from(seedRuns).where(eq(seedRuns.name, 'demo_institute_cohort'));
  if (done) return 0;
  const [institution] = await db
    .select({ org_id: profiles.my_org_id })
    .from(profiles)
    .where(sql`lower(${profiles.email}) = ${DEMO_INSTITUTION_EMAIL}`);
  if (!institution?.org_id) return 0;
  await db.delete(users).where(like(users.email, `%@${COHORT_DOMAIN}`));

  const rng = createRng(2024).fork('demo-institute-cohort');
  const [btech] = await db.select({ id: degrees.id }).from(degrees).where(eq(degrees.name, 'B.Tech'));
  const [mtech] = await db.select({ id: degrees.id }).from(degrees).where(eq(degrees.name, 'M.Tech'));
  const entries = createEntriesService({ db, clock: () => now });
  const roleIds = new Map(
    (await db.select({ id: jobRoles.id, name: jobRoles.name }).from(jobRoles)).map((r) => [r.name, r.id]),
  );
  const year = now.getFullYear();
  const batches = [year - 1, year, year + 1];

  const cohort: { id: number; user_id: string; batch: number }[] = [];
  let n = 0;
  for (const branch of BRANCHES) {
    const [spec] = await db
      .select({ id: specializations.id, name: specializations.name })
      .from(specializations)
      .where(sql`lower(${specializations.name}) like ${branch.like}`)
      .orderBy(asc(specializations.id))
      .limit(1);
    for (let i = 0; i < branch.students; i += 1) {
      const first = FIRST[n % FIRST.length]!;
      // Every first name twice over the cohort, with another family name the second time.
      const last = LAST[(n * 7 + 3 + Math.floor(n / FIRST.length)) % LAST.length]!;
      n += 1;
      const batch = batches[i % batches.length]!;
      const email = `${first}.${last}.${n}@${COHORT_DOMAIN}`.toLowerCase();
      const userId = randomUUID();
      await db.insert(users).values({ id: userId, name: `${first} ${last}`, email });
      const degree = i % 7 === 6 && mtech ? mtech.id : (btech?.id ?? null);
      const [row] = await db
        .insert(profiles)
        .values({
          user_id: userId,
          profile_type: 'STUDENT',
          first_name: first,
          last_name: last,
          full_name: `${first} ${last}`,
          email,
          my_org_id: institution.org_id,
          degree_id: degree,
          specialization_id: spec?.id ?? null,
          graduation_year: batch,
          active: true,
          terms_nd_cond: true,
          terms_accepted_at: now,
        })
        .returning({ id: profiles.id, user_id: profiles.user_id });
      const id = row!.id;
      // Career paths and a portfolio first, as the web's portfolio start asks.
      const roles = branch.roles.map((r) => roleIds.get(r)).filter((r): r is number => r !== undefined);
      if (roles.length > 0)
        await db.insert(portfolioJobRoles).values(roles.map((r) => ({ profile_id: id, job_role_id: r })));
      await db.insert(portfolios).values({ profile_id: id });
      const backlogs = rng.chance(0.15) ? rng.int(1, 3) : 0;
      await entries.create('educations', id, {
        education: {
          institute: 'Demo Institute',
          degree: degree === mtech?.id ? 'M.Tech' : 'B.Tech',
          specialization: spec?.name ?? 'Engineering',
          tenure: [`${batch - 4}-08-01`, `${batch}-05-31`],
          format: 'GPA',
          score: Math.round((5.6 + rng.next() * 4) * 100) / 100,
          backlogsStatus: backlogs > 0 ? 'yes' : 'no',
          backlogs,
          // A few of last year's batch took offers outside the platform and say so on their degree.
          placed: batch < year && rng.chance(0.25) ? 'yes' : 'no',
          latest_edu: true,
        },
      });
      await entries.create('external_projects', id, {
        external_project: {
          title: 'Semester project',
          status: 'complete',
          date: `${batch - 1}-04-30`,
          duration: 4,
          source: 'Coursework',
          desc: 'A course project built with classmates.',
          skills: rng.sample(branch.skills, rng.int(1, 3)),
          job_roles: branch.roles.slice(0, 1),
          life_skills: [rng.pick(['Teamwork', 'Problem Solving', 'Communication'])],
        },
      });
      cohort.push({ id, user_id: userId, batch });
    }
  }

  // Applications: last year's and this year's batches apply to open demo jobs; companies answer some.
  const open = (
    await db
      .select({ id: jobs.id, apply_by: jobs.apply_by, org_id: jobs.org_id })
      .from(jobs)
      .where(eq(jobs.status, 'published'))
      .orderBy(asc(jobs.id))
  ).filter((j) => isOpenForApplications(j.apply_by, now));
  const applications = createApplicationsService({ db });
  const applicants = createApplicantsService({ db });
  let applied = 0;
  for (const s of cohort.filter((c) => c.batch <= year)) {
    for (const job of rng.sample(open, rng.int(1, 3))) {
      let created: { id: number };
      try {
        created = await applications.apply(
          caller({ ...s, org_id: institution.org_id }, 'STUDENT'),
          job.id,
          'Keen to join your team.',
        );
      } catch {
        continue; // Not eligible (or the job closed meanwhile): the next one may fit.
      }
      applied += 1;
      const outcome = rng.weighted([
        ['selected', 3],
        ['shortlisted', 2],
        ['rejected', 2],
        ['applied', 3],
      ] as const);
      if (outcome === 'applied') continue;
      const move = (status: 'shortlisted' | 'selected' | 'rejected') =>
        applicants.modify(ADMIN, { job_id: job.id, application_ids: [created.id], status });
      if (outcome !== 'rejected') await move('shortlisted');
      if (outcome !== 'shortlisted') await move(outcome);
    }
  }
  // Registrations for open events (through the events rules: seats, deadlines, approval) and a few
  // club memberships, so the enrolment dashboards have something to show.
  const eventsService = createEventsService({ db, clock: () => now });
  const registrations = createEnrollmentsService({ db, events: eventsService, clock: () => now });
  const openEvents = await db
    .select({ id: events.id })
    .from(events)
    .where(eq(events.status, 'published'))
    .orderBy(asc(events.id));
  const openClubs = await db
    .select({ id: clubs.id })
    .from(clubs)
    .where(eq(clubs.status, 'published'))
    .orderBy(asc(clubs.id));
  for (const s of cohort) {
    for (const event of rng.sample(openEvents, rng.int(0, 2))) {
      try {
        await registrations.enroll(caller({ ...s, org_id: institution.org_id }, 'STUDENT'), event.id);
      } catch {
        // Full, closed or past: another student may get in.
      }
    }
    if (openClubs.length > 0 && rng.chance(0.4))
      await db
        .insert(clubMembers)
        .values({
          club_id: rng.pick(openClubs).id,
          profile_id: s.id,
          joined_at: new Date(now.getTime() - rng.int(1, 200) * 86_400_000),
        })
        .onConflictDoNothing();
  }
  await seedInstituteMentor(db, institution.org_id, cohort, now);
  await db.insert(seedRuns).values({ name: 'demo_institute_cohort', version: '1' });
  return applied;
}

/**
 * A professor of the demo institute who mentors on the platform (accepted by the institute), with an
 * activity this year's batch is enrolled in, so /instituteMentor has a mentor to show.
 */
async function seedInstituteMentor(
  db: Db,
  orgId: number,
  cohort: { id: number; user_id: string; batch: number }[],
  now: Date,
) {
  const userId = randomUUID();
  const email = `meenakshi.rao@${COHORT_DOMAIN}`;
  await db.insert(users).values({ id: userId, name: 'Meenakshi Rao', email });
  const [designation] = await db
    .select({ id: designations.id })
    .from(designations)
    .orderBy(asc(designations.id))
    .limit(1);
  const [mentor] = await db
    .insert(profiles)
    .values({
      user_id: userId,
      profile_type: 'ADVISOR',
      first_name: 'Meenakshi',
      last_name: 'Rao',
      full_name: 'Meenakshi Rao',
      email,
      my_org_id: orgId,
      org_membership: 'MEMBER',
      designation_id: designation?.id ?? null,
      active: true,
      terms_nd_cond: true,
      terms_accepted_at: now,
    })
    .returning({ id: profiles.id });
  const at = (days: number) => new Date(now.getTime() + days * 86_400_000).toISOString();
  const activities = createActivitiesService({ db, clock: () => now, fileLink: () => '' });
  const who = demoCaller({ id: mentor!.id, user_id: userId }, 'ADVISOR');
  const { id } = await activities.create(
    who,
    createAssignmentBodySchema.parse({
      title: 'Design a campus energy audit',
      type: 'Project',
      description: 'Measure a week of electricity use in one campus building and propose three ways to cut it.',
      assignment_que: [
        { question: 'Where does the building use most of its electricity, and how did you measure it?' },
      ],
      max_score: 100,
      mentor_assessment_score: 100,
      peer_assessment_score: 0,
      duration: 240,
      learning_path: 'SELF',
      peer_evaluation: false,
      final_evaluation: false,
      enable_at: at(-3),
      disable_at: at(18),
      peer_enable_at: at(-3),
      peer_disable_at: at(25),
    }),
  );
  const year = now.getFullYear();
  await activities.enrol(who, id, { profile_ids: cohort.filter((c) => c.batch === year).map((c) => c.id), emails: [] });
}

/** The cohort's profile ids (for tests). */
export async function demoCohortIds(db: Db): Promise<number[]> {
  const rows = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(like(profiles.email, `%@${COHORT_DOMAIN}`), inArray(profiles.profile_type, ['STUDENT'])));
  return rows.map((r) => r.id);
}
