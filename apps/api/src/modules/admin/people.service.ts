import {
  PEOPLE_TEXTS,
  REMINDER_BATCH_MAX,
  REMINDER_EMAILS,
  REMINDER_REST_DAYS,
  normalizePhone,
  type AuthorKind,
  type BulkOutcome,
  type BulkStatusAction,
  type BulkStatusResult,
  type EntityReport,
  type IncompletePart,
  type LinkedEntitiesBody,
  type Person,
  type ProfileType,
  type ReminderKind,
} from '@lbd/shared';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema';
import type { AuthorSource } from '../../lib/author-sources';
import { NotFoundError, ValidationError } from '../../lib/errors';
import type { Mailer } from '../../lib/mailer';
import { paged, pageRequest } from '../../lib/paging';
import { PHONE_EMAIL_DOMAIN, type IdentityProvider } from '../identity';
import { createProfilesRepo } from '../profiles';
import { authorProblem, linkProblems } from './people.policy';
import { createPeopleRepo, type PersonRow } from './people.repo';
import { entityWorkbook } from './people.xlsx';

const toPerson = (r: PersonRow): Person => ({
  id: r.id,
  user_id: r.user_id,
  profile_type: r.profile_type,
  name: r.full_name,
  email: r.email ?? r.user_email,
  phone: r.phone ? `${r.country_code ?? ''} ${r.phone}`.trim() : null,
  active: r.active,
  deactivated: r.deactivated_at !== null,
  terms_nd_cond: r.terms_nd_cond,
  org_id: r.org_id,
  org_name: r.org_name,
  specialization_id: r.specialization_id,
  specialization: r.specialization,
  batch_id: r.batch_id,
  batch: r.batch,
  graduation_year: r.graduation_year,
  inserted_at: r.inserted_at.toISOString(),
});

/** A phone-only account has no mailbox (its email is made up): reminders and status emails skip it. */
const mailable = (email: string | null | undefined): email is string =>
  !!email && !email.endsWith(`@${PHONE_EMAIL_DOMAIN}`);

const STATUS_EMAILS: Record<BulkStatusAction, { subject: string; says: string }> = {
  approve: {
    subject: 'Your organisation is approved on Learn By Doing',
    says: 'Our team has approved your organisation profile. You can now post jobs, internships, events and clubs and see your applicants.',
  },
  deactivate: {
    subject: 'Your Learn By Doing profile has been deactivated',
    says: 'Our team has deactivated your Learn By Doing profile, so you cannot use the platform with it for now.',
  },
  activate: {
    subject: 'Your Learn By Doing profile is active again',
    says: 'Our team has activated your profile again.',
  },
};

/**
 * People tools (issue 29 item 10, decision 0085): find a profile, incomplete accounts, bulk status with a
 * reason emailed to each person, author changes through the owners' author sources, linked entities,
 * reminders and entity reports. Every write is audited.
 */
