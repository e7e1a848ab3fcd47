import { EVENT_CATEGORIES, ORG_CLUB_TYPES } from '@lbd/shared';
import { NOTIFICATION_MESSAGES } from '../../modules/notifications/notifications.messages';
import {
  DAY,
  around,
  between,
  draw,
  fill,
  groupBy,
  isoDate,
  pushBell,
  write,
  type BellItems,
  type GeneratedClub,
  type GeneratedEvent,
  type ScaleContext,
  type Student,
} from './context';
import type { Row } from './loader';
import * as V from './vocabulary';

/*
 * Events and clubs of the generated organisations, and, a batch of students at a time, their event
 * registrations (with the status history and the acceptance notifications the enrolments module
 * sends) and their requests to join clubs (accepted ones as memberships, with the welcome
 * notification the club members module sends).
 */

const HOUR = 3_600_000;
/** India is UTC+5:30: an event at 10:00 in India starts at 04:30 UTC. */
const IST_OFFSET = 5.5 * HOUR;

/** The generated organisation profiles that post: companies and institutions, a few very active. */
function posters(ctx: ScaleContext, label: string, institutionShare: number) {
  const rng = ctx.rng.fork(label);
  const companies = rng.sample(
    ctx.orgs.filter((o) => o.type === 'COMPANY'),
    Number.MAX_SAFE_INTEGER,
  );
  const institutes = rng.sample(
    ctx.orgs.filter((o) => o.type === 'INSTITUTION'),
    Number.MAX_SAFE_INTEGER,
  );
  return () =>
    rng.chance(institutionShare) || companies.length === 0
      ? institutes[rng.skewed(institutes.length, 0.8)]!
      : companies[rng.skewed(companies.length, 0.8)]!;
}

// ---------------------------------------------------------------------------------------------
// Events.
// ---------------------------------------------------------------------------------------------

export async function generateEvents(ctx: ScaleContext): Promise<void> {
  const rng = ctx.rng.fork('events');
  const { cat, opts } = ctx;
  const today = opts.today.getTime();
  const poster = posters(ctx, 'event-posters', 0.55);
  const rows: Row[] = [];
  const meta: (Omit<GeneratedEvent, 'id'> & { uuid: string })[] = [];
  for (let i = 0; i < opts.events; i++) {
    const org = poster();
    const role = rng.pick(cat.jobRoles);
    const category = rng.pick(EVENT_CATEGORIES);
    const skillIds = rng.sample(role.skillIds, rng.int(2, 5));
    const skillNames = skillIds.map((id) => cat.skills.get(id) ?? 'teamwork');
    const hours = category === 'Hackathon' ? rng.pick([24, 36, 48]) : rng.int(1, 8);
    const words = {
      role: role.name,
      category,
      year: String(opts.today.getUTCFullYear()),
      domain: rng.pick(V.DOMAINS),
      skill1: skillNames[0] ?? 'Excel',
      skill2: skillNames[1] ?? 'communication',
      org: org.name.split(',')[0]!,
      hours: String(hours),
    };
    const title = fill(rng.pick(V.EVENT_TITLE_PATTERNS), words).slice(0, 150);
    const description = [
      role.description,
      fill(rng.pick(V.EVENT_SENTENCES), words),
      fill(rng.pick(V.EVENT_SENTENCES), words),
    ].join(' ');
    const isOnline = rng.chance(0.35);
    const city = rng.pick(cat.cities);
    // Over the last five months and the next three; at 10:00, 14:00 or 18:00 in India.
    const day = Math.floor(today / DAY) * DAY + rng.int(-150, 90) * DAY;
    const startsAt = day + rng.pick([10, 14, 18]) * HOUR - IST_OFFSET;
    const endsAt = startsAt + hours * HOUR;
    const draft = rng.chance(0.07);
    const publishedAt = draft ? -1 : Math.min(today - rng.int(1, 40 * 24) * 60_000, startsAt - rng.int(3, 60) * DAY);
    const insertedAt = (draft ? today - rng.int(1, 30) * DAY : publishedAt) - rng.int(0, 3 * 24) * 60_000;
    const applyBy = isoDate(Math.max(publishedAt, startsAt - rng.int(0, 3) * DAY) + IST_OFFSET);
    const closed = !draft && endsAt < today && rng.chance(0.3);
    const closedAt = closed ? Math.min(today - 60_000, endsAt + rng.int(1, 5) * DAY) : null;
    const capacity = rng.chance(0.5) ? null : rng.pick([50, 100, 150, 200, 300, 500, 1000]);
    const requiresApproval = rng.chance(0.3);
    const uuid = rng.uuid();
    rows.push([
      uuid,
      org.id,
      ctx.orgProfile.get(org.id)!,
      title,
      description,
      category,
      isOnline,
      isOnline
        ? ''
        : `${rng.pick(['Main Auditorium', 'Seminar Hall 2', 'Conference Centre', 'Block C, Room 101'])}, ${city.name}`,
      new Date(startsAt),
      hours,
      applyBy,
      capacity,
      requiresApproval,
      rng.chance(0.04),
      skillIds,
      [role.id],
      draft ? 'draft' : closed ? 'closed' : 'published',
      draft ? null : new Date(publishedAt),
      closedAt === null ? null : new Date(closedAt),
      new Date(insertedAt),
      new Date(closedAt ?? (draft ? insertedAt : publishedAt)),
    ]);
    // Registration closes at the end of apply_by in India, at the start, or when the event is closed.
    const applyByEnd = Date.parse(`${applyBy}T00:00:00Z`) + DAY - IST_OFFSET - 1;
    meta.push({
      uuid,
      title,
      orgName: org.name,
      performer: ctx.orgProfile.get(org.id)!,
      roleType: role.type,
      skillIds,
      jobRoleIds: [role.id],
      publishedAt,
      registerBy: Math.min(applyByEnd, startsAt, closedAt ?? Infinity),
      startsAt,
      endsAt,
      capacity,
      requiresApproval,
      seats: 0,
    });
  }
  await write(
    ctx,
    'events',
    [
      'uuid',
      'org_id',
      'created_by_profile_id',
      'title',
      'description',
      'category',
      'is_online',
      'location',
      'starts_at',
      'duration_hours',
      'apply_by',
      'capacity',
      'requires_approval',
      'is_featured',
      'skill_ids',
      'job_role_ids',
      'status',
      'published_at',
      'closed_at',
      'inserted_at',
      'updated_at',
    ],
    rows,
  );
  const ids = await idsByUuid(
    ctx,
    'events',
    meta.map((m) => m.uuid),
  );
  ctx.events = meta.map(({ uuid, ...m }) => ({ ...m, id: ids.get(uuid)! }));
}

