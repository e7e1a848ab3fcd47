import { channelLabel, POST_TEXTS as T, type ChannelOptions, type Post } from '@lbd/shared';
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import { intArray, type Tx } from '../../db/sql';
import type { Actor } from '../../lib/access';
import { ForbiddenError, ValidationError } from '../../lib/errors';

/*
 * Campus channels (issue 28 item 7, decision 0082): a college's staff (an approved, active institution
 * profile) or its placement officers (students running its dashboard: a TPO any branch, a department
 * admin their own) post to the college's students of a branch and/or batch, as their profiles say
 * (branch = specialization, batch = graduation year: the institute dashboard's splits). Each student
 * reached gets a delivery row when the post is made; it is read when they see it. The author, the
 * college's staff and admins see how many it reached and how many read it.
 */

/** Who may post to a channel of which college, and whether only to one branch. */
export interface ChannelPoster {
  collegeId: number;
  collegeName: string;
  /** A department admin's own branch; null: any. */
  fixedSpecializationId: number | null;
}

/** The students of a channel (alias s: profiles). */
const channelStudents = (collegeId: number, specializationId: number | null, batchYear: number | null): SQL =>
  sql`s.my_org_id = ${collegeId} and s.profile_type = 'STUDENT' and s.org_membership = 'MEMBER' and s.active
    and s.deleted_at is null${specializationId ? sql` and s.specialization_id = ${specializationId}` : sql``}${
      batchYear ? sql` and s.graduation_year = ${batchYear}` : sql``
    }`;

