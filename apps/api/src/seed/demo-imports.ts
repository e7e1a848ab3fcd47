import { createHash } from 'node:crypto';
import { and, asc, eq, inArray, like, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { educations, events, imports, profiles, seedRuns, subjects, users } from '../db/schema';
import type { FileStorage } from '../lib/storage';
import { eventEnrolmentTarget } from '../modules/events/enrolment-target';
import { createPipeline } from '../modules/imports';
import { enrolmentsTool } from '../modules/imports/enrolments-tool';
import { createImportsRepo } from '../modules/imports/imports.repo';
import { portfolioTool } from '../modules/imports/portfolio-tool';
import { profilesTool } from '../modules/imports/profiles-tool';
import { createPortfolioRecords } from '../modules/portfolio';

/*
 * Demo bulk imports (issue 29): the demo institution gave its cohort roll numbers and batches from a
 * spreadsheet (committed, two rows in error: its error file can be downloaded, and it can be undone for
 * seven days), enrolled twelve of them in its published event, and added four B.Tech students' first
 * semester subjects to their portfolios (one row in error: a mark outside the CGPA range).
 */

const STEP = 'demo-imports';
const INSTITUTION = 'institution@demo.learnbydoing.in';
const ROLL_FILE = 'cohort-roll-numbers.csv';
const ENROL_FILE = 'hackathon-enrolment.csv';
const PORTFOLIO_FILE = 'semester-1-marks.csv';
/** The first semester's subjects of the portfolio import: name, type, skill, and each student's mark from a base. */
const SEMESTER_1 = [
  ['Engineering Mathematics I', 'Theory', 'Python', 0],
  ['Programming Lab', 'Lab', 'C', 0.6],
] as const;

export async function seedDemoImports(db: Db, { storage, now = new Date() }: { storage: FileStorage; now?: Date }) {
  const [done] = await db.select().from(seedRuns).where(eq(seedRuns.name, STEP));
  if (done) return 0;
  const [institution] = await db
    .select({ id: profiles.id, user_id: profiles.user_id, org_id: profiles.my_org_id })
    .from(profiles)
    .where(eq(sql`lower(${profiles.email})`, INSTITUTION));
  if (!institution?.org_id) return 0;
  const orgId = institution.org_id;
  const cohort = await db
    .select({ id: profiles.id, email: users.email, year: profiles.graduation_year })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.user_id))
    .where(
      and(
        eq(profiles.my_org_id, orgId),
        eq(profiles.profile_type, 'STUDENT'),
        like(users.email, '%@cohort.demo.learnbydoing.in'),
      ),
    )
    .orderBy(asc(profiles.id))
    .limit(24);
  if (cohort.length < 12) return 0;
  const [event] = await db
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.org_id, orgId), eq(events.status, 'published')))
    .orderBy(asc(events.id))
    .limit(1);

  // A start that stopped part-way left its imports: they go, and the step runs again.
  await db
    .delete(imports)
    .where(and(eq(imports.org_id, orgId), inArray(imports.file_name, [ROLL_FILE, ENROL_FILE, PORTFOLIO_FILE])));
  const repo = createImportsRepo(db);
  const tools = new Map([
    ['profiles', profilesTool({ invite: async () => {} })],
    ['enrolments', enrolmentsTool([eventEnrolmentTarget(db)])],
    ['portfolio', portfolioTool(createPortfolioRecords())],
  ] as const);
  const pipeline = createPipeline({ db, storage, repo, tools, clock: () => now });

  async function run(
    fileName: string,
    tool: 'profiles' | 'enrolments' | 'portfolio',
    lines: string[],
    options: object,
    mapping: Record<string, string>,
  ) {
    const bytes = Buffer.from(lines.join('\r\n'), 'utf8');
    const key = await storage.put('imports', 'csv', bytes);
    const headers = lines[0]!.split(',');
    const id = await repo.insert({
      tool,
      org_id: orgId,
      created_by_user_id: institution!.user_id,
      file_name: fileName,
      file_kind: 'csv',
      file_key: key,
      file_sha256: createHash('sha256').update(bytes).digest('hex'),
      headers,
      mapping,
      options: {
        mode: 'both',
        match_by: 'email',
        fill_empty_only: false,
        items: [],
        institute_id: null,
        profile_id: institution!.id,
        ...options,
      },
      status: 'validating',
      total_rows: lines.length - 1,
      counts: { total: lines.length - 1, create: 0, update: 0, unchanged: 0, error: 0 },
      inserted_at: now,
    });
    await pipeline.dryRun(id);
    await repo.update(id, { status: 'committing', rows_done: 0, phase_started_at: now });
    await pipeline.commit(id);
  }

  const rolls = [
    'Email ID,Roll No,Passing Year',
    ...cohort.map(
      (s, i) =>
        `${s.email},IITB${String(s.year ?? 2026).slice(2)}CS${String(i + 1).padStart(3, '0')},${s.year ?? 2026}`,
    ),
    'former.student@example.in,IITB20CS999,2024',
    `${cohort[0]!.email.replace('@', '.old@')},IITB26CS998,1826`,
  ];
  await run(
    ROLL_FILE,
    'profiles',
    rolls,
    { mode: 'update' },
    { 'Email ID': 'email', 'Roll No': 'roll_number', 'Passing Year': 'batch' },
  );
  if (event) {
    const enrol = ['Email', ...cohort.slice(0, 12).map((s) => s.email)];
    await run(
      ENROL_FILE,
      'enrolments',
      enrol,
      { mode: 'create', items: [{ kind: 'event', id: event.id }] },
      { Email: 'email' },
    );
  }
  // Four B.Tech students' first semester, as their degrees name them; one mark is out of the CGPA range.
  const degrees = await db
    .select({
      profile_id: educations.profile_id,
      id: educations.id,
      institute: educations.institute,
      specialization: educations.specialization,
      start: educations.tenure_start,
    })
    .from(educations)
    .where(
      and(
        inArray(
          educations.profile_id,
          cohort.map((s) => s.id),
        ),
        eq(educations.degree, 'B.Tech'),
      ),
    )
    .orderBy(asc(educations.profile_id))
    .limit(4);
  if (degrees.length > 0) {
    // Subjects an interrupted run added go first (the file adds them again).
    await db.delete(subjects).where(
      and(
        inArray(
          subjects.education_id,
          degrees.map((d) => d.id),
        ),
        inArray(
          subjects.name,
          SEMESTER_1.map(([name]) => name),
        ),
      ),
    );
    const emailOf = new Map(cohort.map((s) => [s.id, s.email]));
    const marks = [
      'Email ID,Institute,Degree,Branch,Sem,Subject,Subject type,Exam date,Marks,Skills,Career paths',
      ...degrees.flatMap((d, i) =>
        SEMESTER_1.map(([name, type, skill, bonus]) => {
          const mark = i === degrees.length - 1 && bonus > 0 ? '12' : (7 + i * 0.5 + bonus).toFixed(1);
          const examDate = `15/12/${d.start.slice(0, 4)}`;
          return `${emailOf.get(d.profile_id)},${d.institute},B.Tech,${d.specialization},1,${name},${type},${examDate},${mark},${skill},Software Engineer`;
        }),
      ),
    ];
    await run(
      PORTFOLIO_FILE,
      'portfolio',
      marks,
      { mode: 'both' },
      {
        'Email ID': 'email',
        Institute: 'institute',
        Degree: 'degree',
        Branch: 'specialization',
        Sem: 'semester',
        Subject: 'subject',
        'Subject type': 'subject_type',
        'Exam date': 'exam_date',
        Marks: 'subject_score',
        Skills: 'skills',
        'Career paths': 'career_paths',
      },
    );
  }
  await db.insert(seedRuns).values({ name: STEP, version: '1' });
  return 1;
}
