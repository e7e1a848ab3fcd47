import { entryPoints, type CardType } from '@lbd/shared';
import { PREVIOUS_DEGREE } from './catalogue';
import {
  DAY,
  SCALE_ORG_WEB_DOMAIN,
  around,
  isoDate,
  round,
  slug,
  write,
  type ScaleContext,
  type Student,
} from './context';
import type { Row } from './loader';
import type { Rng } from './prng';
import * as V from './vocabulary';

/*
 * A batch of students' portfolios: the portfolio row, career paths and topic interests, and about 15
 * entries in every kind of section (degrees with their semester subjects, courses, certifications,
 * projects, internships and jobs, books and articles, clubs, events).
 */

const ENTRY_COLUMNS = [
  'uuid',
  'profile_id',
  'status',
  'desc',
  'skill_ids',
  'job_role_ids',
  'life_skill_ids',
  'points',
  'inserted_at',
  'updated_at',
] as const;

/** The shared columns of a portfolio entry, points from the shared points rules. */
function entry(
  rng: Rng,
  s: Student,
  card: CardType,
  status: string,
  duration: number | null,
  skillPool: number[],
  at: number,
  desc = '',
): Row {
  const points = entryPoints({ card, status, duration }).points;
  const role = rng.pick(s.roles);
  return [
    rng.uuid(),
    s.profileId,
    status,
    desc,
    rng.sample(skillPool.length ? skillPool : role.skillIds, rng.int(1, 4)),
    rng.chance(0.6) ? [role.id] : [],
    rng.chance(0.4) ? rng.sample(role.lifeSkillIds, rng.int(1, 2)) : [],
    points,
    new Date(at),
    new Date(at),
  ];
}