export function createPeopleService({
  db,
  identity,
  mailer,
  origin,
  clock,
  authorSources,
}: {
  db: Db;
  identity: IdentityProvider;
  mailer: Mailer;
  origin: string;
  clock: () => Date;
  authorSources: AuthorSource[];
}) {
  const repo = createPeopleRepo(db);
  const profilesRepo = createProfilesRepo(db);

  const audit = (
    actor: string,
    action: string,
    targetType: string,
    targetId: string | number,
    before: unknown,
    after: unknown,
  ) =>
    db.insert(auditLog).values({
      actor_user_id: actor,
      action,
      target_type: targetType,
      target_id: String(targetId),
      before: before ?? null,
      after: after ?? null,
    });

  const source = (kind: AuthorKind) => {
    const found = authorSources.find((s) => s.kinds.includes(kind));
    if (!found) throw new NotFoundError(PEOPLE_TEXTS.itemNotFound);
    return found;
  };

  /** One profile of a bulk change: what happens to it, and the change when there is one. */
  async function statusOne(
    actor: string,
    profileId: number,
    action: BulkStatusAction,
    reason: string,
  ): Promise<BulkOutcome> {
    const found = await profilesRepo.byId(profileId);
    if (!found || found.profile.deleted_at) return 'not_found';
    const p = found.profile;
    let change: Parameters<typeof profilesRepo.update>[1];
    if (action === 'approve') {
      if (p.profile_type !== 'COMPANY' && p.profile_type !== 'INSTITUTION') return 'not_applicable';
      if (p.active && p.org_membership === 'MEMBER') return 'unchanged';
      change = { active: true, deactivated_at: null, org_membership: 'MEMBER' };
    } else if (action === 'deactivate') {
      if (!p.active && p.deactivated_at) return 'unchanged';
      change = { active: false, deactivated_at: clock() };
    } else {
      if (p.active) return 'unchanged';
      change = { active: true, deactivated_at: null };
    }
    await profilesRepo.update(profileId, change);
    if (action === 'deactivate') await identity.endSessions(p.user_id);
    await audit(
      actor,
      `bulk_${action}_profile`,
      'profile',
      profileId,
      { active: p.active, org_membership: p.org_membership },
      { ...change, deactivated_at: change.deactivated_at ? String(change.deactivated_at) : null, reason },
    );
    const email = p.email ?? found.user_email;
    if (mailable(email)) {
      const text = STATUS_EMAILS[action];
      await mailer.send({
        to: email,
        subject: text.subject,
        kind: 'profile_status',
        text: [
          `Hello ${p.first_name},`,
          text.says,
          `Reason: ${reason}`,
          action === 'deactivate'
            ? 'If you think this is a mistake, reply from the email address of your account.'
            : `Sign in: ${origin}/`,
        ].join('\n\n'),
      });
    }
    return 'done';
  }

  return {
    async byEmail(email: string) {
      const row = await repo.byEmail(email);
      if (!row) throw new NotFoundError(PEOPLE_TEXTS.noProfileByEmail);
      return toPerson(row);
    },

    async byPhone(phone: string, countryCode: string | undefined) {
      const n = normalizePhone(countryCode, phone);
      if (!n) throw new ValidationError({ phone: PEOPLE_TEXTS.invalidPhone });
      const row = await repo.byPhone(n.country_code, n.phone);
      if (!row) throw new NotFoundError(PEOPLE_TEXTS.noProfileByPhone);
      return toPerson(row);
    },

    async incomplete(q: { query?: string; page?: number; count: number }) {
      const page = pageRequest(q);
      const { rows, total } = await repo.incomplete(q.query || undefined, page);
      const parts: Exclude<IncompletePart, 'profile'>[] = [
        'terms',
        'institute',
        'degree',
        'specialization',
        'graduation_year',
      ];
      return paged(
        rows.map((r) => ({
          user_id: r.user_id,
          email: r.email,
          name: r.name,
          signed_up_at: r.signed_up_at.toISOString(),
          profile_id: r.profile_id,
          profile_type: r.profile_type,
          missing: r.profile_id === null ? (['profile'] as IncompletePart[]) : parts.filter((k) => r[k]),
          last_reminded_at: r.last_reminded_at?.toISOString() ?? null,
        })),
        total,
        page,
      );
    },

    async bulkStatus(
      actor: string,
      ids: number[],
      action: BulkStatusAction,
      reason: string,
    ): Promise<BulkStatusResult> {
      const results: BulkStatusResult['results'] = [];
      // One by one: each person's change, audit row and email stand on their own (a failure stops the rest).
      for (const profileId of [...new Set(ids)])
        results.push({ profile_id: profileId, outcome: await statusOne(actor, profileId, action, reason) });
      return { done: results.filter((r) => r.outcome === 'done').length, results };
    },

    async changeAuthor(actor: string, body: { kind: AuthorKind; id: number; profile_id: number; reason: string }) {
      const src = source(body.kind);
      const item = await src.item(body.kind, body.id);
      if (!item) throw new NotFoundError(PEOPLE_TEXTS.itemNotFound);
      const author = await profilesRepo.byId(body.profile_id);
      const problem = authorProblem(item, author?.profile.deleted_at ? null : (author?.profile ?? null));
      if (problem) throw new ValidationError({ profile_id: problem });
      await src.setAuthor(body.kind, body.id, { profileId: body.profile_id, userId: author!.profile.user_id });
      await audit(
        actor,
        'change_author',
        body.kind,
        body.id,
        { author_profile_id: item.authorProfileId },
        { author_profile_id: body.profile_id, reason: body.reason },
      );
      return {
        kind: body.kind,
        id: body.id,
        title: item.title,
        from_profile_id: item.authorProfileId,
        to_profile_id: body.profile_id,
      };
    },

    async updateLinks(actor: string, body: LinkedEntitiesBody) {
      const before = await repo.byId(body.profile_id);
      if (!before || before.deleted_at) throw new NotFoundError();
      const { profile_id, ...links } = body;
      const changes = Object.fromEntries(Object.entries(links).filter(([, v]) => v !== undefined)) as typeof links;
      if (Object.keys(changes).length === 0) throw new ValidationError({ profile_id: PEOPLE_TEXTS.nothingToChange });
      const orgId = changes.my_org_id !== undefined ? changes.my_org_id : before.org_id;
      const fields = await linkProblems(
        {
          profileType: before.profile_type,
          orgId,
          changes,
        },
        {
          orgType: (id) => repo.orgType(id),
          specializationExists: (id) => repo.specializationExists(id),
          batch: (id) => repo.batch(id),
        },
      );
      if (Object.keys(fields).length) throw new ValidationError(fields);
      // A new institute leaves a batch of the old one behind.
      if (changes.my_org_id !== undefined && changes.batch_id === undefined && before.batch_id !== null) {
        const batch = await repo.batch(before.batch_id);
        if (batch && batch.org_id !== changes.my_org_id) changes.batch_id = null;
      }
      await repo.setLinks(profile_id, changes);
      await audit(
        actor,
        'update_profile_linked_entities',
        'profile',
        profile_id,
        { my_org_id: before.org_id, specialization_id: before.specialization_id, batch_id: before.batch_id },
        changes,
      );
      return toPerson((await repo.byId(profile_id))!);
    },

    /** Email a reminder to each who qualifies and has not had one of this kind in the rest period. */
    async sendReminders(actor: string, kind: ReminderKind, userIds: string[] | undefined) {
      const now = clock();
      const restFrom = now.getTime() - REMINDER_REST_DAYS * 86_400_000;
      const named = userIds ? [...new Set(userIds)] : undefined;
      const candidates = await repo.reminderCandidates(kind, named, REMINDER_BATCH_MAX);
      let skippedRecent = 0;
      const sent: string[] = [];
      for (const c of candidates) {
        if (c.sent_at && c.sent_at.getTime() > restFrom) {
          skippedRecent++;
          continue;
        }
        const to = mailable(c.profile_email) ? c.profile_email : c.email;
        if (!mailable(to)) continue;
        const email = REMINDER_EMAILS[kind];
        await mailer.send({
          to,
          subject: email.subject,
          kind: 'account_reminder',
          text: email.lines(c.first_name ?? c.name.split(' ')[0] ?? '', origin).join('\n\n'),
        });
        sent.push(c.user_id);
      }
      await repo.markReminded(sent, kind, actor, now);
      const considered = named ? named.length : candidates.length;
      const result = {
        sent: sent.length,
        skipped_recent: skippedRecent,
        skipped_other: considered - sent.length - skippedRecent,
      };
      await audit(actor, 'send_remainder', 'reminder', kind, null, { ...result, named: named?.length ?? null });
      return result;
    },

    async report(actor: string, entity: EntityReport, profileType: ProfileType | undefined) {
      const file = await entityWorkbook(repo, entity, profileType, clock());
      await audit(actor, 'entity_report', 'report', entity, null, { profile_type: profileType ?? null });
      return file;
    },
  };
}

export type PeopleService = ReturnType<typeof createPeopleService>;
