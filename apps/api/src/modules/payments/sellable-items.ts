import type { PaymentItemKind, PaymentItemRef } from '@lbd/shared';
import { inArray, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import { paymentPageItems } from '../../db/schema';
import { intArray } from '../../db/sql';

/** The table of each kind of item a payment page sells (their owning modules keep title, org, status and price there). */
const TABLES: Record<PaymentItemKind, string> = {
  project: 'projects',
  quest: 'quests',
  learning_path: 'resource_groups',
};

export interface SellableItem {
  kind: PaymentItemKind;
  id: number;
  title: string;
  org_id: number | null;
  status: string;
  price_paise: number;
}

/** The items named, as they are now (missing ones are left out). */
export async function sellableItems(db: Db, refs: readonly PaymentItemRef[]): Promise<SellableItem[]> {
  const out: SellableItem[] = [];
  for (const kind of Object.keys(TABLES) as PaymentItemKind[]) {
    const ids = refs.filter((r) => r.kind === kind).map((r) => r.id);
    if (ids.length === 0) continue;
    const rows = rowsOf<Omit<SellableItem, 'kind'>>(
      await db.execute(
        sql`select id, title, org_id, status, price_paise from ${sql.raw(TABLES[kind])} where id = any(${intArray(ids)})`,
      ),
    );
    out.push(...rows.map((r) => ({ ...r, kind })));
  }
  return out;
}

export interface PageItem {
  kind: PaymentItemKind;
  id: number;
  title: string;
}

/** What each of these pages sells, with the items' titles (a removed item: '(removed)'), by page id. */
export async function itemsOfPages(db: Db, pageIds: readonly number[]): Promise<Map<number, PageItem[]>> {
  const out = new Map<number, PageItem[]>(pageIds.map((id) => [id, []]));
  if (pageIds.length === 0) return out;
  const rows = await db
    .select()
    .from(paymentPageItems)
    .where(inArray(paymentPageItems.page_id, [...pageIds]));
  const found = await sellableItems(
    db,
    rows.map((i) => ({ kind: i.item_kind, id: i.item_id })),
  );
  const titles = new Map(found.map((f) => [`${f.kind}:${f.id}`, f.title]));
  for (const r of rows)
    out.get(r.page_id)?.push({
      kind: r.item_kind,
      id: r.item_id,
      title: titles.get(`${r.item_kind}:${r.item_id}`) ?? '(removed)',
    });
  return out;
}
