// `pnpm exec vitest bench --run src/cipher.bench.ts`. Reports timings only; nothing is asserted.
import { test } from 'vitest';
import { encode } from './cipher';

const password = 'Tzsb@2024-Ningbo#057'; // 20 chars: 5 blocks
let n = 0;

test('cipher.encode of a 20-char password', async ({ bench }) => {
  await bench.compare(
    bench('default secret (key schedule cached)', () => {
      encode(password);
    }),
    bench('a new secret every call (key setup included)', () => {
      encode(password, `thinkgem,jeesite,com${n++}`);
    }),
  );
});