export function createChannels(db: Db) {
  /** The caller as a channel poster, or null when they may not post to any. */
  async function posterOf(actor: Actor): Promise<ChannelPoster | null> {
    const p = actor.profile;
    if (!p || !p.active || p.org_id === null) return null;
    const [row] = rowsOf<{
      org_type: string;
      org_name: string;
      tpo: boolean;
      dept: boolean;
      specialization_id: number | null;
    }>(
      await db.execute(sql`select o.org_type, o.full_name as org_name, coalesce(p.tpo_admin_dashboard, false) as tpo,
          coalesce(p.dept_admin_dashboard, false) as dept, p.specialization_id
        from profiles p join orgs o on o.id = ${p.org_id} where p.id = ${p.id}`),
    );
    if (!row || row.org_type !== 'INSTITUTION') return null;
    const base = { collegeId: p.org_id, collegeName: row.org_name };
    if (p.profile_type === 'INSTITUTION') return { ...base, fixedSpecializationId: null };
    if (p.profile_type !== 'STUDENT') return null;
    if (row.tpo) return { ...base, fixedSpecializationId: null };
    if (row.dept && row.specialization_id) return { ...base, fixedSpecializationId: Number(row.specialization_id) };
    return null;
  }

  /** How many students a channel reaches now. */
  async function studentCount(collegeId: number, specializationId: number | null, batchYear: number | null) {
    const [row] = rowsOf<{ n: number }>(
      await db.execute(sql`select count(*)::int as n from profiles s where ${channelStudents(collegeId, specializationId, batchYear)}`),
    );
    return Number(row?.n ?? 0);
  }

  async function branchName(id: number): Promise<string | null> {
    const [row] = rowsOf<{ name: string }>(await db.execute(sql`select name from specializations where id = ${id}`));
    return row?.name ?? null;
  }

  /**
   * The channel a post body names, checked for its poster: 403 for one who may not post to channels,
   * 422 for no branch and no batch, another branch than a department admin's own, an unknown branch, or
   * a channel that reaches no one.
   */
  async function check(actor: Actor, channel: { specialization_id: number | null; batch_year: number | null } | null | undefined) {
    const poster = await posterOf(actor);
    if (!poster) throw new ForbiddenError(T.channelNotAllowed);
    const specializationId = channel?.specialization_id ?? poster.fixedSpecializationId;
    const batchYear = channel?.batch_year ?? null;
    if (!specializationId && !batchYear) throw new ValidationError({ channel: T.channelRequired });
    if (poster.fixedSpecializationId && specializationId !== poster.fixedSpecializationId)
      throw new ValidationError({ channel: T.channelOwnBranch });
    const branch = specializationId ? await branchName(specializationId) : null;
    if (specializationId && branch === null) throw new ValidationError({ channel: T.unknownBranch });
    if ((await studentCount(poster.collegeId, specializationId, batchYear)) === 0)
      throw new ValidationError({ channel: T.channelNobody });
    return { collegeId: poster.collegeId, specializationId, batchYear, label: channelLabel(branch, batchYear) };
  }

  /** Deliver a channel post to its students (in the post's transaction); their ids, to notify them. */
  async function deliver(tx: Tx, postId: number, collegeId: number, specializationId: number | null, batchYear: number | null) {
    return rowsOf<{ profile_id: number }>(
      await tx.execute(sql`insert into post_deliveries (post_id, profile_id)
        select ${postId}, s.id from profiles s where ${channelStudents(collegeId, specializationId, batchYear)}
        on conflict do nothing returning profile_id`),
    ).map((r) => Number(r.profile_id));
  }

  /** GET /api/posts/channels: what the caller may post to, and whom a choice reaches. */
  async function options(actor: Actor, q: { specialization_id?: number; batch_year?: number }): Promise<ChannelOptions> {
    const poster = await posterOf(actor);
    if (!poster) throw new ForbiddenError(T.channelNotAllowed);
    const all = channelStudents(poster.collegeId, poster.fixedSpecializationId, null);
    const branches = rowsOf<{ id: number; name: string; students: number }>(
      await db.execute(sql`select b.id, b.name, count(*)::int as students from profiles s
        join specializations b on b.id = s.specialization_id where ${all} group by b.id, b.name order by b.name`),
    );
    const batches = rowsOf<{ year: number; students: number }>(
      await db.execute(sql`select s.graduation_year as year, count(*)::int as students from profiles s
        where ${all} and s.graduation_year is not null group by 1 order by 1`),
    );
    const specializationId = q.specialization_id ?? poster.fixedSpecializationId;
    const batchYear = q.batch_year ?? null;
    const n = await studentCount(poster.collegeId, specializationId, batchYear);
    const branch = specializationId ? (branches.find((b) => Number(b.id) === specializationId)?.name ?? (await branchName(specializationId))) : null;
    return {
      college: { id: poster.collegeId, name: poster.collegeName },
      fixed_specialization_id: poster.fixedSpecializationId,
      branches: branches.map((b) => ({ id: Number(b.id), name: b.name, students: Number(b.students) })),
      batches: batches.map((b) => ({ year: Number(b.year), students: Number(b.students) })),
      students: specializationId || batchYear ? n : 0,
      label: channelLabel(branch, batchYear),
    };
  }

  /**
   * The channel of each channel post among `postIds`, as this reader sees it: counts for its author, the
   * college's staff (an institution profile of it) and admins; for a student it reached, the label only.
   */
  async function facts(
    reader: { profileId: number; orgId: number | null; isAdmin: boolean; staff?: boolean },
    postIds: number[],
  ): Promise<Map<number, NonNullable<Post['channel']>>> {
    if (postIds.length === 0) return new Map();
    const rows = rowsOf<{
      id: number;
      author_profile_id: number;
      audience_org_id: number | null;
      channel_specialization_id: number | null;
      channel_batch_year: number | null;
      branch: string | null;
      delivered: number;
      read: number;
    }>(
      await db.execute(sql`select p.id, p.author_profile_id, p.audience_org_id, p.channel_specialization_id,
          p.channel_batch_year, b.name as branch,
          (select count(*)::int from post_deliveries d where d.post_id = p.id) as delivered,
          (select count(*)::int from post_deliveries d where d.post_id = p.id and d.read_at is not null) as read
        from posts p left join specializations b on b.id = p.channel_specialization_id
        where p.id = any(${intArray(postIds)}) and p.visibility = 'channel'`),
    );
    return new Map(
      rows.map((r) => {
        const counts =
          reader.isAdmin ||
          Number(r.author_profile_id) === reader.profileId ||
          (reader.staff && reader.orgId !== null && reader.orgId === Number(r.audience_org_id));
        const spec = r.channel_specialization_id === null ? null : Number(r.channel_specialization_id);
        const batch = r.channel_batch_year === null ? null : Number(r.channel_batch_year);
        return [
          Number(r.id),
          {
            label: channelLabel(r.branch, batch),
            specialization_id: spec,
            batch_year: batch,
            delivered: counts ? Number(r.delivered) : null,
            read: counts ? Number(r.read) : null,
          },
        ];
      }),
    );
  }

  /** POST /api/posts/{id}/read: a student it reached saw it (once; later calls change nothing). */
  async function markRead(profileId: number, postId: number, now: Date): Promise<boolean> {
    const rows = rowsOf<{ post_id: number }>(
      await db.execute(sql`update post_deliveries set read_at = ${now.toISOString()}::timestamptz
        where post_id = ${postId} and profile_id = ${profileId} and read_at is null returning post_id`),
    );
    return rows.length > 0;
  }

  return { posterOf, check, deliver, options, facts, markRead };
}

export type Channels = ReturnType<typeof createChannels>;
