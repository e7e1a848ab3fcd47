import { createHash } from 'node:crypto';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { RedisReplyError, type RedisClient } from './redis';

/**
 * Fixed-window counter: the first hit of a window starts its expiry; every hit answers the count so far
 * and the milliseconds left. A key that somehow lost its expiry gets one again, so it cannot count forever.
 */
const COUNT_SCRIPT = `
local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local left = redis.call('PTTL', KEYS[1])
if left < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  left = tonumber(ARGV[1])
end
return {n, left}
`;
const COUNT_SHA = createHash('sha1').update(COUNT_SCRIPT).digest('hex');

/** Most keys the in-process fallback keeps (oldest go first). */
const FALLBACK_KEYS = 10_000;
/** How often a failing Redis is reported while requests keep coming. */
const REPORT_EVERY_MS = 30_000;
/** After a failure, how long hits are counted locally before Redis is tried again (no request waits on a dead Redis). */
const RETRY_AFTER_MS = 5_000;

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** Counting in this process only: what every instance does while Redis cannot be reached. */
function createLocalCounter() {
  const windows = new Map<string, { n: number; resetAt: number }>();
  return (key: string, timeWindow: number) => {
    const now = Date.now();
    let w = windows.get(key);
    if (!w || w.resetAt <= now) {
      windows.delete(key);
      w = { n: 0, resetAt: now + timeWindow };
      if (windows.size >= FALLBACK_KEYS) windows.delete(windows.keys().next().value!);
      windows.set(key, w);
    }
    w.n += 1;
    return { current: w.n, ttl: w.resetAt - now };
  };
}

export interface RedisRateLimitOptions {
  /** Put before every key, so several deployments (or test runs) can share one Redis. */
  prefix: string;
  /** Told (at most every 30 s) when Redis fails and this instance counts on its own. */
  onError: (err: Error) => void;
}

/**
 * A store for @fastify/rate-limit that keeps the counters in Redis, so every API instance counts the
 * same hits. Each limited route (method and path) and each limiter made with `createRateLimit` (in
 * registration order, the same on every instance) has its own key space. When Redis fails or does not
 * answer in time, hits are counted in this process instead (as without Redis) for the next few seconds,
 * then Redis is tried again: limits stay in force, per instance, rather than stopping sign-ins or
 * letting every attempt through, and no request waits on a dead Redis.
 */
export function redisRateLimitStore(redis: RedisClient, options: RedisRateLimitOptions): FastifyRateLimitStoreCtor {
  const local = createLocalCounter();
  let lastReport = 0;
  let downUntil = 0;
  let limiters = 0;

  async function count(key: string, timeWindow: number): Promise<{ current: number; ttl: number }> {
    const args = [1, key, Math.max(1, Math.trunc(timeWindow))];
    let reply;
    try {
      reply = await redis.command(['EVALSHA', COUNT_SHA, ...args]);
    } catch (err) {
      if (!(err instanceof RedisReplyError && err.message.startsWith('NOSCRIPT'))) throw err;
      reply = await redis.command(['EVAL', COUNT_SCRIPT, ...args]);
    }
    if (!Array.isArray(reply) || typeof reply[0] !== 'number' || typeof reply[1] !== 'number')
      throw new Error(`unexpected rate limit reply ${JSON.stringify(reply)}`);
    return { current: reply[0], ttl: reply[1] };
  }

  class RedisStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly scope = 'global',
    ) {}

    incr(key: string, callback: Callback, timeWindow = 60_000) {
      const full = `${options.prefix}rl:${this.scope}:${key}`;
      if (Date.now() < downUntil) {
        callback(null, local(full, timeWindow));
        return;
      }
      count(full, timeWindow).then(
        (result) => callback(null, result),
        (err: Error) => {
          const now = Date.now();
          downUntil = now + RETRY_AFTER_MS;
          if (now - lastReport >= REPORT_EVERY_MS) {
            lastReport = now;
            options.onError(err);
          }
          callback(null, local(full, timeWindow));
        },
      );
    }

    child(routeOptions: unknown) {
      const o = routeOptions as {
        continueExceeding?: boolean;
        exponentialBackoff?: boolean;
        routeInfo?: { method?: string | string[]; url?: string };
      };
      if (o.continueExceeding || o.exponentialBackoff)
        throw new Error('the Redis rate limit store counts fixed windows only');
      const route = o.routeInfo?.url ? `${String(o.routeInfo.method)}:${o.routeInfo.url}` : `limiter${++limiters}`;
      return new RedisStore(undefined, route);
    }
  }
  return RedisStore;
}
