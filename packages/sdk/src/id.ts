/** The part of Web Crypto used here (typed locally so the module needs neither DOM nor Node typings). */
interface RandomSource {
  getRandomValues(array: Uint8Array): unknown;
}

/**
 * A random identifier: 32 lowercase hex characters, laid out like a version-4 UUID without
 * dashes (13th character `4`, 17th one of `8 9 a b`). Uses `globalThis.crypto.getRandomValues`
 * (browsers, Node 20+); throws when no such source exists instead of using a weak generator.
 */
export function uuid32(): string {
  const source = (globalThis as { crypto?: Partial<RandomSource> }).crypto;
  if (!source || typeof source.getRandomValues !== 'function') {
    throw new Error('uuid32: no secure random source (globalThis.crypto.getRandomValues) is available');
  }
  const bytes = new Uint8Array(16);
  source.getRandomValues(bytes);
  bytes[6] = (bytes[6]! & 0x0f) | 0x40; // version 4
  bytes[8] = (bytes[8]! & 0x3f) | 0x80; // variant 10xx
  let out = '';
  for (const b of bytes) out += b.toString(16).padStart(2, '0');
  return out;
}
