import fs from 'node:fs';
import path from 'node:path';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { SEED_DATA_DIR } from '../config/paths';
import type { Db } from '../db/client';
import { orgs, seedRuns } from '../db/schema';

const demoOrgSchema = z.object({ full_name: z.string(), about: z.string().max(2000) });

export function loadDemoOrgs(dir = SEED_DATA_DIR) {
  return z.array(demoOrgSchema).parse(JSON.parse(fs.readFileSync(path.join(dir, 'demo_orgs.json'), 'utf8')));
}

/**
 * 'About' texts for the demo organisations' public pages (the demo company and institute, and the
 * companies with demo jobs). Runs once; a text an admin already wrote is kept.
 */
export async function seedDemoOrgs(db: Db): Promise<number> {
  const [done] = await db.select().from(seedRuns).where(eq(seedRuns.name, 'demo_orgs'));
  if (done) return 0;
  const demo = loadDemoOrgs();
  let updated = 0;
  await db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: orgs.id, full_name: orgs.full_name })
      .from(orgs)
      .where(
        and(
          inArray(
            orgs.full_name,
            demo.map((d) => d.full_name),
          ),
          isNull(orgs.about),
        ),
      );
    for (const row of rows) {
      const about = demo.find((d) => d.full_name === row.full_name)!.about;
      await tx.update(orgs).set({ about, updated_at: new Date() }).where(eq(orgs.id, row.id));
      updated += 1;
    }
    await tx.insert(seedRuns).values({ name: 'demo_orgs', version: '1' });
  });
  return updated;
}
