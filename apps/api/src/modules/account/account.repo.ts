import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import type { Tx } from '../../db/sql';

/** Where a deleted account's sign-in email points: never deliverable, unique per user, frees the real one. */
export const deletedEmail = (userId: string) => `deleted-${userId.toLowerCase()}@deleted.learnbydoing.invalid`;
export const DELETED_NAME = 'Deleted user';

/** Text values as one `text[]` parameter (a PostgreSQL array literal, each value quoted and escaped). */
const textArray = (values: readonly string[]): SQL =>
  sql`${`{${values.map((v) => `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`}::text[]`;

/**
 * The user's own records, section by section (GET /api/my_account/export). Each statement reads only
 * rows of this user's account or profile; catalogue ids are resolved to names where a person reads them.
 */
const EXPORT_SECTIONS = (userId: string, profileId: number | null): [string, SQL][] => {
  const own = (table: SQL) => sql`select * from ${table} where profile_id = ${profileId} order by 1`;
  const sections: [string, SQL][] = [
    ['account', sql`select id, name, email, email_verified, phone_number, created_at from users where id = ${userId}`],
    [
      'sign_in_methods',
      sql`select provider_id, created_at from accounts where user_id = ${userId} order by created_at`,
    ],
    ['sign_in_settings', sql`select sign_in_alerts from users where id = ${userId}`],
    [
      'sessions',
      sql`select created_at as signed_in_at, updated_at as last_used_at, expires_at, ip_address, user_agent
          from sessions where user_id = ${userId} order by created_at`,
    ],
    [
      'sign_in_devices',
      sql`select device, network, first_seen_at, last_seen_at from sign_in_devices where user_id = ${userId}
          order by first_seen_at`,
    ],
  ];
  if (profileId === null) return sections;
  return [
    ...sections,
    [
      'profile',
      sql`select p.id, p.uuid, p.profile_type, p.first_name, p.last_name, p.full_name, p.email, p.country_code,
            p.phone, p.avatar_url, p.active, p.terms_nd_cond, p.terms_accepted_at, o.full_name as organisation,
            p.org_membership, d.name as designation, dg.name as degree, sp.name as specialization,
            st.name as state, c.name as city, p.graduation_year, p.bio, p.inserted_at, p.updated_at
          from profiles p
          left join orgs o on o.id = p.my_org_id
          left join designations d on d.id = p.designation_id
          left join degrees dg on dg.id = p.degree_id
          left join specializations sp on sp.id = p.specialization_id
          left join states st on st.id = p.state_id
          left join cities c on c.id = p.city_id
          where p.id = ${profileId}`,
    ],
    [
      'topic_interests',
      sql`select s.display_name as skill, t.inserted_at from profile_topic_interests t
          join skills s on s.id = t.skill_id where t.profile_id = ${profileId} order by s.display_name`,
    ],
    ['portfolio', sql`select uuid, is_public, inserted_at, updated_at from portfolios where profile_id = ${profileId}`],
    [
      'career_paths',
      sql`select j.name as career_path, r.inserted_at from portfolio_job_roles r
          join job_roles j on j.id = r.job_role_id where r.profile_id = ${profileId} order by r.inserted_at`,
    ],
    ['degrees', own(sql`educations`)],
    [
      'semester_subjects',
      sql`select s.* from subjects s join educations e on e.id = s.education_id
          where e.profile_id = ${profileId} order by s.id`,
    ],
    ['courses_and_certifications', own(sql`external_courses`)],
    ['books_and_articles', own(sql`readings`)],
    ['clubs_in_portfolio', own(sql`social_clubs`)],
    ['projects', own(sql`external_projects`)],
    ['internships_and_jobs', own(sql`internships`)],
    ['events_in_portfolio', own(sql`external_events`)],
    [
      'job_applications',
      sql`select j.title as job, a.status, a.eligibility_percent, a.cover_note, a.inserted_at, a.updated_at
          from job_applications a join jobs j on j.id = a.job_id where a.profile_id = ${profileId} order by a.id`,
    ],
    [
      'job_invitations',
      sql`select j.title as job, i.inserted_at from job_invitations i join jobs j on j.id = i.job_id
          where i.profile_id = ${profileId} order by i.id`,
    ],
    [
      'club_and_event_invitations',
      sql`select i.kind, coalesce(c.title, e.title) as item, i.answer, i.inserted_at, i.answered_at
          from item_invitations i left join clubs c on c.id = i.club_id left join events e on e.id = i.event_id
          where i.profile_id = ${profileId} order by i.id`,
    ],
    [
      'event_registrations',
      sql`select e.title as event, r.status, r.inserted_at, r.updated_at from event_enrollments r
          join events e on e.id = r.event_id where r.profile_id = ${profileId} order by r.id`,
    ],
    [
      'club_memberships',
      sql`select c.title as club, m.* from club_members m join clubs c on c.id = m.club_id
          where m.profile_id = ${profileId} order by m.joined_at`,
    ],
    [
      'club_join_requests',
      sql`select c.title as club, r.status, r.inserted_at from club_join_requests r join clubs c on c.id = r.club_id
          where r.profile_id = ${profileId} order by r.id`,
    ],
    [
      'activities',
      sql`select a.title as activity, m.* from my_assignments m join assignments a on a.id = m.assignment_id
          where m.profile_id = ${profileId} order by m.id`,
    ],
    [
      'activity_submissions',
      sql`select s.* from assignment_submissions s join my_assignments m on m.id = s.my_assignment_id
          where m.profile_id = ${profileId} order by s.id`,
    ],
    [
      'peer_reviews_written',
      sql`select * from peer_activity_assessments where reviewer_profile_id = ${profileId} order by id`,
    ],
    ['peer_comments_written', own(sql`peer_comments`)],
    [
      'email_settings',
      sql`select kind, mode from notification_email_settings where profile_id = ${profileId} order by kind`,
    ],
    [
      'notifications',
      sql`select activity_type, message, viewed, inserted_at from notifications where profile_id = ${profileId} order by id`,
    ],
    [
      'job_alerts',
      sql`select j.title as job, n.viewed, n.inserted_at from job_notifications n join jobs j on j.id = n.job_id
          where n.profile_id = ${profileId} order by n.id`,
    ],
  ];
};

export function createAccountRepo(db: Db) {
  return {
    /** The account's sign-in email, role and profile (id, avatar, contact), or null when gone. */
    async accountOf(userId: string) {
      const [row] = rowsOf<{
        email: string;
        role: string | null;
        profile_id: number | null;
        profile_type: string | null;
        avatar_url: string | null;
        phone_number: string | null;
        profile_email: string | null;
        country_code: string | null;
        phone: string | null;
      }>(
        await db.execute(sql`select u.email, u.role, u.phone_number, p.id as profile_id, p.profile_type, p.avatar_url,
          p.email as profile_email, p.country_code, p.phone
          from users u left join profiles p on p.user_id = u.id where u.id = ${userId}`),
      );
      return row ?? null;
    },

    /** Every section of the user's own records (the export). */
    async exportOf(userId: string, profileId: number | null): Promise<Record<string, unknown[]>> {
      const out: Record<string, unknown[]> = {};
      for (const [name, statement] of EXPORT_SECTIONS(userId, profileId))
        out[name] = rowsOf(await db.execute(statement));
      return out;
    },

    /**
     * Delete or anonymise everything of the account as decision 0068 says, in the caller's transaction.
     * Records others received (applications, registrations, activity work and reviews, content published
     * for an organisation, the audit log) stay, pointing at the anonymised profile.
     */
    async eraseAccount(
      tx: Tx,
      userId: string,
      profileId: number | null,
      contacts: { emails: string[]; phones: string[] },
    ) {
      const emails = contacts.emails.map((e) => e.toLowerCase());
      if (profileId !== null) {
        const p = profileId;
        for (const statement of [
          // The portfolio (subjects and verifications go with their entries and profile rows).
          sql`delete from educations where profile_id = ${p}`,
          sql`delete from external_courses where profile_id = ${p}`,
          sql`delete from readings where profile_id = ${p}`,
          sql`delete from social_clubs where profile_id = ${p}`,
          sql`delete from external_projects where profile_id = ${p}`,
          sql`delete from internships where profile_id = ${p}`,
          sql`delete from external_events where profile_id = ${p}`,
          sql`delete from entry_verifications where profile_id = ${p}`,
          sql`delete from portfolio_job_roles where profile_id = ${p}`,
          sql`delete from portfolios where profile_id = ${p}`,
          sql`delete from profile_topic_interests where profile_id = ${p}`,
          // What reaches the person: the bell, alerts, email choices and emails not yet sent.
          sql`delete from notifications where profile_id = ${p}`,
          sql`delete from job_notifications where profile_id = ${p}`,
          sql`delete from notification_counts where profile_id = ${p}`,
          sql`delete from notification_emails where profile_id = ${p}`,
          sql`delete from notification_email_digests where profile_id = ${p}`,
          sql`delete from notification_email_settings where profile_id = ${p}`,
          sql`delete from mentor_nudges where student_profile_id = ${p}`,
          sql`delete from activity_emails where profile_id = ${p}`,
          sql`delete from mail_notification_deliveries where profile_id = ${p}`,
          // Standing relations the person had: memberships, open requests, invitations, shortlists.
          sql`delete from club_members where profile_id = ${p}`,
          sql`delete from club_join_requests where profile_id = ${p}`,
          sql`delete from job_invitations where profile_id = ${p}`,
          sql`delete from item_invitations where profile_id = ${p}`,
          sql`delete from shortlist_members where profile_id = ${p}`,
          // Kept for the organisation that received it, without the student's own words.
          sql`update job_applications set cover_note = null where profile_id = ${p} and cover_note is not null`,
          sql`update profiles set first_name = 'Deleted', last_name = 'user', full_name = ${DELETED_NAME}, email = null,
                country_code = null, phone = null, avatar_url = null, bio = null, designation_id = null,
                degree_id = null, specialization_id = null, state_id = null, city_id = null,
                graduation_year = null, tpo_admin_dashboard = false, dept_admin_dashboard = false,
                active = false, deleted_at = now(), updated_at = now()
              where id = ${p}`,
        ])
          await tx.execute(statement);
      }
      for (const statement of [
        sql`delete from sessions where user_id = ${userId}`,
        sql`delete from sign_in_devices where user_id = ${userId}`,
        sql`delete from accounts where user_id = ${userId}`,
        sql`delete from verifications where lower(identifier) = any(${textArray(emails)})`,
        sql`delete from sign_in_failures where account_key = any(${textArray(emails.map((e) => `email:${e}`))})`,
        sql`delete from email_outbox where lower(to_address) = any(${textArray(emails)})`,
        sql`delete from sms_outbox where to_number = any(${textArray(contacts.phones)})`,
        sql`update users set name = ${DELETED_NAME}, email = ${deletedEmail(userId)}, email_verified = false,
              image = null, phone_number = null, phone_number_verified = false, banned = true,
              ban_reason = 'account deleted', updated_at = now()
            where id = ${userId}`,
      ])
        await tx.execute(statement);
    },
  };
}

export type AccountRepo = ReturnType<typeof createAccountRepo>;
