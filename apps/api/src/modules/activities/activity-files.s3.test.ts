import { ACTIVITY_MESSAGES } from '@lbd/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Storage } from '../../lib/s3-storage';
import { UNCONFIRMED_UPLOAD_TTL_MS } from './activity-files.service';
import { createTestApp } from '../../../test/app';
import { bearer, buildUser } from '../../../test/factories';
import { activityBody, createActivity, enrolStudents, PDF_BYTES, uploadFile } from '../../../test/factories/activities';
import { startS3Fake } from '../../../test/support/s3-fake';

describe('activities: file upload through the S3-compatible driver (in-process fake store)', () => {
  const creds = { bucket: 'lbd-test', accessKeyId: 'test-key', secretAccessKey: 'test-secret', region: 'ap-south-1' };
  let s3: Awaited<ReturnType<typeof startS3Fake>>;
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let now = new Date();
  const clock = () => now;
  beforeAll(async () => {
    s3 = await startS3Fake(creds);
    t = await createTestApp({
      clock,
      objectStorage: createS3Storage({ ...creds, endpoint: s3.endpoint, forcePathStyle: true, clock }),
    });
  });
  afterAll(async () => {
    await t.close();
    await s3.close();
  });

  it('uploads straight to the store, checks the bytes there, and downloads by a presigned link', async () => {
    const mentor = await buildUser(t.app, 'ADVISOR');
    const student = await buildUser(t.app, 'STUDENT');
    const id = await createActivity(t.app, mentor.token, activityBody(new Date()));
    const my = (await enrolStudents(t.app, mentor.token, id, [student.profileId])).get(student.profileId)!;

    const up = await uploadFile(t.app, student.token, student.profileId, id, 'answer sheet.pdf', PDF_BYTES);
    expect(up.url!.startsWith(`${s3.endpoint}/lbd-test/activities/${id}/`)).toBe(true);
    expect(up.res.statusCode).toBe(200);
    expect(up.res.json().message).toBe(ACTIVITY_MESSAGES.fileUploaded);
    expect([...s3.objects.values()].some((b) => b.equals(PDF_BYTES))).toBe(true);

    // A forged signature is refused by the store.
    const forged = await fetch(up.url!.replace(/X-Amz-Signature=\w+/, 'X-Amz-Signature=00'), {
      method: 'PUT',
      body: 'x',
    });
    expect(forged.status).toBe(403);

    const sub = await t.app.inject({
      method: 'POST',
      url: '/api/my_profile/my_assignment_submit',
      headers: bearer(student.token),
      payload: { my_assignment_id: my, description: 'Attached', files: [up.res.json().data.id] },
    });
    const link = sub.json().data.submissions[0].files[0].file as string;
    const got = await fetch(link);
    expect(got.status).toBe(200);
    expect(Buffer.from(await got.arrayBuffer()).equals(PDF_BYTES)).toBe(true);
    expect(got.headers.get('content-disposition')).toContain('answer_sheet.pdf');

    // Wrong content is removed from the store and refused.
    const before = s3.objects.size;
    const bad = await uploadFile(t.app, student.token, student.profileId, id, 'notes.docx', PDF_BYTES);
    expect(bad.res.statusCode).toBe(422);
    expect(bad.res.json().error.message).toBe(ACTIVITY_MESSAGES.fileNotUploaded);
    expect(s3.objects.size).toBe(before);
  });

  it('deletes from the store an upload never confirmed within 24 hours', async () => {
    const mentor = await buildUser(t.app, 'ADVISOR');
    const id = await createActivity(t.app, mentor.token, activityBody(now));
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/my_profile/file_upload',
      headers: bearer(mentor.token),
      payload: { file_name: 'left behind.pdf', uploader_id: mentor.profileId, assignment_id: id },
    });
    const url = first.json().success as string;
    expect(
      (await fetch(url, { method: 'PUT', headers: { 'content-type': 'application/pdf' }, body: PDF_BYTES })).status,
    ).toBe(200);
    const key = decodeURIComponent(new URL(url).pathname.replace('/lbd-test/', ''));
    const stored = () => [...s3.objects.keys()].some((k) => k.endsWith(key));
    expect(stored()).toBe(true);
    now = new Date(now.getTime() + UNCONFIRMED_UPLOAD_TTL_MS);
    expect((await t.app.services.activityFiles.cleanupExpired()).removed).toBeGreaterThanOrEqual(1);
    expect(stored()).toBe(false);
  });
});
