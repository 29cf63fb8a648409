import type { Page } from '@playwright/test';
import {
  test,
  claimTenant,
  closeTabsIfMany,
  expect,
  expectSettled,
  openInApp,
  PLATFORM_TITLE,
  type Walker,
} from './fixtures';
import { OUTSIDE_WALK, SHELL_WALK, type WalkStep } from './walk';
import { expectAccessible } from './a11y';
import { notFound, resolvedOutsideRoutes, resolvedShellRoutes } from '../src/routes';

// The route walk: every route of the route table opens and shows data from the contract's examples,
// with no call refused by the mock (Prism answers a request that breaks the contract with 422) and
// no script error, and passes axe-core (WCAG 2.0/2.1 A and AA, e2e/a11y.ts). One signed-in page per
// worker walks the shell routes as menu clicks would, so a page costs about a second; flows of what
// each page adds live in their own specs. What nginx adds (serving every file and address of the
// build, its headers, the proxy) is read in nginx.spec.ts.

// Every route also at tablet and phone width, on the same page (the viewport resized, no
// new login, no reload): the document never scrolls sideways (a wide table scrolls in its own box),
// the header's account menu opens and offers 退出登录 (once per width and worker), axe is clean.
const DESKTOP = { width: 1440, height: 900 };
const NARROW = [
  { name: 'tablet', width: 1024, height: 768 },
  { name: 'phone', width: 390, height: 844 },
] as const;
type Width = 'desktop' | (typeof NARROW)[number]['name'];

// The walkers' tenant is the worker's: brought back to the seed when this file's first test starts
// in the worker (the `page` fixture does it for other files).
test.beforeEach(({ sandboxTenant }, testInfo) => claimTenant(sandboxTenant, testInfo.file));

// A route is opened once and checked at three widths: three times the checks of one (axe above all).
test.describe.configure({ mode: 'parallel', timeout: 60_000 });

async function expectContent(page: Page, step: WalkStep) {
  for (const name of step.headings ?? [])
    await expect(page.getByRole('heading', { name, exact: true }).filter({ visible: true }).first()).toBeVisible();
  for (const text of step.texts ?? [])
    await expect(page.getByText(text, { exact: true }).filter({ visible: true }).first()).toBeVisible();
  await step.check?.(page);
}

/** Waits until the page has settled (no loader, no list fetching), then runs axe on it. */
async function expectAccessiblePage(page: Page, label: string, include?: string) {
  await expectSettled(page);
  await expectAccessible(page, label, { include });
}

async function withPrefer(page: Page, step: WalkStep, run: () => Promise<void>) {
  const entries = Object.entries(step.prefer ?? {});
  const handlers = entries.map(([url, example]) => {
    const handler = (r: Parameters<Parameters<Page['route']>[1]>[0]) =>
      r.continue({ headers: { ...r.request().headers(), prefer: `example=${example}` } }).catch(() => undefined);
    return [url, handler] as const;
  });
  for (const [url, h] of handlers) await page.route(url, h);
  try {
    await run();
  } finally {
    for (const [url, h] of handlers) await page.unroute(url, h);
  }
}

/** The document is exactly as wide as the window: nothing makes the page itself scroll sideways. */
async function expectNoSidewaysScroll(page: Page, label: string) {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), {
      message: `${label} scrolls sideways by (px)`,
    })
    .toBe(0);
}

/** Every badge shows its whole text: none is cut to 申… by a narrow cell or row. */
async function expectNoCutBadges(page: Page, label: string) {
  const cut = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.mantine-Badge-root, .mantine-Badge-label')]
      .filter((b) => b.checkVisibility() && b.scrollWidth > b.clientWidth + 1)
      .map((b) => b.textContent),
  );
  expect(cut, `${label}: badges cut short`).toEqual([]);
}

/** The shell has taken the layout of the width (the theme's breakpoints: phone below sm, tablet below lg). */
async function expectShellAt(page: Page, width: Width) {
  if (width === 'phone') await expect(page.getByRole('button', { name: '打开菜单' })).toBeVisible();
  else await expect(page.getByTestId('today').filter({ visible: true })).toHaveCount(width === 'tablet' ? 0 : 1);
}

