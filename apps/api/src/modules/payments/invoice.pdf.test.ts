import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { creditNoteDocument, invoiceDocument } from './invoice-document';
import { orderOf, SUPPLIER } from './invoice-fixtures';
import { renderInvoicePdf } from './invoice.pdf';
import { refundSplit } from './refunds';

/*
 * Golden invoices (issue 30 item 7): each document is drawn, its text read back with poppler's pdftotext
 * (-layout keeps the columns), and compared exactly with the committed golden text. The text is what the
 * law asks for and it is stable across machines (the drawing's pixels are not). GOLDEN_UPDATE=1 rewrites
 * the goldens after a deliberate change; review their diff.
 */

const GOLDEN = path.join(path.dirname(fileURLToPath(import.meta.url)), 'golden');
const ISSUED = new Date('2026-11-14T06:30:00Z');

function textOf(pdf: Buffer): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lbd-invoice-'));
  try {
    const file = path.join(dir, 'doc.pdf');
    fs.writeFileSync(file, pdf);
    return execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' })
      .split('\n')
      .map((l) => l.trimEnd())
      .join('\n')
      .trim();
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function expectGolden(name: string, pdf: Buffer) {
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  const text = textOf(pdf);
  const file = path.join(GOLDEN, `${name}.txt`);
  if (process.env.GOLDEN_UPDATE === '1') fs.writeFileSync(file, `${text}\n`);
  expect(text).toBe(fs.readFileSync(file, 'utf8').trimEnd());
}

describe('invoice PDFs against their goldens', () => {
  it('within Maharashtra (CGST and SGST)', async () => {
    const d = invoiceDocument(
      SUPPLIER,
      { serial: 'LBD/2627/000001', issued_at: ISSUED },
      orderOf(
        { name: 'Ananya Sharma', address: '12 Hill Road, Powai, Mumbai', pin: '400076', state_code: '27' },
        12_345_67,
      ),
    );
    await expectGolden('invoice-intra-state', await renderInvoicePdf(d));
  });

  it('to Karnataka (IGST)', async () => {
    const d = invoiceDocument(
      SUPPLIER,
      { serial: 'LBD/2627/000002', issued_at: ISSUED },
      orderOf({ name: 'Ravi Kumar', address: '5 Residency Road, Bengaluru', pin: '560025', state_code: '29' }, 499_00),
    );
    await expectGolden('invoice-inter-state', await renderInvoicePdf(d));
  });

  it('a business with its GSTIN, and its credit note', async () => {
    const order = orderOf(
      { name: 'Acme Learning LLP', address: '14 MG Road, Bengaluru', pin: '560001', gstin: '29AAACB5678K1Z6' },
      1_18_000_00,
      'Data analytics bundle (50 seats)',
    );
    const invoice = { serial: 'LBD/2627/000003', issued_at: ISSUED };
    await expectGolden('invoice-business', await renderInvoicePdf(invoiceDocument(SUPPLIER, invoice, order)));
    const note = creditNoteDocument(SUPPLIER, { serial: 'LCN/2627/000001', issued_at: ISSUED }, invoice, order, {
      amount_paise: 29_500_00,
      ...refundSplit(order, 0, 29_500_00),
      reason: 'Ten seats returned',
    });
    await expectGolden('credit-note-business', await renderInvoicePdf(note));
  });
});
