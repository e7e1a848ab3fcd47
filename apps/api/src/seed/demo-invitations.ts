import { eq, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/client';
import { seedRuns } from '../db/schema';
import { NOTIFICATION_MESSAGES, type Notifier } from '../modules/notifications';

const STEP = 'demo-invitations';
const INSTITUTION = 'institution@demo.learnbydoing.in';
const STUDENT = 'student@demo.learnbydoing.in';

/**
 * Invitations of the demo institution (issue 23 item 30): the demo student is invited to one of its clubs
 * they are not in and to one of its coming events (both waiting for an answer, with bell items); a few of
 * its other students were invited too, one of whom accepted and one declined, so the club's dashboard and
 * the admins' list show every status. Runs once; a start stopped halfway runs it again from the start.
 */
export async function seedDemoInvitations(
  db: Db,
  { notifier, now = new Date() }: { notifier?: Notifier; now?: Date } = {},
) {
  const [done] = await db.select().from(seedRuns).where(eq(seedRuns.name, STEP));
  if (done) return 0;
  const [institution] = rowsOf<{ id: number; org_id: number | null; org_name: string | null }>(
    await db.execute(sql`select p.id, p.my_org_id as org_id, o.full_name as org_name from profiles p
      left join orgs o on o.id = p.my_org_id where lower(p.email) = ${INSTITUTION}`),
  );
  const [student] = rowsOf<{ id: number }>(
    await db.execute(sql`select id from profiles where lower(email) = ${STUDENT}`),
  );
  if (!institution?.org_id || !student) return 0;
  const org = institution.org_id;
  const [club] = rowsOf<{ id: number; title: string }>(
    await db.execute(sql`select c.id, c.title from clubs c where c.org_id = ${org} and c.status = 'published'
      and not exists (select 1 from club_members m where m.club_id = c.id and m.profile_id = ${student.id})
      and not exists (select 1 from club_join_requests r where r.club_id = c.id and r.profile_id = ${student.id})
      order by c.id limit 1`),
  );
  const [event] = rowsOf<{ id: number; title: string }>(
    await db.execute(sql`select e.id, e.title from events e where e.org_id = ${org} and e.status = 'published'
      and (e.starts_at is null or e.starts_at > ${now})
      and not exists (select 1 from event_enrollments x where x.event_id = e.id and x.profile_id = ${student.id})
      order by e.starts_at nulls last, e.id limit 1`),
  );
  // Three other students of the institute (the demo cohort).
  const others = rowsOf<{ id: number }>(
    await db.execute(sql`select id from profiles where profile_type = 'STUDENT' and active and my_org_id = ${org}
      and id <> ${student.id} order by id limit 3`),
  );
  if (!club || !event) return 0;
  const day = (n: number) => new Date(now.getTime() - n * 86_400_000);

  const write = async (tx: Parameters<Parameters<Db['transaction']>[0]>[0]) => {
    // What a start stopped in the middle of this step left goes, and the step runs again.
    await tx.execute(sql`delete from item_invitations where invited_by_profile_id = ${institution.id}`);
    const invite = async (kind: 'club' | 'event', itemId: number, profileId: number, answer: string, ago: number) => {
      const column = kind === 'club' ? sql.raw('club_id') : sql.raw('event_id');
      await tx.execute(sql`insert into item_invitations (kind, ${column}, profile_id, invited_by_profile_id, answer, answered_at, inserted_at)
        values (${kind}, ${itemId}, ${profileId}, ${institution.id}, ${answer}, ${answer === 'invited' ? null : day(ago - 1)}, ${day(ago)})`);
    };
    await invite('club', club.id, student.id, 'invited', 1);
    await invite('event', event.id, student.id, 'invited', 2);
    const [accepted, declined, waiting] = others;
    if (accepted) {
      await invite('club', club.id, accepted.id, 'accepted', 6);
      await tx.execute(sql`insert into club_members (club_id, profile_id, role, joined_at)
        values (${club.id}, ${accepted.id}, 'member', ${day(5)}) on conflict (club_id, profile_id) do nothing`);
    }
    if (declined) await invite('club', club.id, declined.id, 'declined', 6);
    if (waiting) await invite('event', event.id, waiting.id, 'invited', 3);
    if (notifier) {
      await notifier.record(tx, {
        kind: 'club_invitation',
        profile_ids: [student.id],
        message: NOTIFICATION_MESSAGES.clubInvitation(club.title, institution.org_name),
        targets: { club_id: club.id },
        performer_profile_id: institution.id,
      });
      await notifier.record(tx, {
        kind: 'event_invitation',
        profile_ids: [student.id],
        message: NOTIFICATION_MESSAGES.eventInvitation(event.title, institution.org_name),
        targets: { event_id: event.id },
        performer_profile_id: institution.id,
      });
    }
    await tx.insert(seedRuns).values({ name: STEP, version: '1' });
  };
  await (notifier ? notifier.transaction(write) : db.transaction(write));
  return 2 + others.length;
}
