import { asc, eq, sql } from 'drizzle-orm';
import { saveShortlistBodySchema, type ShortlistFilterInput } from '@lbd/shared';
import type { Db } from '../db/client';
import { profiles, seedRuns, specializations } from '../db/schema';
import type { Actor } from '../lib/access';
import { ConflictError, ValidationError } from '../lib/errors';
import type { MailLists } from '../modules/mail-notifications';
import { createShortlistsService } from '../modules/shortlists';

const DEMO_INSTITUTION_EMAIL = 'institution@demo.learnbydoing.in';
const STEP = 'demo_shortlist';

/** Seeding writes no email: a shortlist's mail goes through the running app's queue. */
const NO_MAIL = {
  addSource() {},
  requestFor() {
    throw new Error('the demo shortlist sends no email');
  },
} as unknown as MailLists;

/**
 * One saved shortlist of the demo institute (issue 24 item 6), so /shortlist shows one on a fresh
 * start: its computer-science students of next year's batch (this placement season's) with a CGPA of
 * 7.5 or more and no backlogs, saved by the demo institution through the same rules as the API. Runs once, after the cohort; the
 * save is one transaction, so a start stopped in the middle leaves nothing (or the whole list, found
 * by its name next time).
 */
export async function seedDemoShortlist(db: Db, now = new Date()): Promise<number> {
  const [done] = await db.select().from(seedRuns).where(eq(seedRuns.name, STEP));
  if (done) return 0;
  const [cohort] = await db.select().from(seedRuns).where(eq(seedRuns.name, 'demo_institute_cohort'));
  if (!cohort) return 0;
  const [institution] = await db
    .select({ id: profiles.id, user_id: profiles.user_id, org_id: profiles.my_org_id })
    .from(profiles)
    .where(sql`lower(${profiles.email}) = ${DEMO_INSTITUTION_EMAIL}`);
  if (!institution?.org_id) return 0;
  const [cse] = await db
    .select({ id: specializations.id })
    .from(specializations)
    .where(sql`lower(${specializations.name}) like 'computer science%'`)
    .orderBy(asc(specializations.id))
    .limit(1);
  if (!cse) return 0;

  const actor: Actor = {
    userId: institution.user_id,
    isAdmin: false,
    profile: { id: institution.id, profile_type: 'INSTITUTION', active: true, org_id: institution.org_id },
  };
  const service = createShortlistsService({ db, mailLists: NO_MAIL, origin: '', clock: () => now });
  const year = now.getFullYear();
  const base: ShortlistFilterInput = { specialization_ids: [cse.id], cgpa_min: 7.5, max_backlogs: 0 };
  // The batch placements are for now (graduating next year), else this year's; should the cohort hold
  // no such student in either, every batch.
  const tries: [string, ShortlistFilterInput][] = [
    ...[year + 1, year].map((b): [string, ShortlistFilterInput] => [
      `CSE ${b}, CGPA 7.5+, no backlogs`,
      { ...base, batches: [b] },
    ]),
    ['CSE, CGPA 7.5+, no backlogs', base],
  ];
  let saved = 0;
  for (const [name, filter] of tries) {
    try {
      saved = (await service.save(actor, saveShortlistBodySchema.parse({ name, filter }))).student_count;
      break;
    } catch (err) {
      if (err instanceof ConflictError) break; // Saved by a start that stopped before its mark.
      if (!(err instanceof ValidationError)) throw err;
    }
  }
  await db.insert(seedRuns).values({ name: STEP, version: '1' }).onConflictDoNothing();
  return saved;
}
