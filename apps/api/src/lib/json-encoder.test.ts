import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compileJsonEncoder } from './json-encoder';

/** What zod's encode and JSON.stringify answer for a value, or undefined when zod refuses it. */
function viaZod(schema: z.ZodType, value: unknown) {
  const result = z.safeEncode(schema, value as never);
  return result.success ? JSON.stringify(result.data) : undefined;
}

/** The compiled encoder answers exactly what zod answers for each value (undefined where zod refuses). */
function agrees(schema: z.ZodType, values: unknown[]) {
  const encode = compileJsonEncoder(schema);
  expect(encode, 'compiles').toBeDefined();
  for (const value of values)
    expect(encode!(value), JSON.stringify(value) ?? String(value)).toBe(viaZod(schema, value));
}

describe('compileJsonEncoder', () => {
  it('writes objects in the schema’s key order, without keys the schema does not name', () => {
    const schema = z.object({ b: z.string(), a: z.number(), c: z.object({ d: z.boolean() }) });
    const encode = compileJsonEncoder(schema)!;
    expect(encode({ a: 1, c: { d: true, secret: 'x' }, b: 'x', password_hash: 'h' })).toBe(
      '{"b":"x","a":1,"c":{"d":true}}',
    );
    agrees(schema, [{ b: '', a: -0, c: { d: false } }, { b: 'x', a: 1 }, { b: 1, a: 1, c: { d: true } }, [], null]);
    agrees(z.object({}), [{}, { a: 1 }, [], 'x']);
  });

  it('leaves out optional keys that are absent or undefined, wherever they sit', () => {
    const schema = z.object({ a: z.string().optional(), b: z.number(), c: z.string().optional() });
    agrees(schema, [
      { b: 1 },
      { a: 'x', b: 1 },
      { a: undefined, b: 1, c: undefined },
      { b: 1, c: 'z' },
      { a: 1, b: 1 },
      { b: 1, c: null },
    ]);
    agrees(z.object({ a: z.string().optional(), b: z.string().optional() }), [{}, { b: 'y' }, { a: 'x', b: 'y' }]);
  });

  it('checks numbers as zod does: finite, integers in the safe range, bounds', () => {
    agrees(z.object({ n: z.number() }), [{ n: 1.5 }, { n: 1e21 }, { n: -0 }, { n: NaN }, { n: Infinity }, { n: '1' }]);
    agrees(z.object({ n: z.number().int().nonnegative() }), [
      { n: 0 },
      { n: -1 },
      { n: 1.5 },
      { n: 2 ** 53 },
      { n: Number.MAX_SAFE_INTEGER },
    ]);
    agrees(z.object({ n: z.int().min(1).max(100) }), [{ n: 0 }, { n: 1 }, { n: 100 }, { n: 101 }]);
    agrees(z.object({ n: z.number().positive().lt(5) }), [{ n: 0 }, { n: 0.1 }, { n: 4.99 }, { n: 5 }]);
  });

  it('writes strings as JSON.stringify does, and checks their maximum length', () => {
    agrees(z.object({ s: z.string() }), [
      { s: 'quote " backslash \\ newline \n tab \t' },
      { s: '\u2028\u2029 <script>' },
      { s: 'lone \ud800 surrogate' },
      { s: 'emoji 🎓 हिन्दी' },
      { s: new String('boxed') },
    ]);
    agrees(z.object({ s: z.string().max(3) }), [{ s: 'abc' }, { s: 'abcd' }]);
    // Longer in UTF-16 units than the maximum but not in code points: zod is asked.
    const encode = compileJsonEncoder(z.object({ s: z.string().max(2) }))!;
    expect(encode({ s: '🎓🎓' })).toBeUndefined();
    expect(viaZod(z.object({ s: z.string().max(2) }), { s: '🎓🎓' })).toBe('{"s":"🎓🎓"}');
  });

  it('handles nullable, enums, literals, null, booleans and arrays', () => {
    agrees(
      z.object({ s: z.string().nullable(), e: z.enum(['A', 'B']), l: z.literal(3), z: z.null(), b: z.boolean() }),
      [
        { s: null, e: 'A', l: 3, z: null, b: true },
        { s: 'x', e: 'B', l: 3, z: null, b: false },
        { s: undefined, e: 'A', l: 3, z: null, b: true },
        { s: null, e: 'C', l: 3, z: null, b: true },
        { s: null, e: 'A', l: 4, z: null, b: true },
        { s: null, e: 'A', l: 3, z: undefined, b: true },
        { s: null, e: 'A', l: 3, z: null, b: 1 },
      ],
    );
    agrees(z.array(z.object({ id: z.number() })), [
      [],
      [{ id: 1 }, { id: 2, x: 1 }],
      [{ id: 1 }, null],
      { 0: { id: 1 } },
    ]);
  });

  it('handles fixed tuples and literals of any plain kind', () => {
    agrees(z.tuple([z.string(), z.number().int()]), [['a', 1], ['a'], ['a', 1, 2], ['a', 1.5], { 0: 'a', 1: 1 }]);
    agrees(z.object({ ok: z.literal(true), none: z.literal(null), n: z.literal([1, 'one']) }), [
      { ok: true, none: null, n: 1 },
      { ok: true, none: null, n: 'one' },
      { ok: false, none: null, n: 1 },
      { ok: true, none: undefined, n: 1 },
    ]);
  });

  it('answers the first union option that accepts the value', () => {
    const reading = z.discriminatedUnion('card', [
      z.object({ card: z.literal('book'), title: z.string() }),
      z.object({ card: z.literal('article'), url: z.string() }),
    ]);
    agrees(z.array(reading), [
      [
        { card: 'book', title: 't', url: 'u' },
        { card: 'article', url: 'u', title: 't' },
      ],
      [{ card: 'x' }],
    ]);
    agrees(z.union([z.object({ a: z.string() }), z.object({ b: z.number() })]), [{ a: 'x', b: 1 }, { b: 1 }, {}]);
  });

  it('leaves to zod the schemas it does not compile', () => {
    expect(compileJsonEncoder(z.object({ at: z.date() }))).toBeUndefined();
    expect(compileJsonEncoder(z.object({ n: z.string().transform((s) => s.length) }))).toBeUndefined();
    expect(compileJsonEncoder(z.object({ e: z.email() }))).toBeUndefined();
    expect(compileJsonEncoder(z.object({ s: z.string().min(1) }))).toBeUndefined();
    expect(compileJsonEncoder(z.object({ n: z.number().default(3) }))).toBeUndefined();
    expect(compileJsonEncoder(z.looseObject({ a: z.string() }))).toBeUndefined();
    expect(compileJsonEncoder(z.strictObject({ a: z.string() }))).toBeUndefined();
    expect(compileJsonEncoder(z.record(z.string(), z.number()))).toBeUndefined();
    expect(compileJsonEncoder(z.object({ 1: z.string() }))).toBeUndefined();
    expect(compileJsonEncoder(z.array(z.string().optional()))).toBeUndefined();
    expect(compileJsonEncoder(z.xor([z.string(), z.string()]))).toBeUndefined();
    expect(compileJsonEncoder(z.tuple([z.string()], z.number()))).toBeUndefined();
    expect(compileJsonEncoder(z.literal(1n))).toBeUndefined();
  });
});
