// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Layers import only downward (conventions: shared code → features → app): lib and the page kit
// know nothing of the shell, the route table or any feature; a feature knows no other feature and
// not the shell. The app's platform context (app/PlatformContext, app/platform, and its query cache app/queryClient) is the one thing
// every layer may reach: it is where the features are combined with the SDK.

const src = dirname(fileURLToPath(import.meta.url));

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) return files(p);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [p] : [];
  });
}

/** Every relative import of a file, as a path relative to src (without extension). */
function imports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const found = [...text.matchAll(/(?:from|import)\s*\(?\s*'((?:\.{1,2}|@)\/[^']+)'/g)].map((m) => m[1]);
  return found.map((spec) => (spec.startsWith('@/') ? spec.slice(2) : relative(src, resolve(dirname(file), spec)).replace(/\\/g, '/')));
}


const layerOf = (path: string) => path.split('/')[0];

describe('layers import only downward', () => {
  for (const file of files(src)) {
    const from = relative(src, file).replace(/\\/g, '/');
    const layer = layerOf(from);
    if (!['platform', 'kit', 'features'].includes(layer)) continue;
    it(from, () => {
      const wrong = imports(file).filter((to) => {
        const target = layerOf(to);
        if (layer === 'platform') return target !== 'platform';
        if (layer === 'kit') return !['platform', 'kit'].includes(target);
        // features: platform, kit and its own feature only.
        const feature = from.split('/')[1];
        return !(target === 'platform' || target === 'kit' || (target === 'features' && to.split('/')[1] === feature));
      });
      expect(wrong, `${from} imports upward or sideways`).toEqual([]);
    });
  }
});
