import { API_MESSAGES } from '@lbd/shared';
import { TESTIMONIAL_CONSENT_TEXT, TESTIMONIAL_TEXTS as T } from '@lbd/shared/testimonials';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { bearer, buildAdmin, buildMentor, buildUser, type Account } from '../../../test/factories';
import { buildOrgUser } from '../../../test/factories/jobs';
import { auditLog, testimonials } from '../../db/schema';
import { createTestimonialsService } from './testimonials.service';

type User = Awaited<ReturnType<typeof buildUser>>;

/**
 * Testimonials through the API (issue 28 item 8): written with explicit consent (its wording and time kept),
 * reviewed by admins (pending -> approved -> featured, or rejected; audited), shown per audience featured
 * first, and gone everywhere within a minute of the author withdrawing consent.
 */
describe('testimonials', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let admin: Account;
  let student: User;
  let other: User;
  let mentor: User;
  let company: Awaited<ReturnType<typeof buildOrgUser>>;
  let pendingCompany: Awaited<ReturnType<typeof buildOrgUser>>;
  let offsetMs = 0;
  const clock = () => new Date(Date.now() + offsetMs);
  let studentTestimonial: number;

  const body = (over: Record<string, unknown> = {}) => ({
    text: 'Projects here taught me more than a semester of lectures did.',
    rating: 5,
    consent: true,
    consent_text: TESTIMONIAL_CONSENT_TEXT,
    ...over,
  });

  beforeAll(async () => {
    t = await createTestApp({ clock });
    admin = await buildAdmin(t.app);
    student = await buildUser(t.app, 'STUDENT', { first_name: 'Meera', last_name: 'Iyer' });
    other = await buildUser(t.app, 'STUDENT');
    company = await buildOrgUser(t.app, 'COMPANY', { admin });
    mentor = await buildMentor(t.app, admin);
    pendingCompany = await buildOrgUser(t.app, 'COMPANY', { approved: false });
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) =>
    t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
  const shown = async (query: string) => {
    const res = await call('GET', `/api/testimonials?${query}`);
    expect(res.statusCode).toBe(200);
    return res.json().data as { id: number; featured: boolean; author_name: string; author_role: string | null }[];
  };

  describe('POST /api/testimonials', () => {
    it('asks who you are (401) and lets only profiles write (an admin gets 403)', async () => {
      expect((await call('POST', '/api/testimonials', undefined, body())).statusCode).toBe(401);
      expect((await call('POST', '/api/testimonials', admin.token, body())).statusCode).toBe(403);
    });

    it('refuses an organisation profile nobody approved yet', async () => {
      const res = await call('POST', '/api/testimonials', pendingCompany.token, body());
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe(T.orgNotApproved);
    });

    it('answers 422 with the exact message for bad text, rating and consent', async () => {
      const cases: [Record<string, unknown>, string, string][] = [
        [{ text: 'Too short' }, 'text', T.textShort],
        [{ text: 'x'.repeat(601) }, 'text', T.textLong],
        [{ rating: 6 }, 'rating', T.ratingRange],
        [{ rating: 0 }, 'rating', T.ratingRange],
        [{ rating: 3.5 }, 'rating', T.ratingRange],
        [{ consent: false }, 'consent', T.consentRequired],
        [{ consent: undefined }, 'consent', T.consentRequired],
        [{ consent_text: 'I agree to anything.' }, 'consent_text', T.consentOutdated],
      ];
      for (const [over, field, message] of cases) {
        const res = await call('POST', '/api/testimonials', student.token, body(over));
        expect(res.statusCode, JSON.stringify(over)).toBe(422);
        expect(res.json().error.fields[field], JSON.stringify(over)).toBe(message);
      }
    });

    it('keeps the consent wording and its time; pending until reviewed; one at a time', async () => {
      const before = clock().getTime();
      const res = await call('POST', '/api/testimonials', student.token, body());
      expect(res.statusCode).toBe(201);
      const mine = res.json().data;
      expect(mine).toMatchObject({
        type: 'STUDENT',
        status: 'PENDING',
        rating: 5,
        consent_text: TESTIMONIAL_CONSENT_TEXT,
      });
      expect(Date.parse(mine.consent_at)).toBeGreaterThanOrEqual(before - 1000);
      studentTestimonial = mine.id;
      const again = await call('POST', '/api/testimonials', student.token, body());
      expect(again.statusCode).toBe(409);
      expect(again.json().error.message).toBe(T.alreadyWritten);
      expect(await shown('type=STUDENT')).toEqual([]);
    });

    it('takes a mentor’s (their own audience by default) and an approved company member’s for any audience', async () => {
      const m = await call('POST', '/api/testimonials', mentor.token, body());
      expect(m.statusCode).toBe(201);
      expect(m.json().data.type).toBe('ADVISOR');
      const c = await call('POST', '/api/testimonials', company.token, body({ type: 'STUDENT', rating: 4 }));
      expect(c.statusCode).toBe(201);
      expect(c.json().data.type).toBe('STUDENT');
    });
  });

  describe('GET /api/my_testimonials', () => {
    it('answers 401 signed out, 403 for an admin, and only the caller’s own', async () => {
      expect((await call('GET', '/api/my_testimonials')).statusCode).toBe(401);
      expect((await call('GET', '/api/my_testimonials', admin.token)).statusCode).toBe(403);
      const mine = await call('GET', '/api/my_testimonials', student.token);
      expect(mine.statusCode).toBe(200);
      expect(mine.json().data.map((x: { id: number }) => x.id)).toEqual([studentTestimonial]);
      expect((await call('GET', '/api/my_testimonials', other.token)).json().data).toEqual([]);
    });
  });

  describe('admin review', () => {
    it('is for admins only', async () => {
      expect((await call('GET', '/api/admin/testimonials')).statusCode).toBe(401);
      expect((await call('GET', '/api/admin/testimonials', student.token)).statusCode).toBe(403);
      const put = await call('PUT', `/api/admin/testimonials/${studentTestimonial}/status`, student.token, {
        status: 'APPROVED',
      });
      expect(put.statusCode).toBe(403);
    });

    it('lists the pending ones and checks its input', async () => {
      const res = await call('GET', '/api/admin/testimonials?status=PENDING', admin.token);
      expect(res.statusCode).toBe(200);
      expect(res.json().pagination.total).toBe(3);
      expect(res.json().data.find((x: { id: number }) => x.id === studentTestimonial)).toMatchObject({
        author_name: 'Meera Iyer',
        status: 'PENDING',
      });
      expect((await call('GET', '/api/admin/testimonials?status=LIVE', admin.token)).statusCode).toBe(422);
      const bad = await call('PUT', `/api/admin/testimonials/${studentTestimonial}/status`, admin.token, {
        status: 'PENDING',
      });
      expect(bad.statusCode).toBe(422);
      expect(
        (await call('PUT', '/api/admin/testimonials/999999/status', admin.token, { status: 'APPROVED' })).statusCode,
      ).toBe(404);
    });

    it('features only what it approved, shows approved ones featured first, and audits every change', async () => {
      const url = `/api/admin/testimonials/${studentTestimonial}/status`;
      const early = await call('PUT', url, admin.token, { status: 'FEATURED' });
      expect(early.statusCode).toBe(422);
      expect(early.json().error.fields.status).toBe(T.featureNeedsApproval);

      expect((await call('PUT', url, admin.token, { status: 'APPROVED' })).json().data.status).toBe('APPROVED');
      const companyOne = (await call('GET', '/api/my_testimonials', company.token)).json().data[0].id as number;
      await call('PUT', `/api/admin/testimonials/${companyOne}/status`, admin.token, { status: 'APPROVED' });
      expect(await shown('type=STUDENT&featured=true')).toEqual([]);

      const featured = await call('PUT', url, admin.token, { status: 'FEATURED' });
      expect(featured.statusCode).toBe(200);
      const list = await shown('type=STUDENT');
      expect(list.map((x) => [x.id, x.featured])).toEqual([
        [studentTestimonial, true],
        [companyOne, false],
      ]);
      expect(list[0]).toMatchObject({ author_name: 'Meera Iyer', rating: 5, avatar_url: null });
      expect(list[0]!.author_role).toMatch(/^Student, /);
      expect((await shown('type=STUDENT&featured=true')).map((x) => x.id)).toEqual([studentTestimonial]);
      expect(await shown('type=COMPANY')).toEqual([]);
      // Nothing leaks: no status, no profile id, no consent record.
      expect(Object.keys(list[0]!).sort()).toEqual(
        [
          'author_name',
          'author_profile_type',
          'author_role',
          'avatar_url',
          'featured',
          'id',
          'rating',
          'text',
          'type',
        ].sort(),
      );

      const audits = await t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.target_type, 'testimonial'), eq(auditLog.target_id, String(studentTestimonial))));
      expect(audits.map((a) => [a.actor_user_id, a.before, a.after])).toEqual([
        [admin.userId, { status: 'PENDING' }, { status: 'APPROVED' }],
        [admin.userId, { status: 'APPROVED' }, { status: 'FEATURED' }],
      ]);
    });

    it('answers GET /api/testimonials for everyone, kept a short while, and checks the type', async () => {
      const res = await call('GET', '/api/testimonials?type=STUDENT');
      const maxAge = Number(/max-age=(\d+)/.exec(String(res.headers['cache-control']))?.[1]);
      expect(maxAge).toBeGreaterThan(0);
      expect(maxAge).toBeLessThanOrEqual(60);
      const bad = await call('GET', '/api/testimonials?type=ALUMNI');
      expect(bad.statusCode).toBe(422);
      expect(bad.json().error.fields.type).toBeTruthy();
    });
  });

  describe('DELETE /api/testimonials/:id/consent', () => {
    it('is the author’s alone: 401 signed out, 403 for an admin, 404 for anyone else', async () => {
      const url = `/api/testimonials/${studentTestimonial}/consent`;
      expect((await call('DELETE', url)).statusCode).toBe(401);
      expect((await call('DELETE', url, admin.token)).statusCode).toBe(403);
      const res = await call('DELETE', url, other.token);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe(API_MESSAGES.notFound);
      expect((await call('DELETE', '/api/testimonials/999999/consent', student.token)).statusCode).toBe(404);
    });

    it('removes it from every list at once here, and from another instance’s cache within a minute', async () => {
      // Another API process over the same database, its public list cached before the withdrawal.
      const elsewhere = createTestimonialsService({ db: t.database.db, clock });
      expect((await elsewhere.shown('STUDENT', true, 12)).map((x) => x.id)).toEqual([studentTestimonial]);
      expect((await shown('type=STUDENT&featured=true')).map((x) => x.id)).toEqual([studentTestimonial]);

      const res = await call('DELETE', `/api/testimonials/${studentTestimonial}/consent`, student.token);
      expect(res.statusCode).toBe(200);
      const mine = res.json().data;
      expect(mine).toMatchObject({ text: null, rating: null, consent_text: TESTIMONIAL_CONSENT_TEXT });
      expect(mine.consent_withdrawn_at).toBeTruthy();

      expect(await shown('type=STUDENT&featured=true')).toEqual([]);
      expect((await shown('type=STUDENT')).map((x) => x.id)).not.toContain(studentTestimonial);
      const queue = await call('GET', '/api/admin/testimonials?status=FEATURED', admin.token);
      expect(queue.json().data).toEqual([]);
      const decide = await call('PUT', `/api/admin/testimonials/${studentTestimonial}/status`, admin.token, {
        status: 'APPROVED',
      });
      expect(decide.statusCode).toBe(404);
      const [row] = await t.database.db.select().from(testimonials).where(eq(testimonials.id, studentTestimonial));
      expect(row).toMatchObject({ text: null, rating: null });

      offsetMs += 59_000;
      expect(await elsewhere.shown('STUDENT', true, 12)).toEqual([]);
    });

    it('is idempotent, and the author may then write a new one', async () => {
      const again = await call('DELETE', `/api/testimonials/${studentTestimonial}/consent`, student.token);
      expect(again.statusCode).toBe(200);
      expect((await call('POST', '/api/testimonials', student.token, body())).statusCode).toBe(201);
    });
  });
});
