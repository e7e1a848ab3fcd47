import { serializerCompiler as librarySerializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { serializerCompiler } from './serializer';

const route = (schema: z.ZodType) => ({ schema, method: 'GET', url: '/x', httpStatus: '200' });

/** What a serializer answers for a value: the JSON, or the error it throws (class, message, the zod issues). */
function outcome(serialize: (data: unknown) => string, value: unknown) {
  try {
    return { json: serialize(value) };
  } catch (err) {
    const e = err as Error & { cause?: { issues?: unknown } };
    return { error: e.constructor.name, message: e.message, issues: e.cause?.issues };
  }
}

/** Ours answers exactly what fastify-type-provider-zod's serializer answers, byte for byte or error for error. */
function same(schema: z.ZodType, value: unknown) {
  const ours = outcome(serializerCompiler(route(schema)), value);
  expect(ours).toEqual(outcome(librarySerializerCompiler(route(schema)), value));
  return ours;
}

const probe = z.object({ data: z.object({ ok: z.literal(true) }) });
const isoDate = z.codec(z.iso.datetime(), z.date(), {
  decode: (s) => new Date(s),
  encode: (d) => d.toISOString(),
});

describe('serializerCompiler', () => {
  it('answers the same JSON, dropping keys the schema does not name', () => {
    expect(same(probe, { data: { ok: true } })).toEqual({ json: '{"data":{"ok":true}}' });
    expect(same(probe, { data: { ok: true, password_hash: 'x' }, extra: 1 })).toEqual({
      json: '{"data":{"ok":true}}',
    });
    const list = z.object({
      data: z.array(z.object({ id: z.number(), name: z.string().nullable(), bio: z.string().optional() })),
      pagination: z.object({ page: z.number(), total: z.number() }),
    });
    same(list, {
      data: [
        { id: 1, name: 'Ada', bio: 'x', email: 'leak@example.com' },
        { id: 2, name: null },
      ],
      pagination: { page: 1, total: 2, secret: true },
    });
    same(z.object({ tags: z.record(z.string(), z.number()), kind: z.enum(['A', 'B']) }), {
      tags: { a: 1 },
      kind: 'B',
    });
    same(
      z.discriminatedUnion('type', [
        z.object({ type: z.literal('a'), a: z.number() }),
        z.object({ type: z.literal('b'), b: z.string() }),
      ]),
      { type: 'b', b: 'x', a: 1 },
    );
    same(z.object({ n: z.number().default(3), s: z.string().catch('c') }), {});
  });

  it('encodes through codecs as zod encode does', () => {
    expect(same(z.object({ at: isoDate }), { at: new Date('2026-01-02T03:04:05.000Z') })).toEqual({
      json: '{"at":"2026-01-02T03:04:05.000Z"}',
    });
  });

  it('refuses what the schema refuses, with the library’s error', () => {
    for (const value of [{ data: { ok: false } }, { data: {} }, null, 'text', { data: { ok: 'true' } }]) {
      expect(same(probe, value)).toMatchObject({ error: 'ResponseSerializationError' });
    }
    expect(same(z.object({ name: z.string().max(3) }), { name: 'abcd' })).toMatchObject({
      error: 'ResponseSerializationError',
    });
    expect(same(z.object({ at: isoDate }), { at: 'not a date' })).toMatchObject({
      error: 'ResponseSerializationError',
    });
  });

  it('throws as the library does for a one-way transform or an asynchronous check', () => {
    expect(same(z.object({ n: z.string().transform((s) => s.length) }), { n: 'abc' })).toHaveProperty('error');
    const asyncCheck = z.object({ s: z.string().refine(async () => true) });
    expect(same(asyncCheck, { s: 'x' })).toHaveProperty('error');
  });
});