/**
 * The header's account menu opens at this width and offers 退出登录; the same button closes it again.
 * The header is the shell's, the same on every route: once per width and worker (each route costs
 * about half a second less at each width).
 */
async function expectAccountActions(walker: Walker, width: Width) {
  if (walker.menusChecked.has(width)) return;
  walker.menusChecked.add(width);
  const { page } = walker;
  const more = page.getByRole('button', { name: '更多', exact: true });
  await more.click();
  const logout = page.getByRole('menuitem', { name: '退出登录' });
  await expect(logout).toBeInViewport();
  await more.click();
  await expect(logout).toBeHidden();
}

/**
 * The route just checked at 1440×900, again at each narrow width (resizing the same page): the
 * shell's layout for the width, the route's h1, no sideways scroll, the account menu where there is
 * one, and axe (the whole page the first time at a width, then <main>). Back to 1440×900 after.
 */
async function walkNarrow(walker: Walker, label: string, { shell, axe = true }: { shell: boolean; axe?: boolean }) {
  const { page } = walker;
  try {
    for (const { name, width, height } of NARROW) {
      await page.setViewportSize({ width, height });
      if (shell) {
        await expectShellAt(page, name);
        await expect(page.locator('h1').filter({ visible: true })).toHaveCount(1);
      }
      await expectNoSidewaysScroll(page, `${label} at ${width}×${height}`);
      await expectNoCutBadges(page, `${label} at ${width}×${height}`);
      if (shell) await expectAccountActions(walker, name);
      if (axe) {
        await expectAccessiblePage(
          page,
          `${label} at ${width}×${height}`,
          shell && walker.framesChecked.has(name) ? 'main' : undefined,
        );
        walker.framesChecked.add(name);
      }
    }
  } finally {
    await page.setViewportSize(DESKTOP);
  }
}

/** The row actions that open the row's own record. */
const OPENS_RECORD = /^(查看|详情|查看档案|查看告知详情|查看申请详情)$/;
/**
 * A code-like key in a cell: a device code, flow number, certificate, pipeline or registration number
 * (not a date, nor a mobile number, which a record's page masks).
 */
const keyIn = (text: string) =>
  text.match(/[A-Z0-9][A-Z0-9-]{7,}/g)?.find((t) => !/^\d{4}-\d{2}(-\d{2})?$/.test(t) && !/^1[3-9]\d{9}$/.test(t));

/**
 * Every row opens its own record: the first two rows of a list whose rows have 查看 (or 详情) open
 * a record, on a page or in a dialog, that shows the row's key: its first code-like value (设备代码,
 * 流水号, 证书编号), else its first cell. Two rows, so a list whose every row opens one and the same
 * record fails too.
 */
async function expectRowsOpenTheirRecords(page: Page, label: string, listPath: string) {
  const rows = page.getByRole('main').locator('tr[data-row-key]').filter({ visible: true });
  const count = Math.min(await rows.count(), 2);
  for (let i = 0; i < count; i++) {
    if (i > 0) await openInApp(page, listPath);
    const row = rows.nth(i);
    const open = row.getByRole('button', { name: OPENS_RECORD });
    if (!(await open.count())) return;
    const cells = (await row.getByRole('cell').allInnerTexts()).map((t) => t.trim());
    const key = cells.map(keyIn).find(Boolean) ?? cells.find((t) => t && t !== '—')!;
    const before = page.url();
    await open.first().click();
    const dialog = page.getByRole('dialog').filter({ visible: true });
    await expect.poll(async () => page.url() !== before || (await dialog.count()) > 0).toBe(true);
    const inDialog = (await dialog.count()) > 0;
    const record = inDialog ? dialog.last() : page.getByRole('main');
    // Shown as text, or in a read-only field of the record's form.
    const shows = () =>
      record.evaluate(
        (el, k) =>
          (el as HTMLElement).innerText.includes(k) ||
          [...el.querySelectorAll<HTMLInputElement>('input, textarea')].some((f) => f.value.includes(k)),
        key,
      );
    await expect
      .poll(shows, { message: `${label}: row ${i + 1} (${key}) opened a record that does not show it` })
      .toBe(true);
    if (inDialog) {
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
    }
  }
}

