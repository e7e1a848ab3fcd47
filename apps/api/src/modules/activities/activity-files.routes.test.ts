import fs from 'node:fs';
import path from 'node:path';
import { ACTIVITY_MESSAGES, displayFileName } from '@lbd/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testEnv } from '../../../test/app';
import { openTestDatabase } from '../../../test/database';
import { bearer, buildUser } from '../../../test/factories';
import { activityBody, createActivity, enrolStudents, PDF_BYTES, uploadFile } from '../../../test/factories/activities';
import { createQueue } from '../../lib/queue';
import { UNCONFIRMED_UPLOAD_TTL_MS } from './activity-files.service';

type Rows<T> = { rows: T[] };
/** Where the disk driver keeps an object, from its signed URL (/api/storage/{key}?...). */
const diskPath = (url: string) =>
  path.join(testEnv.DATA_DIR, 'objects', new URL(url, 'http://x').pathname.replace('/api/storage/', ''));

/** Step 1 of an upload (the reservation), and the PUT unless `put` is false; step 2 never comes. */
async function reserve(
  t: Awaited<ReturnType<typeof createTestApp>>,
  user: Awaited<ReturnType<typeof buildUser>>,
  assignmentId: number,
  name: string,
  put = true,
) {
  const first = await t.app.inject({
    method: 'POST',
    url: '/api/my_profile/file_upload',
    headers: bearer(user.token),
    payload: { file_name: name, uploader_id: user.profileId, assignment_id: assignmentId },
  });
  expect(first.statusCode).toBe(200);
  const { success: url, data } = first.json() as { success: string; data: { filename: string; content_type: string } };
  if (put) {
    const res = await t.app.inject({
      method: 'PUT',
      url,
      headers: { 'content-type': data.content_type },
      payload: PDF_BYTES,
    });
    expect(res.statusCode).toBe(200);
  }
  return { url, filename: data.filename, file: diskPath(url) };
}

