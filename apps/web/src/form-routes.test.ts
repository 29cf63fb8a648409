// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { allRoutes } from './routes';
import type { Route } from './platform/routing';

// Every page of the shell with a form that saves must keep what was typed across a session time-out
// (a local draft): the e2e walk in e2e/privacy.spec.ts (FORM_ROUTES) times out each one on its save.
// Which pages have such a form is read from the route table and the pages' sources here, so a new
// form page cannot be left out of the walk.

const src = dirname(fileURLToPath(import.meta.url));

/** What marks a form that saves in a feature's code: the kit's forms, a Mantine form, a submission. */
const FORM_MARKERS =
  /<FormPage\b|<StepsForm\b|\buseSectionsForm\(|\buseForm\(|\buseFormDraft\(|\buseValuesDraft\(|\buseSubmit\(/;

/** Feature files with a marker but no typed form a draft could keep, with why. */
const NOT_TYPED: Record<string, string> = {
  // The archive's submission is its print.
  'equipment/pages/archive/EquipmentArchivePage.tsx': 'print',
  // 绑定设备 is a choice from the unit's equipment list, nothing typed (its other dialogs are FormDialogs, which keep drafts).
  'person/pages/safety-person/BindDialog.tsx': 'equipment choice',
  // A bank voucher upload: the browser cannot keep the file, and the date and remark belong to it.
  'payment/pages/pay-code/TransferPanel.tsx': 'file upload',
};
const typedForm = (file: string) =>
  !(file.slice(join(src, 'features').length + 1) in NOT_TYPED) &&
  FORM_MARKERS.test(readFileSync(file, 'utf8').replace(/^\s*(\/\/|\*|\/\*).*$/gm, ''));

function resolveImport(from: string, spec: string): string | null {
  const base = spec.startsWith('@/')
    ? join(src, spec.slice(2))
    : spec.startsWith('.')
      ? resolve(dirname(from), spec)
      : null;
  if (!base) return null;
  for (const file of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')])
    if (existsSync(file) && file.match(/\.tsx?$/)) return file;
  return null;
}

/** The page's file and every feature file it imports, transitively (the kit, shell and platform are not followed: they are the forms' machinery). */
function featureSources(entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]/g)) {
      const target = resolveImport(file, m[1]!);
      if (target && target.startsWith(join(src, 'features'))) visit(target);
    }
  };
  visit(entry);
  return [...seen];
}

const pageFile = (r: Route) => {
  const file = r.page!.split('#')[0]!;
  return resolveImport(join(src, 'features', r.feature, r.outside ? 'outside' : 'pages', 'x.ts'), `./${file}`);
};

/** Shell routes whose page (or what it imports from the features) holds a form that saves. */
const formRoutes = (): string[] =>
  (Object.values(allRoutes) as Route[])
    .filter((r) => !r.outside && r.page)
    .filter((r) => featureSources(pageFile(r)!).some(typedForm))
    .map((r) => r.name)
    .sort();

/** The route names of the e2e walk's FORM_ROUTES. */
function walkedRoutes(): string[] {
  const spec = readFileSync(join(src, '..', 'e2e', 'privacy.spec.ts'), 'utf8');
  const block = spec.slice(
    spec.indexOf('const FORM_ROUTES'),
    spec.indexOf('\n};\n', spec.indexOf('const FORM_ROUTES')),
  );
  return [...block.matchAll(/^ {2}(\w+): \[/gm)].map((m) => m[1]!).sort();
}

describe('every form that can be open at a time-out keeps a draft', () => {
  it("finds every shell page's source", () => {
    for (const r of Object.values(allRoutes) as Route[])
      if (!r.outside && r.page) expect(pageFile(r), r.name).not.toBeNull();
  });

  it('the e2e time-out walk covers every route of the table with a form that saves', () => {
    const forms = formRoutes();
    expect(forms.length).toBeGreaterThan(10);
    expect(walkedRoutes()).toEqual(forms);
  });

  it('names only files that exist and still carry a marker', () => {
    for (const f of Object.keys(NOT_TYPED))
      expect(FORM_MARKERS.test(readFileSync(join(src, 'features', f), 'utf8')), f).toBe(true);
  });
});
