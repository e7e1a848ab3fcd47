import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '../src/seed/demo';
import { seedDemoEvents } from '../src/seed/demo-events';
import { DEMO_PAST_SESSION_TITLE, DEMO_SESSION_TITLE, seedDemoMeetings } from '../src/seed/demo-meetings';
import { DEMO_ALBUM_TITLE, DEMO_PHOTOS, scenePhoto, seedDemoPhotoCatalog } from '../src/seed/demo-photo-catalog';
import { createTestApp } from './app';
import { bearer, signIn } from './factories';

type Row = Record<string, unknown>;

describe('the demo album and sessions', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('seeds an album of generated photos, stored without their location, and two sessions of the demo mentor, once', async () => {
    const db = t.database.db;
    const storage = t.app.services.storage;
    expect(await seedDemoPhotoCatalog(db, { storage })).toBe(0);
    expect(await seedDemoMeetings(db)).toBe(0);
    const accounts = (await seedDemoAccounts(db, t.app.services.identityProvider))!;
    await seedDemoEvents(db);
    expect(await seedDemoPhotoCatalog(db, { storage })).toBe(DEMO_PHOTOS.length);
    expect(await seedDemoPhotoCatalog(db, { storage })).toBe(0);
    expect(await seedDemoMeetings(db)).toBe(2);
    expect(await seedDemoMeetings(db)).toBe(0);

    // The generated originals carry GPS; what is served does not.
    expect((await sharp(await scenePhoto(DEMO_PHOTOS[0]!, 0)).metadata()).exif).toBeDefined();
    const page = (await t.app.inject({ method: 'GET', url: '/api/photo_catalog' })).json().data;
    expect(page.instaData).toHaveLength(DEMO_PHOTOS.length);
    expect(page.instaData.every((p: Row) => typeof p.alt_text === 'string' && (p.alt_text as string).length > 10)).toBe(
      true,
    );
    const served = await t.app.inject({ method: 'GET', url: page.instaData[0].large_url });
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.exif]).toEqual(['webp', undefined]);
    const albums = (await t.app.inject({ method: 'GET', url: '/api/photo_catalog/albums' })).json().data as Row[];
    expect(albums.map((a) => a.title)).toEqual([DEMO_ALBUM_TITLE]);
    expect(albums[0]!.event).not.toBeNull();

    const student = accounts.find((a) => a.role === 'Student')!;
    const token = (await signIn(t.app, student.email, student.password)).token;
    const upcoming = (
      await t.app.inject({ method: 'GET', url: '/api/video_meeting_posts', headers: bearer(token) })
    ).json().data as Row[];
    expect(upcoming.map((m) => [m.title, m.state, m.going])).toEqual([[DEMO_SESSION_TITLE, 'scheduled', true]]);
    const past = (
      await t.app.inject({ method: 'GET', url: '/api/video_meeting_posts?when=past', headers: bearer(token) })
    ).json().data as Row[];
    expect(past.map((m) => [m.title, m.state, m.attended])).toEqual([[DEMO_PAST_SESSION_TITLE, 'ended', true]]);
    expect(past[0]!.recording_url).toMatch(/^https:\/\//);
  });
});
