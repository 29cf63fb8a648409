import CryptoJS from 'crypto-js/core.js';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_SECRET, decode, des, encode } from './cipher';

interface Vector {
  data: string;
  secret: string;
  cipher: string;
}

// The SDK's typings leave Node's out (the SDK must run in browsers); this test runs in Node.
const { readFileSync } = (await import('node:fs' as string)) as { readFileSync(path: URL, encoding: 'utf8'): string };

// Made with JeeSite's original des.js (shared/ sits beside the repository). Read eagerly: a missing
// file fails this suite, it never skips.
const vectors: Vector[] = JSON.parse(
  readFileSync(new URL('../../../../shared/vectors/jeesite-des.json', import.meta.url), 'utf8'),
);

describe('JeeSite credential cipher', () => {
  it('has the shared vectors', () => {
    expect(vectors.length).toBeGreaterThan(0);
  });

  it.each(vectors)('encodes $data with $secret like des.js, and decodes it back', ({ data, secret, cipher }) => {
    expect(encode(data, secret)).toBe(cipher);
    expect(decode(cipher, secret)).toBe(data);
  });

  it('uses JeeSite’s default secret when none is given', () => {
    expect(DEFAULT_SECRET).toBe('thinkgem,jeesite,com');
    expect(encode('admin')).toBe('235880C505ACCDA5C581A4F4CDB81DA0');
    expect(decode('235880C505ACCDA5C581A4F4CDB81DA0')).toBe('admin');
    expect(des.encode('system')).toBe(encode('system', DEFAULT_SECRET));
    expect(des.decode(des.encode('system'))).toBe('system');
  });

  it('gives an empty string for empty data', () => {
    expect(encode('')).toBe('');
    expect(decode('')).toBe('');
  });

  it('keeps surrogate pairs cut by a block boundary', () => {
    expect(decode(encode('abc😀x'))).toBe('abc😀x');
  });

  it('accepts lower-case hex', () => {
    expect(decode('235880c505accda5c581a4f4cdb81da0')).toBe('admin');
  });

  it('drops U+0000 when decoding, as des.js does (it is the padding)', () => {
    expect(decode(encode('a\u0000b'))).toBe('ab');
  });

  it.each([
    ['odd length', 'ABC'],
    ['not hex', 'ZZ5880C505ACCDA5'],
    ['not whole blocks', '235880C505ACCDA5C5'],
  ])('rejects cipher text that is %s with a clear message', (_, hex) => {
    expect(() => decode(hex)).toThrow(/密文格式不正确/);
  });

  describe('secrets that are not three plain keys (as JeeSite’s DesUtils wrapper and strEnc treat them)', () => {
    it('ignores parts beyond the third', () => {
      expect(encode('pass', 'k1,k2,k3,k4')).toBe(encode('pass', 'k1,k2,k3'));
    });

    it('takes a secret of fewer than three parts whole, commas included, as one key', () => {
      // Value from des.js; 'a,b' as one key differs from keys 'a' then 'b' ('a,b,').
      expect(encode('pass', 'a,b')).toBe('047DF08CDC6B0CEC');
      expect(encode('pass', 'a,b')).not.toBe(encode('pass', 'a,b,'));
    });

    it('stops at the first empty key', () => {
      expect(encode('pass', 'a,,c')).toBe(encode('pass', 'a'));
      // An empty third key: first then second, i.e. the 4-unit chunks of 'abcd' then 'efgh'.
      expect(encode('pass', 'abcd,efgh,')).toBe(encode('pass', 'abcdefgh'));
      expect(decode(encode('pass', 'a,,c'), 'a,,c')).toBe('pass');
    });

    it('refuses an empty secret or an empty first key (des.js crashes there)', () => {
      expect(() => encode('pass', '')).toThrow(/密钥/);
      expect(() => encode('pass', ',a,b')).toThrow(/密钥/);
      expect(() => decode('235880C505ACCDA5', ',a,b')).toThrow(/密钥/);
    });
  });

  it('sets up the keys of a secret once', () => {
    const setup = vi.spyOn(CryptoJS.algo.DES, 'createEncryptor');
    try {
      const secret = 'cache-test,second,third!'; // 3 + 2 + 2 chunks of 4 units
      encode('password1', secret);
      expect(setup).toHaveBeenCalledTimes(7);
      encode('password2', secret);
      decode(encode('password3', secret), secret);
      expect(setup).toHaveBeenCalledTimes(7);
    } finally {
      setup.mockRestore();
    }
  });
});
