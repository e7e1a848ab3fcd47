import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { $ZodType } from 'zod/v4/core';
import { compileJsonEncoder } from '../src/lib/json-encoder';
import { createTestApp } from './app';
import { nastyValueArb, validArb, type JsonSchema } from './support/fuzz-values';

/**
 * Every route's response schemas, compiled (lib/json-encoder.ts), answer what zod's encode and
 * JSON.stringify answer: the same bytes for an answer zod accepts, nothing (zod then decides) for one
 * it refuses. Answers are generated from each schema, then some are broken at one place (a value
 * swapped for a hostile one, a key dropped, a key added). ENCODER_RUNS sets the cases per schema.
 */
const RUNS = Number(process.env.ENCODER_RUNS ?? 40);

/** Response schemas the compiler leaves to zod, and why. The test fails when this list is stale. */
const LEFT_TO_ZOD: Record<string, string> = {
  'GET /api/admin/audit 200': 'audit rows: before and after hold whatever the audited record held',
  'GET /api/admin/routes 200': "each route's access: a word or an object, as the access rule has it",
  'GET /api/imports 200': "an import's column mapping: a record keyed by the file's own headers",
  'GET /api/imports/:id 200': "an import's column mapping: a record keyed by the file's own headers",
  'POST /api/imports 201': "an import's column mapping: a record keyed by the file's own headers",
  'POST /api/imports/:id/commit 200': "an import's column mapping: a record keyed by the file's own headers",
  'POST /api/imports/:id/undo 200': "an import's column mapping: a record keyed by the file's own headers",
  'PUT /api/imports/:id/plan 200': "an import's column mapping: a record keyed by the file's own headers",
  'DELETE /api/question_banks/:id/questions/:questionId 200': 'a question body: a union of nine question types',
  'GET /api/attempts/:id 200': "an attempt: each question's answer and key are objects whose fields its type decides",
  'GET /api/practice_sessions/:id 200':
    "a practice session (decision 0077): each question's answer and key are objects whose fields its type decides",
  'GET /api/question_banks/:id 200': 'a question body: a union of nine question types',
  'GET /api/quiz_attempts/:id 200':
    "an attempt: each question's answer and key are objects whose fields its type decides",
  'GET /api/quizzes/:id 200': 'a question body: a union of nine question types',
  'POST /api/attempts/:id/submit 200':
    "an attempt: each question's answer and key are objects whose fields its type decides",
  'POST /api/question_banks/:id/archive 200': 'a question body: a union of nine question types',
  'POST /api/question_banks/:id/publish 200': 'a question body: a union of nine question types',
  'POST /api/question_banks/:id/questions 201': 'a question body: a union of nine question types',
  'POST /api/question_banks/:id/questions/swap 200': 'a question body: a union of nine question types',
  'POST /api/quizzes/:id/archive 200': 'a question body: a union of nine question types',
  'POST /api/quizzes/:id/attempts 201':
    "an attempt: each question's answer and key are objects whose fields its type decides",
  'POST /api/my_quiz_bytes/:id/sessions 201':
    "a practice session (decision 0077): each question's answer and key are objects whose fields its type decides",
  'POST /api/quizzes/:id/publish 200': 'a question body: a union of nine question types',
  'PUT /api/practice_sessions/:id/answers/:position 200':
    "a practice answer's result: the key is an object whose fields the question's type decides",
  'PUT /api/question_banks/:id 200': 'a question body: a union of nine question types',
  'PUT /api/question_banks/:id/questions/:questionId 200': 'a question body: a union of nine question types',
  'PUT /api/quizzes/:id 200': 'a question body: a union of nine question types',
  'GET /api/quests/:id 200': "a quest's steps: each rule is a union of seven kinds nested three deep (issue 27)",
  'PUT /api/quests/:id 200': "a quest's steps: each rule is a union of seven kinds nested three deep (issue 27)",
  'POST /api/quests/:id/publish 200':
    "a quest's steps: each rule is a union of seven kinds nested three deep (issue 27)",
  'POST /api/quests/:id/archive 200':
    "a quest's steps: each rule is a union of seven kinds nested three deep (issue 27)",
  'GET /api/my_profile/my_quests/:id 200':
    "a quest's steps: each rule is a union of seven kinds nested three deep (issue 27)",
};

type Json = unknown;

/** The value with the thing at one path (chosen by `pick`) replaced, dropped, or given an extra key. */
function broken(value: Json, pick: number, how: 'swap' | 'drop' | 'add', hostile: unknown): Json {
  const paths: (string | number)[][] = [];
  const walk = (v: Json, path: (string | number)[]) => {
    paths.push(path);
    if (Array.isArray(v)) v.forEach((x, i) => walk(x, [...path, i]));
    else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(x, [...path, k]);
  };
  walk(value, []);
  const path = paths[pick % paths.length]!;
  const copy = structuredClone(value) as Record<string | number, Json>;
  if (path.length === 0) return how === 'swap' ? hostile : copy;
  let parent = copy as Record<string | number, Json>;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, Json>;
  const last = path[path.length - 1]!;
  if (how === 'swap') parent[last] = hostile;
  else if (how === 'drop' && !Array.isArray(parent)) delete parent[last];
  else if (how === 'add' && parent[last] && typeof parent[last] === 'object' && !Array.isArray(parent[last]))
    (parent[last] as Record<string, Json>).extra_key = hostile;
  return copy;
}

describe('compiled response encoders', () => {
  let schemas: { name: string; schema: $ZodType }[];
  let close: () => Promise<void>;

  beforeAll(async () => {
    const t = await createTestApp();
    close = () => t.close();
    schemas = t.app.routeAccess.flatMap((r) =>
      Object.entries((r.schema?.response ?? {}) as Record<string, unknown>)
        .filter(([, s]) => s && typeof s === 'object' && '_zod' in s)
        .map(([status, s]) => ({ name: `${r.method} ${r.url} ${status}`, schema: s as $ZodType })),
    );
  });
  afterAll(() => close());

  it('compiles every response schema but the listed ones', () => {
    expect(schemas.length).toBeGreaterThan(150);
    const uncompiled = schemas.filter((s) => !compileJsonEncoder(s.schema)).map((s) => s.name);
    expect(uncompiled.sort()).toEqual(Object.keys(LEFT_TO_ZOD).sort());
  });

  it('answers what zod answers, for generated and broken answers', () => {
    let accepted = 0;
    let refused = 0;
    for (const { name, schema } of schemas) {
      const encode = compileJsonEncoder(schema);
      if (!encode) continue;
      const json = z.toJSONSchema(schema as z.ZodType, { io: 'output', unrepresentable: 'any' }) as JsonSchema;
      const answer = fc.oneof(
        { weight: 2, arbitrary: validArb(json) },
        {
          weight: 3,
          arbitrary: fc
            .tuple(validArb(json), fc.nat(), fc.constantFrom('swap', 'drop', 'add'), nastyValueArb)
            .map(([v, pick, how, hostile]) => broken(v, pick, how as 'swap' | 'drop' | 'add', hostile)),
        },
      );
      fc.assert(
        fc.property(answer, (value) => {
          const zod = z.safeEncode(schema as z.ZodType, value as never);
          const expected = zod.success ? JSON.stringify(zod.data) : undefined;
          const ours = encode(value);
          if (expected === undefined) refused++;
          else accepted++;
          expect(ours, name).toBe(expected);
        }),
        { numRuns: RUNS, seed: 20261126 },
      );
    }
    // Both sides were exercised.
    expect(accepted).toBeGreaterThan(schemas.length);
    expect(refused).toBeGreaterThan(schemas.length);
  });
});
