import { PEOPLE_TEXTS, REMINDER_EMAILS } from '@lbd/shared';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { bearer, buildAdmin, buildMentor, buildUser, lastEmail, signUp, type Account } from '../../../test/factories';
import { createEvent } from '../../../test/factories/events';
import { buildOrgUser, orgIds } from '../../../test/factories/jobs';
import { rowsOf } from '../../db/client';

describe('people tools', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let admin: Account;
  let student: Awaited<ReturnType<typeof buildUser>>;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await buildAdmin(t.app);
    student = await buildUser(t.app, 'STUDENT');
  });
  afterAll(() => t.close());

  const get = (url: string, token: string | null = admin.token) =>
    t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
  const post = (url: string, payload: object, token: string | null = admin.token) =>
    t.app.inject({ method: 'POST', url, headers: token ? bearer(token) : {}, payload });
  const exec = (q: ReturnType<typeof sql>) => t.database.db.execute(q);
  const audits = async (action: string, target: string) =>
    rowsOf<{ before: unknown; after: Record<string, unknown> }>(
      await exec(sql`select before, after from audit_log where action = ${action} and target_id = ${target}`),
    );

  it('401 signed out and 403 for non-admins on every tool', async () => {
    for (const [method, url] of [
      ['GET', '/api/get_profile_by_email?email=a@b.co'],
      ['GET', '/api/get_profile_by_phone?phone=9876543210'],
      ['GET', '/api/get_student_incomplete_account'],
      ['POST', '/api/admin/bulk_profile_status'],
      ['POST', '/api/admin/change_author'],
      ['POST', '/api/update_profile_linked_entities'],
      ['POST', '/api/send_remainder'],
      ['GET', '/api/admin/entity_reports?entity=profiles'],
    ] as const) {
      const res = (token: string | null) =>
        t.app.inject({
          method,
          url,
          headers: token ? bearer(token) : {},
          ...(method === 'POST' ? { payload: {} } : {}),
        });
      expect((await res(null)).statusCode, url).toBe(401);
      expect((await res(student.token)).statusCode, url).toBe(403);
    }
  });

  it('finds a profile by email and by phone, however the phone is typed', async () => {
    const byEmail = await get(
      `/api/get_profile_by_email?email=${encodeURIComponent(student.profile.email!.toUpperCase())}`,
    );
    expect(byEmail.statusCode).toBe(200);
    expect(byEmail.json().data).toMatchObject({ id: student.profileId, profile_type: 'STUDENT' });
    const phone = student.profile.phone!;
    for (const typed of [phone, `+91 ${phone.slice(0, 5)} ${phone.slice(5)}`, `91${phone}`, `0${phone}`]) {
      const res = await get(`/api/get_profile_by_phone?phone=${encodeURIComponent(typed)}`);
      expect(res.statusCode, typed).toBe(200);
      expect(res.json().data.id).toBe(student.profileId);
    }
    const bad = await get('/api/get_profile_by_phone?phone=5876543210');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.fields).toEqual({ phone: PEOPLE_TEXTS.invalidPhone });
    const badEmail = await get('/api/get_profile_by_email?email=not-an-email');
    expect(badEmail.json().error.fields).toEqual({ email: PEOPLE_TEXTS.invalidEmail });
    const none = await get('/api/get_profile_by_email?email=nobody.here@example.com');
    expect(none.statusCode).toBe(404);
    expect(none.json().error.message).toBe(PEOPLE_TEXTS.noProfileByEmail);
  });

  it('lists incomplete accounts with what each lacks, and reminds them once a week at most', async () => {
    const bare = await signUp(t.app);
    const res = await get('/api/get_student_incomplete_account?count=100');
    expect(res.statusCode).toBe(200);
    const row = res.json().data.find((r: { user_id: string }) => r.user_id === bare.userId);
    expect(row).toMatchObject({ profile_id: null, missing: ['profile'], last_reminded_at: null });
    // A finished student who has accepted the terms is not listed.
    await post('/api/update_terms_nd_cond', { terms_nd_cond: true }, student.token);
    const all = (await get('/api/get_student_incomplete_account?count=100')).json().data;
    expect(all.map((r: { user_id: string }) => r.user_id)).not.toContain(student.userId);

    const first = await post('/api/send_remainder', { kind: 'incomplete_account', user_ids: [bare.userId] });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({ sent: 1, skipped_recent: 0, skipped_other: 0 });
    expect((await lastEmail(t.app, bare.email, 'account_reminder'))!.subject).toBe(
      REMINDER_EMAILS.incomplete_account.subject,
    );
    const again = await post('/api/send_remainder', {
      kind: 'incomplete_account',
      user_ids: [bare.userId, student.userId],
    });
    expect(again.json().data).toEqual({ sent: 0, skipped_recent: 1, skipped_other: 1 });
    const tooMany = await post('/api/send_remainder', {
      kind: 'incomplete_account',
      user_ids: Array.from({ length: 501 }, (_, i) => `u${i}`),
    });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().error.fields).toEqual({ user_ids: PEOPLE_TEXTS.tooManyPeople(500) });
    // Naming nobody reminds nobody.
    expect((await post('/api/send_remainder', { kind: 'incomplete_account', user_ids: [] })).json().data).toEqual({
      sent: 0,
      skipped_recent: 0,
      skipped_other: 0,
    });
    // The student enrolled in nothing yet is reminded of that.
    const notEnrolled = await post('/api/send_remainder', { kind: 'not_enrolled', user_ids: [student.userId] });
    expect(notEnrolled.json().data.sent).toBe(1);
  });

  it('approves, deactivates and activates many profiles with a reason emailed to each', async () => {
    const a = await buildUser(t.app, 'COMPANY');
    const b = await buildUser(t.app, 'INSTITUTION');
    const bad = await post('/api/admin/bulk_profile_status', { profile_ids: [], action: 'approve', reason: ' ' });
    expect(bad.json().error.fields).toEqual({ profile_ids: PEOPLE_TEXTS.noProfiles, reason: PEOPLE_TEXTS.reasonEmpty });
    const res = await post('/api/admin/bulk_profile_status', {
      profile_ids: [a.profileId, b.profileId, student.profileId, 999999],
      action: 'approve',
      reason: 'Verified with the GST certificate.',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      done: 2,
      results: [
        { profile_id: a.profileId, outcome: 'done' },
        { profile_id: b.profileId, outcome: 'done' },
        { profile_id: student.profileId, outcome: 'not_applicable' },
        { profile_id: 999999, outcome: 'not_found' },
      ],
    });
    const mail = await lastEmail(t.app, a.profile.email!, 'profile_status');
    expect(mail!.text).toContain('Reason: Verified with the GST certificate.');

    const off = await post('/api/admin/bulk_profile_status', {
      profile_ids: [a.profileId],
      action: 'deactivate',
      reason: 'Fake job posts reported.',
    });
    expect(off.json().data.done).toBe(1);
    expect((await lastEmail(t.app, a.profile.email!, 'profile_status'))!.text).toContain('Fake job posts reported.');
    const twice = await post('/api/admin/bulk_profile_status', {
      profile_ids: [a.profileId],
      action: 'deactivate',
      reason: 'Again.',
    });
    expect(twice.json().data.results[0].outcome).toBe('unchanged');
    await post('/api/admin/bulk_profile_status', {
      profile_ids: [a.profileId],
      action: 'activate',
      reason: 'Cleared.',
    });
    const [audit] = await audits('bulk_activate_profile', String(a.profileId));
    expect(audit!.after.reason).toBe('Cleared.');
  });

  it('changes the author of an event (within its organisation) and of a resource', async () => {
    const [mine, theirs] = await orgIds(t.app, 'COMPANY', 2);
    const company = await buildOrgUser(t.app, 'COMPANY', { admin, orgId: mine });
    const event = await createEvent(t.app, company.token);
    const colleague = await buildOrgUser(t.app, 'COMPANY', { admin, orgId: mine });
    const outsider = await buildOrgUser(t.app, 'COMPANY', { admin, orgId: theirs });
    const body = (profile_id: number, kind = 'event', id = event) => ({ kind, id, profile_id, reason: 'Owner left.' });

    expect((await post('/api/admin/change_author', body(student.profileId))).json().error.fields).toEqual({
      profile_id: PEOPLE_TEXTS.authorNotStaff,
    });
    expect((await post('/api/admin/change_author', body(outsider.profileId))).json().error.fields).toEqual({
      profile_id: PEOPLE_TEXTS.authorOtherOrg,
    });
    expect((await post('/api/admin/change_author', body(colleague.profileId, 'event', 999999))).statusCode).toBe(404);
    const ok = await post('/api/admin/change_author', body(colleague.profileId));
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ from_profile_id: company.profileId, to_profile_id: colleague.profileId });
    const [row] = rowsOf<{ created_by_profile_id: number }>(
      await exec(sql`select created_by_profile_id from events where id = ${event}`),
    );
    expect(row!.created_by_profile_id).toBe(colleague.profileId);
    expect(await audits('change_author', String(event))).toHaveLength(1);

    const mentor = await buildMentor(t.app, admin);
    const [res] = rowsOf<{ id: number }>(
      await exec(
        sql`insert into resources (title, created_by_profile_id) values ('Git basics', ${company.profileId}) returning id`,
      ),
    );
    const moved = await post('/api/admin/change_author', body(mentor.profileId, 'resource', res!.id));
    expect(moved.statusCode).toBe(200);
    const [r] = rowsOf<{ created_by_profile_id: number; created_by_user_id: string }>(
      await exec(sql`select created_by_profile_id, created_by_user_id from resources where id = ${res!.id}`),
    );
    expect(r).toEqual({ created_by_profile_id: mentor.profileId, created_by_user_id: mentor.userId });
  });

  it('sets a student’s institute, specialization and batch', async () => {
    const institute = student.profile.my_org_id!;
    const other = (await get('/api/orgs?org_type=INSTITUTION&count=2'))
      .json()
      .data.find((o: { id: number }) => o.id !== institute).id;
    const company = (await get('/api/orgs?org_type=COMPANY&count=1')).json().data[0].id;
    const batch = (
      await post('/api/admin/catalogue/batches', { name: 'CSE 2023-27', org_id: institute, year: 2027 })
    ).json().data.id;
    const otherBatch = (
      await post('/api/admin/catalogue/batches', { name: 'ECE 2023-27', org_id: other, year: 2027 })
    ).json().data.id;

    const wrong = await post('/api/update_profile_linked_entities', {
      profile_id: student.profileId,
      my_org_id: company,
      batch_id: otherBatch,
      specialization_id: 999999,
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().error.fields).toEqual({
      my_org_id: PEOPLE_TEXTS.orgNotInstitute,
      specialization_id: PEOPLE_TEXTS.specializationUnknown,
      batch_id: PEOPLE_TEXTS.batchOtherInstitute,
    });
    const ok = await post('/api/update_profile_linked_entities', { profile_id: student.profileId, batch_id: batch });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ batch_id: batch, batch: 'CSE 2023-27', org_id: institute });
    // Moving to another institute leaves the old institute's batch behind.
    const moved = await post('/api/update_profile_linked_entities', {
      profile_id: student.profileId,
      my_org_id: other,
    });
    expect(moved.json().data).toMatchObject({ org_id: other, batch_id: null });
    expect((await post('/api/update_profile_linked_entities', { profile_id: student.profileId })).statusCode).toBe(422);
    expect(
      (await post('/api/update_profile_linked_entities', { profile_id: 999999, batch_id: batch })).statusCode,
    ).toBe(404);
    expect(await audits('update_profile_linked_entities', String(student.profileId))).toHaveLength(2);
  });

  it('downloads entity reports as .xlsx', async () => {
    for (const entity of ['profiles', 'organisations', 'enrolments']) {
      const res = await get(`/api/admin/entity_reports?entity=${entity}`);
      expect(res.statusCode, entity).toBe(200);
      expect(res.headers['content-type']).toContain('spreadsheetml');
      expect(res.headers['content-disposition']).toMatch(new RegExp(`report_${entity}_\\d{8}_\\d{6}\\.xlsx`));
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      expect(book.worksheets[0]!.rowCount).toBeGreaterThanOrEqual(entity === 'enrolments' ? 1 : 2);
    }
    const students = await get('/api/admin/entity_reports?entity=profiles&profile_type=STUDENT');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(students.rawPayload as unknown as ArrayBuffer);
    const types = book.worksheets[0]!.getColumn(2).values.slice(2);
    expect(new Set(types)).toEqual(new Set(['STUDENT']));
    expect((await get('/api/admin/entity_reports?entity=secrets')).statusCode).toBe(422);
  });
});
