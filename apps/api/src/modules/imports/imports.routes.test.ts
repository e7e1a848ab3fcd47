import { IMPORT_TEXTS as X, type ImportRecord } from '@lbd/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAdmin, buildMentor, buildUser, lastEmail, uniqueEmail, type Account } from '../../../test/factories';
import { createEvent } from '../../../test/factories/events';
import { buildOrgUser, orgIds } from '../../../test/factories/jobs';
import { createImportsTestApp, importCalls, type ImportsTestApp } from '../../../test/support/imports';
import { rowsOf } from '../../db/client';

type T = ImportsTestApp;

/**
 * Issue 29 items 1-6 through the API, with the real queue running the phases: upload and its refusals,
 * the mapping and the Aadhaar check, the dry run that writes nothing, thresholds, the commit, the error
 * file, the same file sent twice, undo to the database as it was, who may see an import, enrolments.
 */
describe('bulk imports', () => {
  let t: T;
  let admin: Account;
  let staff: Account & { profileId: number };
  let otherStaff: Account;
  let pending: Account;
  let student: Account & { profileId: number };
  let instituteId: number;
  let otherInstituteId: number;
  const students: { email: string; profileId: number }[] = [];
  const outsider = { email: '', profileId: 0 };
  let failCommitOnce = false;

  beforeAll(async () => {
    t = await createImportsTestApp({
      importChunkHook: (phase, _id, chunk) => {
        if (phase === 'commit' && chunk === 0 && failCommitOnce) {
          failCommitOnce = false;
          throw new Error('worker killed after its first chunk');
        }
      },
    });
    [instituteId, otherInstituteId] = (await orgIds(t.app, 'INSTITUTION', 2)) as [number, number];
    admin = await buildAdmin(t.app);
    staff = await buildOrgUser(t.app, 'INSTITUTION', { orgId: instituteId, admin });
    otherStaff = await buildOrgUser(t.app, 'INSTITUTION', { orgId: otherInstituteId, admin });
    pending = await buildOrgUser(t.app, 'INSTITUTION', { approved: false });
    student = await buildUser(t.app, 'STUDENT', { my_org_id: instituteId });
    for (let i = 0; i < 3; i++) {
      const s = await buildUser(t.app, 'STUDENT', { my_org_id: instituteId, first_name: 'Meera', last_name: 'Iyer' });
      students.push({ email: s.email, profileId: s.profileId });
    }
    const o = await buildUser(t.app, 'STUDENT', { my_org_id: otherInstituteId });
    Object.assign(outsider, { email: o.email, profileId: o.profileId });
  }, 60_000);
  afterAll(() => t?.close());

  const { upload, call, settle } = importCalls(
    () => t.app,
    () => staff,
  );
  const profileRows = async () =>
    rowsOf<Record<string, unknown>>(
      await t.database.db.execute(sql`select id, first_name, last_name, full_name, phone, roll_number, graduation_year,
        specialization_id, degree_id, email from profiles where my_org_id = ${instituteId} order by id`),
    );
  const specialization = async () =>
    rowsOf<{ name: string }>(
      await t.database.db.execute(sql`select name from specializations where active order by id limit 1`),
    )[0]!.name;

  describe('uploading a file', () => {
    it.each([
      ['empty.csv', '', X.fileEmpty],
      ['header.csv', 'Email,First name\r\n', X.headerOnly],
      ['photo.png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0]), X.fileType],
      ['broken.xlsx', Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(64, 7)]), X.unreadable],
      ['dupes.csv', 'Email,email\r\na@b.in,c@d.in\r\n', X.duplicateHeader('email')],
    ])('refuses %s with a clear message (422)', async (name, bytes, message) => {
      const res = await upload(name, bytes);
      expect(res.statusCode).toBe(422);
      expect(res.json().error.fields).toEqual({ file: message });
    });

    it('refuses 50,001 rows and takes 50,000', async () => {
      const rows = (n: number) => 'Email\r\n' + Array.from({ length: n }, (_, i) => `s${i}@x.in`).join('\r\n');
      const over = await upload('big.csv', rows(50_001));
      expect(over.statusCode).toBe(422);
      expect(over.json().error.fields).toEqual({ file: X.tooManyRows });
      const ok = await upload('limit.csv', rows(50_000));
      expect(ok.statusCode).toBe(201);
      expect(ok.json().data.counts.total).toBe(50_000);
    });

    it('reads UTF-8 with a byte-order mark and Windows-1252, and maps headers by their usual spellings', async () => {
      const bom = await upload(
        'bom.csv',
        '\uFEFFE-mail ID,Last Name,Passing Year,Branch,Notes\r\na@b.in,Iyer,2026,CSE,x\r\n',
      );
      expect(bom.statusCode).toBe(201);
      expect(bom.json().data.mapping).toEqual({
        'E-mail ID': 'email',
        'Last Name': 'last_name',
        'Passing Year': 'batch',
        Branch: 'specialization',
        Notes: '',
      });
      // 'José' in Windows-1252: é is one byte, 0xE9, which is not UTF-8.
      const cp = Buffer.concat([
        Buffer.from('Email;First name\r\na@b.in;Jos'),
        Buffer.from([0xe9]),
        Buffer.from('\r\n'),
      ]);
      const res = await upload('excel.csv', cp);
      expect(res.statusCode).toBe(201);
      expect(res.json().data.headers).toEqual(['Email', 'First name']);
    });
  });

  describe('who may run imports', () => {
    it('a student, a pending institution and a signed-out caller are refused; another institute gets 404', async () => {
      const imp = (await upload('mine.csv', 'Email\r\na@b.in\r\n')).json().data as ImportRecord;
      expect((await upload('x.csv', 'Email\r\na@b.in\r\n', student)).statusCode).toBe(403);
      expect((await upload('x.csv', 'Email\r\na@b.in\r\n', pending)).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url: `/api/imports/${imp.id}` })).statusCode).toBe(401);
      const other = await call('GET', `/api/imports/${imp.id}`, otherStaff);
      expect(other.statusCode).toBe(404);
      expect(other.json().error.message).toBe(X.notFound);
      expect((await call('GET', `/api/imports/${imp.id}`, admin)).statusCode).toBe(200);
      const mine = (await call('GET', '/api/imports?tool=profiles', staff)).json().data as ImportRecord[];
      expect(mine.every((i) => i.institute?.id === instituteId)).toBe(true);
      const theirs = (await call('GET', '/api/imports', otherStaff)).json().data as ImportRecord[];
      expect(theirs.some((i) => i.id === imp.id)).toBe(false);
    });
  });

  describe('profiles: dry run, commit, error file, the same file again, undo', () => {
    let file: string;
    let importId: number;
    let before: Record<string, unknown>[];
    const newEmail = uniqueEmail('new.student');

    beforeAll(async () => {
      const spec = await specialization();
      const [a, b, c] = students;
      file = [
        'Email,First Name,Last Name,Batch,Branch,Phone',
        `${a!.email},Meera,Krishnan,2031,${spec},`, // update: last name, batch, branch
        `${b!.email},Meera,Iyer,,,`, // unchanged
        `${newEmail},Kabir,Singh,2026,${spec},9876501234`, // create
        `not-an-email,Ravi,Kumar,2026,,`, // error: email
        `${outsider.email},Ravi,Kumar,2026,,`, // error: another institute's student
        `${a!.email},Meera,Krishnan,2027,,`, // error: the same student as row 2
        `${c!.email},Meera,Iyer,2026,Underwater Basket Weaving,`, // error: unknown specialization
        `${c!.email.replace('@', '+x@')},Ravi,Kumar,1800,,`, // error: batch
      ].join('\r\n');
      before = await profileRows();
    });

    it('refuses a mapping without the match column and a column of Aadhaar numbers', async () => {
      const imp = (
        await upload(
          'aadhaar.csv',
          'Email,ID\r\na@b.in,2345 6789 0124\r\nc@d.in,234567890124\r\ne@f.in,499118665246\r\n',
        )
      ).json().data as ImportRecord;
      const noKey = await call('PUT', `/api/imports/${imp.id}/plan`, staff, {
        mapping: { Email: '', ID: 'roll_number' },
      });
      expect(noKey.statusCode).toBe(422);
      expect(noKey.json().error.fields.match_by).toBe(X.matchColumnMissing('Email'));
      const res = await call('PUT', `/api/imports/${imp.id}/plan`, staff, {
        mapping: { Email: 'email', ID: 'roll_number' },
        mode: 'update',
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().error.fields.mapping).toBe(X.aadhaar('ID'));
    });

    it('the dry run judges every row and writes nothing', async () => {
      const imp = (await upload('students.csv', file)).json().data as ImportRecord;
      importId = imp.id;
      expect(imp.status).toBe('mapping');
      expect(imp.mapping).toMatchObject({ Email: 'email', 'First Name': 'first_name', Branch: 'specialization' });
      const planned = await call('PUT', `/api/imports/${imp.id}/plan`, staff, { mapping: imp.mapping });
      expect(planned.statusCode).toBe(200);
      const done = await settle(importId);
      expect(done.status).toBe('validated');
      expect(done.counts).toEqual({ total: 8, create: 1, update: 1, unchanged: 1, error: 5 });
      expect(await profileRows()).toEqual(before);

      const errors = (await call('GET', `/api/imports/${importId}/rows?outcome=error`)).json().data;
      expect(errors.map((r: { row: number; error: string }) => [r.row, r.error])).toEqual([
        [5, X.invalid('Email')],
        [6, X.otherOrg('Email')],
        [7, X.sameAsRow(2)],
        [8, X.unknownValue('Specialization')],
        [9, X.batchRange],
      ]);
      const update = (await call('GET', `/api/imports/${importId}/rows?outcome=update`)).json().data[0];
      expect(update).toMatchObject({ row: 2, fields: ['last_name', 'batch', 'specialization'] });
      // No message carries a value of the file.
      expect(JSON.stringify(errors)).not.toContain('@');
    });

    it('a commit past the error share is refused; with a higher share the valid rows are written', async () => {
      const refused = await call('POST', `/api/imports/${importId}/commit`, staff, {});
      expect(refused.statusCode).toBe(422);
      expect(refused.json().error.fields.max_error_share).toBe(X.tooManyErrors(62.5, 10));
      const tooMany = await call('POST', `/api/imports/${importId}/commit`, staff, {
        max_error_share: 100,
        max_changes: 1,
      });
      expect(tooMany.json().error.fields.max_changes).toBe(X.tooManyChanges(2, 1));

      const ok = await call('POST', `/api/imports/${importId}/commit`, staff, { max_error_share: 100 });
      expect(ok.statusCode).toBe(200);
      const done = await settle(importId);
      expect(done).toMatchObject({ status: 'committed', committed: { rows: 2 } });
      expect(done.undo_until).not.toBeNull();
      const rows = await profileRows();
      const a = rows.find((r) => r.id === students[0]!.profileId)!;
      expect(a).toMatchObject({ last_name: 'Krishnan', full_name: 'Meera Krishnan', graduation_year: 2031 });
      const created = rows.find((r) => r.email === newEmail)!;
      expect(created).toMatchObject({ first_name: 'Kabir', phone: '9876501234', graduation_year: 2026 });
      // The new student is invited to set a password: a reset link, never a password.
      let mail;
      for (let i = 0; i < 60 && !mail; i++) {
        mail = await lastEmail(t.app, newEmail);
        if (!mail) await new Promise((r) => setTimeout(r, 200));
      }
      expect(mail).toBeDefined();
      const audit = rowsOf(
        await t.database.db.execute(
          sql`select action from audit_log where target_type = 'import' and target_id = ${String(importId)}`,
        ),
      );
      expect(audit).toEqual([{ action: 'import.commit' }]);
    });

    it('the error file is the original rows with errors plus an error column', async () => {
      const res = await call('GET', `/api/imports/${importId}/error_file`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/csv');
      const lines = res.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      expect(lines[0]).toBe('Email,First Name,Last Name,Batch,Branch,Phone,error');
      expect(lines).toHaveLength(6);
      expect(lines[1]).toBe(`not-an-email,Ravi,Kumar,2026,,,Row 5: ${X.invalid('Email')}`);
    });

    it('the same file sent again changes nothing', async () => {
      const again = (await upload('students.csv', file)).json().data as ImportRecord;
      await call('PUT', `/api/imports/${again.id}/plan`, staff, { mapping: again.mapping });
      const judged = await settle(again.id);
      expect(judged.counts).toMatchObject({ create: 0, update: 0, unchanged: 3 });
      const res = await call('POST', `/api/imports/${again.id}/commit`, staff, { max_error_share: 100 });
      expect(res.statusCode).toBe(422);
      expect(res.json().error.fields.file).toBe(X.nothingToCommit);
    });

    it('undo restores the database as it was and is audited; a second undo is refused', async () => {
      const res = await call('POST', `/api/imports/${importId}/undo`);
      expect(res.statusCode).toBe(200);
      expect((await settle(importId)).status).toBe('undone');
      expect(await profileRows()).toEqual(before);
      const user = rowsOf(await t.database.db.execute(sql`select id from users where email = ${newEmail}`));
      expect(user).toEqual([]);
      const audit = rowsOf<{ action: string; actor_user_id: string }>(
        await t.database.db.execute(sql`select action, actor_user_id from audit_log
          where target_type = 'import' and target_id = ${String(importId)} order by id`),
      );
      expect(audit.map((a) => a.action)).toEqual(['import.commit', 'import.undo']);
      expect(audit[1]!.actor_user_id).toBe(staff.userId);
      const twice = await call('POST', `/api/imports/${importId}/undo`);
      expect(twice.statusCode).toBe(409);
      expect(twice.json().error.message).toBe(X.notUndoable);
    });
  });

  describe('modes', () => {
    it('update only reports rows without a student; create only leaves existing students; fill empty fields only', async () => {
      const [, , c] = students;
      const text = `Email,First name,Last name,Roll no\r\n${c!.email},Meera,Menon,R-17\r\n${uniqueEmail()},Anil,Das,R-18\r\n`;
      const run = async (body: object) => {
        const imp = (await upload('modes.csv', text)).json().data as ImportRecord;
        await call('PUT', `/api/imports/${imp.id}/plan`, staff, { mapping: imp.mapping, ...body });
        return settle(imp.id);
      };
      const update = await run({ mode: 'update' });
      expect(update.counts).toMatchObject({ update: 1, create: 0, error: 1 });
      const rows = (await call('GET', `/api/imports/${update.id}/rows?outcome=error`)).json().data;
      expect(rows[0].error).toBe(X.noMatch('Email'));
      expect((await run({ mode: 'create' })).counts).toMatchObject({ create: 1, unchanged: 1, update: 0 });
      // Last name is filled already: only the empty roll number would be written.
      const fill = await run({ mode: 'update', fill_empty_only: true });
      const upd = (await call('GET', `/api/imports/${fill.id}/rows?outcome=update`)).json().data;
      expect(upd[0].fields).toEqual(['roll_number']);
    });
  });

  describe('undo after later edits', () => {
    it('leaves a value someone changed after the import, restores the rest, and says how many it kept', async () => {
      const [a, b] = students;
      const names = async () =>
        rowsOf<{ id: number; last_name: string | null; roll_number: string | null }>(
          await t.database.db.execute(sql`select id, last_name, roll_number from profiles
            where id in (${a!.profileId}, ${b!.profileId}) order by id`),
        );
      const was = await names();
      const text = `Email,Last name,Roll no\r\n${a!.email},Pillai,U-1\r\n${b!.email},Pillai,U-2\r\n`;
      const imp = (await upload('later.csv', text)).json().data as ImportRecord;
      const put = await call('PUT', `/api/imports/${imp.id}/plan`, staff, { mapping: imp.mapping, mode: 'update' });
      expect(put.statusCode).toBe(200);
      expect((await settle(imp.id)).counts).toMatchObject({ update: 2 });
      await call('POST', `/api/imports/${imp.id}/commit`, staff, {});
      expect((await settle(imp.id)).status).toBe('committed');
      // The second student corrects their own last name after the import.
      await t.database.db.execute(sql`update profiles set last_name = 'Pillay' where id = ${b!.profileId}`);
      await call('POST', `/api/imports/${imp.id}/undo`);
      const undone = await settle(imp.id);
      expect(undone).toMatchObject({ status: 'undone', undo_kept: 1 });
      const [first, second] = await names();
      expect(first).toEqual(was.find((r) => r.id === a!.profileId));
      expect(second).toEqual({
        id: b!.profileId,
        last_name: 'Pillay',
        roll_number: was.find((r) => r.id === b!.profileId)!.roll_number,
      });
    });
  });

  describe('a worker killed during a commit', () => {
    it('resumes at the first chunk not committed: every row written once', async () => {
      const emails = Array.from({ length: 600 }, (_, i) => `resume.${i}.${Date.now()}@cohort.example.in`);
      const text = 'Email,First name\r\n' + emails.map((e) => `${e},Student`).join('\r\n');
      const imp = (await upload('cohort.csv', text)).json().data as ImportRecord;
      await call('PUT', `/api/imports/${imp.id}/plan`, staff, { mapping: imp.mapping, mode: 'create' });
      expect((await settle(imp.id)).counts.create).toBe(600);
      failCommitOnce = true;
      await call('POST', `/api/imports/${imp.id}/commit`, staff, {});
      let done = await settle(imp.id);
      for (let i = 0; i < 100 && done.status !== 'committed'; i++) {
        await new Promise((r) => setTimeout(r, 300));
        done = await settle(imp.id);
      }
      expect(failCommitOnce).toBe(false);
      expect(done).toMatchObject({ status: 'committed', committed: { rows: 600 } });
      const [n] = rowsOf<{ n: number }>(
        await t.database.db.execute(sql`select count(*)::int as n from profiles where email like 'resume.%'`),
      );
      expect(n!.n).toBe(600);
    }, 90_000);
  });

  describe('enrolments', () => {
    it('enrolls the institute’s students in its event, once; the same file again changes nothing; undo takes them out', async () => {
      const eventId = await createEvent(t.app, staff.token);
      const otherEvent = await createEvent(t.app, otherStaff.token);
      const text = `Mobile,Email\r\n,${students[0]!.email}\r\n,${students[1]!.email}\r\n,${outsider.email}\r\n`;
      const imp = (await upload('enrol.csv', text, staff, 'enrolments')).json().data as ImportRecord;
      expect(imp.mapping).toEqual({ Mobile: 'phone', Email: 'email' });
      const foreign = await call('PUT', `/api/imports/${imp.id}/plan`, staff, {
        mapping: imp.mapping,
        items: [{ kind: 'event', id: otherEvent }],
      });
      expect(foreign.json().error.fields.items).toBe(X.itemNotFound);
      const none = await call('PUT', `/api/imports/${imp.id}/plan`, staff, { mapping: imp.mapping, items: [] });
      expect(none.json().error.fields.items).toBe(X.itemsRequired);
      await call('PUT', `/api/imports/${imp.id}/plan`, staff, {
        mapping: imp.mapping,
        items: [{ kind: 'event', id: eventId }],
      });
      expect((await settle(imp.id)).counts).toMatchObject({ create: 2, error: 1 });
      await call('POST', `/api/imports/${imp.id}/commit`, staff, { max_error_share: 50 });
      expect((await settle(imp.id)).status).toBe('committed');
      const seats = async () =>
        rowsOf<{ profile_id: number }>(
          await t.database.db.execute(
            sql`select profile_id from event_enrollments where event_id = ${eventId} order by profile_id`,
          ),
        ).map((r) => r.profile_id);
      expect(await seats()).toEqual([students[0]!.profileId, students[1]!.profileId].sort((x, y) => x - y));

      const again = (await upload('enrol.csv', text, staff, 'enrolments')).json().data as ImportRecord;
      await call('PUT', `/api/imports/${again.id}/plan`, staff, {
        mapping: again.mapping,
        items: [{ kind: 'event', id: eventId }],
      });
      expect((await settle(again.id)).counts).toMatchObject({ create: 0, unchanged: 2 });

      await call('POST', `/api/imports/${imp.id}/undo`);
      expect((await settle(imp.id)).status).toBe('undone');
      expect(await seats()).toEqual([]);

      const found = (await call('GET', '/api/enrolment_targets?kind=event&query=')).json().data;
      expect(found.map((f: { id: number }) => f.id)).toContain(eventId);
      expect(found.map((f: { id: number }) => f.id)).not.toContain(otherEvent);
    });
  });

  describe('students into quizzes, quests and activities', () => {
    it('enrols into one of each with one file; paid quests and closed activities are not offered; undo keeps begun work', async () => {
      const db = t.database.db;
      const one = async (q: ReturnType<typeof sql>) => rowsOf<{ id: number }>(await db.execute(q))[0]!.id;
      const quiz = await one(sql`insert into quizzes (title, status, org_id, review)
        values ('Aptitude check', 'published', ${instituteId}, '{}'::jsonb) returning id`);
      const quest = await one(
        sql`insert into quests (title, status, org_id) values ('Placement sprint', 'published', ${instituteId}) returning id`,
      );
      await db.execute(
        sql`insert into quests (title, status, org_id, price_paise) values ('Placement sprint pro', 'published', ${instituteId}, 49900)`,
      );
      const cohort = await one(
        sql`insert into quest_cohorts (quest_id, name, starts_on) values (${quest}, 'Spring', '2020-01-01') returning id`,
      );
      const window = sql`now() - interval '1 day', now() + interval '10 days', now() + interval '11 days', now() + interval '12 days'`;
      const activity =
        await one(sql`insert into assignments (title, type, max_score, mentor_assessment_score, peer_assessment_score,
          duration, enable_at, disable_at, peer_enable_at, peer_disable_at, created_by_profile_id)
        values ('Placement mock essay', 'Essay', 10, 5, 5, 60, ${window}, ${staff.profileId}) returning id`);
      await db.execute(sql`insert into assignments (title, type, max_score, mentor_assessment_score, peer_assessment_score,
          duration, enable_at, disable_at, peer_enable_at, peer_disable_at, created_by_profile_id)
        values ('Placement essay of last term', 'Essay', 10, 5, 5, 60, now() - interval '9 days', now() - interval '8 days',
          now() - interval '7 days', now() - interval '6 days', ${staff.profileId})`);
      const ids = async (kind: string, query: string, who: Account = staff) =>
        (
          (await call('GET', `/api/enrolment_targets?kind=${kind}&query=${query}`, who)).json().data as { id: number }[]
        ).map((f) => f.id);
      expect(await ids('quiz', 'aptitude')).toEqual([quiz]);
      expect(await ids('quest', 'placement')).toEqual([quest]);
      expect(await ids('activity', 'placement')).toEqual([activity]);
      // Learning any student may join is open to every institute; activities are their mentors' own.
      expect(await ids('quiz', 'aptitude', otherStaff)).toEqual([quiz]);
      expect(await ids('activity', 'placement', otherStaff)).toEqual([]);

      const text = `Email\r\n${students[0]!.email}\r\n${students[1]!.email}\r\n`;
      const imp = (await upload('learning.csv', text, staff, 'enrolments')).json().data as ImportRecord;
      const items = [
        { kind: 'quiz', id: quiz },
        { kind: 'quest', id: quest },
        { kind: 'activity', id: activity },
      ];
      expect(
        (await call('PUT', `/api/imports/${imp.id}/plan`, staff, { mapping: imp.mapping, items })).statusCode,
      ).toBe(200);
      expect((await settle(imp.id)).counts).toMatchObject({ create: 2, error: 0 });
      expect((await call('POST', `/api/imports/${imp.id}/commit`, staff, {})).statusCode).toBe(200);
      expect((await settle(imp.id)).status).toBe('committed');
      const who = async (table: 'my_quizzes' | 'my_quests' | 'my_assignments', column: string, id: number) =>
        rowsOf<{ profile_id: number }>(
          await db.execute(
            sql`select profile_id from ${sql.raw(table)} where ${sql.raw(column)} = ${id} order by profile_id`,
          ),
        ).map((r) => r.profile_id);
      const both = [students[0]!.profileId, students[1]!.profileId].sort((x, y) => x - y);
      expect(await who('my_quizzes', 'quiz_id', quiz)).toEqual(both);
      expect(await who('my_assignments', 'assignment_id', activity)).toEqual(both);
      expect(await who('my_quests', 'quest_id', quest)).toEqual(both);
      const cohorts = rowsOf<{ cohort_id: number }>(
        await db.execute(sql`select cohort_id from my_quests where quest_id = ${quest}`),
      );
      expect(cohorts.map((c) => c.cohort_id)).toEqual([cohort, cohort]);

      // The first student starts on the quest; the undo leaves what they began.
      await db.execute(
        sql`update my_quests set progress = 20 where quest_id = ${quest} and profile_id = ${students[0]!.profileId}`,
      );
      await call('POST', `/api/imports/${imp.id}/undo`);
      expect((await settle(imp.id)).status).toBe('undone');
      expect(await who('my_quizzes', 'quiz_id', quiz)).toEqual([]);
      expect(await who('my_assignments', 'assignment_id', activity)).toEqual([]);
      expect(await who('my_quests', 'quest_id', quest)).toEqual([students[0]!.profileId]);
    });
  });

  describe('mentors onto projects', () => {
    it('puts the institute’s accepted mentors on its project; a student in the file is an error; undo takes them off', async () => {
      const mentor = await buildMentor(t.app, staff, { my_org_id: instituteId });
      const [project] = rowsOf<{ id: number }>(
        await t.database.db.execute(
          sql`insert into projects (title, status, org_id) values ('Campus energy audit', 'published', ${instituteId}) returning id`,
        ),
      );
      const text = `Email\r\n${mentor.email}\r\n${students[0]!.email}\r\n`;
      const imp = (await upload('mentors.csv', text, staff, 'advisors')).json().data as ImportRecord;
      const found = (await call('GET', '/api/enrolment_targets?tool=advisors&kind=project&query=energy')).json().data;
      expect(found.map((f: { id: number }) => f.id)).toEqual([project!.id]);
      await call('PUT', `/api/imports/${imp.id}/plan`, staff, {
        mapping: imp.mapping,
        items: [{ kind: 'project', id: project!.id }],
      });
      expect((await settle(imp.id)).counts).toMatchObject({ create: 1, error: 1 });
      const rows = (await call('GET', `/api/imports/${imp.id}/rows?outcome=error`)).json().data;
      expect(rows[0].error).toBe(X.notMentor);
      await call('POST', `/api/imports/${imp.id}/commit`, staff, { max_error_share: 50 });
      expect((await settle(imp.id)).status).toBe('committed');
      const mentors = async () =>
        rowsOf<{ ids: number[] | null }>(
          await t.database.db.execute(sql`select mentor_profile_ids as ids from projects where id = ${project!.id}`),
        )[0]!.ids ?? [];
      expect(await mentors()).toEqual([mentor.profileId]);
      await call('POST', `/api/imports/${imp.id}/undo`);
      expect((await settle(imp.id)).status).toBe('undone');
      expect(await mentors()).toEqual([]);
    });
  });

  it('templates download per tool', async () => {
    const csv = await call('GET', '/api/import_templates/profiles?format=csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.body.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(
      'Email,Phone,Roll number,First name,Last name,Batch,Specialization,Degree',
    );
    const xlsx = await call('GET', '/api/import_templates/enrolments?format=xlsx');
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});
