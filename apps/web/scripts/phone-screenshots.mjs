// The README's phone screenshots (390×844): the desk, a list and a form with an error, from a
// running `pnpm start` (BASE, default http://127.0.0.1:5173). Run from the repository root:
//   pnpm start   # in another terminal
//   node apps/web/scripts/phone-screenshots.mjs
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const base = process.env.BASE ?? 'http://127.0.0.1:5173';
const out = fileURLToPath(new URL('../docs/screenshots/', import.meta.url));
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const context = await browser.newContext({
    baseURL: base,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  // The mock always reports the home page's notice as unread: close it for the pictures.
  await page.route('**/a/stone/index/findArticleList*', async (r) => {
    const res = await r.fetch();
    const body = await res.json();
    await r.fulfill({
      response: res,
      json: { ...body, data: (body.data ?? []).map((a) => ({ ...a, popupClosed: true })) },
    });
  });
  await page.goto('/login');
  await page.getByRole('textbox', { name: '账号' }).fill('nbyjzy');
  await page.getByRole('textbox', { name: '密码' }).fill('Abc@12345');
  await page.getByRole('textbox', { name: '验证码' }).fill('k7x2');
  await page.getByRole('button', { name: '登 录' }).click();
  await page.getByText('在用设备').waitFor();
  const shot = (name) => page.screenshot({ path: `${out}${name}.png`, animations: 'disabled' });
  const open = async (path) => {
    await page.evaluate((to) => {
      history.pushState(null, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await page.waitForURL(`**${path}`);
  };
  await shot('phone-desk');

  await open('/company-service/online-apply-paymentNote');
  await page.getByRole('list', { name: '缴费单查询' }).getByRole('listitem').first().waitFor();
  await shot('phone-list');

  await open('/account/add-account');
  await page.locator('[data-field="mobile"]:visible').fill('1825743091');
  await page.getByRole('button', { name: '保存', exact: true }).click();
  await page.getByText('请输入有效的手机号码').waitFor();
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot('phone-form');
  console.log(`written: ${out}phone-{desk,list,form}.png`);
} finally {
  await browser.close();
}
