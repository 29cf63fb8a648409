import { test, expect, login, openInApp, screen, tab } from './fixtures';
import { expectAccessible } from './a11y';
import { formBody } from './ui';

// One box searches every page the user may open (title, group, keywords, pinyin
// initials) and, for a code, the record it names; recent pages first; a choice opens its tab.

const palette = (page: import('@playwright/test').Page) => page.getByRole('dialog', { name: '搜索页面和记录' });
const searchBox = (page: import('@playwright/test').Page) =>
  palette(page).getByRole('textbox', { name: '搜索页面和记录' });

test('pinyin initials find a page, and choosing it opens its tab; the palette passes axe', async ({ page }) => {
  await login(page);
  await page.keyboard.press('Control+k');
  await expect(searchBox(page)).toBeFocused();
  await searchBox(page).fill('djbj');
  const hit = palette(page).getByRole('button', { name: /^定期检验报检/ });
  await expect(hit).toBeVisible();
  await expectAccessible(page, 'command palette', { include: '[role="dialog"]' });
  await screen(page, 'search-pinyin');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/company-service/online-apply');
  await expect(tab(page, '定期检验报检')).toHaveAttribute('aria-selected', 'true');
  await expect(palette(page)).toHaveCount(0);
});

test('an equipment code opens the archive of the equipment it names; an unknown code says 未找到', async ({ page }) => {
  await login(page);
  await page.getByRole('button', { name: '搜索页面和记录（Ctrl+K）' }).click();
  const lookup = page.waitForRequest(
    (r) => new URL(r.url()).pathname === '/a/stone/eqm/list' && formBody(r).eqpCode === '311033020020190123',
  );
  await searchBox(page).fill('311033020020190123');
  await lookup;
  const record = palette(page).getByRole('button', { name: /^1号客梯/ });
  await expect(record).toContainText('设备代码 311033020020190123');
  await record.click();
  await expect(page).toHaveURL('/equipment/detail/elevator?oidno=OID3302120019870');
  await expect(page.getByRole('heading', { name: /^1号客梯/ })).toBeVisible();

  await page.keyboard.press('Control+k');
  await searchBox(page).fill('311033020020199999');
  await expect(palette(page).getByRole('status')).toHaveText('未找到设备代码为 311033020020199999 的记录');
});

test('an application number opens its application', async ({ page }) => {
  await login(page);
  await page.keyboard.press('Control+k');
  await searchBox(page).fill('jj20260915000027');
  await palette(page)
    .getByRole('button', { name: /JJ20260915000027/ })
    .click();
  await expect(page).toHaveURL('/company-service/declaration-detail?onlinelsh=JJ20260915000027');
  await expect(tab(page, '检验申报详情')).toHaveAttribute('aria-selected', 'true');
});

test('recently opened pages come first', async ({ page }) => {
  await login(page, { from: '/company-service/report-query' });
  await expect(tab(page, '报告查询')).toHaveAttribute('aria-selected', 'true');
  await openInApp(page, '/company-service/online-apply-query');
  await expect(tab(page, '网上报检记录')).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Control+k');
  await expect(palette(page).locator('[data-route]').first()).toBeVisible();
  const names = await palette(page)
    .locator('[data-route]')
    .evaluateAll((els) => els.slice(0, 3).map((e) => e.getAttribute('data-route')));
  expect(names).toEqual(['company_service_online_apply_query', 'company_service_report_query', 'home']);
  // A query keeps the recent page ahead of an equally good match.
  await searchBox(page).fill('报检');
  await expect(palette(page).locator('[data-route]').first()).toHaveAttribute(
    'data-route',
    'company_service_online_apply_query',
  );
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the header's search button opens the palette full screen", async ({ page }) => {
    await login(page);
    await page.getByRole('button', { name: '搜索页面和记录' }).click();
    await expect(searchBox(page)).toBeVisible();
    const box = await palette(page).boundingBox();
    expect(box?.width).toBe(390);
    await searchBox(page).fill('bgcx');
    await expect(palette(page).getByRole('button', { name: /^报告查询/ })).toBeVisible();
    await expectAccessible(page, 'command palette at 390 px', { include: '[role="dialog"]' });
    await palette(page).getByRole('button', { name: '关闭', exact: true }).click();
    await expect(palette(page)).toHaveCount(0);
  });
});
