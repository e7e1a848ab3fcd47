import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ARTICLE_TYPES } from '@lbd/shared';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { SEED_DATA_DIR } from '../config/paths';
import type { Db } from '../db/client';
import { catalogueReadings, jobRoles, seedRuns, skills, specializations } from '../db/schema';

const FILE = 'catalogue_readings.json';

/** One catalogue reading as `data/catalogue_readings.json` writes it (check-data.mjs checks the rest). */
const readingSchema = z.object({
  kind: z.enum(['book', 'article']),
  title: z.string().max(200),
  authors: z.string().max(200),
  source: z.string().max(150),
  year: z.number().int(),
  url: z.string().max(500).optional(),
  isbn: z
    .string()
    .regex(/^\d{1,13}$/)
    .optional(),
  type: z.enum(ARTICLE_TYPES).optional(),
  summary: z.string().max(2000),
  /** Skill display names and career-path names of the catalogue. */
  skills: z.array(z.string()).min(1),
  roles: z.array(z.string()),
  /** Lower-case prefixes of specialization names. */
  specializations: z.array(z.string()).optional(),
});
export type SeedReading = z.infer<typeof readingSchema>;

export function loadCatalogueReadings(dir = SEED_DATA_DIR): { rows: SeedReading[]; version: string } {
  const raw = fs.readFileSync(path.join(dir, FILE), 'utf8');
  return {
    rows: z.array(readingSchema).parse(JSON.parse(raw)),
    version: createHash('sha256').update(raw).digest('hex').slice(0, 16),
  };
}

/**
 * The books and articles of /books and /articles, from a versioned data file. Like the lookup
 * catalogue, a changed file adds its new items on the next start and leaves existing (possibly
 * admin-edited) ones alone. Returns false when this version was already applied.
 */
export async function seedCatalogueReadings(db: Db, dir = SEED_DATA_DIR): Promise<boolean> {
  const { rows, version } = loadCatalogueReadings(dir);
  const [applied] = await db.select().from(seedRuns).where(eq(seedRuns.name, 'catalogue_readings'));
  if (applied?.version === version) return false;

  await db.transaction(async (tx) => {
    // One after another: a transaction is one connection, which runs one statement at a time.
    const skillRows = await tx.select({ id: skills.id, name: skills.display_name }).from(skills);
    const roleRows = await tx.select({ id: jobRoles.id, name: jobRoles.name }).from(jobRoles);
    const specRows = await tx.select({ id: specializations.id, name: specializations.name }).from(specializations);
    const byName = (list: { id: number; name: string }[]) => new Map(list.map((r) => [r.name, r.id]));
    const [skillIds, roleIds] = [byName(skillRows), byName(roleRows)];
    const need = (map: Map<string, number>, name: string, what: string) => {
      const id = map.get(name);
      if (id === undefined) throw new Error(`catalogue readings: unknown ${what} '${name}'`);
      return id;
    };
    const values = rows.map((r) => ({
      kind: r.kind,
      title: r.title,
      authors: r.authors,
      source: r.source,
      url: r.url ?? null,
      summary: r.summary,
      published_year: r.year,
      isbn: r.isbn ?? null,
      type: r.type ?? null,
      skill_ids: r.skills.map((s) => need(skillIds, s, 'skill')),
      job_role_ids: r.roles.map((n) => need(roleIds, n, 'career path')),
      specialization_ids: specRows
        .filter((s) => (r.specializations ?? []).some((p) => s.name.toLowerCase().startsWith(p)))
        .map((s) => s.id),
    }));
    await tx.insert(catalogueReadings).values(values).onConflictDoNothing();
    await tx
      .insert(seedRuns)
      .values({ name: 'catalogue_readings', version })
      .onConflictDoUpdate({ target: seedRuns.name, set: { version, applied_at: sql`now()` } });
  });
  return true;
}
