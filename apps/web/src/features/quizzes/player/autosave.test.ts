import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { Autosave, storageKey, type SavedAck, type SaveState } from './autosave';

class MemoryStorage {
  data = new Map<string, string>();
  getItem = (k: string) => this.data.get(k) ?? null;
  setItem = (k: string, v: string) => void this.data.set(k, v);
  removeItem = (k: string) => void this.data.delete(k);
}

const ack = (position: number, revision: number): SavedAck => ({
  position,
  revision,
  deadline_at: null,
  server_now: new Date().toISOString(),
});
const offline = () => new ApiError({ kind: 'network', status: 0, code: 'NETWORK', message: 'offline' });

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('autosave of an attempt', () => {
  it('keeps a failed save in storage, shows Offline, and sends it again until it is acknowledged', async () => {
    const storage = new MemoryStorage();
    const states: SaveState[] = [];
    let up = false;
    const save = vi.fn(async (position: number, body: { revision: number }) => {
      if (!up) throw offline();
      return ack(position, body.revision);
    });
    const a = new Autosave({ attemptId: 7, save, storage, debounceMs: 500, onState: (s) => states.push(s) });
    a.start([{ position: 1, answer: null, revision: 0 }]);
    a.change(1, { option_id: 'b' });
    expect(JSON.parse(storage.getItem(storageKey(7))!)['1']).toMatchObject({
      answer: { option_id: 'b' },
      revision: 1,
      acked: false,
    });
    await vi.advanceTimersByTimeAsync(600);
    expect(save).toHaveBeenCalledTimes(1);
    expect(a.saveState).toBe('offline');
    await vi.advanceTimersByTimeAsync(1100);
    expect(save).toHaveBeenCalledTimes(2);
    expect(a.saveState).toBe('offline');
    up = true;
    await vi.advanceTimersByTimeAsync(2100);
    expect(save).toHaveBeenCalledTimes(3);
    expect(save.mock.calls[2]).toEqual([1, { answer: { option_id: 'b' }, revision: 1 }]);
    expect(a.saveState).toBe('saved');
    expect(states).toEqual(['saving', 'offline', 'saved']);
    expect(JSON.parse(storage.getItem(storageKey(7))!)['1'].acked).toBe(true);
  });

  it('goes back online at once when the browser says so', async () => {
    let up = false;
    const save = vi.fn(async (p: number, b: { revision: number }) => {
      if (!up) throw offline();
      return ack(p, b.revision);
    });
    const a = new Autosave({ attemptId: 1, save, storage: new MemoryStorage(), debounceMs: 100 });
    a.start([{ position: 2, answer: null, revision: 0 }]);
    a.change(2, { value: true });
    await vi.advanceTimersByTimeAsync(150);
    expect(a.saveState).toBe('offline');
    up = true;
    a.online();
    await vi.advanceTimersByTimeAsync(0);
    expect(a.saveState).toBe('saved');
  });

  it('a newer revision wins: changes in a burst go as one, and an old answer arriving late acknowledges nothing newer', async () => {
    const storage = new MemoryStorage();
    let release: (() => void) | null = null;
    const save = vi.fn(
      (position: number, body: { revision: number }) =>
        new Promise<SavedAck>((resolve) => {
          release = () => resolve(ack(position, body.revision));
        }),
    );
    const a = new Autosave({ attemptId: 3, save, storage, debounceMs: 500 });
    a.start([{ position: 1, answer: { text: 'old' }, revision: 4 }]);
    a.change(1, { text: 'a' });
    a.change(1, { text: 'ab' });
    await vi.advanceTimersByTimeAsync(600);
    expect(save).toHaveBeenCalledTimes(1);
    expect(save.mock.calls[0]).toEqual([1, { answer: { text: 'ab' }, revision: 6 }]);
    // Typed again while revision 6 is on its way.
    a.change(1, { text: 'abc' });
    release!();
    await vi.advanceTimersByTimeAsync(0);
    expect(a.pending()).toEqual([1]);
    await vi.advanceTimersByTimeAsync(600);
    expect(save.mock.calls[1]).toEqual([1, { answer: { text: 'abc' }, revision: 7 }]);
    release!();
    await vi.advanceTimersByTimeAsync(0);
    expect(a.saveState).toBe('saved');
  });

  it('after a reload, replays what the server never acknowledged and yields to what it holds that is newer', () => {
    const storage = new MemoryStorage();
    storage.setItem(
      storageKey(9),
      JSON.stringify({
        1: { answer: { option_id: 'c' }, revision: 3, acked: false },
        2: { answer: { text: 'mine' }, revision: 2, acked: false },
      }),
    );
    const save = vi.fn(async (p: number, b: { revision: number }) => ack(p, b.revision));
    const a = new Autosave({ attemptId: 9, save, storage });
    const shown = a.start([
      { position: 1, answer: { option_id: 'a' }, revision: 2 },
      { position: 2, answer: { text: 'server' }, revision: 5 },
    ]);
    expect(shown.get(1)).toEqual({ option_id: 'c' });
    expect(shown.get(2)).toEqual({ text: 'server' });
    expect(a.pending()).toEqual([1]);
  });

  it('a 409 (time is up) stops saving and says the attempt is over', async () => {
    const onFinished = vi.fn();
    const save = vi.fn(async () => {
      throw new ApiError({
        kind: 'http',
        status: 409,
        code: 'CONFLICT',
        message: 'Time is up: this attempt has been submitted',
      });
    });
    const a = new Autosave({ attemptId: 2, save, storage: new MemoryStorage(), debounceMs: 10, onFinished });
    a.start([{ position: 1, answer: null, revision: 0 }]);
    a.change(1, { value: 3 });
    await vi.advanceTimersByTimeAsync(20);
    expect(onFinished).toHaveBeenCalledWith('Time is up: this attempt has been submitted');
    await vi.advanceTimersByTimeAsync(20_000);
    expect(save).toHaveBeenCalledTimes(1);
  });
});
