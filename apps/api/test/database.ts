import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../src/db/client';

/**
 * A fresh, migrated, catalogue-seeded database for one test file: a restored PGlite snapshot by
 * default, or a copy of the template database on the PostgreSQL server named by TEST_DATABASE_URL.
 */
export async function openTestDatabase(): Promise<Database & { url?: string }> {
  const url = process.env.TEST_DATABASE_URL;
  const template = inject('templateDatabase');
  if (url && template) {
    // Copies are named after the template, so a checkout with its own template (TEST_TEMPLATE_DB) owns its copies too.
    const name = `${template === 'lbd_test_template' ? 'lbd_test' : template.slice(0, 48)}_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    await admin.end();
    const target = new URL(url);
    target.pathname = `/${name}`;
    const database = await openDatabase({ kind: 'postgres', url: target.toString(), poolSize: 4 });
    return {
      ...database,
      /** The copy's address, for a second process or instance on the same database. */
      url: target.toString(),
      async close() {
        await database.close();
        const cleanup = new pg.Client({ connectionString: url });
        await cleanup.connect();
        await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await cleanup.end();
      },
    };
  }
  const snapshot = fs.readFileSync(inject('pgliteSnapshot'));
  const client = await PGlite.create({ loadDataDir: new Blob([snapshot]) });
  return openDatabase({ kind: 'pglite', client });
}
