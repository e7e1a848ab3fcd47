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

  it('takes payments at the local test provider unless PAYMENT_PROVIDER=razorpay, which needs its three secrets', () => {
    expect(envSchema.parse({})).toMatchObject({
      PAYMENT_PROVIDER: 'local',
      PAYMENT_API_URL: 'https://api.razorpay.com',
    });
    const razorpay = {
      PAYMENT_PROVIDER: 'razorpay',
      PAYMENT_KEY_ID: 'rzp_test_EnvKey000001',
      PAYMENT_KEY_SECRET: 'env_key_secret_0b5c2d',
      PAYMENT_WEBHOOK_SECRET: 'env_webhook_secret_e19a',
    };
    expect(envSchema.parse(razorpay)).toMatchObject(razorpay);
    const missing = envSchema.safeParse({ ...razorpay, PAYMENT_KEY_ID: '', PAYMENT_WEBHOOK_SECRET: undefined });
    expect(missing.success).toBe(false);
    expect(missing.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['PAYMENT_KEY_ID', 'required when PAYMENT_PROVIDER=razorpay'],
      ['PAYMENT_WEBHOOK_SECRET', 'required when PAYMENT_PROVIDER=razorpay'],
    ]);
  });

  it('refuses to start on a payment misconfiguration, naming the variable and never printing a secret', () => {
    const exit = vi.spyOn(process, 'exit').mockImplementation(((code: number) => {
      throw new Error(`exit ${code}`);
    }) as never);
    const write = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const keySecret = 'env_key_secret_never_printed_71f0';
    expect(() =>
      loadEnv({ PAYMENT_PROVIDER: 'razorpay', PAYMENT_KEY_ID: 'rzp_test_EnvKey000001', PAYMENT_KEY_SECRET: keySecret }),
    ).toThrow('exit 1');
    expect(() => loadEnv({ PAYMENT_PROVIDER: keySecret, PAYMENT_WEBHOOK_SECRET: keySecret })).toThrow('exit 1');
    expect(() => loadEnv({ PAYMENT_API_URL: `not a url ${keySecret}` })).toThrow('exit 1');
    const out = write.mock.calls.map((c) => String(c[0])).join('');
    expect(out).toContain('PAYMENT_WEBHOOK_SECRET: required when PAYMENT_PROVIDER=razorpay');
    expect(out).toContain('PAYMENT_PROVIDER');
    expect(out).toContain('PAYMENT_API_URL');
    expect(out).not.toContain(keySecret);
    exit.mockRestore();
    write.mockRestore();
  });
});
