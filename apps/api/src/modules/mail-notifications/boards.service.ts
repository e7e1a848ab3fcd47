import type { BoardPost, MailEntityType } from '@lbd/shared';
import { and, count, desc, eq, exists, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailNotificationDeliveries, mailNotifications, orgs } from '../../db/schema';
import type { Actor } from '../../lib/access';
import { orgCaller } from '../../lib/actor';
import { NotFoundError } from '../../lib/errors';
import { managesOrg } from '../../lib/organisation';
import { paged, pageRequest } from '../../lib/paging';
import type { MailSubject } from './mail-lists';

/**
 * An organisation's notice board (/workbench/boards/{id}, SPEC §2.2): what it wrote to its lists, newest
 * first. Its staff and admins read every post with its list and reach; anyone else reads the posts that
 * were sent to them (none, for someone it never wrote to). The board's id is the organisation's.
 */
export function createBoardsService({
  db,
  describe,
}: {
  db: Db;
  /** What an item is (title, audience), from the mail lists' sources. */
  describe: (type: MailEntityType, id: number) => Promise<MailSubject | null>;
}) {
  return {
    async board(actor: Actor, orgId: number, query: { page: number; count: number }) {
      const [org] = await db
        .select({ id: orgs.id, name: orgs.full_name, org_type: orgs.org_type, logo_url: orgs.logo_url })
        .from(orgs)
        .where(eq(orgs.id, orgId));
      if (!org) throw new NotFoundError();
      const isStaff = managesOrg(orgCaller(actor), orgId);
      const profileId = actor.profile?.id ?? null;
      const sentToMe: SQL | undefined =
        profileId === null
          ? undefined
          : exists(
              db
                .select({ one: mailNotificationDeliveries.id })
                .from(mailNotificationDeliveries)
                .where(
                  and(
                    eq(mailNotificationDeliveries.notification_id, mailNotifications.id),
                    eq(mailNotificationDeliveries.profile_id, profileId),
                  ),
                ),
            );
      const page = pageRequest(query);
      const board = { ...org, is_staff: isStaff };
      // Someone without a profile who is not staff has been sent nothing.
      if (!isStaff && !sentToMe) return { board, ...paged<BoardPost>([], 0, page) };
      const where = and(eq(mailNotifications.org_id, orgId), isStaff ? undefined : sentToMe);
      const [rows, [{ total } = { total: 0 }]] = await Promise.all([
        db
          .select()
          .from(mailNotifications)
          .where(where)
          .orderBy(desc(mailNotifications.inserted_at), desc(mailNotifications.id))
          .limit(page.count)
          .offset(page.offset),
        db.select({ total: count() }).from(mailNotifications).where(where),
      ]);
      // One look-up per item on the page (posts about one job repeat).
      const items = new Map<string, Promise<MailSubject | null>>();
      const about = (type: MailEntityType, id: number) => {
        const key = `${type}:${id}`;
        if (!items.has(key)) items.set(key, describe(type, id));
        return items.get(key)!;
      };
      const data = await Promise.all(
        rows.map(async (n): Promise<BoardPost> => {
          const item = await about(n.entity_type, n.entity_id);
          return {
            id: n.id,
            subject: n.subject,
            message: n.message,
            about: { type: n.entity_type, id: n.entity_id, title: item?.title ?? '' },
            audience: item?.audience(n.list_type) ?? '',
            recipients: isStaff ? n.recipients : null,
            inserted_at: n.inserted_at.toISOString(),
          };
        }),
      );
      return { board, ...paged(data, total, page) };
    },
  };
}

export type BoardsService = ReturnType<typeof createBoardsService>;
