import fs from 'node:fs';
import path from 'node:path';
import { fileTooBig, LEARNING_LIMITS as L, LEARNING_TEXTS as T, tooManyFiles } from '@lbd/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testEnv } from '../../../test/app';
import { bearer, buildAdmin, buildUser } from '../../../test/factories';
import { PDF_BYTES } from '../../../test/factories/activities';
import { buildOrgUser } from '../../../test/factories/jobs';
import { UNCONFIRMED_UPLOAD_TTL_MS } from '../../lib/uploads';

type Body = Record<string, unknown>;
type Upload = { id: number; upload_url: string; content_type: string; expires_at: string };
type File = { id: number; name: string; bytes: number; content_type: string; url: string };

/** Where the disk driver keeps an object, from its signed URL (/api/storage/{key}?...). */
const diskPath = (url: string) =>
  path.join(testEnv.DATA_DIR, 'objects', new URL(url, 'http://x').pathname.replace('/api/storage/', ''));

const PNG_BYTES = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

/** Decision 0074: a file resource's file and a deliverable's attachments, on the disk driver. */
describe('learning files', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  const T0 = new Date('2026-03-02T04:30:00Z');
  let now = T0;
  let mentor: Awaited<ReturnType<typeof buildUser>>;
  let otherMentor: Awaited<ReturnType<typeof buildUser>>;
  let company: Awaited<ReturnType<typeof buildOrgUser>>;
  let student: Awaited<ReturnType<typeof buildUser>>;
  let other: Awaited<ReturnType<typeof buildUser>>;
  let skills: number[];

  beforeAll(async () => {
    t = await createTestApp({ clock: () => now });
    const admin = await buildAdmin(t.app);
    mentor = await buildUser(t.app, 'ADVISOR');
    otherMentor = await buildUser(t.app, 'ADVISOR');
    company = await buildOrgUser(t.app, 'COMPANY', { admin });
    student = await buildUser(t.app, 'STUDENT');
    other = await buildUser(t.app, 'STUDENT');
    skills = (await call('GET', '/api/skills?query=s&count=2')).json().data.map((s: { id: number }) => s.id);
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) =>
    t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

  /** Steps 1 and 2: reserve, then PUT the bytes to the signed URL. */
  async function upload(url: string, token: string, name: string, bytes: Buffer) {
    const reserved = await call('POST', url, token, { file_name: name, bytes: bytes.length });
    expect(reserved.statusCode, reserved.body).toBe(201);
    const u = reserved.json().data as Upload;
    const put = await t.app.inject({
      method: 'PUT',
      url: u.upload_url,
      headers: { 'content-type': u.content_type },
      payload: bytes,
    });
    expect(put.statusCode).toBe(200);
    return u;
  }

  describe('a file resource', () => {
    let id: number;
    let first: File;

    it('takes its file from its managers only: uploaded, checked by content, then publishable', async () => {
      id = (
        await call('POST', '/api/resources', mentor.token, {
          title: 'Interview checklist',
          kind: 'file',
          duration: 10,
          skill_ids: skills,
        })
      ).json().data.id;
      const refused = await call('POST', `/api/resources/${id}/publish`, mentor.token);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().error.fields).toEqual({ file: T.fileRequired });

      const url = `/api/resources/${id}/file_uploads`;
      const body = { file_name: 'checklist.pdf', bytes: PDF_BYTES.length };
      expect((await call('POST', url, undefined, body)).statusCode).toBe(401);
      expect((await call('POST', url, student.token, body)).statusCode).toBe(403);
      expect((await call('POST', url, otherMentor.token, body)).statusCode).toBe(404);
      expect((await call('POST', url, company.token, body)).statusCode).toBe(404);
      const exe = await call('POST', url, mentor.token, { file_name: 'setup.exe', bytes: 10 });
      expect(exe.statusCode).toBe(422);
      expect(exe.json().error.message).toBe(T.fileType);
      const big = await call('POST', url, mentor.token, { file_name: 'big.pdf', bytes: L.resourceFileBytes + 1 });
      expect(big.json().error.fields).toEqual({ file_name: fileTooBig(L.resourceFileBytes) });
      expect((await call('POST', url, mentor.token, { file_name: 'x.pdf' })).statusCode).toBe(422);

      const u = await upload(url, mentor.token, 'Interview checklist.pdf', PDF_BYTES);
      expect(u.content_type).toBe('application/pdf');
      const confirmUrl = `/api/resources/${id}/file_uploads/${u.id}/confirm`;
      expect((await call('POST', confirmUrl, otherMentor.token)).statusCode).toBe(404);
      const confirmed = await call('POST', confirmUrl, mentor.token);
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      first = confirmed.json().data.file;
      expect(first).toMatchObject({ name: 'Interview checklist.pdf', bytes: PDF_BYTES.length });
      // A retried confirm answers the same file.
      expect((await call('POST', confirmUrl, mentor.token)).json().data.file.id).toBe(first.id);

      // A draft's file stays with its managers.
      expect((await call('GET', `/api/resources/${id}/file`)).statusCode).toBe(404);
      expect((await call('GET', `/api/resources/${id}/file`, student.token)).statusCode).toBe(404);
      expect((await call('GET', `/api/resources/${id}/file`, mentor.token)).statusCode).toBe(200);

      expect((await call('POST', `/api/resources/${id}/publish`, mentor.token)).json().data.status).toBe('published');
    });

    it('is downloaded by a student through a short-lived signed link', async () => {
      const shown = (await call('GET', `/api/resources/${id}`, student.token)).json().data;
      expect(shown.file).toMatchObject({ name: 'Interview checklist.pdf', content_type: 'application/pdf' });
      const fresh = await call('GET', `/api/resources/${id}/file`, student.token);
      expect(fresh.statusCode).toBe(200);
      const got = await t.app.inject({ method: 'GET', url: fresh.json().data.url });
      expect(got.statusCode).toBe(200);
      expect(got.headers['content-type']).toBe('application/pdf');
      expect(got.headers['content-disposition']).toContain('Interview');
      expect(got.rawPayload.equals(PDF_BYTES)).toBe(true);
      // The link ends: 15 minutes later it no longer downloads.
      now = new Date(T0.getTime() + 16 * 60_000);
      expect((await t.app.inject({ method: 'GET', url: fresh.json().data.url })).statusCode).toBe(404);
      now = T0;
    });

    it('refuses a file whose content is not what its name says, keeping the one it has', async () => {
      const u = await upload(`/api/resources/${id}/file_uploads`, mentor.token, 'slides.pptx', PDF_BYTES);
      const refused = await call('POST', `/api/resources/${id}/file_uploads/${u.id}/confirm`, mentor.token);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().error).toMatchObject({ message: T.fileContent, fields: { file: T.fileContent } });
      expect(fs.existsSync(diskPath(u.upload_url))).toBe(false);
      expect((await call('GET', `/api/resources/${id}`, student.token)).json().data.file.id).toBe(first.id);
      // Never PUT: the file did not arrive.
      const reserved = await call('POST', `/api/resources/${id}/file_uploads`, mentor.token, {
        file_name: 'late.pdf',
        bytes: 100,
      });
      const late = await call(
        'POST',
        `/api/resources/${id}/file_uploads/${reserved.json().data.id}/confirm`,
        mentor.token,
      );
      expect(late.json().error.message).toBe(T.fileNotUploaded);
    });

    it('is replaced (the old object goes) and, while published, cannot be removed', async () => {
      const firstPath = diskPath(first.url);
      expect(fs.existsSync(firstPath)).toBe(true);
      const u = await upload(`/api/resources/${id}/file_uploads`, mentor.token, 'checklist v2.png', PNG_BYTES);
      const replaced = await call('POST', `/api/resources/${id}/file_uploads/${u.id}/confirm`, mentor.token);
      expect(replaced.json().data.file).toMatchObject({ name: 'checklist v2.png', content_type: 'image/png' });
      expect(fs.existsSync(firstPath)).toBe(false);

      const removeUrl = `/api/resources/${id}/file`;
      expect((await call('DELETE', removeUrl, otherMentor.token)).statusCode).toBe(404);
      expect((await call('DELETE', removeUrl, student.token)).statusCode).toBe(403);
      const kept = await call('DELETE', removeUrl, mentor.token);
      expect(kept.statusCode).toBe(422);
      expect(kept.json().error.fields).toEqual({ file: T.fileRequired });
    });

    it('is removed from a draft with its object, and goes with a discarded draft', async () => {
      const draft = (
        await call('POST', '/api/resources', mentor.token, { title: 'Draft with a file', kind: 'file' })
      ).json().data.id as number;
      const u = await upload(`/api/resources/${draft}/file_uploads`, mentor.token, 'a.pdf', PDF_BYTES);
      await call('POST', `/api/resources/${draft}/file_uploads/${u.id}/confirm`, mentor.token);
      const removed = await call('DELETE', `/api/resources/${draft}/file`, mentor.token);
      expect(removed.statusCode).toBe(200);
      expect(removed.json().data.file).toBeNull();
      expect(fs.existsSync(diskPath(u.upload_url))).toBe(false);

      const again = await upload(`/api/resources/${draft}/file_uploads`, mentor.token, 'b.pdf', PDF_BYTES);
      await call('POST', `/api/resources/${draft}/file_uploads/${again.id}/confirm`, mentor.token);
      expect(fs.existsSync(diskPath(again.upload_url))).toBe(true);
      expect((await call('DELETE', `/api/resources/${draft}`, mentor.token)).statusCode).toBe(204);
      expect(fs.existsSync(diskPath(again.upload_url))).toBe(false);
    });
  });

  describe('a deliverable with files', () => {
    let myId: number;
    let taskId: number;
    let base: string;

    beforeAll(async () => {
      const projectId = (
        await call('POST', '/api/projects', mentor.token, {
          title: 'Shop sales report',
          description: '<p>Clean the sheet and write up what sells.</p>',
          duration_weeks: 2,
          skill_ids: skills,
          mentor_profile_ids: [mentor.profileId],
        })
      ).json().data.id as number;
      const tasks = await call('POST', `/api/projects/${projectId}/tasks`, mentor.token, {
        kind: 'deliverable',
        title: 'The cleaned sheet and the report',
      });
      taskId = tasks.json().data[0].id;
      expect((await call('POST', `/api/projects/${projectId}/publish`, mentor.token)).statusCode).toBe(200);
      myId = (await call('POST', `/api/projects/${projectId}/enrol`, student.token, {})).json().data.id;
      await call('POST', `/api/projects/${projectId}/enrol`, other.token, {});
      base = `/api/my_profile/my_projects/${myId}/tasks/${taskId}`;
    });

    it('takes uploads from the enrolled student only', async () => {
      const body = { file_name: 'report.pdf', bytes: 100 };
      expect((await call('POST', `${base}/file_uploads`, undefined, body)).statusCode).toBe(401);
      expect((await call('POST', `${base}/file_uploads`, mentor.token, body)).statusCode).toBe(403);
      expect((await call('POST', `${base}/file_uploads`, other.token, body)).statusCode).toBe(404);
      const big = await call('POST', `${base}/file_uploads`, student.token, {
        file_name: 'video.zip',
        bytes: L.submissionFileBytes + 1,
      });
      expect(big.json().error.message).toBe(fileTooBig(L.submissionFileBytes));
      const u = await upload(`${base}/file_uploads`, student.token, 'notes.docx', PNG_BYTES);
      const wrong = await call('POST', `${base}/file_uploads/${u.id}/confirm`, student.token);
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json().error.message).toBe(T.fileContent);
      expect((await call('POST', `${base}/file_uploads/${u.id}/confirm`, other.token)).statusCode).toBe(404);
    });

    it('keeps each version’s own files, shown in the thread and the mentor’s queue', async () => {
      const u1 = await upload(`${base}/file_uploads`, student.token, 'report v1.pdf', PDF_BYTES);
      const f1 = (await call('POST', `${base}/file_uploads/${u1.id}/confirm`, student.token)).json().data as File;
      expect(f1).toMatchObject({ id: u1.id, name: 'report v1.pdf', bytes: PDF_BYTES.length });

      const tooMany = await call('POST', `${base}/submissions`, student.token, {
        text: 'Six files',
        file_ids: [1, 2, 3, 4, 5, 6],
      });
      expect(tooMany.statusCode).toBe(422);
      expect(tooMany.json().error.fields).toEqual({ file_ids: tooManyFiles(L.submissionFilesMax) });
      // Someone else's upload, or one never confirmed, is not the student's to attach.
      const pending = (
        await call('POST', `${base}/file_uploads`, student.token, { file_name: 'later.pdf', bytes: 10 })
      ).json().data.id as number;
      const notYet = await call('POST', `${base}/submissions`, student.token, { file_ids: [f1.id, pending] });
      expect(notYet.json().error.message).toBe(T.fileGone);

      // Files alone are a submission.
      const sent = await call('POST', `${base}/submissions`, student.token, { file_ids: [f1.id] });
      expect(sent.statusCode, sent.body).toBe(201);
      const v1 = sent.json().data.items[0].submissions[0];
      expect(v1.files).toEqual([expect.objectContaining({ id: f1.id, name: 'report v1.pdf' })]);
      const queue = (await call('GET', '/api/project_reviews', mentor.token)).json().data as Body[];
      const item = queue.find((q) => q.my_project_id === myId) as { submission: { id: number; files: File[] } };
      expect(item.submission.files.map((f) => f.name)).toEqual(['report v1.pdf']);
      const got = await t.app.inject({ method: 'GET', url: item.submission.files[0]!.url });
      expect(got.rawPayload.equals(PDF_BYTES)).toBe(true);
      // A submitted file stays with its version.
      expect((await call('DELETE', `${base}/file_uploads/${f1.id}`, student.token)).statusCode).toBe(404);

      await call('POST', '/api/admin/evaluate_my_project', mentor.token, {
        submission_id: item.submission.id,
        decision: 'changes',
        comment: 'Add the weekly totals.',
      });
      // Version 2 cannot take version 1's file; it brings its own.
      const reuse = await call('POST', `${base}/submissions`, student.token, { text: 'v2', file_ids: [f1.id] });
      expect(reuse.json().error.fields).toEqual({ file_ids: T.fileGone });
      const u2 = await upload(`${base}/file_uploads`, student.token, 'report v2.pdf', PDF_BYTES);
      await call('POST', `${base}/file_uploads/${u2.id}/confirm`, student.token);
      const u3 = await upload(`${base}/file_uploads`, student.token, 'chart.png', PNG_BYTES);
      await call('POST', `${base}/file_uploads/${u3.id}/confirm`, student.token);
      // Taken off before submitting: gone, object and all.
      expect((await call('DELETE', `${base}/file_uploads/${u3.id}`, student.token)).statusCode).toBe(204);
      expect(fs.existsSync(diskPath(u3.upload_url))).toBe(false);
      const v2 = await call('POST', `${base}/submissions`, student.token, { text: 'v2', file_ids: [u2.id] });
      expect(v2.statusCode).toBe(201);
      const versions = v2.json().data.items[0].submissions as { version: number; files: File[] }[];
      expect(versions.map((v) => [v.version, v.files.map((f) => f.name)])).toEqual([
        [2, ['report v2.pdf']],
        [1, ['report v1.pdf']],
      ]);
      const thread = (await call('GET', `/api/my_profile/my_projects/${myId}`, student.token)).json().data;
      expect(thread.items[0].submissions[1].files[0].id).toBe(f1.id);
    });

    it('deletes after a day what was uploaded and never submitted; submitted files and resource files stay', async () => {
      const left = await upload(`${base}/file_uploads`, student.token, 'forgotten.pdf', PDF_BYTES);
      await call('POST', `${base}/file_uploads/${left.id}/confirm`, student.token);
      const cleanup = () => t.app.services.learningFiles.cleanupExpired();
      now = new Date(T0.getTime() + UNCONFIRMED_UPLOAD_TTL_MS - 1);
      expect(await cleanup()).toEqual({ removed: 0 });
      now = new Date(T0.getTime() + UNCONFIRMED_UPLOAD_TTL_MS);
      expect((await cleanup()).removed).toBeGreaterThanOrEqual(2);
      expect(fs.existsSync(diskPath(left.upload_url))).toBe(false);
      const thread = (await call('GET', `/api/my_profile/my_projects/${myId}`, student.token)).json().data;
      expect(thread.items[0].submissions.flatMap((s: { files: File[] }) => s.files)).toHaveLength(2);
      expect(await cleanup()).toEqual({ removed: 0 });
      now = T0;
    });
  });
});
