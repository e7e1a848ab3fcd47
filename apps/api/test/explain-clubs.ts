/**
 * Shows the query plans of the clubs hot paths on PGlite with a realistic amount of data, so a
 * change that loses an index is visible. Not a test (plans depend on data and statistics):
 *   cd apps/api && node --import tsx test/explain-clubs.ts
 */
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import type { Db } from '../src/db/client';
import { openDatabase } from '../src/db/client';
import * as schema from '../src/db/schema';
import { seedDatabase } from '../src/seed';
import { printIndexUse, queryRecorder } from '../bench/support';
import { createClubMembersRepo } from '../src/modules/clubs/club-members.repo';
import { createClubsRepo } from '../src/modules/clubs/clubs.repo';

const CLUBS = 50_000;
const STUDENTS = 3_000;

const client = await PGlite.create();
const database = await openDatabase({ kind: 'pglite', client });
await database.migrate();
await seedDatabase(database.db, { demo: false });

process.stdout.write(`filling ${CLUBS} clubs, ${STUDENTS} students, members and requests...\n`);
await client.exec(`
  insert into users (id, name, email)
    select 'u' || g, 'Student ' || g, 's' || g || '@example.com' from generate_series(1, ${STUDENTS}) g;
  insert into profiles (user_id, profile_type, first_name, full_name, my_org_id)
    select 'u' || g, 'STUDENT', 'Student', 'Student ' || g,
      (select id from orgs where org_type = 'INSTITUTION' order by id offset (g % 50) limit 1)
    from generate_series(1, ${STUDENTS}) g;
  insert into clubs (org_id, title, description, club_type, host, location, status, published_at)
    select (select id from orgs order by id offset (g % 150) limit 1),
      (array['Robotics', 'Coding', 'Debate', 'Music', 'Photography'])[1 + g % 5] || ' Club ' || g,
      'Meets every week to build, practise and compete. Number ' || g,
      (array['Technical', 'Cultural', 'Sports', 'Literary'])[1 + g % 4],
      'Department ' || (g % 20), 'Block ' || (g % 9),
      (array['published', 'published', 'published', 'draft', 'closed'])[1 + g % 5],
      now() - (g % 365) * interval '1 day'
    from generate_series(1, ${CLUBS}) g;
  insert into club_members (club_id, profile_id, role)
    select 1 + (g % ${CLUBS}), 1 + (g % ${STUDENTS}), (array['member', 'member', 'member', 'committee'])[1 + g % 4]
    from generate_series(1, 60000) g on conflict do nothing;
  insert into club_join_requests (club_id, profile_id, status)
    select 1 + (g % 50), 1 + (g % ${STUDENTS}), (array['pending', 'accepted', 'rejected'])[1 + g % 3]
    from generate_series(1, 20000) g on conflict do nothing;
  analyze;
`);

const recorder = queryRecorder();
const db = drizzle(client, { schema, logger: recorder.logger }) as unknown as Db;
const clubs = createClubsRepo(db);
const members = createClubMembersRepo(db);
const page = { page: 2, count: 20, offset: 20 };

const cases: [string, () => Promise<unknown>][] = [
  ['public list', () => clubs.listPublic({}, page)],
  ['public list, one type', () => clubs.listPublic({ clubType: 'Cultural' }, page)],
  ['search, common word', () => clubs.listPublic({ query: 'robotics' }, page)],
  ['search, rare words', () => clubs.listPublic({ query: 'coding 4242' }, page)],
  ['organisation clubs', () => clubs.byOrg(20, {}, page)],
  ['clubs a mentor runs', () => clubs.runBy(7, page)],
  ['join requests of a club', () => members.requests(3, 'pending', page)],
  ['members of a club', () => members.members(3, undefined, page)],
  ["a student's clubs", () => members.myClubs(42, page)],
];

await printIndexUse(client, recorder, cases, ['clubs', 'club_members', 'club_join_requests']);
await client.close();
