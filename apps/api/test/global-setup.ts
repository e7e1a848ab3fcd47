import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';
import { seedDatabase } from '../src/seed';
import { createQueue } from '../src/lib/queue';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
    templateDatabase: string;
  }
}

/** The template database (TEST_TEMPLATE_DB names another, so two checkouts can test on one server at once). */
export const TEMPLATE_DB = /^[a-z_][a-z0-9_]{0,62}$/.test(process.env.TEST_TEMPLATE_DB ?? '')
  ? process.env.TEST_TEMPLATE_DB!
  : 'lbd_test_template';

/**
 * Migrate and seed the catalogue once per run. On PGlite the result is dumped to a tarball that
 * every test file restores (much faster than migrating again); on PostgreSQL (TEST_DATABASE_URL)
 * it becomes a template database that every test file copies.
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DB} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${TEMPLATE_DB}`);
    await admin.end();
    const target = new URL(url);
    target.pathname = `/${TEMPLATE_DB}`;
    const database = await openDatabase({ kind: 'postgres', url: target.toString(), poolSize: 1 });
    await database.migrate();
    await seedDatabase(database.db, { demo: false });
    await installQueue(database);
    await database.close();
    project.provide('templateDatabase', TEMPLATE_DB);
    project.provide('pgliteSnapshot', '');
    return;
  }
  const client = await PGlite.create();
  const database = await openDatabase({ kind: 'pglite', client });
  await database.migrate();
  await seedDatabase(database.db, { demo: false });
  await installQueue(database);
  const dump = await client.dumpDataDir('none');
  await client.close();
  const file = path.join(os.tmpdir(), `lbd-test-snapshot-${process.pid}.tar`);
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteSnapshot', file);
  project.provide('templateDatabase', '');
  return () => fs.rmSync(file, { force: true });
}

/** The job queue's own tables, so test files do not create them again. */
async function installQueue(database: Parameters<typeof createQueue>[0]) {
  const queue = createQueue(database, { workers: false });
  await queue.start();
  await queue.stop(1000);
}
