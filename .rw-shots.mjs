import { chromium } from 'playwright-core';
const base = 'http://127.0.0.1:3410';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const report = process.argv[2] ?? 'summary';
const query = process.argv[3] ?? '';
for (const lang of ['en', 'id']) {
  for (const width of [1366, 390]) {
    const context = await browser.newContext({ viewport: { width, height: width > 1000 ? 900 : 844 } });
    await context.addCookies([{ name: 'lang', value: lang, url: base }]);
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.goto(`${base}/login?next=${encodeURIComponent(`/v2/reports/sales/${report}${query}`)}`);
    await page.getByLabel(lang === 'en' ? 'E-mail or username' : /E-mail|Email|pengguna/i).first().fill('owner@demo.test');
    await page.locator('input[type=password]').fill('demo12345');
    await page.locator('button[type=submit]').click();
    await page.waitForURL(/\/v2\/reports\/sales/, { timeout: 30000 });
    await page.waitForSelector('table, [role=alert], .mantine-Center-root', { timeout: 30000 });
    await page.waitForSelector('.recharts-surface', { timeout: 8000 }).catch(() => errors.push('no chart'));
    await page.waitForTimeout(800);
    const file = `/tmp/rw-${report}-${lang}-${width}.png`;
    await page.screenshot({ path: file });
    await page.locator('tfoot').scrollIntoViewIfNeeded().catch(() => undefined);
    await page.screenshot({ path: file.replace('.png', '-end.png') });
    console.log(file, page.url(), errors.join(' | '));
    await context.close();
  }
}
await browser.close();
