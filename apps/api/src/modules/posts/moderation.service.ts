import {
  POST_LIMITS as L,
  POST_TEXTS as T,
  type ModerationDecision,
  type ModerationItem,
  type ModerationStatus,
  type ProfileType,
  type ReportBodyValue,
  type ReportReason,
} from '@lbd/shared';
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import { auditLog } from '../../db/schema';
import type { Tx } from '../../db/sql';
import type { Actor } from '../../lib/access';
import { ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors';
import { paged, pageRequest } from '../../lib/paging';
import { reportsHide, reportWeight, type ModeratorScope } from './moderation.policy';
import { plainText } from './post-text';
import { createPostsRepo, iso } from './posts.repo';
import { readerOf, type PostsService } from './posts.service';

export interface ModerationDeps {
  db: Db;
  clock: () => Date;
  posts: PostsService;
}

type Kind = 'post' | 'comment';

/** The two things people report, as the queries name them. */
const TARGET: Record<Kind, { table: SQL; column: SQL; textOf: SQL; postOf: SQL }> = {
  post: { table: sql`posts`, column: sql`post_id`, textOf: sql`t.text`, postOf: sql`t.id` },
  comment: { table: sql`post_comments`, column: sql`comment_id`, textOf: sql`t.text`, postOf: sql`t.post_id` },
};

/** Plain words of stored HTML (post-text.ts's plainText), cut to a line or two. */
const excerptOf = (html: string) => {
  const text = plainText(html).replace(/\s+/g, ' ');
  return text.length <= 280 ? text : `${text.slice(0, 279).trimEnd()}…`;
};

/**
 * Moderation (issue 28 item 5, decision 0082): reports weighted by the reporter's standing, hiding what
 * they report past a threshold; 'hide from me'; the moderator queue of admins (everything) and of an
 * institution's staff (its students' posts and comments); every decision and automatic hide audited.
 */
export function createModerationService({ db, clock, posts }: ModerationDeps) {
  const repo = createPostsRepo();

  async function standing(profileId: number) {
    const [row] = rowsOf<{
      profile_type: ProfileType;
      created_at: string;
      staff: boolean;
      upheld: number;
      dismissed: number;
    }>(
      await db.execute(sql`select p.profile_type, ${iso(sql`u.created_at`)} as created_at,
          (p.profile_type in ('COMPANY', 'INSTITUTION') and p.active and p.org_membership = 'MEMBER'
            and p.my_org_id is not null) as staff,
          (select count(*)::int from post_reports r where r.reporter_profile_id = p.id and r.status = 'upheld') as upheld,
          (select count(*)::int from post_reports r where r.reporter_profile_id = p.id and r.status = 'dismissed') as dismissed
        from profiles p join users u on u.id = p.user_id where p.id = ${profileId}`),
    );
    if (!row) throw new ForbiddenError();
    return reportWeight({
      profileType: row.profile_type,
      accountAgeDays: (clock().getTime() - new Date(row.created_at).getTime()) / 86_400_000,
      approvedStaff: Boolean(row.staff),
      upheld: Number(row.upheld),
      dismissed: Number(row.dismissed),
    });
  }

  /**
   * A comment went out of sight (or came back): its post's comment count leaves it, with the replies shown
   * under it, out (or puts them back), and a reply's parent counts one reply fewer (or more).
   */
  async function recountComment(tx: Tx, id: number, hidden: boolean) {
    const [c] = rowsOf<{ post_id: number; parent_id: number | null; replies: number }>(
      await tx.execute(sql`select c.post_id, c.parent_id,
          (select count(*)::int from post_comments r where r.parent_id = c.id and r.deleted_at is null and r.hidden_at is null) as replies
        from post_comments c where c.id = ${id} and c.deleted_at is null`),
    );
    if (!c) return;
    const n = 1 + (c.parent_id === null ? Number(c.replies) : 0);
    const by = hidden ? -n : n;
    await tx.execute(sql`update posts set comment_count = greatest(comment_count + ${by}, 0) where id = ${c.post_id}`);
    if (c.parent_id !== null)
      await tx.execute(sql`update post_comments set reply_count = greatest(reply_count + ${hidden ? -1 : 1}, 0)
        where id = ${c.parent_id}`);
  }

  /** Hide `id` when its open reports weigh enough (in `tx`); audited as the community's doing. */
  async function hideWhenHeavy(tx: Tx, kind: Kind, id: number) {
    const t = TARGET[kind];
    const weights = rowsOf<{ weight: number }>(
      await tx.execute(sql`select weight from post_reports where ${t.column} = ${id} and status = 'open'`),
    ).map((r) => Number(r.weight));
    if (!reportsHide(weights)) return false;
    const hidden = rowsOf<{ id: number }>(
      await tx.execute(sql`update ${t.table} set hidden_at = ${clock().toISOString()}::timestamptz, hidden_reason = 'reports'
        ${kind === 'post' ? sql`, pinned_at = null` : sql``}
        where id = ${id} and hidden_at is null returning id`),
    );
    if (hidden.length === 0) return false;
    if (kind === 'comment') await recountComment(tx, id, true);
    await tx.insert(auditLog).values({
      actor_user_id: null,
      action: `${kind}.auto_hide`,
      target_type: kind,
      target_id: String(id),
      before: { hidden: false },
      after: { hidden: true, weight: weights.reduce((a, b) => a + b, 0), reports: weights.length },
    });
    return true;
  }

  /** POST /api/posts/{id}/report and /api/post_comments/{id}/report: one open report per reader and item. */
  async function report(actor: Actor, kind: Kind, id: number, body: ReportBodyValue): Promise<{ reported: boolean }> {
    const reader = readerOf(actor);
    if (!actor.profile) throw new ForbiddenError();
    let authorId: number;
    let postId: number;
    if (kind === 'post') {
      const post = await posts.visiblePost(db, actor, id);
      authorId = post.author_profile_id;
      postId = id;
    } else {
      const comment = await repo.commentById(db, reader.profileId, id);
      if (!comment) throw new NotFoundError();
      await posts.visiblePost(db, actor, Number(comment.post_id));
      authorId = Number(comment.author_profile_id);
      postId = Number(comment.post_id);
    }
    if (authorId === actor.profile.id)
      throw new ValidationError({ reason: kind === 'post' ? T.reportOwn : T.reportOwnComment });
    const weight = await standing(actor.profile.id);
    const t = TARGET[kind];
    const now = clock().toISOString();
    await db.transaction(async (tx) => {
      await tx.execute(sql`insert into post_reports (${t.column}, reporter_profile_id, reason, note, weight, created_at)
        values (${id}, ${actor.profile!.id}, ${body.reason}, ${body.note}, ${weight}, ${now}::timestamptz)
        on conflict (${t.column}, reporter_profile_id) where ${t.column} is not null and status = 'open'
        do update set reason = excluded.reason, note = excluded.note`);
      // Whoever reports a post no longer sees it in their feeds.
      if (kind === 'post')
        await tx.execute(sql`insert into post_hides (profile_id, post_id, created_at)
          values (${actor.profile!.id}, ${postId}, ${now}::timestamptz) on conflict do nothing`);
      await hideWhenHeavy(tx, kind, id);
    });
    return { reported: true };
  }

  /** POST (on) / DELETE (off) /api/posts/{id}/hide: 'hide from me'. */
  async function hideForMe(actor: Actor, postId: number, on: boolean): Promise<{ hidden: boolean }> {
    if (!actor.profile) throw new ForbiddenError();
    if (on) {
      await posts.visiblePost(db, actor, postId);
      await db.execute(sql`insert into post_hides (profile_id, post_id, created_at)
        values (${actor.profile.id}, ${postId}, ${clock().toISOString()}::timestamptz) on conflict do nothing`);
    } else {
      await db.execute(sql`delete from post_hides where profile_id = ${actor.profile.id} and post_id = ${postId}`);
    }
    return { hidden: on };
  }

  /** Whose reports the caller decides on; 403 for anyone else (a pending or deactivated institution too). */
  function scopeOf(actor: Actor): ModeratorScope {
    if (actor.isAdmin) return { all: true };
    const p = actor.profile;
    if (p && p.profile_type === 'INSTITUTION' && p.active && p.org_id !== null) return { all: false, collegeId: p.org_id };
    throw new ForbiddenError();
  }

  /** The author condition of a scope (alias a: the author's profile). */
  const inScope = (scope: ModeratorScope): SQL =>
    scope.all
      ? sql`true`
      : sql`(a.my_org_id = ${scope.collegeId} and a.org_membership = 'MEMBER' and a.profile_type = 'STUDENT')`;

  /** One kind's reported items of a view, as rows of the queue (before paging). */
  function queueRows(kind: Kind, scope: ModeratorScope, status: ModerationStatus): SQL {
    const t = TARGET[kind];
    const counted =
      status === 'open' ? sql`r.status = 'open'` : status === 'resolved' ? sql`r.status <> 'open'` : sql`true`;
    const having =
      status === 'open'
        ? sql`count(*) filter (where r.status = 'open') > 0`
        : status === 'resolved'
          ? sql`count(*) filter (where r.status = 'open') = 0`
          : sql`true`;
    return sql`select ${kind}::text as kind, t.id, ${t.postOf} as post_id, t.author_profile_id, a.full_name as author_name,
        a.avatar_url as author_avatar_url, a.profile_type as author_type, ${t.textOf} as text,
        count(*) filter (where ${counted})::int as report_count,
        coalesce(sum(r.weight) filter (where ${counted}), 0)::float8 as weight,
        coalesce(json_agg(r.reason) filter (where ${counted}), '[]') as reasons,
        coalesce(json_agg(r.note) filter (where ${counted} and r.note <> ''), '[]') as notes,
        t.hidden_at is not null as hidden, t.hidden_reason,
        (array_agg(r.status order by r.resolved_at desc nulls last) filter (where r.status <> 'open'))[1] as last_status,
        ${iso(sql`max(r.resolved_at)`)} as decided_at,
        ${iso(sql`max(r.created_at)`)} as last_reported_at,
        max(r.created_at) as last_reported
      from post_reports r join ${t.table} t on t.id = r.${t.column} join profiles a on a.id = t.author_profile_id
      where t.deleted_at is null and ${inScope(scope)}${status === 'hidden' ? sql` and t.hidden_at is not null` : sql``}
      group by t.id, a.id
      having ${having}`;
  }

  /** GET /api/moderation/reports?status&page: reported posts and comments, heaviest and newest first. */
  async function queue(actor: Actor, q: { status: ModerationStatus; page: number }) {
    const scope = scopeOf(actor);
    const page = pageRequest({ page: q.page, count: L.moderationPageSize });
    const union = sql`(${queueRows('post', scope, q.status)}) union all (${queueRows('comment', scope, q.status)})`;
    const [{ total }] = rowsOf<{ total: number }>(
      await db.execute(sql`select count(*)::int as total from (${union}) x`),
    ) as [{ total: number }];
    const rows = rowsOf<{
      kind: Kind;
      id: number;
      post_id: number;
      author_profile_id: number;
      author_name: string;
      author_avatar_url: string | null;
      author_type: string;
      text: string;
      report_count: number;
      weight: number;
      reasons: unknown;
      notes: unknown;
      hidden: boolean;
      hidden_reason: 'reports' | 'moderator' | null;
      last_status: 'upheld' | 'dismissed' | null;
      decided_at: string | null;
      last_reported_at: string;
    }>(
      await db.execute(sql`select * from (${union}) x
        order by ${q.status === 'open' ? sql`x.weight desc, ` : sql``}x.last_reported desc, x.kind, x.id
        limit ${page.count} offset ${page.offset}`),
    );
    const list = <V>(v: unknown): V[] => (typeof v === 'string' ? (JSON.parse(v) as V[]) : ((v as V[]) ?? []));
    const data: ModerationItem[] = rows.map((r) => {
      const tally = new Map<ReportReason, number>();
      for (const reason of list<ReportReason>(r.reasons)) tally.set(reason, (tally.get(reason) ?? 0) + 1);
      return {
        kind: r.kind,
        id: Number(r.id),
        post_id: Number(r.post_id),
        author: {
          profile_id: Number(r.author_profile_id),
          name: r.author_name,
          avatar_url: r.author_avatar_url,
          profile_type: r.author_type,
        },
        excerpt: excerptOf(r.text),
        report_count: Number(r.report_count),
        weight: Math.round(Number(r.weight) * 100) / 100,
        reasons: [...tally].map(([reason, count]) => ({ reason, count })).sort((a, b) => b.count - a.count),
        notes: list<string>(r.notes).slice(0, 5),
        hidden: Boolean(r.hidden),
        hidden_by: r.hidden ? r.hidden_reason : null,
        decision: r.last_status === 'upheld' ? 'hide' : r.last_status === 'dismissed' ? 'keep' : null,
        decided_at: r.decided_at,
        last_reported_at: r.last_reported_at,
      };
    });
    return paged(data, Number(total), page);
  }

  /** POST /api/moderation/{posts|comments}/{id}: hide it (reports upheld) or keep it (reports dismissed). */
  async function decide(
    actor: Actor,
    kind: Kind,
    id: number,
    body: { decision: ModerationDecision; note: string },
  ): Promise<{ hidden: boolean }> {
    const scope = scopeOf(actor);
    const t = TARGET[kind];
    const [target] = rowsOf<{ hidden: boolean; reports: number }>(
      await db.execute(sql`select t.hidden_at is not null as hidden,
          (select count(*)::int from post_reports r where r.${t.column} = t.id and r.status = 'open') as reports
        from ${t.table} t join profiles a on a.id = t.author_profile_id
        where t.id = ${id} and t.deleted_at is null and ${inScope(scope)}`),
    );
    // Outside the caller's scope, or gone: as if there were none.
    if (!target) throw new NotFoundError();
    // An institution's staff decide on what was reported; admins may hide anything.
    if (!scope.all && Number(target.reports) === 0 && !target.hidden) throw new NotFoundError();
    const hide = body.decision === 'hide';
    const now = clock().toISOString();
    await db.transaction(async (tx) => {
      await tx.execute(
        hide
          ? sql`update ${t.table} set hidden_at = coalesce(hidden_at, ${now}::timestamptz), hidden_reason = 'moderator'
              ${kind === 'post' ? sql`, pinned_at = null` : sql``} where id = ${id}`
          : sql`update ${t.table} set hidden_at = null, hidden_reason = null where id = ${id}`,
      );
      if (kind === 'comment' && hide !== Boolean(target.hidden)) await recountComment(tx, id, hide);
      await tx.execute(sql`update post_reports set status = ${hide ? 'upheld' : 'dismissed'},
          resolved_at = ${now}::timestamptz, resolved_by_user_id = ${actor.userId}
        where ${t.column} = ${id} and status = 'open'`);
      await tx.insert(auditLog).values({
        actor_user_id: actor.userId,
        action: `${kind}.moderate.${body.decision}`,
        target_type: kind,
        target_id: String(id),
        before: { hidden: Boolean(target.hidden), open_reports: Number(target.reports) },
        after: { hidden: hide, note: body.note || null, by: scope.all ? 'admin' : `college:${scope.collegeId}` },
      });
    });
    return { hidden: hide };
  }

  return { report, hideForMe, queue, decide };
}

export type ModerationService = ReturnType<typeof createModerationService>;
