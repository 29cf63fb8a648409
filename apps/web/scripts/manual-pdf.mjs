// Prints the operation manual (docs/manual.html) to public/docs/operation-manual.pdf, named with the
// product name of the runtime configuration (public/config.json `platformTitle`), so the manual, the
// page titles and the phone page's header carry one name. Run after changing either:
// `pnpm --filter @tzsb/web exec node scripts/manual-pdf.mjs` (Debian's Chromium, as the tests use).
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';

const read = (path) => readFileSync(new URL(path, import.meta.url), 'utf8');
const { platformTitle } = JSON.parse(read('../public/config.json'));
const html = read('../docs/manual.html').replaceAll('{{platformTitle}}', platformTitle);
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  const page = await browser.newPage();
  await page.setContent(html, { waitUntil: 'load' });
  await page.pdf({
    path: new URL('../public/docs/operation-manual.pdf', import.meta.url).pathname,
    format: 'A4',
    printBackground: true,
    tagged: true,
  });
} finally {
  await browser.close();
}
console.log(`public/docs/operation-manual.pdf: ${platformTitle} 企业用户操作手册`);
