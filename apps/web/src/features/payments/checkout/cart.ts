import { useSyncExternalStore } from 'react';
import { createListeners } from '../../../lib/listeners';

/*
 * The buyer's cart: payment pages to pay for in one order (`/api/v2/multiple_payments` takes up to 10), kept
 * in the tab's session storage so it survives moving between items' pricing. Only ids, titles and totals.
 */

export interface CartLine {
  id: number;
  title: string;
  /** What the page costs a buyer in the supplier's state (the quote gives the buyer's own). */
  total: number;
}

export const CART_KEY = 'lbd.payment_cart';
export const CART_MAX = 10;

const { subscribe, notify } = createListeners();
let cache: { raw: string | null; lines: CartLine[] } = { raw: null, lines: [] };

function read(): CartLine[] {
  let raw: string | null = null;
  try {
    raw = window.sessionStorage.getItem(CART_KEY);
  } catch {
    // storage unavailable: an empty cart
  }
  if (raw === cache.raw) return cache.lines;
  let lines: CartLine[] = [];
  try {
    const parsed = raw ? (JSON.parse(raw) as unknown) : [];
    if (Array.isArray(parsed))
      lines = parsed
        .filter(
          (l): l is CartLine =>
            typeof l === 'object' &&
            l !== null &&
            Number.isSafeInteger((l as CartLine).id) &&
            typeof (l as CartLine).title === 'string' &&
            Number.isSafeInteger((l as CartLine).total),
        )
        .slice(0, CART_MAX);
  } catch {
    lines = [];
  }
  cache = { raw, lines };
  return lines;
}

function write(lines: CartLine[]) {
  try {
    window.sessionStorage.setItem(CART_KEY, JSON.stringify(lines.slice(0, CART_MAX)));
  } catch {
    // storage unavailable: nothing kept
  }
  notify();
}

export const cart = {
  add(line: CartLine) {
    const lines = read();
    if (lines.some((l) => l.id === line.id) || lines.length >= CART_MAX) return;
    write([...lines, line]);
  },
  remove(id: number) {
    write(read().filter((l) => l.id !== id));
  },
  clear() {
    write([]);
  },
};

export function useCart(): CartLine[] {
  return useSyncExternalStore(subscribe, read, () => []);
}
