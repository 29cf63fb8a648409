import axe from 'axe-core';
import { expect, type Page } from '@playwright/test';

/**
 * Accessibility check of what a page shows now (GB/T 37668, WCAG 2.1 A and AA): axe-core's rules
 * tagged wcag2a/wcag2aa/wcag21a/wcag21aa. Any violation of impact critical or serious fails, with
 * the rule, its impact, the elements (CSS selectors) and the route in the message.
 *
 * Moderate and minor violations are reported as failures too, except the rules below, each left
 * on purpose with its reason. Keep this list short; fix rather than allow.
 */
export const ALLOWED_MODERATE: Record<string, string> = {};

/** WCAG 2.0 / 2.1, levels A and AA. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export interface AccessibleOptions {
  /** Check only this part (e.g. 'main' once the shell around it has been checked: ~40% faster). */
  include?: string;
  /** Leave these parts out (CSS selectors). */
  exclude?: string[];
  /** Record the failure and go on (expect.soft), e.g. to see every route's violations in one run. */
  soft?: boolean;
}

type AxeContext = { include?: string; exclude: string[] };

/**
 * axe-core run in the page itself (these pages have no cross-origin frames to merge results from):
 * its source is evaluated once per document (a signed-in page walked by in-app navigation keeps it),
 * not once per check as @axe-core/playwright does, and only violations come back with their elements
 * (`resultTypes`: passes and incomplete results are not serialised over the protocol).
 */
async function runAxe(page: Page, { include, exclude }: AxeContext): Promise<axe.Result[]> {
  const loaded = await page.evaluate(
    () => typeof (window as unknown as { axe?: { run?: unknown } }).axe?.run === 'function',
  );
  if (!loaded) await page.evaluate(axe.source);
  return page.evaluate(
    async ({ include, exclude, tags }) => {
      const run = (window as unknown as { axe: typeof axe }).axe;
      const context = { ...(include ? { include: [[include]] } : {}), exclude: exclude.map((sel) => [sel]) };
      const results = await run.run(context as axe.ElementContext, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      });
      return results.violations;
    },
    { include, exclude, tags: TAGS },
  );
}

/** Fails the test when the page has a violation (moderate ones of ALLOWED_MODERATE excepted). */
export async function expectAccessible(
  page: Page,
  label: string,
  { include, exclude = [], soft = false }: AccessibleOptions = {},
) {
  const violations = await runAxe(page, { include, exclude });
  const failing = violations.filter(
    (v) => !(v.impact !== 'critical' && v.impact !== 'serious' && v.id in ALLOWED_MODERATE),
  );
  const report = failing
    .map((v) => {
      const targets = v.nodes
        .slice(0, 6)
        .map(
          (n) =>
            `    ${n.target.join(' ')}${n.failureSummary ? `\n      ${n.failureSummary.replace(/\n/g, '\n      ')}` : ''}`,
        );
      const more = v.nodes.length > 6 ? [`    … and ${v.nodes.length - 6} more`] : [];
      return [`  [${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})`, ...targets, ...more].join('\n');
    })
    .join('\n');
  (soft ? expect.soft : expect)(
    failing.length,
    `Accessibility violations on ${label} (${page.url()}):\n${report}`,
  ).toBe(0);
}
