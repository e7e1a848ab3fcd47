import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { bearer, buildUser } from '../../test/factories';
import { nulPaths } from './validation';

describe('nulPaths', () => {
  it('finds U+0000 in strings and keys at any depth, nowhere else', () => {
    expect(nulPaths({ a: 'ok', b: ['x', 'y\u0000'], c: { 'k\u0000': 1, d: '\u0000' }, n: 0, z: null })).toEqual([
      ['b', 1],
      ['c', 'k\u0000'],
      ['c', 'd'],
    ]);
    expect(nulPaths('\u0000')).toEqual([[]]);
    expect(nulPaths({ a: 'fine', b: [1, true] })).toEqual([]);
  });

  it('walks a body nested 20,000 levels deep without overflowing the stack', () => {
    expect(nulPaths(JSON.parse('['.repeat(20_000) + '"\\u0000"' + ']'.repeat(20_000)))).toHaveLength(1);
  });
});

/** Found by the fuzzer: a NUL in any text reached PostgreSQL, which cannot store it (500). */
describe('a NUL character in the input', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is refused with 422 on the field that holds it, in bodies, query strings and path parameters', async () => {
    const student = await buildUser(t.app, 'STUDENT');
    const body = await t.app.inject({
      method: 'POST',
      url: '/api/skills',
      headers: bearer(student.token),
      payload: { display_name: 'Rust\u0000' },
    });
    expect(body.statusCode).toBe(422);
    expect(body.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { display_name: 'This contains a character that is not allowed.' },
    });
    const query = await t.app.inject({ method: 'GET', url: '/api/skills?query=ja%00va' });
    expect(query.statusCode).toBe(422);
    expect(Object.keys(query.json().error.fields)).toEqual(['query']);
    const param = await t.app.inject({ method: 'GET', url: '/api/entry_verifications/abc%00def' });
    expect(param.statusCode).toBe(422);
    expect(Object.keys(param.json().error.fields)).toEqual(['token']);
    // A deeply nested body is walked without overflowing the stack: refused by the schema, not a 500.
    const deep = await t.app.inject({
      method: 'POST',
      url: '/api/skills',
      headers: { ...bearer(student.token), 'content-type': 'application/json' },
      payload: '['.repeat(20_000) + ']'.repeat(20_000),
    });
    expect(deep.statusCode).toBe(422);
    // Text without one still gets through.
    const fine = await t.app.inject({
      method: 'POST',
      url: '/api/skills',
      headers: bearer(student.token),
      payload: { display_name: 'Rust, 日本語 😀' },
    });
    expect(fine.statusCode).toBeLessThan(300);
  });
});
