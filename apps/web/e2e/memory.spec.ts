import type { CDPSession, Page } from '@playwright/test';
import { test as base, expect, login, openInApp, tabBar } from './fixtures';

// The tab cache's memory bound: tabs opened and closed again and again give their memory
// back. Measured in a Chromium whose V8 runs without its optimising tiers: with them, V8's machine
// code grows by some 2 MB over the cycles as functions get hot (bench/speed.mjs prints both), which
// is not the page's and would hide what this checks, the page's own heap (JS objects, DOM wrappers,
// bytecode). A closed tab that kept its page (about 1 MB a list) fails it within a few cycles: two
// rounds of five after the first are ten times that margin (the bench runs 200 cycles for the small
// leaks this cannot see).
const test = base.extend({
  launchOptions: [
    async ({ launchOptions }, use) => {
      await use({
        ...launchOptions,
        args: [...(launchOptions.args ?? []), '--js-flags=--no-opt --no-maglev --no-sparkplug'],
      });
    },
    { scope: 'worker' },
  ],
});

const FIVE = [
  ['/equipment/query-fault', '检验不合格设备'],
  ['/equipment/query-non-use', '未使用设备'],
  ['/construction/query-list', '施工告知查询'],
  ['/company-service/report-query', '报告查询'],
  ['/person/workPerson', '作业人员'],
] as const;

/** The used heap (V8's and Blink's) after a forced collection: the lowest of three (a collection may leave the DOM just closed for the next). */
async function heapMb(cdp: CDPSession): Promise<number> {
  let best = Infinity;
  for (let i = 0; i < 3; i++) {
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('HeapProfiler.collectGarbage');
    // V8's heap and Blink's (the DOM, styles: the embedder heap), where a page kept after its tab closed would be.
    const { usedSize, embedderHeapUsedSize } = await cdp.send('Runtime.getHeapUsage');
    best = Math.min(best, (usedSize + (embedderHeapUsedSize ?? 0)) / 2 ** 20);
  }
  return best;
}

async function cycle(page: Page, i: number) {
  const [path, title] = FIVE[i % FIVE.length];
  await openInApp(page, path);
  await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
  await tabBar(page).locator(`[aria-label="关闭 ${title}"]`).click();
  await expect(tabBar(page).getByRole('tab', { name: title })).toHaveCount(0);
  await expect(page.getByTestId('stat-totalCount')).toBeVisible();
}

test('15 open/close cycles of list tabs leave the heap within 10 % of where the first round left it', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  await login(page);
  const cdp = await context.newCDPSession(page);
  for (let i = 0; i < FIVE.length; i++) await cycle(page, i);
  const first = await heapMb(cdp);
  for (let i = FIVE.length; i < 3 * FIVE.length; i++) await cycle(page, i);
  const last = await heapMb(cdp);
  test.info().annotations.push({
    type: 'heap',
    description: `${first.toFixed(2)} → ${last.toFixed(2)} MB (×${(last / first).toFixed(3)})`,
  });
  expect(last / first).toBeLessThan(1.1);
});
