import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import { API_MESSAGES, errorBodySchema, type ProfileType } from '@lbd/shared';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { Access } from '../src/lib/access';
import { createTestApp, TEST_AUTH_SECRET } from './app';
import { activityBody, createActivity, enrolStudents } from './factories/activities';
import { clubBody, createClub, joinClub } from './factories/clubs';
import { createEvent, enroll, eventBody } from './factories/events';
import { bearer, buildAdmin, buildUser, clientIp, signUp, type Account } from './factories/index';
import { buildOrgUser, createJob, jobBody } from './factories/jobs';
import { BODIES, buildPortfolioStudent, save } from './factories/portfolio';
import {
  caseArb,
  describeRoute,
  materialize,
  short,
  toJsonSchema,
  type Built,
  type Example,
  type Feed,
  type FuzzRoute,
} from './support/fuzz-requests';
import { validArb, type JsonSchema } from './support/fuzz-values';
import { createRowGuard, type RowChange, type RowGuard } from './support/row-guard';

/**
 * Property-based fuzzing of every registered route (issue 8 item 6). For each route, fast-check
 * builds requests from the route's zod schemas, breaks them (wrong types, missing and extra fields,
 * huge and hostile strings, bad numbers, bad path segments, wrong content types, forged credentials)
 * and sends them as a caller the route admits. Whatever comes in:
 * - the answer is never a 5xx;
 * - every 4xx is the error envelope { error: { code, message, request_id } }, with no stack trace or SQL;
 * - a 4xx changed no row in any table (support/row-guard.ts);
 * - a request that surely is invalid (malformed JSON, a path id that is not one) gets a 4xx, and one
 *   signed out or with a forged token gets 401 on a route that needs a caller.
 *
 * FUZZ_RUNS (cases per route, default 10), FUZZ_SEED (default 20260501), FUZZ_ROUTE ('METHOD /url':
 * that route only) and FUZZ_PATH (fast-check's counterexample path) replay a failure; FUZZ_SHRINK=1
 * shrinks a failing case to a smaller one.
 */

const RUNS = Number(process.env.FUZZ_RUNS ?? 10);
const SEED = Number(process.env.FUZZ_SEED ?? 20260501);
const ONLY = process.env.FUZZ_ROUTE;
const PATH = process.env.FUZZ_PATH;
const SHRINK = process.env.FUZZ_SHRINK === '1';

/**
 * Routes the fuzzer does not call, with the reason. The test fails when an entry names a route
 * that no longer exists. (Empty today: every route is fuzzed.)
 */
const EXCLUDED: Record<string, string> = {};

/**
 * Routes whose input is not (all) in zod schemas, and how the fuzzer feeds them. A route with a
 * wildcard, or a path parameter without a params schema, must be listed; so must every entry here exist.
 */
const SPECIAL: Record<
  string,
  { feed?: Feed; query?: JsonSchema; session?: 'fresh-cookie'; over?: 'http'; why: string }
