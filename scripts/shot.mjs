// Throwaway: screenshots of pages as a signed-in user. node scripts/shot.mjs <base> <user> <width> <out-prefix> <path>...
import { chromium } from 'playwright-core';
const [base, user, width, prefix, ...paths] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const context = await browser.newContext({ viewport: { width: Number(width), height: 800 }, baseURL: base });
const res = await context.request.post('/api/auth?use_cookies=true', { data: { username: user, password: 'Demo!2345' }, headers: { 'x-client-version': '1.42' } });
if (!res.ok()) console.log('login', res.status(), await res.text());
const page = await context.newPage();
let i = 0;
for (const p of paths) {
  await page.goto(p);
  await page.waitForTimeout(2500);
  const file = `${prefix}-${i++}.png`;
  await page.screenshot({ path: file, fullPage: true });
  const sw = await page.evaluate(() => document.documentElement.scrollWidth);
  console.log(file, p, 'scrollWidth', sw);
}
await browser.close();
