import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { BODIES, buildPortfolioStudent, edit, save, testClock } from '../../../test/factories/portfolio';

type Body = Record<string, unknown>;

describe('portfolio entries: validation messages', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let student: Awaited<ReturnType<typeof buildPortfolioStudent>>;
  beforeAll(async () => {
    t = await createTestApp({ clock: testClock().now });
    student = await buildPortfolioStudent(t.app);
  });
  afterAll(() => t.close());

  const fieldsOf = async (resource: string, body: Body, id?: number) => {
    const res = await save(t.app, student.token, resource, body, id);
    expect(res.statusCode, res.body).toBe(422);
    return res.json().error.fields as Record<string, string>;
  };

  it.each([
    ['readings', edit(BODIES.book, { title: '' }), 'title', 'Title cannot be empty'],
    ['readings', edit(BODIES.book, { date: '2025-07-01' }), 'date', 'Cannot select a future date'],
    ['readings', edit(BODIES.book, { status: 'ongoing' }), 'date', 'Please select a future date'],
    ['readings', edit(BODIES.book, { skills: [] }), 'skills', 'This cant be empty'],
    [
      'articles',
      edit(BODIES.article, { url: 'not a link' }),
      'url',
      'URL should be a valid link starting with http:// or https://',
    ],
    ['social_clubs', edit(BODIES.club, { job_roles: [] }), 'job_roles', 'Career Paths cant be empty'],
    [
      'social_clubs',
      edit(BODIES.club, { type: 'Non Educational', life_skills: [] }),
      'life_skills',
      'Life Skills cant be empty',
    ],
    ['external_projects', edit(BODIES.project, { duration: 0 }), 'duration', 'Duration cannot be less than 1'],
    ['external_events', edit(BODIES.event, { life_skills: [] }), 'life_skills', 'Life Skills cant be empty'],
    ['external_courses', edit(BODIES.course, { certificate: '' }), 'certificate', 'Certificate cannot be empty'],
    ['external_courses', edit(BODIES.certification, { source: '' }), 'source', 'Source cannot be empty'],
    ['internships', edit(BODIES.internship, { status: 'ongoing' }), 'finishdate', 'Please select a future date'],
    [
      'internships',
      edit(BODIES.internship, { finishdate: '2024-05-01' }),
      'finishdate',
      'End date should be greater than start date',
    ],
    ['internships', edit(BODIES.job, { startdate: '2025-07-01' }), 'startdate', 'Cannot select a future date'],
    ['internships', edit(BODIES.job, { title: ' ' }), 'title', 'Designation cannot be empty'],
    [
      'internships',
      edit(BODIES.job, { status: 'complete', finishdate: '2025-08-01' }),
      'finishdate',
      'Cannot select a future date',
    ],
    ['educations', edit(BODIES.education, { score: 11 }), 'score', 'CGPA should be between 0 and 10'],
    ['educations', edit(BODIES.education, { backlogsStatus: 'yes' }), 'backlogs', 'Backlogs cannot be empty'],
    [
      'educations',
      edit(BODIES.education, { format: 'Numeric', score: 101 }),
      'score',
      'Percentage should be between 0 and 100',
    ],
    [
      'educations',
      edit(BODIES.education, { tenure: ['2022-07-15', '2026-05-31'], latest_edu: false }),
      'tenure.1',
      'Cannot select a future date',
    ],
  ])('%s: %s -> %s', async (resource, body, field, message) => {
    expect((await fieldsOf(resource, body as Body))[field as string]).toBe(message);
  });

  it('a course needs a certificate only when it is an Online course', async () => {
    const offline = edit(BODIES.course, {
      type: 'Offline course',
      source: '',
      certificate: '',
      title: 'Workshop on IoT',
    });
    expect((await save(t.app, student.token, 'external_courses', offline)).statusCode).toBe(201);
  });

  it('career paths and life skills must exist; a new skill is created', async () => {
    const fields = await fieldsOf(
      'external_projects',
      edit(BODIES.project, { job_roles: ['Astronaut Trainer'], life_skills: ['Juggling'] }),
    );
    expect(fields).toEqual({
      job_roles: 'Please select a valid Career Path',
      life_skills: 'Please select a valid Life Skill',
    });
  });

  it('subjects: the parent degree decides the score range; a degree without a format says so', async () => {
    const degree = (await save(t.app, student.token, 'educations', BODIES.education)).json().data;
    const high = await fieldsOf('subjects', {
      ...BODIES.subject(degree.id),
      subject: { ...BODIES.subject(degree.id).subject, score: 50 },
    });
    expect(high.score).toBe('CGPA should be between 0 and 10');
    const eleventh = await fieldsOf('subjects', {
      ...BODIES.subject(degree.id),
      subject: { ...BODIES.subject(degree.id).subject, semester_number: 11, skills: [], job_roles: [] },
    });
    expect(eleventh).toMatchObject({
      semester_number: 'Semester should be between 1 and 10',
      skills: 'This cant be empty',
      job_roles: 'Career Paths cant be empty',
    });
    const early = await fieldsOf('subjects', {
      ...BODIES.subject(degree.id),
      subject: { ...BODIES.subject(degree.id).subject, date: '2021-05-01' },
    });
    expect(early.date).toBe('Invalid date used for Date. Should be after 15-07-2022');

    // Degrees saved before formats were required have none.
    const { educations } = await import('../../db/schema');
    const { eq } = await import('drizzle-orm');
    await t.database.db.update(educations).set({ format: null }).where(eq(educations.id, degree.id));
    const none = await fieldsOf('subjects', BODIES.subject(degree.id));
    expect(none.format).toBe('Please select one by editing degree');
  });

  // Found by the fuzzer: a score of the wrong type reached the score rule, which threw (500).
  it('a score or backlog count of the wrong type is "not a number", on create and on update', async () => {
    const body = edit(BODIES.education, { specialization: 'Mechanical Engineering' });
    const degree = (await save(t.app, student.token, 'educations', body)).json().data;
    const education = body.education as Body;
    for (const score of [true, [], { value: 8 }]) {
      const created = await fieldsOf('educations', { education: { ...education, score } });
      expect(created.score).toMatch(/^(CGPA|Score) should be a number$/);
      const updated = await fieldsOf('educations', { education: { ...education, score } }, degree.id);
      expect(updated.score).toMatch(/^(CGPA|Score) should be a number$/);
      const subject = BODIES.subject(degree.id);
      expect((await fieldsOf('subjects', { ...subject, subject: { ...subject.subject, score } })).score).toMatch(
        /should be a number$/,
      );
    }
    const backlogs = await fieldsOf('educations', {
      education: { ...education, backlogsStatus: 'yes', backlogs: true },
    });
    expect(backlogs.backlogs).toBeDefined();
  });

  it('education: institute and degree are locked when editing, and a saved format too', async () => {
    const body = edit(BODIES.education, { specialization: 'Electrical Engineering' });
    const degree = (await save(t.app, student.token, 'educations', body)).json().data;
    const fields = await fieldsOf(
      'educations',
      edit(body, { institute: 'IIT Bombay', degree: 'M.Tech', format: 'Numeric', score: 84 }),
      degree.id,
    );
    expect(fields).toEqual({
      institute: 'Institute cannot be changed while editing',
      degree: 'Degree cannot be changed while editing',
      format: 'Score Format cannot be changed while editing',
    });
    const fine = await save(t.app, student.token, 'educations', edit(body, { placed: 'yes', score: 8.9 }), degree.id);
    expect(fine.statusCode).toBe(200);
    expect(fine.json().data).toMatchObject({ placed: 'yes', score: 8.9 });
  });

  it('an entry keeps its card: a book cannot become an article, an internship a job', async () => {
    const book = (await save(t.app, student.token, 'readings', edit(BODIES.book, { title: 'Refactoring' }))).json()
      .data;
    expect((await fieldsOf('readings', BODIES.article, book.id)).kind).toBe('Kind cannot be changed while editing');
    const job = (await save(t.app, student.token, 'internships', edit(BODIES.job, { title: 'Tutor' }))).json().data;
    expect((await fieldsOf('internships', BODIES.internship, job.id)).type).toBe(
      'Type cannot be changed while editing',
    );
  });
});
