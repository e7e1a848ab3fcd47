import { AsyncLocalStorage } from 'node:async_hooks';
import { isPromise } from '../../lib/maybe-promise';

/** Where better-auth keeps its AsyncLocalStorage instances: one global per process (its context/global). */
const BETTER_AUTH_GLOBAL = Symbol.for('better-auth:global');

/** The identity library's context stores created so far (endpoint, request state, adapter). */
export function betterAuthStores(): AsyncLocalStorage<unknown>[] {
  const global = (globalThis as Record<symbol, { context?: Record<string, unknown> } | undefined>)[BETTER_AUTH_GLOBAL];
  return Object.values(global?.context ?? {}).filter(
    (v): v is AsyncLocalStorage<unknown> => v instanceof AsyncLocalStorage,
  );
}

/**
 * Wraps functions so that the given stores are disabled whenever none of the wrapped calls is running.
 *
 * better-auth keeps its request context in AsyncLocalStorage, and on Node 20 an enabled store installs
 * promise and async hooks for the whole process: from the first sign-in on, every promise and
 * nextTick of every request (an authenticated read included) paid a hook call and a store copy, about
 * a tenth of a minimal request's CPU, though only the library's own calls read the context. A store
 * enables itself again on its next `run`, so each call of the library still runs with its context; a
 * disabled one answers no store, which is also what the library sees outside its calls.
 */
export function createContextScope(stores: () => readonly { disable(): void }[]) {
  let running = 0;
  const settle = () => {
    running -= 1;
    if (running === 0) for (const store of stores()) store.disable();
  };
  return function scoped<A extends unknown[], R>(fn: (...args: A) => R, thisArg?: unknown) {
    return (...args: A): R => {
      running += 1;
      let result: R;
      try {
        result = fn.apply(thisArg, args);
      } catch (err) {
        settle();
        throw err;
      }
      if (isPromise(result)) result.then(settle, settle);
      else settle();
      return result;
    };
  };
}

/**
 * The identity library with its context stores enabled only while one of its calls runs: every
 * endpoint of `auth.api`, the HTTP `handler`, and the methods of `(await auth.$context).internalAdapter`
 * (used directly to ban a user) count as calls.
 */
export function withScopedContext<T extends { api: object; handler: (request: Request) => Promise<Response> }>(
  auth: T,
  stores: () => readonly { disable(): void }[] = betterAuthStores,
): T {
  const scoped = createContextScope(stores);
  /** The object with each of its functions run as a call (a proxy of each keeps its own properties). */
  const callsOf = <O extends object>(object: O): O =>
    new Proxy(object, {
      get(target, key, receiver) {
        const value: unknown = Reflect.get(target, key, receiver);
        if (typeof value !== 'function') return value;
        return new Proxy(value, {
          apply: (fn, self, args: unknown[]) => scoped(fn as (...a: unknown[]) => unknown, self)(...args),
        });
      },
    });
  const api = callsOf(auth.api);
  const handler = scoped(auth.handler, auth);
  const withAdapter = (context: object) =>
    new Proxy(context, {
      get(target, key, receiver) {
        const value: unknown = Reflect.get(target, key, receiver);
        return key === 'internalAdapter' && typeof value === 'object' && value !== null ? callsOf(value) : value;
      },
    });
  return new Proxy(auth, {
    get(target, key, receiver) {
      if (key === 'api') return api;
      if (key === 'handler') return handler;
      const value: unknown = Reflect.get(target, key, receiver);
      if (key === '$context' && value instanceof Promise) return value.then(withAdapter);
      return value;
    },
  });
}
