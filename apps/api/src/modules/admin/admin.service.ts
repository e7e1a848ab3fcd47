import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog, users } from '../../db/schema';
import { NotFoundError, ValidationError } from '../../lib/errors';
import type { Mailer } from '../../lib/mailer';
import { paged, pageRequest } from '../../lib/paging';
import { PHONE_EMAIL_DOMAIN, type IdentityProvider } from '../identity';
import { createProfilesRepo, type ProfileRow } from '../profiles';

/** Admin actions on profiles: approval, activation, password resets, bans. Every one is audited. */
export function createAdminService({
  db,
  identity,
  mailer,
  origin,
}: {
  db: Db;
  identity: IdentityProvider;
  mailer: Mailer;
  origin: string;
}) {
  const repo = createProfilesRepo(db);

  async function target(profileId: number) {
    const found = await repo.byId(profileId);
    // A deleted account's profile (decision 0068) is kept anonymised, never approved or reactivated again.
    if (!found || found.profile.deleted_at) throw new NotFoundError();
    return found;
  }

  async function audit(actor: string, action: string, profileId: number, before: unknown, after: unknown) {
    await db
      .insert(auditLog)
      .values({ actor_user_id: actor, action, target_type: 'profile', target_id: String(profileId), before, after });
  }

  const toRow = ({
    first_name,
    last_name,
    country_code,
    phone,
    deactivated_at,
    ...r
  }: Awaited<ReturnType<typeof repo.adminList>>['rows'][number]) => ({
    ...r,
    inserted_at: r.inserted_at.toISOString(),
    contact_name: [first_name, last_name].filter(Boolean).join(' '),
    phone: phone ? `${country_code ?? ''} ${phone}`.trim() : null,
    deactivated: deactivated_at !== null,
  });

  /** Tell the person behind a profile what an admin did to it (approval, deactivation, activation). */
  async function tell(email: string | null, subject: string, lines: string[]) {
    if (email) await mailer.send({ to: email, subject, text: lines.join('\n\n'), kind: 'profile_status' });
  }

  return {
    async list(q: {
      status?: 'pending' | 'all';
      query?: string;
      profile_type?: ProfileRow['profile_type'];
      page?: number;
      count: number;
    }) {
      const page = pageRequest(q);
      const res = await repo.adminList(
        { pendingOrgs: q.status === 'pending', query: q.query, profileType: q.profile_type },
        page,
      );
      return paged(res.rows.map(toRow), res.total, page);
    },

    /** approve_org_profile: a company or institution becomes active. */
    async approveOrg(actor: string, profileId: number) {
      const { profile } = await target(profileId);
      if (profile.profile_type !== 'COMPANY' && profile.profile_type !== 'INSTITUTION') {
        throw new ValidationError({ profile_id: 'Only company and institution profiles need approval.' });
      }
      // Approval also accepts the profile into the organisation it named (an admin vouches for it).
      await repo.update(profileId, { active: true, deactivated_at: null, org_membership: 'MEMBER' });
      await audit(
        actor,
        'approve_org_profile',
        profileId,
        { active: profile.active, org_membership: profile.org_membership },
        { active: true, org_membership: 'MEMBER' },
      );
      await tell(profile.email, 'Your organisation is approved on Learn By Doing', [
        `Hello ${profile.first_name},`,
        'Our team has approved your organisation profile. You can now post jobs, internships, events and clubs and see your applicants.',
        `Sign in: ${origin}/`,
      ]);
    },

    /** Deactivation ends the profile's sessions at once; every check refuses an inactive profile. */
    async setActive(actor: string, profileId: number, active: boolean) {
      const { profile } = await target(profileId);
      await repo.update(profileId, { active, deactivated_at: active ? null : new Date() });
      if (!active) await identity.endSessions(profile.user_id);
      if (active !== profile.active)
        await tell(
          profile.email,
          active ? 'Your Learn By Doing profile is active again' : 'Your Learn By Doing profile has been deactivated',
          active
            ? [`Hello ${profile.first_name},`, 'Our team has activated your profile again.', `Sign in: ${origin}/`]
            : [
                `Hello ${profile.first_name},`,
                'Our team has deactivated your Learn By Doing profile, so you cannot use the platform with it for now.',
                'If you think this is a mistake, reply from the email address of your account.',
              ],
        );
      await audit(
        actor,
        active ? 'activate_profile' : 'deactivate_profile',
        profileId,
        { active: profile.active },
        { active },
      );
    },

    /** Email the user a password reset link (the admin never sees or sets the password). */
    async resetPassword(actor: string, profileId: number) {
      const found = await target(profileId);
      const email = found.user_email;
      if (email.endsWith(`@${PHONE_EMAIL_DOMAIN}`))
        throw new ValidationError({ profile_id: 'This user signs in by phone and has no password.' });
      await identity.requestPasswordReset(email);
      await audit(actor, 'reset_user_password', profileId, null, { email_sent_to: email });
    },

    /** Ban: every session of the user ends now and sign-in is refused. */
    async setBanned(actor: string, profileId: number, banned: boolean, reason: string) {
      const { profile } = await target(profileId);
      if (banned) await identity.banUser(profile.user_id, reason);
      else await identity.unbanUser(profile.user_id);
      await audit(actor, banned ? 'ban_user' : 'unban_user', profileId, null, { reason });
    },

    async isBanned(profileId: number) {
      const { profile } = await target(profileId);
      const [u] = await db.select({ banned: users.banned }).from(users).where(eq(users.id, profile.user_id));
      return u?.banned ?? false;
    },
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
