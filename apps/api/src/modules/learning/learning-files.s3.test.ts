import { LEARNING_TEXTS as T } from '@lbd/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { bearer, buildUser } from '../../../test/factories';
import { PDF_BYTES } from '../../../test/factories/activities';
import { startS3Fake } from '../../../test/support/s3-fake';
import { createS3Storage } from '../../lib/s3-storage';

describe('learning files through the S3-compatible driver (in-process fake store)', () => {
  const creds = { bucket: 'lbd-test', accessKeyId: 'test-key', secretAccessKey: 'test-secret', region: 'ap-south-1' };
  let s3: Awaited<ReturnType<typeof startS3Fake>>;
  let t: Awaited<ReturnType<typeof createTestApp>>;
  const clock = () => new Date();
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

  it('a resource’s file goes straight to the store, is checked there and downloads by a presigned link', async () => {
    const mentor = await buildUser(t.app, 'ADVISOR');
    const call = (method: 'POST' | 'GET', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: bearer(mentor.token), ...(payload ? { payload } : {}) });
    const id = (await call('POST', '/api/resources', { title: 'Lab manual', kind: 'file' })).json().data.id;
    const put = async (name: string) => {
      const u = (
        await call('POST', `/api/resources/${id}/file_uploads`, { file_name: name, bytes: PDF_BYTES.length })
      ).json().data;
      expect(u.upload_url.startsWith(`${s3.endpoint}/lbd-test/learning/resources/${id}/`)).toBe(true);
      const res = await fetch(u.upload_url, {
        method: 'PUT',
        headers: { 'content-type': u.content_type },
        body: PDF_BYTES,
      });
      expect(res.status).toBe(200);
      return u.id as number;
    };

    // Wrong content is removed from the store and refused.
    const before = s3.objects.size;
    const wrong = await call('POST', `/api/resources/${id}/file_uploads/${await put('manual.docx')}/confirm`);
    expect(wrong.json().error.message).toBe(T.fileContent);
    expect(s3.objects.size).toBe(before);

    const ok = await call('POST', `/api/resources/${id}/file_uploads/${await put('Lab manual.pdf')}/confirm`);
    expect(ok.statusCode).toBe(200);
    const link = (await call('GET', `/api/resources/${id}/file`)).json().data.url as string;
    const got = await fetch(link);
    expect(got.status).toBe(200);
    expect(Buffer.from(await got.arrayBuffer()).equals(PDF_BYTES)).toBe(true);
    expect(got.headers.get('content-disposition')).toContain('Lab manual.pdf');
  });
});
