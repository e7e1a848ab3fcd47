import { describe, expect, it } from 'vitest';
import { amountInWords, creditNoteDocument, invoiceDocument, type OrderFacts } from './invoice-document';
import { orderOf, SUPPLIER } from './invoice-fixtures';
import { refundSplit, shareOf } from './refunds';

const ISSUED = new Date('2026-11-14T06:30:00Z');

describe('invoice particulars', () => {
  it('within the supplier’s state: CGST and SGST at 9%, place of supply Maharashtra', () => {
    const d = invoiceDocument(
      SUPPLIER,
      { serial: 'LBD/2627/000001', issued_at: ISSUED },
      orderOf({ name: 'Ananya Sharma', address: '12 Hill Road', pin: '400076', state_code: '27' }),
    );
    expect(d).toMatchObject({
      title: 'Tax Invoice',
      serial: 'LBD/2627/000001',
      date: '14 Nov 2026',
      intraState: true,
      placeOfSupply: { code: '27', state: 'Maharashtra' },
      rates: { cgst: 900, sgst: 900, igst: 0 },
      buyer: { name: 'Ananya Sharma', pin: '400076', state: 'Maharashtra', gstin: null },
      supplier: { gstin: '27AABCL1234M1ZJ', state: 'Maharashtra' },
      totals: { amount_paise: 1_180_00, taxable_paise: 1_000_00, cgst_paise: 90_00, sgst_paise: 90_00, igst_paise: 0 },
      amountInWords: 'Rupees One Thousand One Hundred Eighty Only',
    });
    expect(d.lines[0]).toMatchObject({ description: 'Full-stack capstone', sac: '999293', quantity: 1 });
  });

  it('to another state: IGST at 18%, the buyer’s state the place of supply', () => {
    const d = invoiceDocument(
      SUPPLIER,
      { serial: 'LBD/2627/000002', issued_at: ISSUED },
      orderOf({ name: 'Ravi Kumar', pin: '560001', state_code: '29' }, 499_00),
    );
    expect(d.intraState).toBe(false);
    expect(d.placeOfSupply).toEqual({ code: '29', state: 'Karnataka' });
    expect(d.rates).toEqual({ cgst: 0, sgst: 0, igst: 1800 });
    expect(d.totals).toMatchObject({ taxable_paise: 42_288, igst_paise: 7_612, cgst_paise: 0, sgst_paise: 0 });
    expect(d.amountInWords).toBe('Rupees Four Hundred Ninety Nine Only');
  });

  it('a business buyer: its GSTIN printed and its state the place of supply', () => {
    const d = invoiceDocument(
      SUPPLIER,
      { serial: 'LBD/2627/000003', issued_at: ISSUED },
      orderOf({ name: 'Acme Learning LLP', address: 'MG Road', pin: '560001', gstin: '29AAACB5678K1Z6' }),
    );
    expect(d.buyer).toMatchObject({ gstin: '29AAACB5678K1Z6', stateCode: '29', state: 'Karnataka' });
    expect(d.intraState).toBe(false);
  });

  it('a discounted line: the taxable value is after the discount, the discount shown', () => {
    const base = orderOf({ name: 'A', state_code: '27' }, 944_00);
    const order: OrderFacts = {
      ...base,
      discount_paise: 236_00,
      lines: [{ ...base.lines[0]!, discount_paise: 236_00 }],
    };
    const d = invoiceDocument(SUPPLIER, { serial: 'LBD/2627/000004', issued_at: ISSUED }, order);
    expect(d.lines[0]).toMatchObject({ discount_paise: 236_00, taxable_paise: 800_00, amount_paise: 944_00 });
    expect(d.totals.discount_paise).toBe(236_00);
  });

  it('a credit note refers to its invoice and carries the refund and its reason', () => {
    const order = orderOf({ name: 'Ananya Sharma', state_code: '27' });
    const d = creditNoteDocument(
      SUPPLIER,
      { serial: 'LCN/2627/000001', issued_at: ISSUED },
      { serial: 'LBD/2627/000001', issued_at: new Date('2026-11-01T06:30:00Z') },
      order,
      { amount_paise: 590_00, ...refundSplit(order, 0, 590_00), reason: 'Course cancelled' },
    );
    expect(d).toMatchObject({
      title: 'Credit Note',
      refersTo: { serial: 'LBD/2627/000001', date: '1 Nov 2026' },
      reason: 'Course cancelled',
      totals: { amount_paise: 590_00, taxable_paise: 500_00, cgst_paise: 45_00, sgst_paise: 45_00 },
      amountInWords: 'Rupees Five Hundred Ninety Only',
    });
  });
});

describe('amounts in words', () => {
  it('Indian numbering: thousands, lakhs and crores, and the paise', () => {
    expect(amountInWords(12_345_67)).toBe('Rupees Twelve Thousand Three Hundred Forty Five and Sixty Seven Paise Only');
    expect(amountInWords(1_18_000_00)).toBe('Rupees One Lakh Eighteen Thousand Only');
    expect(amountInWords(12_34_56_789_05)).toBe(
      'Rupees Twelve Crore Thirty Four Lakh Fifty Six Thousand Seven Hundred Eighty Nine and Five Paise Only',
    );
    expect(amountInWords(50)).toBe('Rupees Zero and Fifty Paise Only');
    expect(() => amountInWords(1.5)).toThrow(RangeError);
  });
});

describe('a refund’s tax split', () => {
  it('in proportion to the order; every part adds up to the order’s amounts when all is refunded', () => {
    const order = orderOf({ name: 'A', state_code: '27' }, 499_00);
    const parts = [1, 100_00, 3_33, 49_900 - 1 - 100_00 - 3_33];
    let before = 0;
    const sums = { taxable_paise: 0, cgst_paise: 0, sgst_paise: 0, igst_paise: 0 };
    for (const amount of parts) {
      const s = refundSplit(order, before, amount);
      expect(s.taxable_paise + s.cgst_paise + s.sgst_paise + s.igst_paise).toBe(amount);
      for (const v of Object.values(s)) expect(v).toBeGreaterThanOrEqual(0);
      for (const k of Object.keys(sums) as (keyof typeof sums)[]) sums[k] += s[k];
      before += amount;
    }
    expect(sums).toEqual({ taxable_paise: 42_288, cgst_paise: 3_806, sgst_paise: 3_806, igst_paise: 0 });
    expect(shareOf(order, 49_900)).toMatchObject({ taxable_paise: 42_288 });
  });
});
