/**
 * A small seeded pseudo-random generator (sfc32, seeded through splitmix32) so the scale dataset is
 * the same for the same seed on every machine. Not for anything secret.
 */
export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max] (both included). */
  int(min: number, max: number): number;
  /** True with probability p. */
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Up to n distinct items, in random order. */
  sample<T>(items: readonly T[], n: number): T[];
  /** An item chosen by weight ([item, weight] pairs). */
  weighted<T>(pairs: readonly (readonly [T, number])[]): T;
  /** An index in [0, n) skewed towards 0 (Zipf-like with exponent s): a few popular, many quiet. */
  skewed(n: number, s?: number): number;
  /** A new generator for a named part of the dataset, independent of how much this one was used. */
  fork(label: string): Rng;
  /** 16 random bytes as a version-4-shaped UUID. */
  uuid(): string;
}

function splitmix32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x9e3779b9) >>> 0;
    let t = a ^ (a >>> 16);
    t = Math.imul(t, 0x21f0aaad);
    t ^= t >>> 15;
    t = Math.imul(t, 0x735a2d97);
    t ^= t >>> 15;
    return t >>> 0;
  };
}

/** FNV-1a of a label, to derive a sub-seed. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

const hex8 = (x: number) => x.toString(16).padStart(8, '0');

export function createRng(seed: number): Rng {
  const init = splitmix32(seed);
  let a = init();
  let b = init();
  let c = init();
  let d = init();
  const u32 = () => {
    const t = (((a + b) >>> 0) + d) >>> 0;
    d = (d + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) >>> 0;
    return t;
  };
  for (let i = 0; i < 12; i++) u32();
  const next = () => u32() / 4294967296;

  const rng: Rng = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (p) => next() < p,
    pick: (items) => items[Math.floor(next() * items.length)]!,
    sample(items, n) {
      const copy = [...items];
      const count = Math.min(n, copy.length);
      for (let i = 0; i < count; i++) {
        const j = i + Math.floor(next() * (copy.length - i));
        [copy[i], copy[j]] = [copy[j]!, copy[i]!];
      }
      return copy.slice(0, count);
    },
    weighted(pairs) {
      const total = pairs.reduce((s, [, w]) => s + w, 0);
      let r = next() * total;
      for (const [item, w] of pairs) {
        r -= w;
        if (r < 0) return item;
      }
      return pairs[pairs.length - 1]![0];
    },
    skewed(n, s = 1.1) {
      // Inverse transform of a continuous power law on [1, n + 1).
      const u = next();
      const x = s === 1 ? Math.exp(u * Math.log(n + 1)) : Math.pow(1 + u * (Math.pow(n + 1, 1 - s) - 1), 1 / (1 - s));
      return Math.min(n - 1, Math.max(0, Math.floor(x) - 1));
    },
    fork: (label) => createRng((seed ^ hash(label)) >>> 0),
    uuid() {
      // Four words as 32 hex digits; the version nibble (4) and the variant bits (10) set in place.
      const a = u32();
      const b = ((u32() & 0xffff0fff) | 0x4000) >>> 0;
      const c = ((u32() & 0x3fffffff) | 0x80000000) >>> 0;
      const d = u32();
      const h = hex8(a) + hex8(b) + hex8(c) + hex8(d);
      return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
    },
  };
  return rng;
}