export async function writePortfolios(ctx: ScaleContext, students: Student[], start: number) {
  const today = ctx.opts.today.getTime();
  const portfolios: Row[] = [];
  const roles: Row[] = [];
  const topics: Row[] = [];
  const educations: Row[] = [];
  const pendingSubjects: { educationUuid: string; rows: Row[] }[] = [];
  const courses: Row[] = [];
  const projects: Row[] = [];
  const internships: Row[] = [];
  const readings: Row[] = [];
  const clubs: Row[] = [];
  const events: Row[] = [];
  const degreeByName = new Map(ctx.cat.degrees.map((d) => [d.name, d]));

  students.forEach((s, k) => {
    const rng = ctx.rng.fork(`portfolio-${start + k}`);
    const at = s.joinedAt;
    const when = (minDays: number, maxDays: number) => today - rng.int(minDays, maxDays) * DAY;
    const skillPool = [...new Set(s.roles.flatMap((r) => r.skillIds))];
    portfolios.push([rng.uuid(), s.profileId, rng.chance(0.9), new Date(at), new Date(at)]);
    for (const r of s.roles) roles.push([s.profileId, r.id, new Date(at)]);
    for (const skill of rng.sample(skillPool, rng.int(3, 8))) topics.push([s.profileId, skill, new Date(at)]);

    // The current degree: tenure from admission to graduation; subjects of the semesters done so far.
    const years =
      s.degree.level === 'PG'
        ? 2
        : s.degree.name === 'B.Arch'
          ? 5
          : 4 - (['B.Sc', 'B.Com', 'BBA', 'B.A.', 'BCA'].includes(s.degree.name) ? 1 : 0);
    const finish = Date.UTC(s.gradYear, 4, 31);
    const begin = Date.UTC(s.gradYear - years, 6, 15);
    const eduRow = (
      degreeName: string,
      specName: string,
      from: number,
      to: number,
      latest: boolean,
      format: 'GPA' | 'Numeric',
      score: number,
      backlogs: number,
    ): Row => [
      ...entry(rng, s, 'education', 'complete', null, skillPool, at),
      s.org.id,
      s.org.name,
      degreeName,
      specName,
      format,
      score.toFixed(2),
      backlogs > 0,
      backlogs,
      rng.chance(0.1) && !latest,
      isoDate(from),
      isoDate(to),
      latest,
    ];
    const current = eduRow(s.degree.name, s.spec.name, begin, finish, true, s.format, s.score, s.backlogs);
    educations.push(current);
    const previous = PREVIOUS_DEGREE[s.degree.name];
    if (previous && degreeByName.has(previous)) {
      educations.push(
        eduRow(
          previous,
          s.spec.name,
          Date.UTC(s.gradYear - years - 3, 6, 15),
          Date.UTC(s.gradYear - years, 4, 31),
          false,
          'GPA',
          round(6 + rng.next() * 3.5, 2),
          0,
        ),
      );
    }
    const semestersDone = Math.max(1, Math.min(years * 2, Math.floor((Math.min(today, finish) - begin) / (182 * DAY))));
    const subjectNames = V.SUBJECTS_BY_STREAM[s.spec.stream] ?? V.SUBJECTS_BY_STREAM.default!;
    const subjects: Row[] = [];
    for (const name of rng.sample(subjectNames, Math.min(subjectNames.length, around(rng, 5.5, 2.5)))) {
      const semester = rng.int(1, semestersDone);
      const date = Math.min(today - DAY, begin + semester * 182 * DAY - 20 * DAY);
      const score = s.format === 'GPA' ? round(5 + rng.next() * 5, 1) : round(50 + rng.next() * 48, 1);
      subjects.push([
        ...entry(rng, s, 'semester', 'complete', null, skillPool, at),
        name,
        semester,
        isoDate(date),
        score.toFixed(2),
        rng.chance(0.75) ? 'Theory' : 'Lab',
      ]);
    }
    pendingSubjects.push({ educationUuid: current[0] as string, rows: subjects });

    // Courses (online or offline) and industry certifications.
    for (const [title, source] of rng.sample(V.COURSES, around(rng, 1.8, 1.5))) {
      const ongoing = rng.chance(0.2);
      const date = ongoing ? today + rng.int(10, 120) * DAY : when(20, 700);
      const hours = rng.int(6, 60);
      courses.push([
        ...entry(rng, s, 'courses', ongoing ? 'ongoing' : 'complete', hours, skillPool, at),
        'course',
        title,
        rng.pick(['Online course', 'Offline course']),
        null,
        source,
        null,
        isoDate(date),
        hours,
      ]);
    }
    for (const [title, source] of rng.sample(V.CERTIFICATIONS, around(rng, 0.7, 0.7))) {
      courses.push([
        ...entry(rng, s, 'certification', 'complete', null, skillPool, at),
        'certificate',
        title,
        'Industry Certification',
        'Online course',
        source,
        `https://certificates.${SCALE_ORG_WEB_DOMAIN}/${slug(title)}/${s.profileId}`,
        isoDate(when(20, 700)),
        null,
      ]);
    }
    // Projects.
    for (const title of rng.sample(V.PROJECT_TITLES, around(rng, 1.8, 1.5))) {
      const enrolled = rng.chance(0.25);
      const weeks = rng.int(2, 16);
      projects.push([
        ...entry(
          rng,
          s,
          'projects',
          enrolled ? 'Enrolled' : 'complete',
          weeks,
          skillPool,
          at,
          rng.chance(0.3)
            ? `Built ${title.toLowerCase()} with a team of ${rng.int(2, 5)}; shared the code and a short demo.`
            : '',
        ),
        title,
        isoDate(enrolled ? today + rng.int(7, 90) * DAY : when(15, 900)),
        weeks,
        rng.pick(V.PROJECT_SOURCES),
      ]);
    }
    // Internships, and a job for a few.
    for (const title of rng.sample(V.INTERNSHIP_TITLES, around(rng, 1, 0.8))) {
      const ongoing = rng.chance(0.2);
      const startMs = ongoing ? when(10, 80) : when(120, 800);
      const weeks = rng.int(4, 24);
      const host = rng.pick(ctx.orgs).name;
      internships.push([
        ...entry(rng, s, 'internships', ongoing ? 'ongoing' : 'complete', weeks, skillPool, at),
        'Internship',
        title,
        host,
        isoDate(startMs),
        ongoing ? null : isoDate(Math.min(today - DAY, startMs + weeks * 7 * DAY)),
        weeks,
      ]);
    }
    if (rng.chance(0.15)) {
      const months = rng.int(3, 24);
      const startMs = when(months * 30 + 30, months * 30 + 400);
      internships.push([
        ...entry(rng, s, 'jobs', 'complete', months, skillPool, at),
        rng.chance(0.8) ? 'Job_Fulltime' : 'Job_Parttime',
        rng.pick(s.roles).name,
        rng.pick(ctx.orgs).name,
        isoDate(startMs),
        isoDate(startMs + months * 30 * DAY),
        months,
      ]);
    }
    // Books, articles, clubs and events.
    for (const [title, author] of rng.sample(V.BOOKS, around(rng, 0.8, 0.8))) {
      const ongoing = rng.chance(0.2);
      readings.push([
        ...entry(rng, s, 'books', ongoing ? 'ongoing' : 'complete', null, skillPool, at),
        'book',
        title,
        author,
        isoDate(ongoing ? today + rng.int(5, 60) * DAY : when(10, 600)),
        null,
        null,
        null,
      ]);
    }
    for (const [title, author] of rng.sample(V.ARTICLES, around(rng, 0.4, 0.4))) {
      readings.push([
        ...entry(rng, s, 'articles', 'complete', null, skillPool, at),
        'article',
        title,
        author,
        isoDate(when(5, 400)),
        null,
        'Technical',
        `https://articles.${SCALE_ORG_WEB_DOMAIN}/${slug(title)}`,
      ]);
    }
    for (const title of rng.sample(V.CLUBS, around(rng, 0.6, 0.6))) {
      clubs.push([
        ...entry(rng, s, 'clubs', 'complete', null, skillPool, at),
        title,
        rng.chance(0.7) ? 'Educational' : 'Non Educational',
        rng.chance(0.8) ? 'Member' : 'Board Member',
        isoDate(when(60, 1000)),
        s.org.name,
      ]);
    }
    for (const title of rng.sample(V.EVENTS, around(rng, 1, 1))) {
      const hours = rng.int(2, 36);
      events.push([
        ...entry(rng, s, 'events', 'complete', hours, skillPool, at),
        title,
        rng.weighted([
          ['Participate', 7],
          ['Organize', 2],
          ['Deliver', 1],
        ] as const),
        isoDate(when(10, 900)),
        hours,
        s.org.name,
      ]);
    }
  });

  await write(ctx, 'portfolios', ['uuid', 'profile_id', 'is_public', 'inserted_at', 'updated_at'], portfolios);
  await write(ctx, 'portfolio_job_roles', ['profile_id', 'job_role_id', 'inserted_at'], roles);
  await write(ctx, 'profile_topic_interests', ['profile_id', 'skill_id', 'inserted_at'], topics);
  await write(
    ctx,
    'educations',
    [
      ...ENTRY_COLUMNS,
      'my_org_id',
      'institute',
      'degree',
      'specialization',
      'format',
      'score',
      'backlogs_status',
      'backlogs',
      'placed',
      'tenure_start',
      'tenure_finish',
      'latest_edu',
    ],
    educations,
  );
  const eduIds = new Map(
    (
      await ctx.loader.query<{ id: number; uuid: string }>(
        'select id, uuid::text as uuid from educations where uuid = any($1::uuid[])',
        [pendingSubjects.map((p) => p.educationUuid)],
      )
    ).map((r) => [r.uuid, r.id]),
  );
  await write(
    ctx,
    'subjects',
    [...ENTRY_COLUMNS, 'education_id', 'name', 'semester_number', 'date', 'score', 'type'],
    pendingSubjects.flatMap((p) =>
      p.rows.map((r) => [
        ...r.slice(0, ENTRY_COLUMNS.length),
        eduIds.get(p.educationUuid)!,
        ...r.slice(ENTRY_COLUMNS.length),
      ]),
    ),
  );
  await write(
    ctx,
    'external_courses',
    [...ENTRY_COLUMNS, 'kind', 'title', 'type', 'role', 'source', 'certificate', 'date', 'duration'],
    courses,
  );
  await write(ctx, 'external_projects', [...ENTRY_COLUMNS, 'title', 'date', 'duration', 'source'], projects);
  await write(
    ctx,
    'internships',
    [...ENTRY_COLUMNS, 'type', 'title', 'host', 'startdate', 'finishdate', 'duration'],
    internships,
  );
  await write(ctx, 'readings', [...ENTRY_COLUMNS, 'kind', 'title', 'author', 'date', 'isbn', 'type', 'url'], readings);
  await write(ctx, 'social_clubs', [...ENTRY_COLUMNS, 'title', 'type', 'role', 'date', 'source'], clubs);
  await write(ctx, 'external_events', [...ENTRY_COLUMNS, 'title', 'role', 'date', 'duration', 'source'], events);
}

/** Cheap test of the criteria before the real eligibility rules confirm a pick. */
