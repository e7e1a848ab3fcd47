import { ACTIVITY_MESSAGES, displayFileName } from '@lbd/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { bearer, buildUser } from '../../../test/factories';
import { activityBody, createActivity, enrolStudents, PDF_BYTES, uploadFile } from '../../../test/factories/activities';

describe('activities: file upload on the disk driver (SPEC §7.6)', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  const now = new Date('2026-03-02T04:30:00Z');
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
    expect(up.res.json()).toMatchObject({ message: ACTIVITY_MESSAGES.fileUploaded, data: { content_type: 'application/pdf' } });
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
    const swap = await t.app.inject({ method: 'PUT', url: up.url!, headers: { 'content-type': 'application/pdf' }, payload: Buffer.from('MZ') });
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
    expect((await uploadFile(t.app, company.token, company.profileId, assignmentId, 'a.pdf', PDF_BYTES)).res.statusCode).toBe(403);
    const out = await t.app.inject({ method: 'POST', url: '/api/my_profile/file_upload', payload: { file_name: 'a.pdf', uploader_id: 1, assignment_id: 1 } });
    expect(out.statusCode).toBe(401);
  });

  it('lets the mentor attach uploaded files to the activity', async () => {
    const up = await uploadFile(t.app, mentor.token, mentor.profileId, assignmentId, 'brief.txt', Buffer.from('Read me first.\n'));
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
});
