import { expect, type Page, type Request } from '@playwright/test';

// What the flow specs share to read the calls a page sends and to reach rows and dialogs.

/** A form-encoded body as an object (the last value of a repeated key). */
export const formBody = (r: Request): Record<string, string> =>
  Object.fromEntries(new URLSearchParams(r.postData() ?? ''));

/** A form-encoded body as an object, a repeated key (e.g. `oidno`) as an array of its values. */
export const formFields = (r: Request): Record<string, string | string[]> => {
  const sp = new URLSearchParams(r.postData() ?? '');
  const out: Record<string, string | string[]> = {};
  for (const k of new Set(sp.keys())) {
    const all = sp.getAll(k);
    out[k] = all.length > 1 ? all : all[0];
  }
  return out;
};

/** The next POST to `path` (and for which `when` holds). */
export const nextPost = (page: Page, path: string, when: (r: Request) => boolean = () => true) =>
  page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === path && when(r));

/** The id of the record the next answer of `path` saved (a save answers the id, or the record). */
export async function savedId(page: Page, path: string): Promise<string> {
  const answer = await (await page.waitForResponse((r) => new URL(r.url()).pathname === path)).json();
  return typeof answer.data === 'string' ? answer.data : answer.data.id;
}

/** The open dialog titled `title`. */
export const dialog = (page: Page, title: string) =>
  page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: title }) });

/** The table rows holding `text`. */
export const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

/** A row action: its button, or its entry under 更多操作. */
export async function rowAction(page: Page, text: string, label: string) {
  const r = row(page, text);
  await expect(r).toBeVisible();
  const button = r.getByRole('button', { name: label, exact: true });
  if (await button.count()) return button.click();
  await r.getByRole('button', { name: '更多操作' }).click();
  await page.getByRole('menuitem', { name: label, exact: true }).click();
}
