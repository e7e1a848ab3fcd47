import { and, asc, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../db/client';
import { events, photoAlbums, photoCatalog, profiles, seedRuns, users } from '../db/schema';
import { storeImage, type StoredImage } from '../lib/images';
import type { FileStorage } from '../lib/storage';

/*
 * The demo photo catalog (issue 28 items 10 and 12): one album of the demo institution about its first
 * demo event, with eight photos drawn here as SVG scenes, rendered to JPEG with a phone's EXIF and a GPS
 * position, then stored the way every upload is (lib/images.ts): re-encoded, the location gone. The files
 * are stored first and the rows written in one transaction, so an interrupted start leaves no half album.
 */

const STEP = 'demo_photo_catalog';
const INSTITUTION = 'institution@demo.learnbydoing.in';
export const DEMO_ALBUM_TITLE = 'Demo Day 2026';

interface Scene {
  alt: string;
  sky: [string, string];
  ground: string;
  people: number;
  /** A screen or banner behind the people (a stage), or a table in front of them (a team at work). */
  prop: 'stage' | 'table' | 'robot' | 'wall';
}

export const DEMO_PHOTOS: Scene[] = [
  {
    alt: 'A student presents her team’s project on stage in front of a large screen',
    sky: ['#1d3557', '#457b9d'],
    ground: '#2b2d42',
    people: 1,
    prop: 'stage',
  },
  {
    alt: 'Four students work together around a table covered in laptops and notes',
    sky: ['#f1faee', '#a8dadc'],
    ground: '#6d597a',
    people: 4,
    prop: 'table',
  },
  {
    alt: 'A small wheeled robot built by the robotics club on a demo table',
    sky: ['#ffe8d6', '#ddbea9'],
    ground: '#6b705c',
    people: 2,
    prop: 'robot',
  },
  {
    alt: 'Visitors walk past a wall of project posters in the main hall',
    sky: ['#e9edc9', '#ccd5ae'],
    ground: '#495057',
    people: 5,
    prop: 'wall',
  },
  {
    alt: 'The judging panel listens to a pitch from the front row',
    sky: ['#264653', '#2a9d8f'],
    ground: '#1b262c',
    people: 3,
    prop: 'stage',
  },
  {
    alt: 'Two mentors review code with a student at a shared desk',
    sky: ['#fefae0', '#faedcd'],
    ground: '#7f5539',
    people: 3,
    prop: 'table',
  },
  {
    alt: 'The winning team holds up their certificates on stage',
    sky: ['#3d405b', '#81b29a'],
    ground: '#22223b',
    people: 4,
    prop: 'stage',
  },
  {
    alt: 'A crowd gathers around a line-following robot on the track',
    sky: ['#edf6f9', '#83c5be'],
    ground: '#006d77',
    people: 6,
    prop: 'robot',
  },
];

const COLOURS = ['#e63946', '#f4a261', '#2a9d8f', '#e9c46a', '#8d99ae', '#ffb4a2', '#90be6d', '#577590'];

/** One scene as SVG (shapes only: no text, so no fonts are needed). */
export function sceneSvg(scene: Scene, index: number, width = 1200, height = 800): string {
  const horizon = Math.round(height * 0.62);
  const props: Record<Scene['prop'], string> = {
    stage: `<rect x="${width * 0.2}" y="${height * 0.12}" width="${width * 0.6}" height="${height * 0.36}" rx="12" fill="#f8f9fa" opacity="0.92"/>
      <rect x="${width * 0.26}" y="${height * 0.18}" width="${width * 0.3}" height="${height * 0.05}" fill="${COLOURS[index % 8]}"/>
      <rect x="${width * 0.26}" y="${height * 0.27}" width="${width * 0.45}" height="${height * 0.03}" fill="#adb5bd"/>`,
    table: `<rect x="${width * 0.15}" y="${horizon + 40}" width="${width * 0.7}" height="${height * 0.12}" rx="10" fill="#bc6c25"/>
      <rect x="${width * 0.25}" y="${horizon + 10}" width="120" height="40" rx="4" fill="#343a40"/>
      <rect x="${width * 0.55}" y="${horizon + 10}" width="120" height="40" rx="4" fill="#343a40"/>`,
    robot: `<rect x="${width * 0.42}" y="${horizon - 10}" width="${width * 0.16}" height="${height * 0.12}" rx="14" fill="#adb5bd"/>
      <circle cx="${width * 0.46}" cy="${horizon + height * 0.12}" r="22" fill="#212529"/>
      <circle cx="${width * 0.54}" cy="${horizon + height * 0.12}" r="22" fill="#212529"/>
      <circle cx="${width * 0.47}" cy="${horizon + 20}" r="9" fill="#4cc9f0"/><circle cx="${width * 0.53}" cy="${horizon + 20}" r="9" fill="#4cc9f0"/>`,
    wall: Array.from(
      { length: 5 },
      (_, i) =>
        `<rect x="${width * (0.06 + i * 0.18)}" y="${height * 0.14}" width="${width * 0.14}" height="${height * 0.3}" fill="${COLOURS[(index + i) % 8]}" opacity="0.85"/>`,
    ).join(''),
  };
  const people = Array.from({ length: scene.people }, (_, i) => {
    const x = (width * (i + 1)) / (scene.people + 1);
    const colour = COLOURS[(index * 3 + i) % 8];
    return `<circle cx="${x}" cy="${horizon - 70}" r="34" fill="#8d5524"/>
      <rect x="${x - 48}" y="${horizon - 32}" width="96" height="150" rx="40" fill="${colour}"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${scene.sky[0]}"/><stop offset="1" stop-color="${scene.sky[1]}"/></linearGradient></defs>
    <rect width="${width}" height="${height}" fill="url(#sky)"/>
    <rect y="${horizon}" width="${width}" height="${height - horizon}" fill="${scene.ground}"/>
    ${props[scene.prop]}${people}
  </svg>`;
}

/** A scene as a phone would save it: JPEG with the camera's EXIF and where it was taken. */
export function scenePhoto(scene: Scene, index: number): Promise<Buffer> {
  return sharp(Buffer.from(sceneSvg(scene, index)))
    .jpeg({ quality: 82 })
    .withExifMerge({
      IFD0: { Make: 'PhoneCam', Model: 'Demo 1' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '12/1 58/1 17/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '77/1 35/1 40/1',
      },
    })
    .toBuffer();
}

export async function seedDemoPhotoCatalog(
  db: Db,
  { storage, now = new Date() }: { storage: FileStorage; now?: Date },
) {
  const [done] = await db.select().from(seedRuns).where(eq(seedRuns.name, STEP));
  if (done) return 0;
  const [institution] = await db
    .select({ id: profiles.id, user_id: profiles.user_id, org_id: profiles.my_org_id })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.user_id))
    .where(eq(sql`lower(${profiles.email})`, INSTITUTION));
  if (!institution?.org_id || !institution.user_id) return 0;
  const [event] = await db
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.org_id, institution.org_id), eq(events.status, 'published')))
    .orderBy(asc(events.id))
    .limit(1);

  const stored: { scene: Scene; image: StoredImage }[] = [];
  for (const [i, scene] of DEMO_PHOTOS.entries()) {
    const result = await storeImage(storage, 'photos', await scenePhoto(scene, i));
    if (!result.ok) throw new Error(`demo photo ${i}: ${result.reason}`);
    stored.push({ scene, image: result.image });
  }
  await db.transaction(async (tx) => {
    const [album] = await tx
      .insert(photoAlbums)
      .values({
        org_id: institution.org_id!,
        event_id: event?.id ?? null,
        title: DEMO_ALBUM_TITLE,
        description: 'Projects, robots and pitches from the demo day of our students and clubs.',
        created_by_profile_id: institution.id,
        inserted_at: now,
      })
      .returning({ id: photoAlbums.id });
    await tx.insert(photoCatalog).values(
      stored.map(({ scene, image }, i) => ({
        uploaded_by_user_id: institution.user_id!,
        album_id: album!.id,
        alt_text: scene.alt,
        width: image.width,
        height: image.height,
        keys: image.keys,
        inserted_at: new Date(now.getTime() - (stored.length - i) * 60_000),
        added_at: new Date(now.getTime() - (stored.length - i) * 60_000),
      })),
    );
    await tx.insert(seedRuns).values({ name: STEP, version: '1' });
  });
  return stored.length;
}
