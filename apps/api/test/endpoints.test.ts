import fs from 'node:fs';
import path from 'node:path';
import { ENDPOINTS, FEATURE_ENDPOINTS, OUTSIDE_CLIENT_ENDPOINTS, type EndpointSchemas } from '@lbd/shared/endpoints';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp } from './app';

/**
 * The contract's route table (packages/shared/src/endpoints.ts, issue 22) and the API agree: every route
 * registered under /api has its entry, with the very schemas its route declares, and every entry is a
 * registered route. The web's client is typed from the table, so this is what keeps a web call's types
 * true to the API. The routes the client does not call (health probes, uploaded files, the development
 * mailbox) are held to their own table the same way.
 */

/** Outside the web's table: the development mailbox (OUTSIDE_CLIENT_ENDPOINTS) and the OpenAPI document. */
const OUTSIDE_CONTRACT = [/^\/api\/dev\//, /^\/api\/docs/];

/**
 * Bodies the API builds per request clock (which dates are in the future): the table holds the same
 * schema built on the real clock, so these are compared by shape.
 */
const BUILT_PER_CLOCK = [
  /^(POST|PUT) \/api\/my_portfolio\/\w+(\/:id)?$/,
  /^(POST|PUT) \/api\/admin\/readings(\/:id)?$/,
];

const PARTS = ['params', 'querystring', 'body'] as const;
const shape = (schema: unknown) =>
  z.toJSONSchema(schema as z.ZodType, { io: 'input', unrepresentable: 'any', cycles: 'ref' });

describe('the contract route table', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let all: { key: string; url: string; schema: Record<string, unknown> }[];
  let routes: typeof all;
  beforeAll(async () => {
    t = await createTestApp();
    all = t.app.routeAccess.map((r) => ({
      key: `${r.method} ${r.url}`,
      url: r.url,
      schema: (r.schema ?? {}) as Record<string, unknown>,
    }));
    routes = all.filter((r) => r.url.startsWith('/api/') && !OUTSIDE_CONTRACT.some((p) => p.test(r.url)));
  });
  afterAll(() => t.close());

  it('has one entry per registered route, and no entry for a route that is not registered', () => {
    const table = ENDPOINTS as Record<string, EndpointSchemas>;
    const registered = routes.map((r) => r.key);
    expect(
      registered.filter((key) => !table[key]),
      'routes missing from the table',
    ).toEqual([]);
    expect(
      Object.keys(table).filter((key) => !registered.includes(key)),
      'table entries of no registered route',
    ).toEqual([]);
  });

  it('holds every other route that declares a schema in the table of routes the client does not call', () => {
    const table = OUTSIDE_CLIENT_ENDPOINTS as Record<string, EndpointSchemas>;
    const inClientTable = (key: string) => key in ENDPOINTS;
    const declaring = all
      .filter((r) => !inClientTable(r.key))
      .filter((r) => [...PARTS, 'response'].some((part) => r.schema[part] !== undefined));
    expect(
      declaring.filter((r) => !table[r.key]).map((r) => r.key),
      'routes declaring schemas in neither table',
    ).toEqual([]);
    const registered = all.map((r) => r.key);
    expect(
      Object.keys(table).filter((key) => !registered.includes(key)),
      'entries of no registered route',
    ).toEqual([]);
    expect(Object.keys(table).filter(inClientTable), 'routes in both tables').toEqual([]);
  });

  it('gives no route to two features', () => {
    const keys = Object.values(FEATURE_ENDPOINTS).flatMap((table) => Object.keys(table));
    expect(keys.length).toBe(new Set(keys).size);
    expect(keys.length).toBe(Object.keys(ENDPOINTS).length);
  });

  it('holds the schemas each route declares', () => {
    const table = { ...ENDPOINTS, ...OUTSIDE_CLIENT_ENDPOINTS } as Record<string, EndpointSchemas>;
    const drift: string[] = [];
    for (const { key, schema } of all) {
      const entry = table[key];
      if (!entry) continue;
      const byShape = BUILT_PER_CLOCK.some((p) => p.test(key));
      const same = (a: unknown, b: unknown) =>
        a === b ||
        (byShape && a !== undefined && b !== undefined && JSON.stringify(shape(a)) === JSON.stringify(shape(b)));
      for (const part of PARTS) if (!same(schema[part], entry[part])) drift.push(`${key}: ${part}`);
      const declared = (schema.response ?? {}) as Record<string, unknown>;
      const listed = entry.response as Record<string, unknown>;
      const statuses = new Set([...Object.keys(declared), ...Object.keys(listed)]);
      for (const status of statuses) if (declared[status] !== listed[status]) drift.push(`${key}: response ${status}`);
    }
    expect(drift, 'table entries whose schemas are not the route’s').toEqual([]);
  });
});

/** Route files take every schema from the contract: none is built inline (issue 22). */
describe('route files', () => {
  const modules = path.resolve(__dirname, '../src/modules');
  const files = fs
    .readdirSync(modules, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.routes.ts'));

  it.each(files)('%s builds no schema', (file) => {
    const text = fs.readFileSync(path.join(modules, file), 'utf8');
    const inline = text
      .split('\n')
      .filter((line) =>
        /\bz\.(object|array|null|enum|string|number|coerce|literal|boolean|union|iso)\(|Envelope\(/.test(line),
      );
    expect(inline).toEqual([]);
  });
});
