// The credential cipher of JeeSite 4: its front end's des.js `DesUtils.encode/decode` (strEnc/strDec by
// Guapo) and the Java `DesUtils` the server decodes with. Logins send username and password through it.
//
// What des.js does: the data is cut into blocks of 4 UTF-16 code units (64 bits, each unit big-endian,
// a short last block padded with U+0000); the secret "k1,k2,k3" gives three keys, each cut into 4-unit
// chunks the same way; every block is DES-encrypted with each chunk of k1, then of k2, then of k3, in
// turn (no chaining between blocks); the output is the uppercase hex of every block.
//
// The block function is crypto-js's DES, but with the key bits rearranged first: des.js's generateKeys
// builds the key schedule with its own loop `key[i*8+j] = keyByte[8*(7-j)+i]` (i = 0..6) instead of
// the PC-1 table. For the C half (key[0..27]) that loop reads the same bits as standard PC-1; for the
// D half (key[28..55]) it reads the same four groups of bits in the opposite order. So standard DES
// with the same key gives other output; moving those 28 bits before crypto-js's PC-1 reads them gives
// des.js's 16 round keys exactly (checked against vectors made with the original des.js).
import CryptoJS from 'crypto-js/core.js';
// Registers CryptoJS.algo.DES on the same core object; the smallest crypto-js module that has DES.
import 'crypto-js/tripledes.js';

import { DEFAULT_SECRET } from './secret';

export { DEFAULT_SECRET };

const INVALID_CIPHER = '密文格式不正确：应为十六进制字符串，长度为 16 的倍数';
const EMPTY_KEY = '加密密钥不正确：密钥（或其第一段）不能为空';

/** Standard PC-1, D half: 1-based key bit numbers (bit 1 = highest bit of the first byte), in read order. */
const PC1_D = [
  63, 55, 47, 39, 31, 23, 15, 7, 62, 54, 46, 38, 30, 22, 14, 6, 61, 53, 45, 37, 29, 21, 13, 5, 28, 20, 12, 4,
];
/** des.js's D half: the same groups of 8, 8, 8 and 4 bits, last group first. */
const JEESITE_D = [...PC1_D.slice(24), ...PC1_D.slice(16, 24), ...PC1_D.slice(8, 16), ...PC1_D.slice(0, 8)];

const bitOf = (words: number[], n: number) => (words[(n - 1) >>> 5] >>> (31 - ((n - 1) & 31))) & 1;

/** Rewrites a des.js key so that crypto-js's standard PC-1 yields des.js's key schedule. */
function toStandardKey(key: number[]): number[] {
  const out = key.slice();
  PC1_D.forEach((to, i) => {
    const mask = 1 << (31 - ((to - 1) & 31));
    const w = (to - 1) >>> 5;
    out[w] = bitOf(key, JEESITE_D[i]) ? out[w] | mask : out[w] & ~mask;
  });
  return out;
}

/** Up to 4 UTF-16 code units as two 32-bit words, zero-padded: des.js's strToBt. */
const toWords = (s: string, at: number): number[] => [
  ((s.charCodeAt(at) || 0) << 16) | (s.charCodeAt(at + 1) || 0),
  ((s.charCodeAt(at + 2) || 0) << 16) | (s.charCodeAt(at + 3) || 0),
];

/** crypto-js's raw block functions (not in its typings): one 64-bit block, in place, no mode or padding. */
interface DesBlock {
  encryptBlock(words: number[], offset: number): void;
  decryptBlock(words: number[], offset: number): void;
}

/**
 * The keys des.js applies, in order, the way its DesUtils wrapper picks them: three or more comma
 * parts give the first three (further parts are ignored); fewer give the whole secret, commas
 * included, as the one key. strEnc then stops at the first empty key: "a,,c" uses only "a".
 */
function keysOf(secret: string): string[] {
  const parts = secret.split(',');
  const keys = parts.length >= 3 ? parts.slice(0, 3) : [secret];
  const end = keys.indexOf('');
  if (end === 0) throw new Error(EMPTY_KEY); // des.js itself fails with a TypeError here
  return end > 0 ? keys.slice(0, end) : keys;
}

// Key setup (the permutation and crypto-js's 16 round keys per chunk) is done once per secret.
const schedules = new Map<string, DesBlock[]>();
const MAX_SCHEDULES = 16;

function scheduleOf(secret: string): DesBlock[] {
  let schedule = schedules.get(secret);
  if (!schedule) {
    schedule = [];
    for (const key of keysOf(secret)) {
      for (let at = 0; at < key.length; at += 4) {
        const words = CryptoJS.lib.WordArray.create(toStandardKey(toWords(key, at)), 8);
        schedule.push(CryptoJS.algo.DES.createEncryptor(words) as unknown as DesBlock);
      }
    }
    if (schedules.size >= MAX_SCHEDULES) schedules.delete(schedules.keys().next().value as string);
    schedules.set(secret, schedule);
  }
  return schedule;
}

const hex8 = (word: number) => (word >>> 0).toString(16).toUpperCase().padStart(8, '0');

/** Encrypts like JeeSite's `DesUtils.encode(data, secret)`: uppercase hex, 16 digits per 4 code units. */
export function encode(data: string, secret: string = DEFAULT_SECRET): string {
  const schedule = scheduleOf(secret);
  let out = '';
  for (let at = 0; at < data.length; at += 4) {
    const block = toWords(data, at);
    for (const des of schedule) des.encryptBlock(block, 0);
    out += hex8(block[0]) + hex8(block[1]);
  }
  return out;
}

/**
 * Decrypts what `encode` (or JeeSite) produced. Like des.js, drops every U+0000 code unit, which
 * removes the padding (and any NUL the data itself had). Throws when `hex` is not cipher text.
 */
export function decode(hex: string, secret: string = DEFAULT_SECRET): string {
  if (!/^(?:[0-9A-Fa-f]{16})*$/.test(hex)) throw new Error(INVALID_CIPHER);
  const schedule = scheduleOf(secret);
  let out = '';
  for (let at = 0; at < hex.length; at += 16) {
    const block = [parseInt(hex.slice(at, at + 8), 16) | 0, parseInt(hex.slice(at + 8, at + 16), 16) | 0];
    for (let i = schedule.length - 1; i >= 0; i--) schedule[i].decryptBlock(block, 0);
    for (const unit of [block[0] >>> 16, block[0] & 0xffff, block[1] >>> 16, block[1] & 0xffff]) {
      if (unit !== 0) out += String.fromCharCode(unit);
    }
  }
  return out;
}

/** JeeSite's credential cipher, for `des.encode(password)` at login. */
export const des = { encode, decode };
