import AxeBuilder from '@axe-core/playwright';
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

/** Fails the test when the page has a violation (moderate ones of ALLOWED_MODERATE excepted). */
export async function expectAccessible(page: Page, label: string, { include, exclude = [], soft = false }: AccessibleOptions = {}) {
  // Legacy mode runs axe in the page itself: the default opens a blank page for every check to merge
  // frame results in (about 40% of a check's time), which these pages, without cross-origin frames,
  // do not need.
  let builder = new AxeBuilder({ page }).withTags(TAGS).setLegacyMode(true);
  if (include) builder = builder.include(include);
  for (const sel of exclude) builder = builder.exclude(sel);
  const { violations } = await builder.analyze();
  const failing = violations.filter((v) => !(v.impact !== 'critical' && v.impact !== 'serious' && v.id in ALLOWED_MODERATE));
  const report = failing
    .map((v) => {
      const targets = v.nodes.slice(0, 6).map((n) => `    ${n.target.join(' ')}${n.failureSummary ? `\n      ${n.failureSummary.replace(/\n/g, '\n      ')}` : ''}`);
      const more = v.nodes.length > 6 ? [`    … and ${v.nodes.length - 6} more`] : [];
      return [`  [${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})`, ...targets, ...more].join('\n');
    })
    .join('\n');
  (soft ? expect.soft : expect)(failing.length, `Accessibility violations on ${label} (${page.url()}):\n${report}`).toBe(0);
}
