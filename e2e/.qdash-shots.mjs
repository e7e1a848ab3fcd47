import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:3420';
const [email, password, ...paths] = process.argv.slice(2);
const res = await fetch(`${base}/api/identity/sign_in`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
const t = (await res.json()).data;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const spec of paths) {
  const [p, name, width = '1280', click] = spec.split('|');
  const ctx = await browser.newContext({ viewport: { width: Number(width), height: 900 } });
  const page = await ctx.newPage();
  await page.goto(`${base}/Aboutus`);
  await page.evaluate((t) => { localStorage.setItem('lbd.access_token', t.access_token); localStorage.setItem('lbd.token_expires_at', String(t.expires_at)); }, t);
  await page.goto(`${base}${p}`);
  await page.waitForTimeout(2500);
  if (click) { await page.getByRole('button', { name: click }).first().click(); await page.waitForTimeout(1500); }
  await page.screenshot({ path: `/tmp/qdash-shots/${name}.png`, fullPage: true });
  await ctx.close();
}
await browser.close();
