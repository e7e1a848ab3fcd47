import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  discounted,
  financialYear,
  gstinCheckChar,
  invoiceNumber,
  isValidGstin,
  rupees,
  taxOf,
  GST_STATE_CODES,
} from './index';

const paise = fc.integer({ min: 0, max: 10_000_000_00 });

describe('GST on a price', () => {
  it('takes 18% out of an inclusive price and adds it to an exclusive one', () => {
    expect(taxOf(11_800_00, { inclusive: true, intraState: true })).toEqual({
      taxable: 10_000_00,
      cgst: 900_00,
      sgst: 900_00,
      igst: 0,
      total: 11_800_00,
    });
    expect(taxOf(10_000_00, { inclusive: false, intraState: false })).toEqual({
      taxable: 10_000_00,
      cgst: 0,
      sgst: 0,
      igst: 1_800_00,
      total: 11_800_00,
    });
    // ₹499 inclusive: ₹422.88 taxable and ₹76.12 of tax, split 38.06 / 38.06.
    expect(taxOf(499_00, { inclusive: true, intraState: true })).toEqual({
      taxable: 42_288,
      cgst: 3_806,
      sgst: 3_806,
      igst: 0,
      total: 49_900,
    });
  });

  it('adds up to the paisa for any amount: the buyer pays the inclusive price exactly, halves differ by at most one paisa', () => {
    fc.assert(
      fc.property(paise, fc.boolean(), fc.boolean(), (amount, inclusive, intraState) => {
        const t = taxOf(amount, { inclusive, intraState });
        expect(t.taxable + t.cgst + t.sgst + t.igst).toBe(t.total);
        for (const v of Object.values(t)) expect(Number.isSafeInteger(v) && v >= 0).toBe(true);
        if (inclusive) expect(t.total).toBe(amount);
        else expect(t.taxable).toBe(amount);
        if (intraState) expect(t.sgst - t.cgst === 0 || t.sgst - t.cgst === 1).toBe(true);
        else expect(t.cgst + t.sgst).toBe(0);
        // The tax is 18% of the taxable value, to within a paisa.
        expect(Math.abs((t.total - t.taxable) * 100 - t.taxable * 18)).toBeLessThanOrEqual(100);
      }),
    );
  });

  it('refuses fractions of a paisa and negative amounts', () => {
    expect(() => taxOf(10.5, { inclusive: true, intraState: true })).toThrow(RangeError);
    expect(() => taxOf(-1, { inclusive: true, intraState: true })).toThrow(RangeError);
  });

  it('a coupon takes a share or an amount off, never below nothing', () => {
    expect(discounted(999_00, { percentBp: 2_000 })).toBe(799_20);
    expect(discounted(999_00, { paise: 100_00 })).toBe(899_00);
    fc.assert(
      fc.property(paise, fc.integer({ min: 0, max: 20_000 }), paise, (price, percentBp, off) => {
        const p = discounted(price, { percentBp, paise: off });
        expect(Number.isSafeInteger(p) && p >= 0 && p <= price).toBe(true);
      }),
    );
  });

  it('writes rupees with Indian grouping', () => {
    expect(rupees(11_800_050)).toBe('₹1,18,000.50');
    expect(rupees(5)).toBe('₹0.05');
  });
});

describe('GSTIN', () => {
  it('accepts a GSTIN whose check character is right and refuses one changed character', () => {
    expect(isValidGstin('27AAPFU0939F1ZV')).toBe(true);
    expect(isValidGstin('27AAPFU0939F1ZW')).toBe(false);
    expect(isValidGstin('27AAPFU0938F1ZV')).toBe(false);
    expect(isValidGstin('27aapfu0939f1zv')).toBe(false);
    expect(isValidGstin('27AAPFU0939F1Z')).toBe(false);
  });

  it('a computed check character always validates, and any other never does', () => {
    const code = fc.constantFrom(...Object.values(GST_STATE_CODES));
    const letters = fc.stringMatching(/^[A-Z]{5}$/);
    const digits = fc.stringMatching(/^[0-9]{4}$/);
    const letter = fc.stringMatching(/^[A-Z]$/);
    const entity = fc.stringMatching(/^[1-9A-Z]$/);
    fc.assert(
      fc.property(code, letters, digits, letter, entity, (c, l, d, x, e) => {
        const first = `${c}${l}${d}${x}${e}Z`;
        const check = gstinCheckChar(first);
        expect(isValidGstin(first + check)).toBe(true);
        const other = check === 'A' ? 'B' : 'A';
        expect(isValidGstin(first + other)).toBe(false);
      }),
    );
  });
});

describe('invoice serials', () => {
  it('the financial year turns at midnight of 1 April, India time', () => {
    expect(financialYear(new Date('2026-03-31T18:29:59Z'))).toBe('2025-26');
    expect(financialYear(new Date('2026-03-31T18:30:00Z'))).toBe('2026-27');
    expect(financialYear(new Date('2026-11-30T05:00:00Z'))).toBe('2026-27');
    expect(financialYear(new Date('2099-12-31T00:00:00Z'))).toBe('2099-00');
  });

  it('are at most 16 characters, one series per kind', () => {
    expect(invoiceNumber('INV', '2026-27', 42)).toBe('LBD/2627/000042');
    expect(invoiceNumber('CN', '2026-27', 1)).toBe('LCN/2627/000001');
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999_999 }), (n) => {
        expect(invoiceNumber('INV', '2026-27', n).length).toBeLessThanOrEqual(16);
      }),
    );
    expect(() => invoiceNumber('INV', '2026-27', 0)).toThrow(RangeError);
  });
});
