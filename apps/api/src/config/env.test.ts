import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { envSchema, loadEnv } from './env';
import { REPO_ROOT } from './paths';

describe('environment', () => {
  it('defaults to the embedded database on port 3000 with data in ./data', () => {
    const env = envSchema.parse({});
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.DATA_DIR).toBe(path.join(REPO_ROOT, 'data'));
    expect(env.SEED_DEMO).toBe(true);
  });

  it('listens on loopback unless in production or told otherwise (issue 23 item 8)', () => {
    expect(envSchema.parse({}).HOST).toBe('127.0.0.1');
    expect(envSchema.parse({ NODE_ENV: 'test' }).HOST).toBe('127.0.0.1');
    expect(envSchema.parse({ NODE_ENV: 'production' }).HOST).toBe('0.0.0.0');
    expect(envSchema.parse({ HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
    expect(envSchema.parse({ NODE_ENV: 'production', HOST: '10.0.0.5' }).HOST).toBe('10.0.0.5');
  });

  it('accepts a PostgreSQL URL and booleans as text', () => {
    const env = envSchema.parse({ DATABASE_URL: 'postgres://u@h:5432/db', SEED_DEMO: 'false', PORT: '8080' });
    expect(env).toMatchObject({ DATABASE_URL: 'postgres://u@h:5432/db', SEED_DEMO: false, PORT: 8080 });
  });

  it('exits with a clear message naming each bad variable', () => {
    const exit = vi.spyOn(process, 'exit').mockImplementation(((code: number) => {
      throw new Error(`exit ${code}`);
    }) as never);
    const write = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    expect(() => loadEnv({ PORT: 'abc', DATABASE_URL: 'mysql://x' })).toThrow('exit 1');
    const out = write.mock.calls.map((c) => String(c[0])).join('');
    expect(out).toContain('Invalid environment configuration');
    expect(out).toContain('PORT');
    expect(out).toContain('DATABASE_URL: must start with postgres:// or postgresql://');
    exit.mockRestore();
    write.mockRestore();
  });
});