describe('activities: file upload on the disk driver (SPEC §7.6)', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  const T0 = new Date('2026-03-02T04:30:00Z');
  let now = T0;
  let mentor: Awaited<ReturnType<typeof buildUser>>;
  let student: Awaited<ReturnType<typeof buildUser>>;
  let assignmentId: number;
  let myId: number;
  beforeAll(async () => {
    t = await createTestApp({ clock: () => now });
    mentor = await buildUser(t.app, 'ADVISOR');
    student = await buildUser(t.app, 'STUDENT');
    assignmentId = await createActivity(t.app, mentor.token, activityBody(now));
    myId = (await enrolStudents(t.app, mentor.token, assignmentId, [student.profileId])).get(student.profileId)!;
  });
  afterAll(() => t.close());

  it('signs an upload URL, takes the PUT, checks the bytes and answers the file id', async () => {
    const up = await uploadFile(t.app, student.token, student.profileId, assignmentId, 'my rubric v2.pdf', PDF_BYTES);
    expect(up.res.statusCode).toBe(200);
    expect(up.res.json()).toMatchObject({
      message: ACTIVITY_MESSAGES.fileUploaded,
      data: { content_type: 'application/pdf' },
    });
    const { id, filename } = up.res.json().data;
    expect(filename).toBe(`${now.getTime()}_my_rubric_v2.pdf`);
    expect(displayFileName(filename)).toBe('my_rubric_v2.pdf');
    // A retried confirm answers the same file.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/my_profile/file_upload',
      headers: bearer(student.token),
      payload: { content_type: 'application/pdf', filename, assignment_id: assignmentId },
    });
    expect(again.json().data.id).toBe(id);
    // The PUT URL works once: the checked bytes cannot be swapped afterwards.
    const swap = await t.app.inject({
      method: 'PUT',
      url: up.url!,
      headers: { 'content-type': 'application/pdf' },
      payload: Buffer.from('MZ'),
    });
    expect(swap.statusCode).toBe(409);

    // Submitted with the activity, it comes back as a signed download link.
    const sub = await t.app.inject({
      method: 'POST',
      url: '/api/my_profile/my_assignment_submit',
      headers: bearer(student.token),
      payload: { my_assignment_id: myId, description: 'See the rubric', files: [id] },
    });
    expect(sub.statusCode).toBe(200);
    const [file] = sub.json().data.submissions[0].files;
    expect(file).toMatchObject({ id, filename });
    const download = await t.app.inject({ method: 'GET', url: file.file });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.equals(PDF_BYTES)).toBe(true);
    const tampered = await t.app.inject({ method: 'GET', url: file.file.replace(/sig=[^&]+/, 'sig=forged') });
    expect(tampered.statusCode).toBe(404);
  });

  it('refuses a type outside SPEC §5.3, content that does not match, someone else’s name and strangers', async () => {
    const exe = await uploadFile(t.app, student.token, student.profileId, assignmentId, 'tool.exe', Buffer.from('MZ'));
    expect(exe.step).toBe('request');
    expect(exe.res.statusCode).toBe(422);
    expect(exe.res.json().error.message).toBe(ACTIVITY_MESSAGES.yourFileNotUploaded);

    const fake = await uploadFile(t.app, student.token, student.profileId, assignmentId, 'photo.png', PDF_BYTES);
    expect(fake.res.statusCode).toBe(422);
    expect(fake.res.json().error.message).toBe(ACTIVITY_MESSAGES.fileNotUploaded);

    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/my_profile/file_upload',
      headers: bearer(student.token),
      payload: { content_type: 'application/pdf', filename: '1234567890123_never.pdf', assignment_id: assignmentId },
    });
    expect(missing.json().error.message).toBe(ACTIVITY_MESSAGES.fileNotUploaded);

    const other = await buildUser(t.app, 'STUDENT');
    const asOther = await uploadFile(t.app, other.token, student.profileId, assignmentId, 'a.pdf', PDF_BYTES);
    expect(asOther.res.statusCode).toBe(403);
    const stranger = await uploadFile(t.app, other.token, other.profileId, assignmentId, 'a.pdf', PDF_BYTES);
    expect(stranger.res.statusCode).toBe(404);
    const company = await buildUser(t.app, 'COMPANY');
    expect(
      (await uploadFile(t.app, company.token, company.profileId, assignmentId, 'a.pdf', PDF_BYTES)).res.statusCode,
    ).toBe(403);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/my_profile/file_upload',
      payload: { file_name: 'a.pdf', uploader_id: 1, assignment_id: 1 },
    });
    expect(out.statusCode).toBe(401);
  });

  it('lets the mentor attach uploaded files to the activity', async () => {
    const up = await uploadFile(
      t.app,
      mentor.token,
      mentor.profileId,
      assignmentId,
      'brief.txt',
      Buffer.from('Read me first.\n'),
    );
    const id = up.res.json().data.id as number;
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/assignments/${assignmentId}`,
      headers: bearer(mentor.token),
      payload: { ...activityBody(now), files: [id] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.files).toEqual([expect.objectContaining({ id, filename: `${now.getTime()}_brief.txt` })]);
    const bad = await t.app.inject({
      method: 'PUT',
      url: `/api/assignments/${assignmentId}`,
      headers: bearer(mentor.token),
      payload: { ...activityBody(now), files: [999_999] },
    });
    expect(bad.statusCode).toBe(422);
  });

  it('deletes uploads never confirmed within 24 hours: the object on disk and the row; confirmed ones stay', async () => {
    now = T0;
    const count = async (filename: string) =>
      (
        (await t.database.db.execute(
          sql`select count(*)::int as n from activity_files where filename = ${filename}`,
        )) as unknown as Rows<{ n: number }>
      ).rows[0]!.n;
    const abandoned = await reserve(t, student, assignmentId, 'abandoned.pdf');
    const neverPut = await reserve(t, student, assignmentId, 'never put.pdf', false);
    const kept = await uploadFile(t.app, student.token, student.profileId, assignmentId, 'kept.pdf', PDF_BYTES);
    expect(kept.res.statusCode).toBe(200);
    expect(fs.existsSync(abandoned.file)).toBe(true);
    const cleanup = () => t.app.services.activityFiles.cleanupExpired();

    // A moment before 24 hours: nothing goes.
    now = new Date(T0.getTime() + UNCONFIRMED_UPLOAD_TTL_MS - 1);
    expect(await cleanup()).toEqual({ removed: 0 });
    expect(fs.existsSync(abandoned.file)).toBe(true);

    // At 24 hours the reservation is over: a late confirm is refused, and the cleanup removes both.
    now = new Date(T0.getTime() + UNCONFIRMED_UPLOAD_TTL_MS);
    const late = await t.app.inject({
      method: 'POST',
      url: '/api/my_profile/file_upload',
      headers: bearer(student.token),
      payload: { content_type: 'application/pdf', filename: abandoned.filename, assignment_id: assignmentId },
    });
    expect(late.statusCode).toBe(422);
    expect(late.json().error.message).toBe(ACTIVITY_MESSAGES.fileNotUploaded);
    // (The refused uploads of the test above left reservations too: a mismatch removes only the object.)
    const pending = (
      (await t.database.db.execute(
        sql`select count(*)::int as n from activity_files where status = 'pending'`,
      )) as unknown as Rows<{ n: number }>
    ).rows[0]!.n;
    expect(pending).toBeGreaterThanOrEqual(2);
    expect(await cleanup()).toEqual({ removed: pending });
    expect(fs.existsSync(abandoned.file)).toBe(false);
    expect(await count(abandoned.filename)).toBe(0);
    expect(await count(neverPut.filename)).toBe(0);
    expect(fs.existsSync(diskPath(kept.url!))).toBe(true);
    expect(await count(kept.filename!)).toBe(1);
    // Run again (a retried job): nothing left to do.
    expect(await cleanup()).toEqual({ removed: 0 });
    now = T0;
  });
});

describe('activities: the cleanup of unconfirmed uploads runs as a queue job', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  const T0 = new Date('2026-03-02T04:30:00Z');
  let now = T0;
  afterAll(() => t.close());

  it('the tick enqueues a cleanup once a reservation has expired, and the worker removes it', async () => {
    const database = await openTestDatabase();
    const queue = createQueue(database, { workers: true, pollingIntervalSeconds: 0.5 });
    t = await createTestApp({ database, queue, env: { ...testEnv, QUEUE_WORKERS: true }, clock: () => now });
    const mentor = await buildUser(t.app, 'ADVISOR');
    const id = await createActivity(t.app, mentor.token, activityBody(now));
    const abandoned = await reserve(t, mentor, id, 'draft brief.pdf');
    const jobs = async () =>
      (
        (await database.db.execute(
          sql`select count(*)::int as n from pgboss.job where name = 'activity-file-cleanup'`,
        )) as unknown as Rows<{ n: number }>
      ).rows[0]!.n;

    // Nothing expired: the tick enqueues nothing.
    await t.app.services.activityFiles.tick();
    expect(await jobs()).toBe(0);
    now = new Date(T0.getTime() + UNCONFIRMED_UPLOAD_TTL_MS + 60_000);
    await t.app.services.activityFiles.tick();
    await t.app.services.activityFiles.tick();
    expect(await jobs()).toBe(1);
    const end = Date.now() + 20_000;
    while (fs.existsSync(abandoned.file) && Date.now() < end) await new Promise((r) => setTimeout(r, 100));
    expect(fs.existsSync(abandoned.file)).toBe(false);
  });
});
