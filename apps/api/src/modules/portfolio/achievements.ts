import { ENTRY_ACHIEVEMENT_LABELS, SECTION_KEYS, verifiedByLine, type SectionKey } from '@lbd/shared';
import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { rowsOf, type Db } from '../../db/client';
import type { AchievementItem, AchievementSource } from '../../lib/achievement-sources';
import { entriesJsonWhere, fromEntriesJson, specOf, type StoredEntry } from './entries.repo';
import { summarize } from './entry-summary';
import { NO_NAMES, toEntry } from './portfolio.mapper';
import { SECTION_TABLES, TABLES, type TableName } from './portfolio.tables';

/*
 * Portfolio entries as shared achievements (issue 28 item 6, decision 0083). An entry is shareable while
 * someone's verification stands on it; an edit in substance clears the verification (entries.service) and
 * deleting the entry removes it, and either takes the badge off the posts that share it. The ref is the
 * entry's section and uuid ('internships.1b4e...'): unguessable, and stable across edits.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The ref of an entry: its section and uuid. */
export const entryAchievementRef = (section: SectionKey, uuid: string) => `${section}.${uuid}`;

/** The section and uuid a ref names, or null when it names no entry. */
function readRef(ref: string): { section: SectionKey; uuid: string } | null {
  const dot = ref.indexOf('.');
  const section = ref.slice(0, dot) as SectionKey;
  const uuid = ref.slice(dot + 1);
  return dot > 0 && SECTION_KEYS.includes(section) && UUID.test(uuid) ? { section, uuid } : null;
}

function itemOf(entry: StoredEntry): AchievementItem {
  const r = entry.row;
  const verified = r.verified_at !== null && Boolean(r.verified_by_name);
  return {
    kind: 'portfolio_entry',
    ref: entryAchievementRef(entry.section, r.uuid),
    profileId: Number(r.profile_id),
    title: summarize(toEntry(entry, NO_NAMES, new Set())).title,
    label: ENTRY_ACHIEVEMENT_LABELS[entry.card],
    verified,
    verifiedBy: verified ? verifiedByLine(r.verified_by_name!, r.verified_by_org) : null,
    verifiedAt: verified ? r.verified_at!.toISOString() : null,
  };
}

/** Entries of several tables in one statement: one JSON column per table, each with its own condition. */
async function entriesWhere(db: Db, where: Partial<Record<TableName, SQL>>): Promise<StoredEntry[]> {
  const tables = (Object.keys(where) as TableName[]).filter((t) => where[t]);
  if (tables.length === 0) return [];
  const columns = tables.map((t) => sql`${entriesJsonWhere(specOf(t), where[t]!)} as ${sql.identifier(t)}`);
  const [row] = rowsOf<Record<string, unknown>>(await db.execute(sql`select ${sql.join(columns, sql`, `)}`));
  return tables.flatMap((t) => {
    const value = row?.[t];
    return fromEntriesJson(specOf(t), typeof value === 'string' ? JSON.parse(value) : (value ?? []));
  });
}

const columnsOf = (t: TableName) => getTableColumns(TABLES[t].table) as Record<string, AnyPgColumn>;

export function portfolioAchievementSource(db: Db): AchievementSource {
  return {
    kinds: ['portfolio_entry'],

    async mine(profileId) {
      const where: Partial<Record<TableName, SQL>> = {};
      for (const t of Object.keys(TABLES) as TableName[]) {
        const c = columnsOf(t);
        where[t] =
          sql`${c.profile_id} = ${profileId} and ${c.verified_at} is not null and ${c.verified_by_name} is not null`;
      }
      const items = (await entriesWhere(db, where)).map(itemOf).filter((i) => i.verified);
      return items.sort((a, b) => (b.verifiedAt ?? '').localeCompare(a.verifiedAt ?? ''));
    },

    async live(refs) {
      const wanted = new Map<TableName, Set<string>>();
      for (const { kind, ref } of refs) {
        const read = kind === 'portfolio_entry' ? readRef(ref) : null;
        if (!read) continue;
        const table = SECTION_TABLES[read.section];
        wanted.set(table, (wanted.get(table) ?? new Set()).add(read.uuid));
      }
      const where: Partial<Record<TableName, SQL>> = {};
      for (const [t, uuids] of wanted)
        where[t] = sql`${columnsOf(t).uuid} = any(${`{${[...uuids].join(',')}}`}::uuid[])`;
      const asked = new Set(refs.map((r) => r.ref));
      // A ref names its section too: an internship is not found under 'jobs'.
      return (await entriesWhere(db, where)).map(itemOf).filter((i) => asked.has(i.ref));
    },
  };
}