// The first route of each feature: at the narrow widths axe checks them only. A page's narrow layout
// is its feature's kit (cards for tables, one-column forms), and axe is most of a route's cost.
const firstOfFeature = new Set(
  resolvedShellRoutes
    .filter((r, i, all) => all.findIndex((o) => o.route.feature === r.route.feature) === i)
    .map((r) => r.route.name),
);

test.describe('shell routes', () => {
  for (const { route, fullPath } of resolvedShellRoutes) {
    test(`${route.title} ${fullPath}`, async ({ shellWalkers }) => {
      const step = SHELL_WALK[route.name];
      expect(
        step,
        `route ${route.name} (${fullPath}) has no entry in e2e/walk.ts: say what contract data it shows`,
      ).toBeDefined();
      const shellWalker = await shellWalkers(step!.account);
      const { page, drain } = shellWalker;
      await closeTabsIfMany(page);
      drain();
      const path = step.path ?? fullPath;
      // A record's page opened without its record (a bookmark cut short): the kit says what is missing.
      if (route.record) {
        // Two states to open and check (axe twice): the time of two routes.
        test.setTimeout(test.info().timeout * 2);
        await openInApp(page, fullPath);
        await expect(page.getByTestId('missing-record').filter({ visible: true })).toBeVisible();
        await expectAccessiblePage(page, `${route.title} without its record (${fullPath})`, 'main');
      }
      await withPrefer(page, step, async () => {
        await openInApp(page, path);
        await expect(page).toHaveTitle(`${PLATFORM_TITLE} - ${route.title}`);
        await expectContent(page, step);
      });
      // One h1 per page: the route's title, which the shell writes where the breadcrumbs end.
      await expect(page.locator('h1').filter({ visible: true })).toHaveText([route.title]);
      await expectNoSidewaysScroll(page, `${route.title} (${path})`);
      await expectNoCutBadges(page, `${route.title} (${path})`);
      // The header and the menu are the same on every route: the whole page once per worker, then <main>.
      await expectAccessiblePage(
        page,
        `${route.title} (${path})`,
        shellWalker.framesChecked.has('desktop') ? 'main' : undefined,
      );
      shellWalker.framesChecked.add('desktop');
      await expectAccountActions(shellWalker, 'desktop');
      await walkNarrow(shellWalker, `${route.title} (${path})`, { shell: true, axe: firstOfFeature.has(route.name) });
      if (!step.prefer) await expectRowsOpenTheirRecords(page, `${route.title} (${path})`, path);
      expect(drain(), 'calls refused by the mock, or script errors').toEqual([]);
    });
  }
});

test.describe('the phone upload page (apps/mobile-upload)', () => {
  test('without a token it says the link is incomplete', async ({ outsideWalker: { page, drain } }) => {
    drain();
    await page.goto('/attachmentUploadMobile');
    await expect(page.getByTestId('notice')).toBeVisible();
    await expectAccessiblePage(page, 'phone upload page without a token');
    expect(drain(), 'calls refused by the mock, or script errors').toEqual([]);
  });
});

test.describe('outside routes', () => {
  for (const route of [...resolvedOutsideRoutes, notFound]) {
    test(`${route.title} ${route.path}`, async ({ outsideWalker: outside }) => {
      const { page, drain } = outside;
      const step = OUTSIDE_WALK[route.name];
      expect(step, `route ${route.name} (${route.path}) has no entry in e2e/walk.ts`).toBeDefined();
      drain();
      await withPrefer(page, step, async () => {
        await page.goto(step.path ?? route.path);
        await expect(page).toHaveTitle(`${PLATFORM_TITLE} - ${route.title}`);
        await expectContent(page, step);
      });
      await expectNoSidewaysScroll(page, `${route.title} (${route.path})`);
      await expectAccessiblePage(page, `${route.title} (${route.path})`);
      await walkNarrow(outside, `${route.title} (${route.path})`, { shell: false });
      expect(drain(), 'calls refused by the mock, or script errors').toEqual([]);
    });
  }
});
