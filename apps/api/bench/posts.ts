/*
 * Posts at scale, over loopback against the production API on PostgreSQL (issue 28):
 *
 *   createdb -h 127.0.0.1 -U postgres lbd_bench_posts
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/lbd_bench_posts npm run bench:posts [-- --posts 1000000]
 *
 * Prepares its own accounts (ending in @bench.example, one password hashed once) and `--posts` posts with
 * SQL, spread over two years from 500 authors (one in ten for a college only). Then, warm:
 *
 *  (a) the Latest feed's first page, GET /api/posts?count=10, 200 times;
 *  (b) its later pages: 200 pages read one after another through the cursor (pages 2 to 201);
 *  (c) a like: POST /api/posts/{id}/like on 300 different posts, one after another (each a transaction
 *      with the like's row, the count and the author's batched notification);
 *  (d) a 5 MB photo: processImage (three WebP widths) on a 5 MB JPEG, 5 times, and once through
 *      POST /api/posts/images.
 *
 * Prints a Markdown table and writes bench/RESULTS-posts.md.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import sharp from 'sharp';
import { processImage } from '../src/lib/images';
import { hashPassword } from '../src/modules/identity/password-hash';
import { API_DIR, apiCaller, benchAccounts, out, percentile, productionApi } from './support';

const { values } = parseArgs({ options: { posts: { type: 'string', default: '1000000' } } });
const POSTS = Number(values.posts);
const AUTHORS = 500;
const PASSWORD = 'bench posts password 2026';
const PORT = Number(process.env.BENCH_PORT ?? 3395);
const TARGETS = { feedP95: 150, likeP95: 50, photoMs: 2000 };
const url = process.env.DATABASE_URL;
if (!url) {
  process.stderr.write('Set DATABASE_URL to a PostgreSQL database (an empty one is fine: the script prepares it).\n');
  process.exit(2);
}

const db = new pg.Client({ connectionString: url });
await db.connect();
const api = productionApi({ url, port: PORT });
out('Starting the production API (it migrates and seeds the catalogue) ...');
api.start();
await api.ready();
const call = apiCaller(api.base);

// --- accounts and posts ------------------------------------------------------------------------------
const hash = await hashPassword(PASSWORD);
const ids = ['bpreader', ...Array.from({ length: AUTHORS }, (_, i) => `bp${String(i + 1).padStart(4, '0')}`)];
await benchAccounts(db, ids, hash);
const authors = (await db.query(`select id from profiles where user_id like 'bp0%' order by id`)).rows.map(
  (r: { id: number }) => Number(r.id),
);
const [{ n: existing }] = (await db.query('select count(*)::int as n from posts')).rows as [{ n: number }];
if (existing < POSTS) {
  const started = Date.now();
  const org = Number(
    (await db.query(`select id from orgs where org_type = 'INSTITUTION' order by id limit 1`)).rows[0].id,
  );
  const missing = POSTS - existing;
  for (let done = 0; done < missing; done += 100_000) {
    const batch = Math.min(100_000, missing - done);
    await db.query(
      `insert into posts (author_profile_id, text, visibility, audience_org_id, college_id, like_count, comment_count, created_at)
       select ($1::int[])[1 + (g % array_length($1::int[], 1))], '<p>Bench post ' || g || ' #bench</p>',
         case when g % 10 = 0 then 'college' else 'everyone' end, case when g % 10 = 0 then $2::int end, $2::int,
         g % 50, g % 7, now() - make_interval(secs => (g * 63.0)::double precision)
       from generate_series($3::int, $4::int) g`,
      [authors, org, existing + done + 1, existing + done + batch],
    );
    out(`  ${existing + done + batch} posts`);
  }
  await db.query('analyze posts');
  out(`${missing} posts written in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}
const token = String(
  (await call('POST', '/api/identity/sign_in', { email: 'bpreader@bench.example', password: PASSWORD })).access_token,
);

async function timed(times: number, fn: (i: number) => Promise<unknown>): Promise<number[]> {
  const ms: number[] = [];
  for (let i = 0; i < times; i++) {
    const t0 = performance.now();
    await fn(i);
    ms.push(performance.now() - t0);
  }
  return ms.sort((a, b) => a - b);
}
const feed = (cursor?: string) =>
  call('GET', `/api/posts?count=10${cursor ? `&cursor=${cursor}` : ''}`, undefined, token) as Promise<{
    data?: unknown;
  }>;
const page = async (cursor?: string) => {
  const res = await fetch(`${api.base}/api/posts?count=10${cursor ? `&cursor=${cursor}` : ''}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!res.ok) throw new Error(`feed answered ${res.status}`);
  return (await res.json()) as { data: { id: number }[]; pagination: { next_cursor: string | null } };
};

// (a) the first page, warm.
await timed(20, () => feed());
const first = await timed(200, () => feed());
out(`(a) Latest, first page: p50 ${percentile(first, 50).toFixed(1)} ms, p95 ${percentile(first, 95).toFixed(1)} ms`);

// (b) later pages through the cursor (warmed by one pass over the first 20).
{
  let c = (await page()).pagination.next_cursor!;
  for (let i = 0; i < 20; i++) c = (await page(c)).pagination.next_cursor!;
}
let cursor = (await page()).pagination.next_cursor!;
const seen = new Set<number>();
const later = await timed(200, async () => {
  const p = await page(cursor);
  for (const post of p.data) seen.add(post.id);
  cursor = p.pagination.next_cursor!;
});
out(
  `(b) Latest, pages 2-201: p50 ${percentile(later, 50).toFixed(1)} ms, p95 ${percentile(later, 95).toFixed(1)} ms (${seen.size} distinct posts)`,
);

// (c) likes on 300 different posts.
const targets = (
  await db.query(`select id from posts where visibility = 'everyone' order by id desc limit 320`)
).rows.map((r: { id: number }) => Number(r.id));
await timed(20, (i) => call('POST', `/api/posts/${targets[300 + i]}/like`, undefined, token));
const likes = await timed(300, (i) => call('POST', `/api/posts/${targets[i]}/like`, undefined, token));
out(`(c) like: p50 ${percentile(likes, 50).toFixed(1)} ms, p95 ${percentile(likes, 95).toFixed(1)} ms`);

// (d) a 5 MB photo.
let photo = await sharp({
  create: {
    width: 4000,
    height: 3000,
    channels: 3,
    background: '#808080',
    noise: { type: 'gaussian', mean: 128, sigma: 60 },
  },
})
  .jpeg({ quality: 92 })
  .toBuffer();
if (photo.length > 5.5 * 1024 * 1024) photo = await sharp(photo).jpeg({ quality: 80 }).toBuffer();
const mb = (photo.length / 1024 / 1024).toFixed(1);
const processing = await timed(5, () => processImage(photo));
const form = new FormData();
form.append('file', new Blob([photo], { type: 'image/jpeg' }), 'photo.jpg');
const t0 = performance.now();
const up = await fetch(`${api.base}/api/posts/images`, {
  method: 'POST',
  headers: { authorization: `Bearer ${token}` },
  body: form,
});
const uploadMs = performance.now() - t0;
if (!up.ok) throw new Error(`upload answered ${up.status}: ${await up.text()}`);
out(
  `(d) ${mb} MB photo: processImage max ${processing[processing.length - 1]!.toFixed(0)} ms; upload ${uploadMs.toFixed(0)} ms`,
);

const [{ n: total }] = (await db.query('select count(*)::int as n from posts')).rows as [{ n: number }];
const rows = [
  [
    `Latest feed, first page, ${total.toLocaleString('en-IN')} posts, p95 (warm)`,
    `${percentile(first, 95).toFixed(1)} ms`,
    `${TARGETS.feedP95} ms`,
  ],
  [
    `Latest feed, pages 2-201 through the cursor, p95 (warm)`,
    `${percentile(later, 95).toFixed(1)} ms`,
    `${TARGETS.feedP95} ms`,
  ],
  ['Like (row, count, batched notification), p95', `${percentile(likes, 95).toFixed(1)} ms`, `${TARGETS.likeP95} ms`],
  [
    `${mb} MB JPEG photo processed (three WebP widths), slowest of 5`,
    `${processing[processing.length - 1]!.toFixed(0)} ms`,
    `${TARGETS.photoMs} ms`,
  ],
  [`${mb} MB JPEG photo uploaded through POST /api/posts/images`, `${uploadMs.toFixed(0)} ms`, `${TARGETS.photoMs} ms`],
];
const table = ['| measure | result | target |', '|---|---|---|', ...rows.map((r) => `| ${r.join(' | ')} |`)].join('\n');
out(`\n${table}`);
fs.writeFileSync(
  path.join(API_DIR, 'bench', 'RESULTS-posts.md'),
  `# Posts benchmark (issue 28)\n\n\`npm run bench:posts\` on PostgreSQL, ${new Date().toISOString().slice(0, 10)}, this 2-core machine (shared with other work).\n\n${table}\n`,
);
await db.end();
api.stop();
process.exit(0);