/** Ids of freshly written rows by their uuid. */
export async function idsByUuid(ctx: ScaleContext, table: 'events' | 'clubs' | 'jobs', uuids: string[]) {
  const ids = new Map<string, number>();
  for (let i = 0; i < uuids.length; i += 10_000) {
    const found = await ctx.loader.query<{ id: number; uuid: string }>(
      `select id, uuid::text as uuid from ${table} where uuid = any($1::uuid[])`,
      [uuids.slice(i, i + 10_000)],
    );
    for (const r of found) ids.set(r.uuid, r.id);
  }
  return ids;
}

// ---------------------------------------------------------------------------------------------
// Clubs.
// ---------------------------------------------------------------------------------------------

export async function generateClubs(ctx: ScaleContext): Promise<void> {
  const rng = ctx.rng.fork('clubs');
  const { cat, opts } = ctx;
  const today = opts.today.getTime();
  const poster = posters(ctx, 'club-posters', 0.8);
  const rows: Row[] = [];
  const meta: (Omit<GeneratedClub, 'id'> & { uuid: string; insertedAt: number })[] = [];
  for (let i = 0; i < opts.clubs; i++) {
    const org = poster();
    const clubType = rng.pick(ORG_CLUB_TYPES);
    const name = rng.pick(V.CLUB_NAMES[clubType] ?? V.CLUBS);
    const title = `${name}, ${org.name.split(',')[0]!}`.slice(0, 150);
    const role = rng.pick(cat.jobRoles);
    const status = rng.weighted([
      ['published', 90],
      ['draft', 5],
      ['closed', 5],
    ] as const);
    const insertedAt = today - rng.int(10, 900) * DAY - rng.int(0, 24 * 60) * 60_000;
    const publishedAt = status === 'draft' ? -1 : insertedAt + rng.int(0, 5) * DAY;
    const closedAt = status === 'closed' ? between(rng, publishedAt, today) : null;
    const isOnline = rng.chance(0.15);
    const uuid = rng.uuid();
    rows.push([
      uuid,
      org.id,
      ctx.orgProfile.get(org.id)!,
      title,
      [rng.pick(V.CLUB_SENTENCES), rng.pick(V.CLUB_SENTENCES)].join(' '),
      clubType,
      rng.pick(V.CLUB_HOSTS),
      isOnline,
      isOnline
        ? 'Google Meet, Wednesdays 8 pm'
        : rng.pick(['Seminar Hall 2', 'Activity Centre, Room 12', 'Main Ground']),
      rng.sample(role.skillIds, rng.int(1, 4)),
      [role.id],
      status,
      publishedAt < 0 ? null : new Date(publishedAt),
      closedAt === null ? null : new Date(closedAt),
      new Date(insertedAt),
      new Date(closedAt ?? Math.max(insertedAt, publishedAt)),
    ]);
    meta.push({
      uuid,
      title,
      orgId: org.id,
      performer: ctx.orgProfile.get(org.id)!,
      publishedAt: status === 'published' ? publishedAt : -1,
      insertedAt,
    });
  }
  await write(
    ctx,
    'clubs',
    [
      'uuid',
      'org_id',
      'created_by_profile_id',
      'title',
      'description',
      'club_type',
      'host',
      'is_online',
      'location',
      'skill_ids',
      'job_role_ids',
      'status',
      'published_at',
      'closed_at',
      'inserted_at',
      'updated_at',
    ],
    rows,
  );
  const ids = await idsByUuid(
    ctx,
    'clubs',
    meta.map((m) => m.uuid),
  );
  ctx.clubs = meta.map(({ uuid, insertedAt: _at, ...m }) => ({ ...m, id: ids.get(uuid)! }));
  // Whoever creates a club runs it (as the clubs module does on create).
  await write(
    ctx,
    'club_members',
    ['club_id', 'profile_id', 'role', 'joined_at'],
    meta.map((m) => [ids.get(m.uuid)!, m.performer, 'admin', new Date(m.insertedAt)]),
  );
}

