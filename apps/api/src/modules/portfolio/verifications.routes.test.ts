import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { bearer, buildUser, lastEmail, uniqueEmail } from '../../../test/factories';
import { BODIES, buildPortfolioStudent, edit, myPortfolio, save, testClock } from '../../../test/factories/portfolio';
import type { VerificationRequestBody } from '@lbd/shared';
import { createVerificationsService } from './verifications.service';
import { logLines as captureLog } from '../../../test/support/log-lines';

describe('verified entries', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  const clock = testClock();
  const { stream, lines: logLines } = captureLog();
  beforeAll(async () => {
    t = await createTestApp({ clock: clock.now, logger: { level: 'info', stream } });
  });
  afterAll(() => t.close());

  const ask = (token: string, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/my_portfolio/verifications', headers: bearer(token), payload });
  const request = (section: string, entryId: number, email = uniqueEmail('verifier')) => ({
    section,
    entry_id: entryId,
    verifier_name: 'Ravi Kumar',
    verifier_email: email,
    verifier_organisation: 'Infosys, Mysuru',
  });
  /** The token of the latest link emailed to this address. */
  const tokenFor = async (email: string) => {
    const mail = await lastEmail(t.app, email);
    expect(mail?.kind).toBe('entry_verification');
    const link = /http:\/\/localhost:3000\/verifyEntry\?token=([A-Za-z0-9_-]+)/.exec(mail!.text);
    return link![1]!;
  };
  const view = (token: string) => t.app.inject({ method: 'GET', url: `/api/entry_verifications/${token}` });
  const decide = (token: string, decision: string) =>
    t.app.inject({ method: 'POST', url: `/api/entry_verifications/${token}`, payload: { decision } });

  it('request -> email -> the verifier confirms once -> the entry shows it -> a title edit clears it', async () => {
    const student = await buildPortfolioStudent(t.app);
    const internship = (await save(t.app, student.token, 'internships', BODIES.internship)).json().data;
    const email = uniqueEmail('manager');
    const sent = await ask(student.token, request('internships', internship.id, email));
    expect(sent.statusCode).toBe(201);
    expect(sent.json().data).toMatchObject({ section: 'internships', entry_id: internship.id, status: 'pending' });
    expect(sent.json().data.expires_at).toBe('2025-06-29T06:30:00.000Z');

    const mail = await lastEmail(t.app, email);
    expect(mail?.subject).toBe('Asha Rao asks you to verify a portfolio entry');
    expect(mail?.text).toContain('Software Engineering Intern');
    const token = await tokenFor(email);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect((await myPortfolio(t.app, student.token)).sections.internships[0].verification_pending).toBe(true);

    // The verifier, signed out, sees who asks about what.
    const page = await view(token);
    expect(page.statusCode).toBe(200);
    expect(page.json().data).toEqual({
      student_name: 'Asha Rao',
      verifier_name: 'Ravi Kumar',
      verifier_organisation: 'Infosys, Mysuru',
      entry: {
        card: 'internships',
        title: 'Software Engineering Intern',
        dates: '15 May 2024 – 15 Jul 2024',
        host: 'Infosys',
      },
      status: 'pending',
    });

    const confirmed = await decide(token, 'confirm');
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ data: { status: 'confirmed' } });
    const twice = await decide(token, 'decline');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe('This verification request has already been answered.');
    expect((await view(token)).json().data.status).toBe('confirmed');

    const verified = (await myPortfolio(t.app, student.token)).sections.internships[0];
    expect(verified.verification).toEqual({
      name: 'Ravi Kumar',
      organisation: 'Infosys, Mysuru',
      verified_at: '2025-06-15T06:30:00.000Z',
    });
    expect(verified.verification_pending).toBe(false);

    // Description and skills may change; the title may not without losing the verification.
    const body = edit(BODIES.internship, { desc: 'Built dashboards for the finance team.', skills: ['Java'] });
    const descEdit = await save(t.app, student.token, 'internships', body, internship.id);
    expect(descEdit.json().data.verification).not.toBeNull();
    const titleEdit = await save(
      t.app,
      student.token,
      'internships',
      edit(body, { title: 'SDE Intern' }),
      internship.id,
    );
    expect(titleEdit.json().data.verification).toBeNull();

    // The link's token never reaches the request logs.
    expect(logLines.join('')).toContain('/api/entry_verifications/[redacted]');
    expect(logLines.join('')).not.toContain(token);
  });

  it('a declined request leaves the entry unverified; a link to an edited entry is withdrawn', async () => {
    const student = await buildPortfolioStudent(t.app);
    const club = (await save(t.app, student.token, 'social_clubs', BODIES.club)).json().data;
    const a = uniqueEmail('a');
    await ask(student.token, request('social_clubs', club.id, a));
    const declined = await decide(await tokenFor(a), 'decline');
    expect(declined.json().data.status).toBe('declined');
    expect((await myPortfolio(t.app, student.token)).sections.social_clubs[0].verification).toBeNull();

    const b = uniqueEmail('b');
    await ask(student.token, request('social_clubs', club.id, b));
    await save(t.app, student.token, 'social_clubs', edit(BODIES.club, { title: 'Competitive Coding Club' }), club.id);
    const withdrawn = await decide(await tokenFor(b), 'confirm');
    expect(withdrawn.statusCode).toBe(404);
    expect(withdrawn.json().error.message).toBe('This verification link has expired.');
  });

  it('links expire after 14 days; unknown links are refused', async () => {
    const student = await buildPortfolioStudent(t.app);
    const course = (await save(t.app, student.token, 'external_courses', BODIES.course)).json().data;
    const email = uniqueEmail('teacher');
    await ask(student.token, request('external_courses', course.id, email));
    const token = await tokenFor(email);
    clock.advanceDays(14);
    try {
      const late = await view(token);
      expect(late.statusCode).toBe(404);
      expect(late.json().error.message).toBe('This verification link has expired.');
      expect((await decide(token, 'confirm')).statusCode).toBe(404);
    } finally {
      clock.set(new Date('2025-06-15T06:30:00Z'));
    }
    const unknown = await view('A'.repeat(43));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('This verification link is not valid.');
    expect((await decide('nope', 'confirm')).statusCode).toBe(404);
    expect((await decide(token, 'maybe')).statusCode).toBe(422);
  });

  it('own entries only, in the right section; students only; bad input 422', async () => {
    const student = await buildPortfolioStudent(t.app);
    const book = (await save(t.app, student.token, 'readings', BODIES.book)).json().data;
    const other = await buildPortfolioStudent(t.app);
    expect((await ask(other.token, request('readings', book.id))).statusCode).toBe(404);
    expect((await ask(student.token, request('jobs', book.id))).statusCode).toBe(404);
    const company = await buildUser(t.app, 'COMPANY');
    expect((await ask(company.token, request('readings', book.id))).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/my_portfolio/verifications', payload: request('readings', 1) }))
        .statusCode,
    ).toBe(401);
    const bad = await ask(student.token, {
      ...request('readings', book.id),
      verifier_email: 'not-an-email',
      verifier_name: '',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.fields).toEqual({
      verifier_email: 'Enter a valid email id',
      verifier_name: 'Name cannot be empty',
    });
  });

  it('a request whose email cannot be sent is withdrawn and the failure reported', async () => {
    const student = await buildPortfolioStudent(t.app);
    const book = (await save(t.app, student.token, 'readings', BODIES.book)).json().data;
    const failing = createVerificationsService({
      db: t.database.db,
      mailer: { send: () => Promise.reject(new Error('email delivery failed')) },
      origin: 'http://localhost:3000',
      clock: clock.now,
    });
    await expect(
      failing.request(student.profileId, request('readings', book.id) as VerificationRequestBody),
    ).rejects.toThrow('email delivery failed');
    expect((await myPortfolio(t.app, student.token)).sections.readings[0].verification_pending).toBe(false);
  });

  it('at most 5 requests per entry and 20 per student per day', async () => {
    const student = await buildPortfolioStudent(t.app);
    const ids: number[] = [];
    for (const title of ['One', 'Two', 'Three', 'Four', 'Five']) {
      ids.push((await save(t.app, student.token, 'readings', edit(BODIES.book, { title }))).json().data.id);
    }
    for (let i = 0; i < 5; i += 1)
      expect((await ask(student.token, request('readings', ids[0]!))).statusCode).toBe(201);
    const sixth = await ask(student.token, request('readings', ids[0]!));
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().error.message).toBe(
      'You have sent too many verification requests today. Please try again tomorrow.',
    );
    for (const id of ids.slice(1)) {
      for (let i = 0; i < 5; i += 1) {
        const res = await ask(student.token, request('readings', id));
        expect(res.statusCode).toBe(ids.indexOf(id) === 4 ? 429 : 201);
      }
    }
    // A new day in India (midnight IST is 18:30 UTC) resets both limits.
    clock.set(new Date('2025-06-15T18:31:00Z'));
    try {
      expect((await ask(student.token, request('readings', ids[0]!))).statusCode).toBe(201);
    } finally {
      clock.set(new Date('2025-06-15T06:30:00Z'));
    }
  });
});
