import { IMPORT_TEXTS as X, type ImportRecord } from '@lbd/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildAdmin, buildUser, uniqueEmail, type Account } from '../../../test/factories';
import { buildOrgUser, orgIds } from '../../../test/factories/jobs';
import { buildPortfolioStudent } from '../../../test/factories/portfolio';
import { createImportsTestApp, importCalls, type ImportsTestApp } from '../../../test/support/imports';
import { rowsOf } from '../../db/client';

const P = X.portfolio;
type Student = Account & { profileId: number };

/**
 * The portfolio tool (/bulkPortfolioUpdation) through the API, the queue running its phases: degrees and
 * semester subjects judged by the portfolio's own rules in a dry run that writes nothing, committed,
 * filled only where empty, and undone to the database as it was.
 */
describe('bulk imports: the portfolio tool', () => {
  let t: ImportsTestApp;
  let staff: Student;
  let a: Student;
  let b: Student;
  let c: Student;
  let outsider: Student;
  let noPortfolio: Student;
  let institute: string;
  let branch: string;
  const { upload, call, settle, dryRun } = importCalls(
    () => t.app,
    () => staff,
  );

  /** The degrees and subjects of the students of this suite, every column exactly (timestamps to the microsecond). */
  const records = async () => {
    const ids = [a, b, c].map((s) => s.profileId);
    const list = sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    );
    return {
      educations: rowsOf(
        await t.database.db.execute(
          sql`select to_jsonb(e) from educations e where profile_id in (${list}) order by id`,
        ),
      ),
      subjects: rowsOf(
        await t.database.db.execute(sql`select to_jsonb(s) from subjects s join educations e on e.id = s.education_id
          where e.profile_id in (${list}) order by s.id`),
      ),
      verifications: rowsOf<{ id: number; status: string }>(
        await t.database.db.execute(
          sql`select id, status from entry_verifications where profile_id in (${list}) order by id`,
        ),
      ),
    };
  };
  const degreeOf = async (s: Student) =>
    rowsOf<{ id: number; format: string | null; score: string; verified_by_name: string | null }>(
      await t.database.db.execute(sql`select id, format, score, verified_by_name from educations
        where profile_id = ${s.profileId} and degree = 'B.Tech' order by id limit 1`),
    )[0]!;
  const csv = (lines: string[]) => lines.join('\r\n');
  const HEADER =
    'Email,Institute,Degree,Branch,Start date,End date,CGPA,Percentage,Backlogs,Subject,Sem,Type,Exam date,Marks,Skills,Career paths';
  const subjectCells = (name: string, sem: string, type: string, score: string) =>
    `${name},${sem},${type},15/12/2024,${score},Data Structures and Algorithms,Software Engineer`;

  beforeAll(async () => {
    t = await createImportsTestApp();
    const [instituteId, otherInstituteId] = (await orgIds(t.app, 'INSTITUTION', 2)) as [number, number];
    const admin = await buildAdmin(t.app);
    staff = await buildOrgUser(t.app, 'INSTITUTION', { orgId: instituteId, admin });
    // Each starts a portfolio: its first entry is the B.Tech named on the profile, with no score yet.
    a = await buildPortfolioStudent(t.app, undefined, { my_org_id: instituteId });
    b = await buildPortfolioStudent(t.app, undefined, { my_org_id: instituteId });
    c = await buildPortfolioStudent(t.app, undefined, { my_org_id: instituteId });
    outsider = await buildPortfolioStudent(t.app, undefined, { my_org_id: otherInstituteId });
    noPortfolio = await buildUser(t.app, 'STUDENT', { my_org_id: instituteId });
    const [named] = rowsOf<{ institute: string; specialization: string }>(
      await t.database.db.execute(
        sql`select institute, specialization from educations where profile_id = ${a.profileId}`,
      ),
    );
    institute = named!.institute;
    branch = named!.specialization;

    // C scored their degree and added a subject through the portfolio's own forms.
    const degree = await degreeOf(c);
    const [row] = rowsOf<{ tenure_start: string; tenure_finish: string }>(
      await t.database.db.execute(sql`select tenure_start, tenure_finish from educations where id = ${degree.id}`),
    );
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/my_portfolio/educations/${degree.id}`,
      headers: bearer(c.token),
      payload: {
        education: {
          institute,
          degree: 'B.Tech',
          specialization: branch,
          tenure: [row!.tenure_start, row!.tenure_finish],
          format: 'GPA',
          score: 8,
          backlogsStatus: 'no',
          placed: 'no',
          latest_edu: true,
        },
      },
    });
    expect(put.statusCode, put.body).toBe(200);
    const post = await t.app.inject({
      method: 'POST',
      url: '/api/my_portfolio/subjects',
      headers: bearer(c.token),
      payload: {
        education_id: degree.id,
        subject: {
          name: 'Physics',
          semester_number: 1,
          type: 'Theory',
          date: '2024-12-15',
          score: 7,
          skills: ['Data Structures and Algorithms'],
          job_roles: ['Software Engineer'],
        },
      },
    });
    expect(post.statusCode, post.body).toBe(201);

    // A's degree was verified by a teacher, and a second request waits for an answer.
    const aDegree = await degreeOf(a);
    await t.database.db
      .execute(sql`update educations set verified_by_name = 'R. Menon', verified_by_org = 'Dept. of CSE',
      verified_at = now() where id = ${aDegree.id}`);
    await t.database.db.execute(sql`insert into entry_verifications (profile_id, section, entry_id, verifier_name,
        verifier_email, verifier_org, token_hash, expires_at)
      values (${a.profileId}, 'education', ${aDegree.id}, 'S. Rao', 's.rao@college.example.in', 'Dept. of CSE',
        ${'f'.repeat(64)}, now() + interval '7 days')`);
  }, 120_000);
  afterAll(() => t?.close());

  it('refuses a mapping without a Degree column', async () => {
    const imp = (await upload('no-degree.csv', 'Email,Branch\r\na@b.in,CSE\r\n', staff, 'portfolio')).json()
      .data as ImportRecord;
    const res = await call('PUT', `/api/imports/${imp.id}/plan`, staff, { mapping: imp.mapping });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields.mapping).toBe(X.requiredAlways('Degree'));
  });

  describe('dry run, commit and undo', () => {
    let importId: number;
    let before: Awaited<ReturnType<typeof records>>;

    it('maps the usual headers, judges every row by the portfolio’s rules and writes nothing', async () => {
      const deg = (s: Account, rest: string) => `${s.email},,B.Tech,${branch},,,${rest}`;
      const file = csv([
        HEADER,
        deg(a, '8.4,,0,,,,,,,'), // 2 update: the degree's CGPA (and so its format)
        deg(a, `,,,${subjectCells('Data Structures', '3', 'Theory', '8.5')}`), // 3 create: a subject
        deg(a, `,,,${subjectCells('Operating Systems', '11', 'Theory', '8')}`), // 4 semester
        deg(a, `,,,${subjectCells('DBMS Lab', '4', 'Lab', '11')}`), // 5 score out of the CGPA range
        deg(b, `,,,${subjectCells('Mathematics', '1', 'Theory', '9')}`), // 6 B's degree has no format
        deg(c, `8,,,${subjectCells('physics', 'Sem 1', 'theory', '7')}`), // 7 unchanged
        `${c.email},Government Polytechnic,Diploma in Engineering,Mechanical Engineering,07/2018,06/2021,,78.5%,0,,,,,,,`, // 8 create
        `${c.email},,B.Tech,Underwater Basket Weaving,,,8,,,,,,,,,`, // 9 specialization
        deg(outsider, '8,,,,,,,,,'), // 10 another institute's student
        deg(noPortfolio, '8,,,,,,,,,'), // 11 no portfolio yet
        deg(a, '8.6,,,,,,,,,'), // 12 the same degree as row 2 with another CGPA
        deg(a, `,,,${subjectCells('data structures', 'III', 'Theory', '8.5')}`), // 13 the same subject as row 3
        deg({ email: uniqueEmail('stranger') } as Account, '8,,,,,,,,,'), // 14 nobody's
        `${a.email},,M.Tech,${branch},,,8,,,,,,,,,`, // 15 a new degree needs dates
        `${b.email},,B.E.,${branch},soon,06/2026,8,,,,,,,,,`, // 16 a date that is none
      ]);
      before = await records();
      const imp = (await upload('semester-marks.csv', file, staff, 'portfolio')).json().data as ImportRecord;
      importId = imp.id;
      expect(imp.mapping).toEqual({
        Email: 'email',
        Institute: 'institute',
        Degree: 'degree',
        Branch: 'specialization',
        'Start date': 'start_date',
        'End date': 'end_date',
        CGPA: 'cgpa',
        Percentage: 'percentage',
        Backlogs: 'backlogs',
        Subject: 'subject',
        Sem: 'semester',
        Type: 'subject_type',
        'Exam date': 'exam_date',
        Marks: 'subject_score',
        Skills: 'skills',
        'Career paths': 'career_paths',
      });
      await call('PUT', `/api/imports/${imp.id}/plan`, staff, { mapping: imp.mapping });
      const done = await settle(importId);
      expect(done.status).toBe('validated');
      expect(done.counts).toEqual({ total: 15, create: 2, update: 1, unchanged: 1, error: 11 });
      expect(await records()).toEqual(before);

      const rows = async (outcome: string) =>
        (await call('GET', `/api/imports/${importId}/rows?outcome=${outcome}`)).json().data as {
          row: number;
          fields: string[];
          error: string | null;
        }[];
      expect((await rows('error')).map((r) => [r.row, r.error])).toEqual([
        [4, 'Semester should be between 1 and 10'],
        [5, 'Subject score: CGPA should be between 0 and 10'],
        [6, 'Please select one by editing degree'],
        [9, X.unknownValue('Specialization')],
        [10, X.otherOrg('Email')],
        [11, P.noPortfolio],
        [12, P.sameDegree(2)],
        [13, P.sameSubject(3)],
        [14, X.noMatch('Email')],
        [15, P.datesRequired],
        [16, 'Start date: Please enter a valid date'],
      ]);
      expect((await rows('update')).map((r) => [r.row, r.fields])).toEqual([[2, ['cgpa']]]);
      expect((await rows('create')).map((r) => [r.row, r.fields])).toEqual([
        [3, ['subject']],
        [8, ['degree']],
      ]);
      expect((await rows('unchanged')).map((r) => r.row)).toEqual([7]);
      // No message carries a value of the file.
      expect(JSON.stringify(await rows('error'))).not.toMatch(/@|Basket|soon|8\.6/);
    });

    it('the commit writes the rows as the portfolio saves them: points, score, verification withdrawn', async () => {
      const res = await call('POST', `/api/imports/${importId}/commit`, staff, { max_error_share: 100 });
      expect(res.statusCode).toBe(200);
      expect(await settle(importId)).toMatchObject({ status: 'committed', committed: { rows: 3 } });
      const degree = await degreeOf(a);
      // A change of substance: the teacher's verification no longer holds, the waiting request is withdrawn.
      expect(degree).toMatchObject({ format: 'GPA', score: '8.40', verified_by_name: null });
      const now = await records();
      expect(now.verifications).toEqual([{ id: before.verifications[0]!.id, status: 'cancelled' }]);
      const [subject] = rowsOf<Record<string, unknown>>(
        await t.database.db.execute(sql`select s.name, s.semester_number, s.type, s.date, s.score, s.points,
            cardinality(s.skill_ids) as skills, cardinality(s.job_role_ids) as paths
          from subjects s where s.education_id = ${degree.id}`),
      );
      expect(subject).toEqual({
        name: 'Data Structures',
        semester_number: 3,
        type: 'Theory',
        date: '2024-12-15',
        score: '8.50',
        points: 5,
        skills: 1,
        paths: 1,
      });
      const [diploma] = rowsOf<Record<string, unknown>>(
        await t.database.db
          .execute(sql`select institute, my_org_id, degree, specialization, tenure_start, tenure_finish,
            format, score, latest_edu, points from educations where profile_id = ${c.profileId} and degree <> 'B.Tech'`),
      );
      expect(diploma).toEqual({
        institute: 'Government Polytechnic',
        my_org_id: null,
        degree: 'Diploma in Engineering',
        specialization: 'Mechanical Engineering',
        tenure_start: '201807',
        tenure_finish: '202106',
        format: 'Numeric',
        score: '78.50',
        latest_edu: false,
        points: 50,
      });
      // The student sees them on their portfolio.
      const mine = await t.app.inject({ method: 'GET', url: '/api/my_portfolio/portfolios', headers: bearer(a.token) });
      expect(JSON.stringify(mine.json().data)).toContain('Data Structures');
    });

    it('undo puts the database back as it was, the verification and its request too', async () => {
      const res = await call('POST', `/api/imports/${importId}/undo`);
      expect(res.statusCode).toBe(200);
      expect((await settle(importId)).status).toBe('undone');
      expect(await records()).toEqual(before);
    });
  });

  describe('modes', () => {
    const degreeRow = (s: Account, rest: string) => `${s.email},B.Tech,${branch},${rest}`;

    it('fill empty fields only writes the score a degree lacks and leaves its other answers', async () => {
      const text = csv(['Email,Degree,Branch,CGPA,Backlogs', degreeRow(a, '7.9,2'), degreeRow(c, '9.1,1')]);
      const done = await dryRun('fill.csv', text, { fill_empty_only: true }, 'portfolio');
      expect(done.counts).toMatchObject({ update: 1, unchanged: 1, error: 0 });
      const [row] = (await call('GET', `/api/imports/${done.id}/rows?outcome=update`)).json().data;
      expect(row).toMatchObject({ row: 2, fields: ['cgpa'] });
    });

    it('update only refuses new degrees and subjects; create only leaves what is there', async () => {
      const text = csv([
        'Email,Degree,Branch,Passing year,CGPA,Subject,Semester,Subject type,Exam date,Subject score,Skills,Career paths',
        degreeRow(c, `,9.1,Physics,1,Theory,15/12/2024,7.5,Data Structures and Algorithms,Software Engineer`),
        degreeRow(c, `,,Chemistry,1,Theory,15/12/2024,7,Data Structures and Algorithms,Software Engineer`),
        `${c.email},M.Tech,${branch},2029,8,,,,,,,`,
      ]);
      const update = await dryRun('update.csv', text, { mode: 'update' }, 'portfolio');
      expect(update.counts).toMatchObject({ update: 1, error: 2 });
      const errors = (await call('GET', `/api/imports/${update.id}/rows?outcome=error`)).json().data;
      expect(errors.map((r: { error: string }) => r.error)).toEqual([P.noSubject, P.noDegree]);
      const [changed] = (await call('GET', `/api/imports/${update.id}/rows?outcome=update`)).json().data;
      expect(changed.fields).toEqual(['cgpa', 'subject_score']);

      const create = await dryRun('create.csv', text, { mode: 'create' }, 'portfolio');
      expect(create.counts).toMatchObject({ create: 2, unchanged: 1, update: 0, error: 0 });
      const [left] = (await call('GET', `/api/imports/${create.id}/rows?outcome=unchanged`)).json().data;
      expect(left).toMatchObject({ row: 2, error: P.existing });
    });
  });

  it('a degree a row creates takes the subjects of rows in later chunks, in the dry run and the commit', async () => {
    // 260 rows: the first adds an M.Tech with its dates and CGPA; the others each one subject, naming it only.
    const subjects = Array.from(
      { length: 259 },
      (_, i) =>
        `${b.email},M.Tech,${branch},,,,Elective ${i + 1},${(i % 4) + 1},Theory,15/12/2024,8,Python,Software Engineer`,
    );
    const text = csv([
      'Email,Degree,Branch,Start date,End date,CGPA,Subject,Semester,Subject type,Exam date,Subject score,Skills,Career paths',
      `${b.email},M.Tech,${branch},07/2023,06/2025,8.1,,,,,,,`,
      ...subjects,
    ]);
    const done = await dryRun('electives.csv', text, {}, 'portfolio');
    expect(done.counts).toEqual({ total: 260, create: 260, update: 0, unchanged: 0, error: 0 });
    await call('POST', `/api/imports/${done.id}/commit`, staff, {});
    expect(await settle(done.id)).toMatchObject({ status: 'committed', committed: { rows: 260 } });
    const [n] = rowsOf<{ n: number }>(
      await t.database.db
        .execute(sql`select count(*)::int as n from subjects s join educations e on e.id = s.education_id
        where e.profile_id = ${b.profileId} and e.degree = 'M.Tech'`),
    );
    expect(n!.n).toBe(259);
    // The student corrects one elective's score after the import: the undo leaves it, and so its degree.
    await t.database.db.execute(sql`update subjects set score = 9, updated_at = now() where name = 'Elective 5'
      and education_id in (select id from educations where profile_id = ${b.profileId} and degree = 'M.Tech')`);
    await call('POST', `/api/imports/${done.id}/undo`);
    expect(await settle(done.id)).toMatchObject({ status: 'undone', undo_kept: 2 });
    const left = rowsOf<{ name: string }>(
      await t.database.db.execute(sql`select s.name from subjects s join educations e on e.id = s.education_id
        where e.profile_id = ${b.profileId} and e.degree = 'M.Tech'`),
    );
    expect(left).toEqual([{ name: 'Elective 5' }]);
    await t.database.db.execute(sql`delete from educations where profile_id = ${b.profileId} and degree = 'M.Tech'`);
  }, 60_000);

  it('the template has the tool’s columns', async () => {
    const res = await call('GET', '/api/import_templates/portfolio?format=csv');
    expect(res.statusCode).toBe(200);
    const [header, example] = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toBe(
      'Email,Phone,Roll number,Institute,Degree,Specialization,Start date,End date,Passing year,CGPA,Percentage,' +
        'Backlogs,Placed,Latest education,Subject,Semester,Subject type,Exam date,Subject score,Skills,Career paths',
    );
    expect(example).toContain('Data Structures and Algorithms; C');
  });
});