// ---------------------------------------------------------------------------------------------
// A batch of students: event registrations.
// ---------------------------------------------------------------------------------------------

type EnrolmentStatus = 'applied' | 'enrolled' | 'rejected' | 'withdrawn' | 'attended';

interface EnrolmentStep {
  from: EnrolmentStatus | null;
  to: EnrolmentStatus;
  byOrg: boolean;
  at: number;
}

/** What students pick from: events that took registrations (by career-path type), published clubs (by organisation). */
export function activityPools(ctx: ScaleContext) {
  const events = ctx.events.filter((e) => e.publishedAt >= 0 && e.registerBy > e.publishedAt);
  const clubs = ctx.clubs.filter((c) => c.publishedAt >= 0);
  return {
    events: { open: events, byType: groupBy(events, (e) => e.roleType) },
    clubs: { open: clubs, byOrg: groupBy(clubs, (c) => c.orgId) },
  };
}
export type ActivityPools = ReturnType<typeof activityPools>;

export async function writeEnrolments(
  ctx: ScaleContext,
  students: Student[],
  start: number,
  pools: ActivityPools,
  bell: BellItems,
) {
  const today = ctx.opts.today.getTime();
  const { open, byType } = pools.events;
  const rows: Row[] = [];
  const made: { event: GeneratedEvent; profileId: number; steps: EnrolmentStep[] }[] = [];
  students.forEach((s, k) => {
    const rng = ctx.rng.fork(`enrolments-${start + k}`);
    const wanted = around(rng, ctx.opts.enrolmentsPerStudent, ctx.opts.enrolmentsPerStudent);
    const chosen = draw(rng, rng.chance(0.7) ? (byType.get(rng.pick(s.roleTypes)) ?? open) : open, wanted, (e) => {
      const from = Math.max(e.publishedAt, s.joinedAt);
      return Math.min(e.registerBy, today - 60_000) > from && (e.capacity === null || e.seats < e.capacity);
    });
    for (const event of chosen) {
      const at = between(rng, Math.max(event.publishedAt, s.joinedAt), Math.min(event.registerBy, today - 60_000));
      const steps: EnrolmentStep[] = [];
      const first: EnrolmentStatus = event.requiresApproval ? 'applied' : 'enrolled';
      steps.push({ from: null, to: first, byOrg: false, at });
      let now: EnrolmentStatus = first;
      const decideBy = Math.min(event.startsAt, today - 30_000);
      if (event.requiresApproval && decideBy > at) {
        const outcome = rng.weighted([
          ['enrolled', 65],
          ['rejected', 15],
          ['applied', 10],
          ['withdrawn', 10],
        ] as const);
        if (outcome !== 'applied') {
          const when = between(rng, at, decideBy);
          steps.push({ from: 'applied', to: outcome, byOrg: outcome !== 'withdrawn', at: when });
          now = outcome;
          if (outcome === 'enrolled')
            pushBell(bell, s.profileId, {
              kind: 'event_join_accepted',
              at: when + 1000,
              message: NOTIFICATION_MESSAGES.eventJoinAccepted(event.title),
              performer: event.performer,
              eventId: event.id,
            });
        }
      } else if (!event.requiresApproval && decideBy > at && rng.chance(0.08)) {
        steps.push({ from: 'enrolled', to: 'withdrawn', byOrg: false, at: between(rng, at, decideBy) });
        now = 'withdrawn';
      }
      if (now === 'enrolled' && event.endsAt < today && rng.chance(0.7)) {
        steps.push({ from: 'enrolled', to: 'attended', byOrg: true, at: Math.min(today - 1000, event.endsAt + HOUR) });
        now = 'attended';
      }
      if (now === 'enrolled' || now === 'attended') event.seats++;
      made.push({ event, profileId: s.profileId, steps });
      rows.push([event.id, s.profileId, now, new Date(at), new Date(steps[steps.length - 1]!.at)]);
    }
  });
  await write(ctx, 'event_enrollments', ['event_id', 'profile_id', 'status', 'inserted_at', 'updated_at'], rows);
  const ids = new Map(
    (
      await ctx.loader.query<{ id: number; event_id: number; profile_id: number }>(
        'select id, event_id, profile_id from event_enrollments where profile_id = any($1::int[])',
        [students.map((s) => s.profileId)],
      )
    ).map((r) => [`${r.profile_id}:${r.event_id}`, r.id]),
  );
  await write(
    ctx,
    'event_enrollment_logs',
    ['enrollment_id', 'from_status', 'to_status', 'actor_profile_id', 'at'],
    made.flatMap((m) =>
      m.steps.map((step) => [
        ids.get(`${m.profileId}:${m.event.id}`)!,
        step.from,
        step.to,
        step.byOrg ? m.event.performer : m.profileId,
        new Date(step.at),
      ]),
    ),
  );
}

