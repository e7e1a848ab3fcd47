// @embedded-pass: the same statements on both drivers.
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, rowsOf, type Database } from './client';

/**
 * The API runs on the embedded PGlite by default and on a PostgreSQL server with DATABASE_URL. Raw
 * statements (`db.execute`) hand back what each driver makes of a column: these must be the same
 * JavaScript values on both, or a page works on one and breaks on the other. CI runs the HTTP suite on
 * the server and the embedded-database files again on PGlite; this file runs in both passes.
 */
const STATEMENT = sql`select
  42::int4 as int4,
  count(*)::int as count,
  12.50::numeric(6, 2) as numeric,
  0.25::float8 as float8,
  true as bool,
  'text'::text as text,
  '2026-03-01 10:30:00+05:30'::timestamptz as at,
  '2026-03-01'::date as day,
  '{"a": [1, "b"]}'::jsonb as json,
  array[1, 2]::int4[] as ints,
  array['x', 'y']::text[] as texts,
  null::int4 as nothing
  from (values (1), (2)) v(x)`;

/** What the app relies on: the row of STATEMENT as both drivers give it (times and days as text). */
const EXPECTED = {
  int4: 42,
  count: 2,
  numeric: '12.50',
  float8: 0.25,
  bool: true,
  text: 'text',
  at: '2026-03-01 05:00:00+00',
  day: '2026-03-01',
  json: { a: [1, 'b'] },
  ints: [1, 2],
  texts: ['x', 'y'],
  nothing: null,
};

async function rowOf(database: Database, statement = STATEMENT) {
  const [row] = rowsOf<Record<string, unknown>>(await database.db.execute(statement));
  return row!;
}

describe('what each driver makes of a column', () => {
  let embedded: Database;
  let server: Database | undefined;
  beforeAll(async () => {
    embedded = await openDatabase({ kind: 'pglite', client: await PGlite.create() });
    if (process.env.TEST_DATABASE_URL)
      server = await openDatabase({ kind: 'postgres', url: process.env.TEST_DATABASE_URL, poolSize: 1 });
  });
  afterAll(async () => {
    await embedded.close();
    await server?.close();
  });

  it('the embedded database answers the values the app expects', async () => {
    expect(await rowOf(embedded)).toEqual(EXPECTED);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)('a PostgreSQL server answers exactly the same values', async () => {
    expect(await rowOf(server!)).toEqual(EXPECTED);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'an int8 (a bare count(*), a bigint) is not the same on both, which is why raw statements cast it',
    async () => {
      const statement = sql`select count(*) as count, 9007199254740993::int8 as big from (values (1), (2)) v(x)`;
      expect(await rowOf(embedded, statement)).toEqual({ count: 2, big: 9007199254740993n });
      expect(await rowOf(server!, statement)).toEqual({ count: '2', big: '9007199254740993' });
    },
  );
});
