/** A value now, or a promise of it later. */
export type MaybePromise<T> = T | Promise<T>;

export const isPromise = <T>(value: MaybePromise<T>): value is Promise<T> =>
  typeof (value as Promise<T> | null)?.then === 'function';

/**
 * `fn(value)`: at once when the value is already there, once it resolves when it is a promise. Paths
 * every request takes (the caller's token and session, answered from memory) stay free of promises,
 * which each cost an allocation, a microtask and the async hooks' bookkeeping.
 */
export function whenReady<T, U>(value: MaybePromise<T>, fn: (value: T) => MaybePromise<U>): MaybePromise<U> {
  return isPromise(value) ? value.then(fn) : fn(value);
}
