import { describe, expect, it } from 'vitest';
import { isPromise, whenReady } from './maybe-promise';

describe('whenReady', () => {
  it('applies the function at once to a value that is already there', () => {
    expect(whenReady(2, (n) => n + 1)).toBe(3);
    expect(whenReady(null, (n) => n ?? 'none')).toBe('none');
  });

  it('applies it after a promise resolves, and passes a rejection on', async () => {
    const later = whenReady(Promise.resolve(2), (n) => n + 1);
    expect(isPromise(later)).toBe(true);
    await expect(later).resolves.toBe(3);
    await expect(whenReady(Promise.reject(new Error('down')), () => 1)).rejects.toThrow('down');
  });

  it('lets the function answer a promise of its own', async () => {
    await expect(whenReady(2, (n) => Promise.resolve(n * 10))).resolves.toBe(20);
  });
});
