import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/database';
import { rowsOf, type Database } from '../../db/client';
import { takeInvoiceNumber } from './invoice-serials';

/**
 * Invoice serials (issue 30 item 7): consecutive, no gaps and no duplicates under 200 concurrent payments,
 * some of which roll back; a series per kind and per financial year. On PostgreSQL (CI runs the suite there) the
 * transactions really run side by side on a pool of connections.
 */
describe('invoice serials', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
    await database.db.execute(sql`create table serial_probe (serial text primary key, n integer not null)`);
  }, 60_000);
  afterAll(() => database?.close());

  const probe = async () =>
    rowsOf<{ serial: string; n: number }>(
      await database.db.execute(sql`select serial, n from serial_probe order by n`),
    );

  it('gives 200 concurrent payments consecutive numbers; the ones that roll back leave no gap', async () => {
    const at = new Date('2026-11-30T06:00:00Z');
    const results = await Promise.allSettled(
      Array.from({ length: 200 }, (_, i) =>
        database.db.transaction(async (tx) => {
          const taken = await takeInvoiceNumber(tx, 'INV', at);
          await tx.execute(sql`insert into serial_probe (serial, n) values (${taken.serial}, ${taken.number})`);
          // Every tenth payment fails after taking its number (its transaction rolls back).
          if (i % 10 === 7) throw new Error('the payment failed after its number was taken');
          return taken.serial;
        }),
      ),
    );
    expect(results.filter((r) => r.status === 'rejected')).toHaveLength(20);
    const rows = await probe();
    expect(rows.map((r) => r.n)).toEqual(Array.from({ length: 180 }, (_, i) => i + 1));
    expect(rows[0]!.serial).toBe('LBD/2627/000001');
    expect(rows[179]!.serial).toBe('LBD/2627/000180');
  }, 60_000);

  it('starts again at 1 in a new financial year, and credit notes count on their own', async () => {
    await database.db.transaction(async (tx) => {
      expect((await takeInvoiceNumber(tx, 'INV', new Date('2027-03-31T18:29:00Z'))).serial).toBe('LBD/2627/000181');
      expect((await takeInvoiceNumber(tx, 'INV', new Date('2027-03-31T18:30:00Z'))).serial).toBe('LBD/2728/000001');
      expect((await takeInvoiceNumber(tx, 'CN', new Date('2026-12-01T00:00:00Z'))).serial).toBe('LCN/2627/000001');
    });
  });
});
