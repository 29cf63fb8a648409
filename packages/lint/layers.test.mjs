import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { ESLint } from 'eslint';

// The lint is the architecture test: these check that a deliberate upward or sideways import, a
// cycle and a climbing relative import each fail it, and that a file keeping to the layers passes.
// (node:test rather than vitest: the TypeScript import resolver does not resolve inside vitest.)

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const eslint = new ESLint({ cwd: root, overrideConfigFile: join(root, 'packages/lint/eslint.config.js') });

/** The problems the lint finds in `code` as if it were the file `file`. */
async function problems(file, code) {
  const [result] = await eslint.lintText(code, { filePath: join(root, file) });
  return result.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

/** Exactly one problem, matching `re`. */
function oneMatching(found, re) {
  assert.equal(found.length, 1, JSON.stringify(found));
  assert.match(found[0], re);
}

describe('the web app’s layers', () => {
  it('a kit module may not import a feature', async () => {
    oneMatching(
      await problems(
        'apps/web/src/kit/probe.tsx',
        "import { homeRoutes } from '@/features/home/routes';\nexport const probe = homeRoutes;\n",
      ),
      /^import-x\/no-restricted-paths: .*kit layer may not import from a layer above it/,
    );
  });

  it('the platform may not import the kit', async () => {
    oneMatching(
      await problems(
        'apps/web/src/platform/probe.ts',
        "import { PageCard } from '@/kit/PageCard';\nexport const probe = PageCard;\n",
      ),
      /^import-x\/no-restricted-paths: .*platform layer/,
    );
  });

  it('a feature may not import another feature, but may import shared code', async () => {
    oneMatching(
      await problems(
        'apps/web/src/features/person/probe.ts',
        "import { equipmentRoutes } from '@/features/equipment/routes';\nexport const probe = equipmentRoutes;\n",
      ),
      /^import-x\/no-restricted-paths: .*A feature may not import another feature/,
    );
    assert.deepEqual(
      await problems(
        'apps/web/src/features/person/probe.ts',
        "import { fetchEquipmentList } from '@/shared/equipment/api/equipment-list';\nimport { personRoutes } from '@/features/person/routes';\nexport const probe = [fetchEquipmentList, personRoutes];\n",
      ),
      [],
    );
  });

  it('a feature may not reach the shell or the app', async () => {
    oneMatching(
      await problems(
        'apps/web/src/features/home/probe.ts',
        "import { buildMenu } from '@/shell/menu';\nexport const probe = buildMenu;\n",
      ),
      /^import-x\/no-restricted-paths: .*features layer/,
    );
  });

  it('routes.ts assembles route declarations only', async () => {
    oneMatching(
      await problems(
        'apps/web/src/routes.ts',
        "import HomePage from '@/features/home/pages/HomePage';\nexport const probe = HomePage;\n",
      ),
      /^import-x\/no-restricted-paths: .*routes\.ts assembles/,
    );
  });

  it('imports do not climb with ../', async () => {
    oneMatching(
      await problems(
        'apps/web/src/features/person/pages/probe.ts',
        "import { personRoutes } from '../routes';\nexport const probe = personRoutes;\n",
      ),
      /^no-restricted-imports: .*`@\/…`/,
    );
  });
});

describe('file names', () => {
  it('a module other than a component or a hook is kebab-case', async () => {
    oneMatching(
      await problems('apps/web/src/kit/list/rowProbe.ts', 'export const probe = 1;\n'),
      /^check-file\/filename-naming-convention: .*rowProbe\.ts/,
    );
    assert.deepEqual(await problems('apps/web/src/kit/list/row-probe.ts', 'export const probe = 1;\n'), []);
    assert.deepEqual(
      await problems('apps/web/src/kit/list/useRowProbe.ts', 'export const useRowProbe = () => 1;\n'),
      [],
    );
  });

  it('a module exporting a component is PascalCase', async () => {
    const component = 'export function RowProbe() {\n  return <div />;\n}\n';
    oneMatching(
      await problems('apps/web/src/kit/list/row-probe.tsx', component),
      /^tzsb\/component-file-name: .*RowProbe/,
    );
    oneMatching(
      await problems('apps/web/src/kit/list/rowProbe.tsx', 'export const probe = () => <div />;\n'),
      /^check-file\/filename-naming-convention/,
    );
    assert.deepEqual(await problems('apps/web/src/kit/list/RowProbe.tsx', component), []);
    assert.deepEqual(
      await problems(
        'apps/web/src/kit/list/row-probe.tsx',
        'export const probeColumns = [{ render: () => <div /> }];\n',
      ),
      [],
    );
  });

  it('folders are kebab-case', async () => {
    oneMatching(
      await problems('apps/web/src/features/person/pages/safetyPerson/probe.ts', 'export const probe = 1;\n'),
      /^check-file\/folder-naming-convention/,
    );
  });
});

describe('file length', () => {
  it('a file over 300 lines fails the lint', async () => {
    const lines = (n) => Array.from({ length: n }, (_, i) => `export const probe${i} = ${i};`).join('\n') + '\n';
    assert.deepEqual(await problems('apps/web/src/kit/probe.ts', lines(300)), []);
    oneMatching(await problems('apps/web/src/kit/probe.ts', lines(301)), /^max-lines: /);
  });
});

// Two modules importing each other, written before the first lint (the resolver caches what it finds).
const cycleDir = join(root, 'apps/web/src/kit/__cycle_probe__');
mkdirSync(cycleDir, { recursive: true });
writeFileSync(join(cycleDir, 'a.ts'), "import { b } from './b';\nexport const a = () => b;\n");
writeFileSync(join(cycleDir, 'b.ts'), "import { a } from './a';\nexport const b = () => a;\n");
after(() => rmSync(cycleDir, { recursive: true, force: true }));

describe('import cycles', () => {
  it('fail the lint', async () => {
    const [result] = await eslint.lintFiles([join(cycleDir, 'a.ts')]);
    assert.ok(
      result.messages.some((m) => m.ruleId === 'import-x/no-cycle'),
      JSON.stringify(result.messages),
    );
  });
});
