/**
 * Shows the query plans of the events hot paths on PGlite with a realistic amount of data, so a
 * change that loses an index is visible. Not a test (plans depend on data and statistics):
 *   cd apps/api && node --import tsx test/explain-events.ts
 */
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import type { Db } from '../src/db/client';
import { openDatabase } from '../src/db/client';
import * as schema from '../src/db/schema';
import { seedDatabase } from '../src/seed';
import { printIndexUse, queryRecorder } from '../bench/support';
import { createEnrollmentsRepo } from '../src/modules/events/event-enrollments.repo';
import { createEventsRepo } from '../src/modules/events/events.repo';

const EVENTS = 20_000;
const STUDENTS = 2_000;
const HOT = 1_500;

const client = await PGlite.create();
const database = await openDatabase({ kind: 'pglite', client });
await database.migrate();
await seedDatabase(database.db, { demo: false });

process.stdout.write(`filling ${EVENTS} events, ${STUDENTS} students and their registrations...\n`);
await client.exec(`
  insert into users (id, name, email)
    select 'u' || g, 'Student ' || g, 's' || g || '@example.com' from generate_series(1, ${STUDENTS}) g;
  insert into profiles (user_id, profile_type, first_name, full_name, my_org_id, degree_id, specialization_id)
    select 'u' || g, 'STUDENT', 'Student', 'Student ' || g,
      (select id from orgs where org_type = 'INSTITUTION' order by id offset (g % 50) limit 1),
      (select id from degrees order by id offset (g % 10) limit 1),
      (select id from specializations order by id offset (g % 40) limit 1)
    from generate_series(1, ${STUDENTS}) g;
  insert into events (org_id, title, description, category, location, status, starts_at, duration_hours, apply_by,
      is_featured, published_at)
    select (select id from orgs order by id offset (g % 150) limit 1),
      (array['Cloud Workshop', 'Hackathon', 'Design Meetup', 'ML Webinar'])[1 + g % 4] || ' ' || g,
      'Event number ' || g, 'Workshop', 'Pune',
      (array['published', 'published', 'published', 'draft', 'closed'])[1 + g % 5],
      now() + ((g % 400) - 200) * interval '1 day', 3, current_date + (g % 400) - 200,
      g % 97 = 0, now() - (g % 30) * interval '1 day'
    from generate_series(1, ${EVENTS}) g;
  insert into event_enrollments (event_id, profile_id, status, inserted_at)
    select e, p, (array['applied', 'enrolled', 'rejected'])[1 + (e + p) % 3], now() - (p % 30) * interval '1 hour'
    from generate_series(1, 5) e, generate_series(1, ${HOT}) p;
  insert into event_enrollments (event_id, profile_id, status)
    select 6 + (g % (${EVENTS} - 10)), 1 + (g % ${STUDENTS}), 'enrolled' from generate_series(1, 30000) g
    on conflict do nothing;
  analyze;
`);

const recorder = queryRecorder();
const db = drizzle(client, { schema, logger: recorder.logger }) as unknown as Db;
const events = createEventsRepo(db);
const enrollments = createEnrollmentsRepo(db);
const page = { page: 2, count: 20, offset: 20 };

const cases: [string, () => Promise<unknown>][] = [
  ['public list (featured first)', () => events.listPublic({ from: new Date() }, page)],
  ['public list, featured only', () => events.listPublic({ from: new Date(), featuredOnly: true }, page)],
  ['public list, title text', () => events.listPublic({ from: new Date(), titleContains: 'hack' }, page)],
  ['organisation events', () => events.byOrg(100, undefined, page)],
  ['organisation published events', () => events.byOrg(100, 'published', page)],
  ['training student events', () => events.trainingStudentEvents(60, page)],
  ['applicants of an event', () => enrollments.applicants({ eventId: 3 }, page)],
  ['applicants, one status', () => enrollments.applicants({ eventId: 3, statuses: ['applied'] }, page)],
  ["a student's events", () => enrollments.mine(42, page)],
  ['counts by status', () => enrollments.countsByStatus(3)],
];

await printIndexUse(client, recorder, cases, ['events', 'event_enrollments']);
await client.close();
