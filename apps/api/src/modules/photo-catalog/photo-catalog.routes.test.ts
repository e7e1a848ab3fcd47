import { PHOTO_CATALOG_TEXTS as T } from '@lbd/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { bearer, buildAdmin, buildUser, type Account } from '../../../test/factories';
import { createClub } from '../../../test/factories/clubs';
import { createEvent } from '../../../test/factories/events';
import { buildOrgUser, orgIds } from '../../../test/factories/jobs';

/** A JPEG with EXIF carrying a GPS position (what a phone writes). */
const gpsPhoto = () =>
  sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .jpeg()
    .withExifMerge({ IFD0: { Make: 'PhoneCam' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '12/1 58/1 0/1' } })
    .toBuffer();

function multipart(bytes: Buffer, name = 'a.jpg') {
  const boundary = '----photoCatalogBoundary';
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Issue 28 item 10 through the API: albums, uploads with location stripped, alt text required, public pages. */
describe('photo catalog', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let admin: Account;
  let staff: Awaited<ReturnType<typeof buildOrgUser>>;
  let colleague: Awaited<ReturnType<typeof buildOrgUser>>;
  let rival: Awaited<ReturnType<typeof buildOrgUser>>;
  let pending: Awaited<ReturnType<typeof buildOrgUser>>;
  let student: Awaited<ReturnType<typeof buildUser>>;
  let orgId: number;
  let album: number;
  let photo: Buffer;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await buildAdmin(t.app);
    const institutes = await orgIds(t.app, 'INSTITUTION', 2);
    orgId = institutes[0]!;
    staff = await buildOrgUser(t.app, 'INSTITUTION', { orgId, admin });
    colleague = await buildOrgUser(t.app, 'INSTITUTION', { orgId, admin });
    rival = await buildOrgUser(t.app, 'INSTITUTION', { orgId: institutes[1], admin });
    pending = await buildOrgUser(t.app, 'INSTITUTION', { orgId, approved: false });
    student = await buildUser(t.app, 'STUDENT');
    photo = await gpsPhoto();
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token?: string, payload?: object) =>
    t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
  const upload = (token: string | undefined, bytes: Buffer = photo) => {
    const m = multipart(bytes);
    return t.app.inject({
      method: 'POST',
      url: '/api/photo_catalog/upload',
      payload: m.payload,
      headers: { ...m.headers, ...(token ? bearer(token) : {}) },
    });
  };

  it('makes albums for the staff’s own organisation, about one of its events or clubs', async () => {
    expect((await call('POST', '/api/photo_catalog/albums', undefined, { title: 'x' })).statusCode).toBe(401);
    expect((await call('POST', '/api/photo_catalog/albums', student.token, { title: 'x' })).statusCode).toBe(403);
    expect((await call('POST', '/api/photo_catalog/albums', pending.token, { title: 'x' })).statusCode).toBe(403);
    const empty = await call('POST', '/api/photo_catalog/albums', staff.token, { title: '  ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().error.fields).toEqual({ title: T.empty('Title') });
    // Another organisation's id is not the caller's to use.
    const foreign = await call('POST', '/api/photo_catalog/albums', staff.token, { title: 'x', org_id: 999_999 });
    expect(foreign.statusCode).toBe(404);
    const rivalEvent = await createEvent(t.app, rival.token);
    const notOurs = await call('POST', '/api/photo_catalog/albums', staff.token, { title: 'x', event_id: rivalEvent });
    expect(notOurs.statusCode).toBe(422);
    expect(notOurs.json().error.fields).toEqual({ event_id: T.notYourEvent });
    const ownEvent = await createEvent(t.app, staff.token);
    const made = await call('POST', '/api/photo_catalog/albums', staff.token, {
      title: 'Hackathon 2026',
      description: 'Two days of building',
      event_id: ownEvent,
    });
    expect(made.statusCode).toBe(201);
    album = made.json().data.id;
    const club = await createClub(t.app, staff.token);
    expect(
      (await call('POST', '/api/photo_catalog/albums', staff.token, { title: 'Club', club_id: club })).statusCode,
    ).toBe(201);
    // Admins name the organisation.
    const noOrg = await call('POST', '/api/photo_catalog/albums', admin.token, { title: 'x' });
    expect(noOrg.json().error.fields).toEqual({ org_id: T.chooseOrg });
    expect(
      (await call('POST', '/api/photo_catalog/albums', admin.token, { title: 'Admin', org_id: orgId })).statusCode,
    ).toBe(201);

    const shown = await call('GET', `/api/photo_catalog/albums/${album}`);
    expect(shown.json().data).toMatchObject({
      title: 'Hackathon 2026',
      org: { id: orgId },
      event: { id: ownEvent },
      photo_count: 0,
      cover: null,
      can_manage: false,
    });
    expect((await call('GET', `/api/photo_catalog/albums/${album}`, colleague.token)).json().data.can_manage).toBe(
      true,
    );
    expect((await call('GET', `/api/photo_catalog/albums/${album}`, rival.token)).json().data.can_manage).toBe(false);
    expect((await call('GET', '/api/photo_catalog/albums/999999')).statusCode).toBe(404);
  });

  it('stores an upload resized as WebP with its location data gone, and lists it for its uploader only', async () => {
    expect((await upload(undefined)).statusCode).toBe(401);
    expect((await upload(student.token)).statusCode).toBe(403);
    expect((await upload(pending.token)).statusCode).toBe(403);
    const junk = await upload(staff.token, Buffer.from('GIF89a not a photo'));
    expect(junk.statusCode).toBe(422);
    expect(junk.json().error.fields).toEqual({ file: T.file });

    const res = await upload(staff.token);
    expect(res.statusCode).toBe(201);
    const up = res.json().data;
    expect(up).toMatchObject({ width: 900, height: 600 });
    const served = await t.app.inject({ method: 'GET', url: up.medium_url });
    expect(served.statusCode).toBe(200);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(800);
    expect(meta.exif).toBeUndefined();

    expect((await call('GET', '/api/photo_catalog/uploads')).statusCode).toBe(401);
    expect((await call('GET', '/api/photo_catalog/uploads', student.token)).statusCode).toBe(403);
    expect(
      (await call('GET', '/api/photo_catalog/uploads', staff.token)).json().data.map((u: { id: number }) => u.id),
    ).toEqual([up.id]);
    expect((await call('GET', '/api/photo_catalog/uploads', colleague.token)).json().data).toEqual([]);

    // Someone else's waiting upload is not found; the uploader removes their own.
    const other = (await upload(staff.token)).json().data.id as number;
    expect((await call('DELETE', `/api/photo_catalog/uploads/${other}`, colleague.token)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/photo_catalog/uploads/${other}`, staff.token)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/photo_catalog/uploads/${other}`, staff.token)).statusCode).toBe(404);
  });

  it('adds an upload to an album only with alt text, by the album’s staff; removes it again', async () => {
    const uploadId = ((await call('GET', '/api/photo_catalog/uploads', staff.token)).json().data[0] as { id: number })
      .id;
    const body = { upload_id: uploadId, album_id: album, alt_text: 'Teams presenting at the hackathon demo' };
    expect((await call('POST', '/api/photo_catalog/entries', undefined, body)).statusCode).toBe(401);
    expect((await call('POST', '/api/photo_catalog/entries', student.token, body)).statusCode).toBe(403);
    // A rival organisation's staff cannot add to this album; a colleague cannot add the uploader's photo.
    expect((await call('POST', '/api/photo_catalog/entries', rival.token, body)).statusCode).toBe(403);
    expect((await call('POST', '/api/photo_catalog/entries', colleague.token, body)).statusCode).toBe(404);
    expect(
      (await call('POST', '/api/photo_catalog/entries', staff.token, { ...body, album_id: 999_999 })).statusCode,
    ).toBe(404);
    const noAlt = await call('POST', '/api/photo_catalog/entries', staff.token, { ...body, alt_text: ' ' });
    expect(noAlt.statusCode).toBe(422);
    expect(noAlt.json().error.fields).toEqual({ alt_text: T.altTextNeeded });
    const longAlt = await call('POST', '/api/photo_catalog/entries', staff.token, {
      ...body,
      alt_text: 'x'.repeat(251),
    });
    expect(longAlt.json().error.fields).toEqual({ alt_text: T.tooLong('Alt text', 250) });

    const added = await call('POST', '/api/photo_catalog/entries', staff.token, body);
    expect(added.statusCode).toBe(201);
    const entry = added.json().data;
    expect(entry).toMatchObject({ album_id: album, alt_text: body.alt_text });
    expect((await call('POST', '/api/photo_catalog/entries', staff.token, body)).statusCode).toBe(404);
    expect((await call('GET', '/api/photo_catalog/uploads', staff.token)).json().data).toEqual([]);

    const page = (await call('GET', `/api/photo_catalog?album_id=${album}`)).json().data;
    expect(page).toMatchObject({ maxPage: 1, page: 1, total: 1, album: { id: album, photo_count: 1 } });
    expect(page.instaData).toEqual([entry]);
    expect(page.album.cover.id).toBe(entry.id);

    expect((await call('DELETE', `/api/photo_catalog/entries/${entry.id}`)).statusCode).toBe(401);
    expect((await call('DELETE', `/api/photo_catalog/entries/${entry.id}`, student.token)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/photo_catalog/entries/${entry.id}`, rival.token)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/photo_catalog/entries/${entry.id}`, colleague.token)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/photo_catalog/entries/${entry.id}`, colleague.token)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: entry.large_url })).statusCode).toBe(404);
  });

  it('pages the public catalog, newest first, with instaData and maxPage', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const up = (await upload(staff.token)).json().data.id as number;
      const res = await call('POST', '/api/photo_catalog/entries', staff.token, {
        upload_id: up,
        album_id: album,
        alt_text: `Photo ${i}`,
      });
      ids.push(res.json().data.id);
    }
    const first = (await call('GET', '/api/photo_catalog?count=2')).json().data;
    expect(first.maxPage).toBe(2);
    expect(first.instaData.map((p: { id: number }) => p.id)).toEqual([ids[2], ids[1]]);
    const second = (await call('GET', '/api/photo_catalog?count=2&page=2')).json().data;
    expect(second.instaData.map((p: { id: number }) => p.id)).toEqual([ids[0]]);
    expect(second.album).toBeNull();
    expect((await call('GET', '/api/photo_catalog?album_id=999999')).statusCode).toBe(404);
    expect((await call('GET', '/api/photo_catalog?count=500')).statusCode).toBe(422);

    const albums = await call('GET', '/api/photo_catalog/albums');
    expect(albums.json().pagination.total).toBeGreaterThanOrEqual(3);
    expect(albums.json().data.find((a: { id: number }) => a.id === album).photo_count).toBe(3);
    expect((await call('GET', '/api/photo_catalog/albums?mine=true', rival.token)).json().data).toEqual([]);
    const mine = (await call('GET', '/api/photo_catalog/albums?mine=true', colleague.token)).json().data as {
      org: { id: number };
    }[];
    expect(mine.length).toBe(3);
    expect(mine.every((a) => a.org.id === orgId)).toBe(true);
  });
});
