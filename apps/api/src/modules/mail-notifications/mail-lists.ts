import { and, eq, inArray, isNotNull, ne, type SQL } from 'drizzle-orm';
import type { MailEntityType } from '@lbd/shared';
import type { Db } from '../../db/client';
import { orgCaller } from '../../lib/actor';
import {
  clubJoinRequests,
  clubMembers,
  clubs,
  eventEnrollments,
  events,
  jobApplications,
  jobs,
  orgs,
  profiles,
} from '../../db/schema';
import type { Actor } from '../../lib/access';
import { canManageClub } from '../clubs';
import { canManageEvent } from '../events';
import { canManageJob } from '../jobs';

/** What an email is about, for its footer. */
export interface MailSubject {
  orgId: number | null;
  orgName: string;
  title: string;
  /** 'applicants of', 'members of', ... */
  audience: (list: string) => string;
}

/**
 * Where each kind of item keeps its lists: who may write to them (null: not found for this caller)
 * and the recipients of a list as a query of (profile_id, email).
 */
export interface MailListSource {
  /** May this caller write to the item's lists? False for someone else's item (answered as not found). */
  mayWrite(db: Db, actor: Actor, id: number): Promise<boolean>;
  describe(db: Db, id: number): Promise<MailSubject | null>;
  recipients(db: Db, id: number, list: string): SQL | Promise<SQL>;
}

const jobSource: MailListSource = {
  async mayWrite(db, actor, id) {
    const [[job], caller] = await Promise.all([
      db.select({ org_id: jobs.org_id }).from(jobs).where(eq(jobs.id, id)),
      orgCaller(actor),
    ]);
    return job !== undefined && canManageJob(caller, job);
  },
  async describe(db, id) {
    const [job] = await db
      .select({ org_id: jobs.org_id, title: jobs.title, org_name: orgs.full_name })
      .from(jobs)
      .innerJoin(orgs, eq(orgs.id, jobs.org_id))
      .where(eq(jobs.id, id));
    if (!job) return null;
    return {
      orgId: job.org_id,
      orgName: job.org_name,
      title: job.title,
      audience: (list) => (list === 'all' ? 'applicants of' : `${list} applicants of`),
    };
  },
  recipients(db, id, list) {
    return db
      .select({ profile_id: profiles.id, email: profiles.email })
      .from(jobApplications)
      .innerJoin(profiles, eq(profiles.id, jobApplications.profile_id))
      .where(
        and(
          eq(jobApplications.job_id, id),
          list === 'all' ? ne(jobApplications.status, 'withdrawn') : eq(jobApplications.status, list as 'applied'),
          isNotNull(profiles.email),
          eq(profiles.active, true),
        ),
      )
      .getSQL();
  },
};

const eventSource: MailListSource = {
  async mayWrite(db, actor, id) {
    const [[event], caller] = await Promise.all([
      db.select({ org_id: events.org_id }).from(events).where(eq(events.id, id)),
      orgCaller(actor),
    ]);
    return event !== undefined && canManageEvent(caller, event);
  },
  async describe(db, id) {
    const [event] = await db
      .select({ org_id: events.org_id, title: events.title, org_name: orgs.full_name })
      .from(events)
      .innerJoin(orgs, eq(orgs.id, events.org_id))
      .where(eq(events.id, id));
    if (!event) return null;
    return {
      orgId: event.org_id,
      orgName: event.org_name,
      title: event.title,
      audience: (list) =>
        list === 'applied' ? 'students waiting to join' : list === 'attended' ? 'attendees of' : 'participants of',
    };
  },
  recipients(db, id, list) {
    return db
      .select({ profile_id: profiles.id, email: profiles.email })
      .from(eventEnrollments)
      .innerJoin(profiles, eq(profiles.id, eventEnrollments.profile_id))
      .where(
        and(
          eq(eventEnrollments.event_id, id),
          list === 'all'
            ? inArray(eventEnrollments.status, ['applied', 'enrolled', 'attended'])
            : eq(eventEnrollments.status, list as 'enrolled'),
          isNotNull(profiles.email),
          eq(profiles.active, true),
        ),
      )
      .getSQL();
  },
};

const CLUB_AUDIENCES: Record<string, string> = {
  members: 'members of',
  committee: 'committee of',
  admins: 'admins of',
  join_requests: 'students asking to join',
};

/** Club lists: its organisation (and site admins) write to members, committee, admins or pending requests. */
const clubSource: MailListSource = {
  async mayWrite(db, actor, id) {
    const [[club], caller] = await Promise.all([
      db.select({ org_id: clubs.org_id }).from(clubs).where(eq(clubs.id, id)),
      orgCaller(actor),
    ]);
    return club !== undefined && canManageClub(caller, club);
  },
  async describe(db, id) {
    const [club] = await db
      .select({ org_id: clubs.org_id, title: clubs.title, org_name: orgs.full_name })
      .from(clubs)
      .innerJoin(orgs, eq(orgs.id, clubs.org_id))
      .where(eq(clubs.id, id));
    if (!club) return null;
    return {
      orgId: club.org_id,
      orgName: club.org_name,
      title: club.title,
      audience: (list) => CLUB_AUDIENCES[list] ?? 'members of',
    };
  },
  recipients(db, id, list) {
    const reachable = and(isNotNull(profiles.email), eq(profiles.active, true));
    if (list === 'join_requests') {
      return db
        .select({ profile_id: profiles.id, email: profiles.email })
        .from(clubJoinRequests)
        .innerJoin(profiles, eq(profiles.id, clubJoinRequests.profile_id))
        .where(and(eq(clubJoinRequests.club_id, id), eq(clubJoinRequests.status, 'pending'), reachable))
        .getSQL();
    }
    const roles = list === 'committee' ? (['committee'] as const) : list === 'admins' ? (['admin'] as const) : null;
    return db
      .select({ profile_id: profiles.id, email: profiles.email })
      .from(clubMembers)
      .innerJoin(profiles, eq(profiles.id, clubMembers.profile_id))
      .where(and(eq(clubMembers.club_id, id), roles ? inArray(clubMembers.role, [...roles]) : undefined, reachable))
      .getSQL();
  },
};

/** The lists this module knows itself; others (shortlists) are added by their modules (addSource). */
export const MAIL_LIST_SOURCES: Partial<Record<MailEntityType, MailListSource>> = {
  job: jobSource,
  event: eventSource,
  club: clubSource,
};