// ---------------------------------------------------------------------------------------------
// A batch of students: club join requests and memberships.
// ---------------------------------------------------------------------------------------------

export async function writeClubRequests(
  ctx: ScaleContext,
  students: Student[],
  start: number,
  pools: ActivityPools,
  bell: BellItems,
) {
  const today = ctx.opts.today.getTime();
  const { open, byOrg } = pools.clubs;
  const requests: Row[] = [];
  const members: Row[] = [];
  students.forEach((s, k) => {
    const rng = ctx.rng.fork(`clubs-${start + k}`);
    const wanted = around(rng, ctx.opts.clubRequestsPerStudent, ctx.opts.clubRequestsPerStudent);
    // Mostly the clubs of the student's own institute, when it runs any.
    const own = byOrg.get(s.org.id);
    const chosen = draw(rng, own && rng.chance(0.7) ? own : open, wanted, (c) => c.publishedAt < today - DAY);
    for (const club of chosen) {
      const at = between(rng, Math.max(club.publishedAt, s.joinedAt), today - 60_000);
      const status = rng.weighted([
        ['accepted', 80],
        ['pending', 10],
        ['rejected', 5],
        ['withdrawn', 5],
      ] as const);
      const decidedAt = status === 'pending' ? null : between(rng, at, Math.min(today - 30_000, at + 10 * DAY));
      requests.push([
        club.id,
        s.profileId,
        status,
        rng.chance(0.4) ? rng.pick(V.JOIN_MESSAGES) : null,
        status === 'accepted' || status === 'rejected' ? club.performer : null,
        decidedAt === null ? null : new Date(decidedAt),
        new Date(at),
        new Date(decidedAt ?? at),
      ]);
      if (status === 'accepted') {
        const role = rng.weighted([
          ['member', 88],
          ['committee', 10],
          ['admin', 2],
        ] as const);
        members.push([
          club.id,
          s.profileId,
          role,
          role === 'committee' ? rng.pick(V.COMMITTEE_TITLES) : null,
          new Date(decidedAt!),
        ]);
        pushBell(bell, s.profileId, {
          kind: 'club_join_accepted',
          at: decidedAt! + 1000,
          message: NOTIFICATION_MESSAGES.clubJoinAccepted(club.title),
          performer: club.performer,
          clubId: club.id,
        });
      }
    }
  });
  await write(
    ctx,
    'club_join_requests',
    ['club_id', 'profile_id', 'status', 'message', 'decided_by_profile_id', 'decided_at', 'inserted_at', 'updated_at'],
    requests,
  );
  await write(ctx, 'club_members', ['club_id', 'profile_id', 'role', 'committee_title', 'joined_at'], members);
}
