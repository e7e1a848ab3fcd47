import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { redisRateLimitStore } from './rate-limit-store';
import { createRedisClient, encodeCommand, parseReply, RedisReplyError, type RedisClient } from './redis';

describe('the Redis protocol', () => {
  it('writes commands as arrays of bulk strings', () => {
    expect(encodeCommand(['SET', 'k', 'ä', 12]).toString()).toBe(
      '*4\r\n$3\r\nSET\r\n$1\r\nk\r\n$2\r\nä\r\n$2\r\n12\r\n',
    );
  });

  it('reads every reply type, and waits for the rest of a partial one', () => {
    const reply = Buffer.from('*3\r\n:7\r\n$5\r\nhello\r\n*2\r\n+OK\r\n$-1\r\n');
    expect(parseReply(reply)).toEqual({ value: [7, 'hello', ['OK', null]], next: reply.length });
    for (let cut = 1; cut < reply.length; cut++) expect(parseReply(reply.subarray(0, cut))).toBeUndefined();
    const failed = parseReply(Buffer.from('-NOSCRIPT No matching script\r\n'));
    expect(failed?.value).toBeInstanceOf(RedisReplyError);
    expect((failed?.value as Error).message).toBe('NOSCRIPT No matching script');
  });
});

/** A port where something listens and accepts connections but never answers. */
async function silentServer() {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((s) => sockets.add(s));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `redis://127.0.0.1:${(server.address() as net.AddressInfo).port}`,
    close: () => {
      for (const s of sockets) s.destroy();
      return new Promise<void>((r) => server.close(() => r()));
    },
  };
}

/** A port nothing listens on. */
async function closedPort() {
  const server = net.createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((r) => server.close(() => r()));
  return `redis://127.0.0.1:${port}`;
}

function hit(store: InstanceType<ReturnType<typeof redisRateLimitStore>>, key: string, windowMs = 60_000) {
  return new Promise<{ current: number; ttl: number }>((resolve, reject) =>
    (store.incr as (k: string, cb: (e: Error | null, r?: { current: number; ttl: number }) => void, w: number) => void)(
      key,
      (err, result) => (err ? reject(err) : resolve(result!)),
      windowMs,
    ),
  );
}

const routeOf = (url: string) => ({ routeInfo: { method: 'POST', url } });

describe('the rate limit store without a working Redis', () => {
  it('counts in this process when nothing listens, and says so once', async () => {
    const redis = createRedisClient(await closedPort(), { timeoutMs: 500 });
    const errors: Error[] = [];
    const Store = redisRateLimitStore(redis, { prefix: 't:', onError: (e) => errors.push(e) });
    const store = new Store({} as never).child(routeOf('/x') as never);
    const counts = [];
    for (let i = 0; i < 3; i++) counts.push((await hit(store, 'k')).current);
    expect(counts).toEqual([1, 2, 3]);
    expect(errors).toHaveLength(1);
    await redis.close();
  });

  it('gives up on a Redis that does not answer within the time-out, then stops waiting on it', async () => {
    const silent = await silentServer();
    const redis = createRedisClient(silent.url, { timeoutMs: 300 });
    const errors: Error[] = [];
    const Store = redisRateLimitStore(redis, { prefix: 't:', onError: (e) => errors.push(e) });
    const store = new Store({} as never).child(routeOf('/y') as never);
    let started = Date.now();
    expect((await hit(store, 'k')).current).toBe(1);
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    expect(errors[0]?.message).toMatch(/did not answer within 300 ms/);
    started = Date.now();
    expect((await hit(store, 'k')).current).toBe(2);
    expect(Date.now() - started).toBeLessThan(100);
    await redis.close();
    await silent.close();
  });
});

/*
 * Against a real Redis (REDIS_URL; CI sets the machine's): two stores on two clients
 * stand for two API instances.
 */
describe.skipIf(!process.env.REDIS_URL)('the rate limit store on Redis', () => {
  const prefix = `lbd-test-${randomBytes(4).toString('hex')}:`;
  const clients: RedisClient[] = [];
  const client = () => {
    const c = createRedisClient(process.env.REDIS_URL!);
    clients.push(c);
    return c;
  };
  afterAll(async () => {
    const c = client();
    const keys = (await c.command(['KEYS', `${prefix}*`])) as string[];
    if (keys.length > 0) await c.command(['DEL', ...keys]);
    for (const each of clients) await each.close();
  });

  it('answers commands in order, including many at once', async () => {
    const redis = client();
    expect(await redis.command(['PING'])).toBe('PONG');
    const keys = Array.from({ length: 50 }, (_, i) => `${prefix}plain:${i}`);
    await Promise.all(keys.map((k, i) => redis.command(['SET', k, `v${i}`, 'PX', 60_000])));
    expect(await Promise.all(keys.map((k) => redis.command(['GET', k])))).toEqual(keys.map((_, i) => `v${i}`));
    await expect(redis.command(['NOSUCHCOMMAND'])).rejects.toBeInstanceOf(RedisReplyError);
    expect(await redis.command(['GET', `${prefix}missing`])).toBeNull();
  });

  it('shares one window between instances, per route and key, with the time left', async () => {
    const errors: Error[] = [];
    const a = new (redisRateLimitStore(client(), { prefix, onError: (e) => errors.push(e) }))({} as never);
    const b = new (redisRateLimitStore(client(), { prefix, onError: (e) => errors.push(e) }))({} as never);
    const [signInA, signInB] = [a.child(routeOf('/sign_in') as never), b.child(routeOf('/sign_in') as never)];
    const counts = [];
    for (let i = 0; i < 6; i++) counts.push((await hit(i % 2 ? signInB : signInA, '10.0.0.1', 5_000)).current);
    expect(counts).toEqual([1, 2, 3, 4, 5, 6]);
    // Another key, another route: counted apart.
    expect((await hit(signInB, '10.0.0.2', 5_000)).current).toBe(1);
    expect((await hit(b.child(routeOf('/sign_up') as never), '10.0.0.1', 5_000)).current).toBe(1);
    const { ttl } = await hit(signInA, '10.0.0.1', 5_000);
    expect(ttl).toBeGreaterThan(4_000);
    expect(ttl).toBeLessThanOrEqual(5_000);
    // Limiters made with createRateLimit (no route) are told apart by their order of creation.
    expect((await hit(a.child({ routeInfo: {} } as never), 'acct', 5_000)).current).toBe(1);
    expect((await hit(b.child({ routeInfo: {} } as never), 'acct', 5_000)).current).toBe(2);
    expect(errors).toEqual([]);
  });

  it('starts a new window once the old one ends', async () => {
    const store = new (redisRateLimitStore(client(), { prefix, onError: () => undefined }))({} as never).child(
      routeOf('/short') as never,
    );
    expect((await hit(store, 'k', 200)).current).toBe(1);
    expect((await hit(store, 'k', 200)).current).toBe(2);
    await new Promise((r) => setTimeout(r, 300));
    expect((await hit(store, 'k', 200)).current).toBe(1);
  });
});