> = {
  'GET /uploads/:folder/:file': { why: 'stored avatars: the params schema bounds the names; traversal in both' },
  'GET /api/docs/static/*': { why: 'API docs assets: the wildcard tail gets traversal in every spelling' },
  'GET /api/auth/callback/:provider': { why: "the identity library's social sign-in callback: junk provider names" },
  'POST /api/auth/callback/:provider': { why: "the identity library's social sign-in callback: junk names and bodies" },
  'PUT /api/storage/*': {
    feed: 'raw-bytes',
    query: storageQuery(),
    why: 'signed upload URL of activity files: raw bytes, forged signatures, traversal in the key',
  },
  'GET /api/storage/*': {
    query: storageQuery(),
    why: 'signed download URL of activity files: forged signatures, traversal in the key',
  },
  'POST /api/my_profile/avatar': {
    feed: 'multipart-image',
    why: 'multipart image upload: no body schema, the handler sniffs the bytes',
  },
  'PUT /api/events/:id/avatar': { feed: 'multipart-image', why: 'multipart image upload (event logo)' },
  'POST /api/posts/images': { feed: 'multipart-image', why: 'multipart image upload (a post photo)' },
  'PUT /api/events/:id/banner': { feed: 'multipart-image', why: 'multipart image upload (event banner)' },
  'POST /api/photo_catalog/upload': { feed: 'multipart-image', why: 'multipart photo upload for the photo catalog' },
  'POST /api/identity/sign_out': {
    session: 'fresh-cookie',
    why: "reads the session cookie: each case brings a fresh session's cookie, so the callers' sessions live on",
  },
  'POST /api/identity/refresh': {
    session: 'fresh-cookie',
    why: "reads the session cookie: each case brings a fresh session's cookie",
  },
  'GET /api/myprofile/notifications/live': {
    over: 'http',
    why:
      'server-sent events: this app ends every stream after 50 ms (liveMaxStreamMs); sent over a real socket, ' +
      'as app.inject never sees a hijacked stream end',
  },
};

/**
 * Tables a refused request may still write, per route, with the reason. Everything else must stay
 * as it was after a 4xx.
 */
const WRITES_ON_REFUSAL: Record<string, { tables: string[]; why: string }> = {
  'POST /api/my_account/change_password': {
    tables: ['sign_in_failures'],
    why: "a wrong current password counts against the account's sign-in budget (the slow-down after failures)",
  },
  'POST /api/my_account/delete': {
    tables: ['sign_in_failures'],
    why: "a wrong password counts against the account's sign-in budget (the slow-down after failures)",
  },
};

function storageQuery(): JsonSchema {
  return {
    type: 'object',
    properties: {
      expires: { type: 'integer', minimum: 0, maximum: 4_102_444_800 },
      sig: { type: 'string', maxLength: 60 },
      ct: { type: 'string', maxLength: 40 },
      name: { type: 'string', maxLength: 60 },
    },
    required: ['expires', 'sig'],
  };
}

type CallerKind = 'admin' | ProfileType;

function admitted(access: Access): (CallerKind | 'anonymous')[] {
  if (access === 'public') return ['anonymous'];
  if (access === 'signed_in') return ['STUDENT'];
  if (access === 'admin' || 'admin' in access) return ['admin'];
  return [...access.profiles, ...(access.adminToo ? (['admin'] as const) : [])];
}

/** A per-route seed, so one route's cases do not depend on the others' order. */
const seedOf = (key: string) => createHash('sha256').update(`${SEED}:${key}`).digest().readInt32LE(0);

const t = await createTestApp({ sleep: async () => undefined, liveMaxStreamMs: 50, livePingMs: 20 });
const registered = t.app.routeAccess.map((r) => ({ ...r, key: `${r.method} ${r.url}` }));
const routes: FuzzRoute[] = registered
  .filter((r) => !(r.key in EXCLUDED))
  .map((r) => {
    const special = SPECIAL[r.key];
    const route = describeRoute({ ...r, access: r.access ?? 'public' }, special?.feed);
    return special?.query && !route.query ? { ...route, query: special.query } : route;
  });

/** Known-good requests per route (filled once the fixtures exist). */
const examples: Record<string, Example> = {};

const stats = {
  cases: 0,
  byClass: {} as Record<string, number>,
  slowChecks: 0,
  ms: 0,
  routes: 0,
  routeMs: 0,
  setupMs: 0,
  rebuilt: 0,
};
/** Per route: answers by status, for FUZZ_REPORT (a file to write them to). */
const answers = new Map<string, Record<number, number>>();

