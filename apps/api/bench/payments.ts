/*
 * Checkout at load, over loopback against the production API on PostgreSQL (issue 30):
 *
 *   createdb -h 127.0.0.1 -U postgres lbd_bench_payments
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/lbd_bench_payments npm run bench:payments [-- --buyers 200 --concurrency 20]
 *
 * `--buyers` students each buy a paid page with the built-in test provider, `--concurrency` at a time: order
 * (`/api/v2/multiple_payments`), the provider's checkout, the browser's confirmation (which settles: payment,
 * invoice number, access). Every fifth buyer's confirmation is dropped, as a lost browser would: the
 * provider's webhook (through the queue) must still give access. Then every buyer's invoice is downloaded
 * (its PDF drawn on first ask). Checks afterwards: every order paid, access once per buyer, invoice numbers
 * consecutive with no gap or duplicate.
 *
 * Prints a Markdown table and writes bench/RESULTS-payments.md.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { hashPassword } from '../src/modules/identity/password-hash';
import { API_DIR, apiCaller, benchAccounts, out, percentile, productionApi } from './support';

const { values } = parseArgs({
  options: { buyers: { type: 'string', default: '200' }, concurrency: { type: 'string', default: '20' } },
});
const BUYERS = Number(values.buyers);
const CONCURRENCY = Number(values.concurrency);
const PASSWORD = 'bench payment password 2026';
const PORT = Number(process.env.BENCH_PORT ?? 3395);
const TARGETS = { orderP95: 300, confirmP95: 500, invoiceP95: 1500, accessS: 10 };
const url = process.env.DATABASE_URL;
if (!url) {
  process.stderr.write('Set DATABASE_URL to a PostgreSQL database (an empty one is fine: the script prepares it).\n');
  process.exit(2);
}

const db = new pg.Client({ connectionString: url });
await db.connect();
// Buyers sign in from their own addresses (one proxy hop trusted), as students on their own devices do.
const api = productionApi({ url, port: PORT, env: { TRUST_PROXY_HOPS: '1' } });
out('Starting the production API (it migrates and seeds the catalogue) ...');
api.start();
await api.ready();

// A fresh run: the bench page and its orders of earlier runs go.
await db.query(`delete from entitlements where item_kind = 'project' and item_id = 2000000001`);
const ids = Array.from({ length: BUYERS }, (_, i) => `paybuyer${i}`);
await benchAccounts(db, ids, await hashPassword(PASSWORD));
const [page] = (
  await db.query(
    `insert into payment_pages (title, price_paise, gst_inclusive, access_days, status)
     values ('Bench capstone', 149900, true, 365, 'published') returning id`,
  )
).rows as { id: number }[];
await db.query(`insert into payment_page_items (page_id, item_kind, item_id) values ($1, 'project', 2000000001)`, [
  page!.id,
]);
const serialBefore = (
  await db.query(`select coalesce(max(last), 0)::int as last from invoice_counters where series = 'INV'`)
).rows[0].last as number;

out(`Signing in ${BUYERS} buyers ...`);
const from = (i: number) => `10.${Math.floor(i / 250)}.${i % 250}.9`;
const tokens: string[] = [];
for (const [i, id] of ids.entries())
  tokens.push(
    String(
      (
        await apiCaller(api.base, { 'x-forwarded-for': from(i) })('POST', '/api/identity/sign_in', {
          email: `${id}@bench.example`,
          password: PASSWORD,
        })
      ).access_token,
    ),
  );

const timings = { order: [] as number[], checkout: [] as number[], confirm: [] as number[], access: [] as number[] };
const timed = async <T>(list: number[], work: () => Promise<T>) => {
  const t0 = performance.now();
  const r = await work();
  list.push(performance.now() - t0);
  return r;
};
const orders: number[] = [];
const tokenOf = new Map<number, string>();

async function buy(i: number) {
  const call = apiCaller(api.base, { 'x-forwarded-for': from(i) });
  const auth = tokens[i]!;
  const o = (await timed(timings.order, () =>
    call(
      'POST',
      '/api/v2/multiple_payments',
      { page_ids: [page!.id], buyer: { name: `Buyer ${i}`, state_code: '29' } },
      auth,
    ),
  )) as { id: number; provider_order_id: string };
  orders.push(o.id);
  tokenOf.set(o.id, auth);
  const paid = (await timed(timings.checkout, () =>
    call('POST', `/api/test_provider/orders/${o.provider_order_id}/checkout`, { outcome: 'pay' }, auth),
  )) as { payment_id: string; signature: string };
  const t0 = performance.now();
  if (i % 5 !== 0)
    await timed(timings.confirm, () => call('POST', '/api/v2/payment_confirmation', { order_id: o.id, payment_id: paid.payment_id, signature: paid.signature }, auth));
  // Access as the buyer sees it: the order answers paid.
  for (;;) {
    const now = (await call('GET', `/api/payment_orders/${o.id}`, undefined, auth)) as { status: string };
    if (now.status === 'paid') break;
    await new Promise((r) => setTimeout(r, 200));
  }
  timings.access.push(performance.now() - t0);
}

out(`Buying: ${BUYERS} buyers, ${CONCURRENCY} at a time (every fifth confirmation dropped) ...`);
const started = performance.now();
let next = 0;
await Promise.all(
  Array.from({ length: CONCURRENCY }, async () => {
    while (next < BUYERS) await buy(next++);
  }),
);
const buyS = (performance.now() - started) / 1000;

out('Downloading every invoice ...');
const invoiceMs: number[] = [];
const paymentsOf = (await db.query(`select id, order_id from payments where order_id = any($1::int[])`, [orders]))
  .rows as { id: number; order_id: number }[];
let next2 = 0;
await Promise.all(
  Array.from({ length: Math.min(CONCURRENCY, 8) }, async () => {
    while (next2 < paymentsOf.length) {
      const p = paymentsOf[next2++]!;
      const t0 = performance.now();
      const res = await fetch(`${api.base}/api/download_invoice?payment_id=${p.id}`, {
        headers: { authorization: `Bearer ${tokenOf.get(p.order_id)}` },
      });
      if (res.status !== 200) throw new Error(`invoice ${p.id}: ${res.status}`);
      await res.arrayBuffer();
      invoiceMs.push(performance.now() - t0);
    }
  }),
);

// What must hold, whatever the order of events.
const paidCount = Number(
  (await db.query(`select count(*) n from payment_orders where id = any($1::int[]) and status = 'paid'`, [orders]))
    .rows[0].n,
);
const grants = (
  await db.query(
    `select profile_id, count(*)::int n from entitlements where item_kind = 'project' and item_id = 2000000001 group by profile_id`,
  )
).rows as { n: number }[];
const serials = (
  (await db.query(`select serial from invoices where order_id = any($1::int[]) and series = 'INV'`, [orders])).rows as {
    serial: string;
  }[]
)
  .map((r) => Number(r.serial.split('/').pop()))
  .sort((a, b) => a - b);
const consecutive = serials.every((n, i) => n === serialBefore + 1 + i);

const ms = (list: number[], p: number) =>
  percentile(
    [...list].sort((a, b) => a - b),
    p,
  ).toFixed(0);
const rows: [string, string, string, string][] = [
  ['order (`/api/v2/multiple_payments`)', ms(timings.order, 50), ms(timings.order, 95), `p95 < ${TARGETS.orderP95} ms`],
  ['test provider checkout', ms(timings.checkout, 50), ms(timings.checkout, 95), ''],
  ['confirmation (settles)', ms(timings.confirm, 50), ms(timings.confirm, 95), `p95 < ${TARGETS.confirmP95} ms`],
  ['paid → access seen (all)', ms(timings.access, 50), ms(timings.access, 95), `< ${TARGETS.accessS} s`],
  ['invoice PDF download', ms(invoiceMs, 50), ms(invoiceMs, 95), `p95 < ${TARGETS.invoiceP95} ms`],
];
const lostAccess = timings.access.filter((_, i) => i % 5 === 0);
const table = [
  `${BUYERS} buyers, ${CONCURRENCY} at a time, on PostgreSQL, ${buyS.toFixed(1)} s in all (${(BUYERS / buyS).toFixed(1)} purchases/s).`,
  '',
  '| step | p50 ms | p95 ms | target |',
  '|---|---|---|---|',
  ...rows.map((r) => `| ${r.join(' | ')} |`),
  '',
  `- Orders paid: ${paidCount} of ${BUYERS}; access granted once per buyer: ${grants.length === BUYERS && grants.every((g) => g.n === 1)}.`,
  `- Lost confirmations (${lostAccess.length}): access arrived through the webhook, slowest ${Math.max(...lostAccess).toFixed(0)} ms.`,
  `- Invoice numbers ${serials[0]} to ${serials.at(-1)}: consecutive with no gap or duplicate: ${consecutive}.`,
].join('\n');
out(`\n${table}`);
fs.writeFileSync(
  path.join(API_DIR, 'bench', 'RESULTS-payments.md'),
  `# Payments bench (issue 30)\n\n\`npm run bench:payments\`, ${new Date().toISOString().slice(0, 10)}\n\n${table}\n`,
);
await api.stop();
await db.end();
if (paidCount !== BUYERS || !consecutive) process.exit(1);
