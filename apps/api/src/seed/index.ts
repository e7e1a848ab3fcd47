import type { Db } from '../db/client';
import { seedCatalogue } from './catalogue';
import { seedCatalogueReadings } from './catalogue-readings';

/**
 * Seed what an empty database needs: the lookup catalogue always, demo content when asked.
 * Feature modules add their demo content here as they land.
 */
export async function seedDatabase(
  db: Db,
  opts: { demo: boolean; log?: { info: (message: string) => void } },
): Promise<void> {
  if (await seedCatalogue(db)) opts.log?.info('lookup catalogue seeded');
  if (await seedCatalogueReadings(db)) opts.log?.info('readings catalogue seeded');
  if (opts.demo) {
    // Demo accounts and content arrive with the identity and feature modules.
  }
}
