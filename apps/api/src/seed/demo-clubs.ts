import fs from 'node:fs';
import path from 'node:path';
import { ORG_CLUB_TYPES } from '@lbd/shared';
import { eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { SEED_DATA_DIR } from '../config/paths';
import type { Db } from '../db/client';
import { clubJoinRequests, clubMembers, clubs, jobRoles, orgs, profiles, seedRuns, skills } from '../db/schema';

const DEMO_EMAILS = {
  institution: 'institution@demo.learnbydoing.in',
  company: 'company@demo.learnbydoing.in',
  student: 'student@demo.learnbydoing.in',
  mentor: 'mentor@demo.learnbydoing.in',
};
const DAY_MS = 86_400_000;

/** One demo club as `data/demo_clubs.json` writes it. */
const demoClubSchema = z.object({
  /** null: the demo institution; 'demo-company': the demo company; else a catalogue organisation. */
  org: z.union([
    z.null(),
    z.literal('demo-company'),
    z.object({ name: z.string(), type: z.enum(['INSTITUTION', 'COMPANY']) }),
  ]),
  title: z.string().max(150),
  description: z.string().max(5000),
  club_type: z.enum(ORG_CLUB_TYPES),
  host: z.string().max(150),
  is_online: z.boolean().optional(),
  location: z.string().max(200),
  skills: z.array(z.string()),
  roles: z.array(z.string()),
  /** Published this many days ago. */
  postedAgo: z.number().int().min(0),
  /** The demo student's place: 'member', 'committee:<title>' or a 'pending' request. */
  student: z.string().optional(),
  /** The demo mentor's role in the club. */
  mentor: z.enum(['admin', 'committee']).optional(),
});
type DemoClub = z.infer<typeof demoClubSchema>;

export function loadDemoClubs(dir = SEED_DATA_DIR): DemoClub[] {
  return z.array(demoClubSchema).parse(JSON.parse(fs.readFileSync(path.join(dir, 'demo_clubs.json'), 'utf8')));
}

/**
 * Published demo clubs of the demo institution, the demo company and a few catalogue organisations,
 * with the demo student as a member, on a committee and waiting on a request, and the demo mentor as
 * a club admin. Runs once, after the demo accounts; answers how many clubs it added.
 */
export async function seedDemoClubs(db: Db, now = new Date()): Promise<number> {
  const DEMO = loadDemoClubs();
  const [done] = await db.select().from(seedRuns).where(eq(seedRuns.name, 'demo_clubs'));
  if (done) return 0;
  const people = await db
    .select({ id: profiles.id, email: profiles.email, org_id: profiles.my_org_id })
    .from(profiles)
    .where(inArray(sql`lower(${profiles.email})`, Object.values(DEMO_EMAILS)));
  const person = (email: string) => people.find((p) => p.email?.toLowerCase() === email);
  const institution = person(DEMO_EMAILS.institution);
  const company = person(DEMO_EMAILS.company);
  if (!institution?.org_id || !company?.org_id) return 0;
  const student = person(DEMO_EMAILS.student);
  const mentor = person(DEMO_EMAILS.mentor);

  const all = (k: (c: DemoClub) => string[]) => [...new Set(DEMO.flatMap(k))];
  const named = DEMO.flatMap((c) => (c.org && c.org !== 'demo-company' ? [c.org.name] : []));
  const [skillRows, roleRows, orgRows] = await Promise.all([
    db
      .select({ id: skills.id, name: skills.display_name })
      .from(skills)
      .where(
        inArray(
          skills.display_name,
          all((c) => c.skills),
        ),
      ),
    db
      .select({ id: jobRoles.id, name: jobRoles.name })
      .from(jobRoles)
      .where(
        inArray(
          jobRoles.name,
          all((c) => c.roles),
        ),
      ),
    named.length
      ? db
          .select({ id: orgs.id, name: orgs.full_name, type: orgs.org_type })
          .from(orgs)
          .where(inArray(orgs.full_name, named))
      : Promise.resolve([]),
  ]);
  const ids = (rows: { id: number; name: string }[], names: string[]) =>
    names.flatMap((n) => rows.filter((r) => r.name === n).map((r) => r.id));

  let added = 0;
  await db.transaction(async (tx) => {
    for (const c of DEMO) {
      const org = c.org;
      const owner =
        org === null
          ? institution
          : org === 'demo-company'
            ? company
            : { id: null, org_id: orgRows.find((o) => o.name === org.name && o.type === org.type)?.id };
      const orgId = owner?.org_id;
      if (!orgId) continue;
      const [row] = await tx
        .insert(clubs)
        .values({
          org_id: orgId,
          created_by_profile_id: owner.id,
          title: c.title,
          description: c.description,
          club_type: c.club_type,
          host: c.host,
          is_online: c.is_online ?? false,
          location: c.location,
          skill_ids: ids(skillRows, c.skills),
          job_role_ids: ids(roleRows, c.roles),
          status: 'published',
          published_at: new Date(now.getTime() - c.postedAgo * DAY_MS),
          inserted_at: new Date(now.getTime() - (c.postedAgo + 1) * DAY_MS),
        })
        .returning({ id: clubs.id });
      const clubId = row!.id;
      added += 1;
      if (mentor && c.mentor)
        await tx.insert(clubMembers).values({ club_id: clubId, profile_id: mentor.id, role: c.mentor });
      if (student && c.student) {
        if (c.student === 'pending') {
          await tx.insert(clubJoinRequests).values({
            club_id: clubId,
            profile_id: student.id,
            message: 'I have worked on two Kaggle datasets and would love to join the reading group.',
          });
        } else {
          const [role, title] = c.student.split(':');
          const joined = new Date(now.getTime() - Math.max(c.postedAgo - 2, 0) * DAY_MS);
          await tx.insert(clubJoinRequests).values({
            club_id: clubId,
            profile_id: student.id,
            status: 'accepted',
            decided_by_profile_id: owner.id,
            decided_at: joined,
            inserted_at: joined,
          });
          await tx.insert(clubMembers).values({
            club_id: clubId,
            profile_id: student.id,
            role: role === 'committee' ? 'committee' : 'member',
            committee_title: title ?? null,
            joined_at: joined,
          });
        }
      }
    }
    await tx.insert(seedRuns).values({ name: 'demo_clubs', version: '1' });
  });
  return added;
}
