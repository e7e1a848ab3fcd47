import { eq } from 'drizzle-orm';
import type { Db } from './client';
import { orgs } from './schema';

/** Does this organisation exist? (An admin posting a job, event or club names one.) */
export async function orgExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: orgs.id }).from(orgs).where(eq(orgs.id, id));
  return Boolean(row);
}
