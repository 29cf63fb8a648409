// Writes openapi/.tmp-<group>.yaml: the real root with its paths replaced by one fragment.
// Used while a group of paths is written before it is merged into openapi.yaml.
import { readFileSync, writeFileSync } from 'node:fs';
import { parse, stringify } from 'yaml';
const group = process.argv[2];
if (!group) { console.error('usage: node scripts/fragment-root.mjs <group>'); process.exit(2); }
const root = parse(readFileSync('openapi/openapi.yaml', 'utf8'));
root.paths = parse(readFileSync(`openapi/fragments/${group}.yaml`, 'utf8')) ?? {};
writeFileSync(`openapi/.tmp-${group}.yaml`, stringify(root, { lineWidth: 0 }));
console.log(`openapi/.tmp-${group}.yaml: ${Object.keys(root.paths).length} paths`);
