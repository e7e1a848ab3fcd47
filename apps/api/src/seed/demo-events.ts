import fs from 'node:fs';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { EVENT_CATEGORIES, todayOf } from '@lbd/shared';
import { z } from 'zod';
import { SEED_DATA_DIR } from '../config/paths';
import type { Db } from '../db/client';
import {
  degrees,
  eventEnrollmentLogs,
  eventEnrollments,
  events,
  jobRoles,
  orgs,
  profiles,
  seedRuns,
  skills,
} from '../db/schema';

const DAY_MS = 86_400_000;
const DEMO_ORGS = {
  'demo-institution': 'institution@demo.learnbydoing.in',
  'demo-company': 'company@demo.learnbydoing.in',
} as const;
const DEMO_STUDENT_EMAIL = 'student@demo.learnbydoing.in';

/** One demo event as `data/demo_events.json` writes it. */
const demoEventSchema = z.object({
  /** 'demo-institution', 'demo-company', or the full name of another catalogue organisation. */
  org: z.string(),
  title: z.string().max(150),
  description: z.string(),
  category: z.enum(EVENT_CATEGORIES),
  is_online: z.boolean(),
  location: z.string().max(200),
  skills: z.array(z.string()),
  roles: z.array(z.string()),
  degrees: z.array(z.string()).optional(),
  /** Starts this many days from today at this time in India; registration closes `closesIn` days from today. */
  startsIn: z.number().int().positive(),
  time: z.string().regex(/^\d{2}:\d{2}$/),
  duration_hours: z.number().int().min(1).max(720),
  closesIn: z.number().int().min(0),
  capacity: z.number().int().positive().optional(),
  requires_approval: z.boolean().optional(),
  is_featured: z.boolean().optional(),
  postedAgo: z.number().int().min(0),
  /** The demo student's registration, if any. */
  demo_student: z.enum(['enrolled', 'applied']).optional(),
});
type DemoEvent = z.infer<typeof demoEventSchema>;

export function loadDemoEvents(dir = SEED_DATA_DIR): DemoEvent[] {
  return z.array(demoEventSchema).parse(JSON.parse(fs.readFileSync(path.join(dir, 'demo_events.json'), 'utf8')));
}

/**
 * Published demo events from the demo institution, the demo company and a few catalogue companies,
 * with the demo student registered for two of them, so the event pages are lively on a fresh start.
 * Runs once, after the demo accounts.
 */
export async function seedDemoEvents(db: Db, now = new Date()): Promise<number> {
  const DEMO_EVENTS = loadDemoEvents();
  const [done] = await db.select().from(seedRuns).where(eq(seedRuns.name, 'demo_events'));
  if (done) return 0;
  const accounts = await db
    .select({ id: profiles.id, org_id: profiles.my_org_id, email: sql<string>`lower(${profiles.email})` })
    .from(profiles)
    .where(
      inArray(sql`lower(${profiles.email})`, [
        DEMO_ORGS['demo-institution'],
        DEMO_ORGS['demo-company'],
        DEMO_STUDENT_EMAIL,
      ]),
    );
  const account = (email: string) => accounts.find((a) => a.email === email);
  const institution = account(DEMO_ORGS['demo-institution']);
  const company = account(DEMO_ORGS['demo-company']);
  if (!institution?.org_id || !company?.org_id) return 0;
  const student = account(DEMO_STUDENT_EMAIL);

  const all = (k: (e: DemoEvent) => string[] | undefined) => [...new Set(DEMO_EVENTS.flatMap((e) => k(e) ?? []))];
  const [skillRows, roleRows, degreeRows, orgRows] = await Promise.all([
    db
      .select({ id: skills.id, name: skills.display_name })
      .from(skills)
      .where(
        inArray(
          skills.display_name,
          all((e) => e.skills),
        ),
      ),
    db
      .select({ id: jobRoles.id, name: jobRoles.name })
      .from(jobRoles)
      .where(
        inArray(
          jobRoles.name,
          all((e) => e.roles),
        ),
      ),
    db
      .select({ id: degrees.id, name: degrees.name })
      .from(degrees)
      .where(
        inArray(
          degrees.name,
          all((e) => e.degrees),
        ),
      ),
    db
      .select({ id: orgs.id, name: orgs.full_name })
      .from(orgs)
      .where(
        inArray(
          orgs.full_name,
          all((e) => [e.org]),
        ),
      ),
  ]);
  const ids = (rows: { id: number; name: string }[], names: string[] = []) =>
    names.flatMap((n) => rows.filter((r) => r.name === n).map((r) => r.id));
  const day = (offset: number) => todayOf(new Date(now.getTime() + offset * DAY_MS));

  const rows = DEMO_EVENTS.flatMap((e) => {
    const own = e.org === 'demo-institution' ? institution : e.org === 'demo-company' ? company : null;
    const orgId = own ? own.org_id : orgRows.find((o) => o.name === e.org)?.id;
    if (!orgId) return [];
    return [
      {
        demo: e,
        values: {
          org_id: orgId,
          created_by_profile_id: own?.id ?? null,
          title: e.title,
          description: e.description,
          category: e.category,
          is_online: e.is_online,
          location: e.location,
          starts_at: new Date(`${day(e.startsIn)}T${e.time}:00+05:30`),
          duration_hours: e.duration_hours,
          apply_by: day(Math.min(e.closesIn, e.startsIn)),
          capacity: e.capacity ?? null,
          requires_approval: e.requires_approval ?? false,
          is_featured: e.is_featured ?? false,
          skill_ids: ids(skillRows, e.skills),
          job_role_ids: ids(roleRows, e.roles),
          degree_ids: ids(degreeRows, e.degrees),
          status: 'published' as const,
          published_at: new Date(now.getTime() - e.postedAgo * DAY_MS),
        },
      },
    ];
  });
  await db.transaction(async (tx) => {
    const created = await tx
      .insert(events)
      .values(rows.map((r) => r.values))
      .returning({ id: events.id });
    if (student) {
      for (const [i, row] of rows.entries()) {
        if (!row.demo.demo_student) continue;
        const [e] = await tx
          .insert(eventEnrollments)
          .values({ event_id: created[i]!.id, profile_id: student.id, status: row.demo.demo_student })
          .returning({ id: eventEnrollments.id });
        await tx.insert(eventEnrollmentLogs).values({
          enrollment_id: e!.id,
          from_status: null,
          to_status: row.demo.demo_student,
          actor_profile_id: student.id,
        });
      }
    }
    await tx.insert(seedRuns).values({ name: 'demo_events', version: '1' });
  });
  return rows.length;
}