describe('fuzz: every route, from its zod schemas, broken on purpose', () => {
  let guard: RowGuard;
  const callers = new Map<CallerKind, Account>();
  let freshCookie: string | undefined;

  async function buildCaller(kind: CallerKind): Promise<Account> {
    if (kind === 'admin') return buildAdmin(t.app);
    if (kind === 'COMPANY' || kind === 'INSTITUTION')
      return buildOrgUser(t.app, kind, { admin: await caller('admin') });
    return buildUser(t.app, kind);
  }

  /**
   * When each caller was last seen working, and at which count of row-changing cases: a case that
   * changed rows since may have banned, deactivated or signed it out.
   */
  const checkedAt = new Map<CallerKind, { at: number; writes: number }>();

  /** The caller of this kind, rebuilt when an earlier case banned, deactivated or signed it out. */
  async function caller(kind: CallerKind): Promise<Account> {
    const known = callers.get(kind);
    const last = checkedAt.get(kind);
    if (known && last && last.writes === stats.slowChecks && Date.now() - last.at < 60_000) return known;
    if (known) {
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/current_user_data', headers: bearer(known.token) });
      const profile = res.statusCode < 300 ? res.json().data.user.profile : null;
      if (res.statusCode < 300 && (kind === 'admin' || profile?.active)) {
        checkedAt.set(kind, { at: Date.now(), writes: stats.slowChecks });
        return known;
      }
    }
    const fresh = await buildCaller(kind);
    stats.rebuilt += 1;
    callers.set(kind, fresh);
    checkedAt.set(kind, { at: Date.now(), writes: stats.slowChecks });
    return fresh;
  }

  let origin: string | undefined;
  /** The same request over a real socket (for streams), answered as app.inject answers. */
  async function overHttp(
    built: Built,
  ): Promise<{ statusCode: number; body: string; headers: Record<string, unknown> }> {
    origin ??= await t.app.listen({ port: 0, host: '127.0.0.1' });
    return new Promise((resolve, reject) => {
      const req = http.request(`${origin}${built.url}`, { method: built.method, headers: built.headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ statusCode: res.statusCode ?? 0, body: Buffer.concat(chunks).toString(), headers: res.headers }),
        );
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end(built.payload);
    });
  }

  beforeAll(async () => {
    // Rows for the generated ids to find (small ids are the generator's favourites).
    const company = await caller('COMPANY');
    await caller('INSTITUTION');
    await caller('admin');
    const advisor = await caller('ADVISOR');
    const student = await buildPortfolioStudent(t.app);
    callers.set('STUDENT', student);
    const jobId = await createJob(t.app, company.token);
    await t.app.inject({
      method: 'POST',
      url: `/api/jobs/${jobId}/apply`,
      headers: bearer(student.token),
      payload: {},
    });
    const eventId = await createEvent(t.app, company.token);
    await enroll(t.app, student.token, eventId);
    const clubId = await createClub(t.app, company.token);
    await joinClub(t.app, clubId, student.token, company.token);
    const activity = await createActivity(t.app, advisor.token, activityBody(new Date()));
    await enrolStudents(t.app, advisor.token, activity, [student.profileId]);
    const degree = (await save(t.app, student.token, 'educations', BODIES.education)).json().data.id as number;

    // Known-good requests the fuzzer starts from half the time, so single broken fields get past the
    // schema's other rules and reach the services.
    const signInAccount = await signUp(t.app);
    const password = 'correct horse battery';
    examples['POST /api/identity/sign_up'] = {
      body: { email: 'fuzz.sign.up@example.com', password, confirm_password: password },
    };
    examples['POST /api/identity/sign_in'] = { body: { email: signInAccount.email, password } };
    examples['POST /api/identity/password_reset'] = { body: { email: signInAccount.email } };
    const cards: [string, Record<string, unknown>][] = [
      ['readings', BODIES.book],
      ['articles', BODIES.article],
      ['social_clubs', BODIES.club],
      ['external_projects', BODIES.project],
      ['external_events', BODIES.event],
      ['external_courses', BODIES.course],
      ['internships', BODIES.internship],
      ['educations', BODIES.education],
      ['subjects', BODIES.subject(degree)],
    ];
    for (const [resource, body] of cards) {
      examples[`POST /api/my_portfolio/${resource}`] = { body };
      examples[`PUT /api/my_portfolio/${resource}/:id`] = { body };
    }
    const owned: [string, number, unknown][] = [
      ['jobs', jobId, jobBody()],
      ['events', eventId, eventBody()],
      ['clubs', clubId, clubBody()],
      ['assignments', activity, activityBody(new Date())],
    ];
    for (const [resource, id, body] of owned) {
      examples[`POST /api/${resource}`] = { body };
      examples[`PUT /api/${resource}/:id`] = { params: { id }, body };
    }
    const reading = {
      kind: 'book',
      title: 'Test-Driven Development: By Example',
      authors: 'Kent Beck',
      source: 'Addison-Wesley',
      summary: 'Write a failing test, make it pass, then clean up.',
      published_year: 2002,
      skill_ids: [1, 2],
    };
    examples['POST /api/admin/readings'] = { body: reading };
    examples['PUT /api/admin/readings/:id'] = { params: { id: 1 }, body: reading };
    examples['POST /api/my_portfolio/verifications'] = {
      body: {
        section: 'educations',
        entry_id: degree,
        verifier_name: 'Ravi Kumar',
        verifier_email: 'ravi.kumar@example.com',
        verifier_organisation: 'Infosys, Mysuru',
      },
    };
    examples['POST /api/jobs/:id/apply'] = { params: { id: jobId }, body: {} };
    examples['POST /api/events/:id/enroll'] = { params: { id: eventId } };
    examples['POST /api/clubs/:id/join_request'] = { params: { id: clubId }, body: {} };
    guard = await createRowGuard(t.database);
  }, 120_000);

  afterAll(async () => {
    const reached = [...answers.values()].filter((tally) => Object.keys(tally).some((code) => +code < 300)).length;
    if (process.env.FUZZ_REPORT)
      fs.writeFileSync(process.env.FUZZ_REPORT, JSON.stringify(Object.fromEntries(answers), null, 1));
    const perCase = stats.cases ? (stats.ms / stats.cases).toFixed(1) : '-';
    console.log(
      `fuzz: ${stats.routes} routes, ${stats.cases} requests (${RUNS} per route, seed ${SEED}), ` +
        `${perCase} ms each; answers ${JSON.stringify(stats.byClass)}, ${reached} routes answered a 2xx at least once; full row checks ${stats.slowChecks} ` +
        `(${(await guard.stateCostMs()).toFixed(0)} ms each); routes ${(stats.routeMs / 1000).toFixed(1)} s, ` +
        `of which requests ${(stats.ms / 1000).toFixed(1)} s and caller checks ${(stats.setupMs / 1000).toFixed(1)} s ` +
        `(${stats.rebuilt} callers built)`,
    );
    await t.close();
  });

  it('names only registered routes in its tables, and leaves no route out silently', () => {
    const keys = new Set(registered.map((r) => r.key));
    const stale = [...Object.keys(EXCLUDED), ...Object.keys(SPECIAL), ...Object.keys(WRITES_ON_REFUSAL)].filter(
      (k) => !keys.has(k),
    );
    expect(stale, 'table entries naming routes that no longer exist').toEqual([]);
    // A wildcard, or a path parameter the params schema does not describe, needs an entry saying how to feed it.
    const unexplained = routes
      .filter((r) => r.pathParams.some((p) => p === '*' || !r.params?.properties?.[p]))
      .filter((r) => !SPECIAL[r.key])
      .map((r) => r.key);
    expect(unexplained, 'routes with unschemed path parameters missing from SPECIAL').toEqual([]);
    expect(
      registered.filter((r) => !r.access).map((r) => r.key),
      'routes without an access declaration',
    ).toEqual([]);
    expect(routes.length + Object.keys(EXCLUDED).length).toBe(registered.length);
    expect(registered.length).toBeGreaterThan(200);
  });

  it('generates values most route schemas accept before breaking them', () => {
    let accepted = 0;
    let generated = 0;
    for (const r of registered) {
      for (const part of ['params', 'querystring', 'body'] as const) {
        const schema = (r.schema as Record<string, z.ZodType> | undefined)?.[part];
        if (!schema) continue;
        const values = fc.sample(validArb(toJsonSchema(schema)!), { numRuns: 10, seed: SEED });
        accepted += values.filter((v) => schema.safeParse(v).success).length;
        generated += values.length;
      }
    }
    // Cross-field rules (date order, matching passwords) are beyond the generator: the examples cover them.
    expect(accepted / generated).toBeGreaterThan(0.75);
  });

  it('notices an insert, an update and a delete in any table, and nothing for a read', async () => {
    const sql = (text: string) => t.database.executeSql(text, []);
    const changed = async (text: string) => (await guard.around(() => sql(text))).changes.map((c) => c.table);
    expect(await changed('SELECT count(*) FROM skills')).toEqual([]);
    expect(
      await changed("INSERT INTO skills (name, display_name, type) VALUES ('fuzz-probe', 'Fuzz probe', 'TECHNICAL')"),
    ).toEqual(['skills']);
    expect(await changed("UPDATE skills SET display_name = 'Fuzz probe 2' WHERE name = 'fuzz-probe'")).toEqual([
      'skills',
    ]);
    expect(await changed("DELETE FROM skills WHERE name = 'fuzz-probe'")).toEqual(['skills']);
    // A write that is rolled back leaves nothing behind.
    expect(
      await changed(
        "BEGIN; INSERT INTO skills (name, display_name, type) VALUES ('fuzz-probe', 'x', 'TECHNICAL'); ROLLBACK",
      ),
    ).toEqual([]);
    expect(guard.tables.length).toBeGreaterThan(30);
  });

  /**
   * The cookie of a session no caller uses, for the routes that read the session cookie: a new account
   * once the last one was used up (signed out, rotated), as signing one account in again and again
   * would run into its per-account limit.
   */
  async function sessionCookie(): Promise<string> {
    freshCookie ??= (await signUp(t.app)).cookie;
    return freshCookie;
  }

  /** Send one request; answers what is wrong with the answer, or null. */
  async function check(route: FuzzRoute, built: Built): Promise<string | null> {
    const started = performance.now();
    const { result: res, changes } = await guard.around(() =>
      SPECIAL[route.key]?.over === 'http'
        ? overHttp(built)
        : t.app.inject({
            method: built.method as 'GET',
            url: built.url,
            headers: built.headers,
            payload: built.payload,
            remoteAddress: clientIp(),
          }),
    );
    stats.ms += performance.now() - started;
    stats.cases += 1;
    if (changes.length > 0) stats.slowChecks += 1;
    const tally = answers.get(route.key) ?? {};
    tally[res.statusCode] = (tally[res.statusCode] ?? 0) + 1;
    answers.set(route.key, tally);
    const klass = `${String(res.statusCode)[0]}xx`;
    stats.byClass[klass] = (stats.byClass[klass] ?? 0) + 1;
    if (SPECIAL[route.key]?.session === 'fresh-cookie' && res.statusCode < 300) freshCookie = undefined;

    const body = res.body;
    const answer = `${res.statusCode} ${short(body, 400)}`;
    if (res.statusCode >= 500) return `answered ${answer}`;
    if (body.includes('root:x:0:0:') || body.includes(TEST_AUTH_SECRET)) return `leaked a file or a secret: ${answer}`;
    if (res.statusCode >= 400) {
      let json: unknown;
      try {
        json = JSON.parse(body);
      } catch {
        return `a ${res.statusCode} that is not JSON: ${answer}`;
      }
      const envelope = errorBodySchema.strict().safeParse(json);
      if (!envelope.success) return `a ${res.statusCode} outside the error envelope: ${answer}`;
      const { error } = envelope.data;
      if (!error.message || !error.request_id) return `an empty message or request id: ${answer}`;
      if (res.headers['x-request-id'] !== error.request_id) return `request_id differs from x-request-id: ${answer}`;
      if (
        /\n\s+at |node_modules|\.ts:\d+|syntax error at|violates .* constraint|duplicate key|\bSELECT\b.+\bFROM\b/i.test(
          body,
        )
      )
        return `an error body with internals: ${answer}`;
      const allowed = new Set(WRITES_ON_REFUSAL[route.key]?.tables ?? []);
      const changed = changes.filter((c: RowChange) => !allowed.has(c.table));
      if (changed.length > 0) {
        const list = changed.map((c) => `${c.table} ${JSON.stringify(c.before)} -> ${JSON.stringify(c.after)}`);
        return `a ${res.statusCode} changed rows: ${list.join('; ')} (answer ${answer})`;
      }
    }
    if (built.mustBe401 && res.statusCode !== 401) {
      // With a hostile path segment the router may find no route (or not read the path) before any
      // access check: then any refusal will do, never an answer.
      const refused = built.rawPath
        ? res.statusCode >= 400
        : res.statusCode === 404 && body.includes(API_MESSAGES.routeNotFound);
      if (!refused) return `signed out or forged credentials, yet answered ${answer}`;
    }
    if (built.mustReject && res.statusCode < 400) return `${built.mustReject}, yet answered ${answer}`;
    return null;
  }

  for (const route of routes) {
    const run = !ONLY || ONLY === route.key;
    it.skipIf(!run)(
      route.key,
      async () => {
        const routeStarted = performance.now();
        const kinds = admitted(route.access);
        const tokens: (string | undefined)[] = [];
        const rebuilt = stats.rebuilt;
        for (const kind of kinds) tokens.push(kind === 'anonymous' ? undefined : (await caller(kind)).token);
        const special = SPECIAL[route.key];
        if (stats.rebuilt > rebuilt) await guard.reset();
        stats.setupMs += performance.now() - routeStarted;
        const seed = seedOf(route.key);
        let last: { built: Built; problem: string } | undefined;
        const property = fc.asyncProperty(caseArb(route, tokens.length, examples[route.key]), async (c) => {
          const built = materialize(route, c, tokens[c.caller % tokens.length]);
          if (special?.session === 'fresh-cookie') {
            const cookie = await sessionCookie();
            await guard.reset();
            built.headers.cookie = c.auth === 'garbage' ? `${cookie}x; better-auth.session_token=' OR 1=1 --` : cookie;
          }
          const problem = await check(route, built);
          if (problem) {
            last = { built, problem };
            throw new Error(problem);
          }
        });
        const details = await fc.check(property, {
          seed,
          numRuns: RUNS,
          path: ONLY ? PATH : undefined,
          endOnFailure: !SHRINK,
        });
        stats.routes += 1;
        stats.routeMs += performance.now() - routeStarted;
        if (details.failed) {
          const b = last?.built;
          const payload = b?.payload === undefined ? '' : short(b.payload.toString(), 600);
          throw new Error(
            [
              `${route.key}: ${last?.problem ?? String(details.errorInstance)}`,
              `request: ${b?.method} ${short(b?.url, 300)} headers ${short(b?.headers, 300)} payload ${payload}`,
              `generated as: ${b?.summary.join('; ')}`,
              `replay: FUZZ_SEED=${SEED} FUZZ_ROUTE='${route.key}' FUZZ_PATH='${details.counterexamplePath}' ` +
                `npx vitest run apps/api/test/fuzz.test.ts   (fast-check seed ${details.seed})`,
            ].join('\n'),
          );
        }
        if (!PATH) expect(details.numRuns).toBe(RUNS);
      },
      Math.max(60_000, RUNS * 2_000),
    );
  }
});
