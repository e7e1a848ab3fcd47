/*
 * The floor of `npm run bench`: a bare Fastify server and a `pg` pool, nothing of ours around them.
 * GET /hello answers a constant; GET /floor/<name> runs the statements the API sent for that hot path
 * (captured from the API itself, see capture-sql.ts), in order, on one pooled connection, and answers
 * the rows as JSON. Parameters equal to a captured value listed in the path's substitutions are
 * replaced by the request's query values (the apply path rotates jobs and students that way).
 *
 *   FLOOR_DATABASE_URL=... FLOOR_PORT=3391 FLOOR_STATEMENTS=/tmp/statements.json node --import tsx bench/floor.ts
 */
import fs from 'node:fs';
import Fastify from 'fastify';
import pg from 'pg';

export interface CapturedStatement {
  text: string;
  values: unknown[];
  name?: string;
  rowMode?: string;
}

export interface FloorPath {
  statements: CapturedStatement[];
  /** query-string name -> the captured parameter value it replaces. */
  substitute?: Record<string, string | number>;
}

/** The parameters of one statement with the captured values replaced by the request's. */
export function substituted(
  values: unknown[],
  substitute: Record<string, string | number>,
  query: Record<string, string>,
) {
  const map = new Map<string, string>();
  for (const [key, captured] of Object.entries(substitute))
    if (query[key] !== undefined) map.set(String(captured), query[key]);
  if (map.size === 0) return values;
  return values.map((v) => {
    if ((typeof v === 'string' || typeof v === 'number') && map.has(String(v))) {
      const next = map.get(String(v))!;
      return typeof v === 'number' ? Number(next) : next;
    }
    return v;
  });
}

const isMain = import.meta.url === `file://${process.argv[1]}`;
if (isMain) {
  const paths = JSON.parse(fs.readFileSync(process.env.FLOOR_STATEMENTS!, 'utf8')) as Record<string, FloorPath>;
  const pool = new pg.Pool({
    connectionString: process.env.FLOOR_DATABASE_URL,
    max: Number(process.env.FLOOR_POOL ?? 10),
  });
  const app = Fastify({ logger: false });
  app.get('/hello', async () => ({ data: { ok: true } }));
  app.all('/floor/:name', async (request, reply) => {
    const path = paths[(request.params as { name: string }).name];
    if (!path) return reply.code(404).send({ error: 'no such path' });
    const query = request.query as Record<string, string>;
    const client = await pool.connect();
    const results: unknown[] = [];
    try {
      for (const s of path.statements) {
        const values = path.substitute ? substituted(s.values, path.substitute, query) : s.values;
        const config = {
          text: s.text,
          values,
          name: s.name,
          ...(s.rowMode === 'array' ? { rowMode: 'array' as const } : {}),
        };
        const res = await client.query(config as pg.QueryConfig);
        results.push(res.rows);
      }
    } catch (err) {
      await client.query('rollback').catch(() => undefined);
      client.release();
      return reply.code(500).send({ error: (err as Error).message });
    }
    client.release();
    return { data: results };
  });
  await app.listen({ port: Number(process.env.FLOOR_PORT), host: '127.0.0.1' });
  process.on(
    'SIGTERM',
    () =>
      void app
        .close()
        .then(() => pool.end())
        .then(() => process.exit(0)),
  );
}
