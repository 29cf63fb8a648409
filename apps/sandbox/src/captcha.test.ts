import jpeg from 'jpeg-js';
import { describe, expect, it } from 'vitest';
import { CAPTCHA_ALPHABET, CAPTCHA_HEIGHT, CAPTCHA_WIDTH, captchaJpeg, newCaptchaCode } from './captcha.ts';

interface Picture {
  width: number;
  height: number;
  luminance: (x: number, y: number) => number;
}

function decode(bytes: Buffer): Picture {
  const { width, height, data } = jpeg.decode(bytes, { useTArray: true });
  return {
    width,
    height,
    luminance: (x, y) => {
      const i = (y * width + x) * 4;
      return 0.299 * (data[i] ?? 0) + 0.587 * (data[i + 1] ?? 0) + 0.114 * (data[i + 2] ?? 0);
    },
  };
}

// Ink is dark; the ground, the noise lines and the half-transparent line across stay well above this.
const DARK = 110;

// The dark pixels of one horizontal band of the picture: the slot of the k-th of four characters.
function darkInBand(picture: Picture, k: number): { count: number; meanX: number; meanY: number } {
  const cell = (CAPTCHA_WIDTH - 8) / 4;
  const from = Math.round(4 + cell * k);
  const to = Math.round(4 + cell * (k + 1));
  let count = 0;
  let sumX = 0;
  let sumY = 0;
  for (let y = 0; y < picture.height; y++) {
    for (let x = from; x < to; x++) {
      if (picture.luminance(x, y) < DARK) {
        count++;
        sumX += x - (from + to) / 2;
        sumY += y - picture.height / 2;
      }
    }
  }
  return { count, meanX: count ? sumX / count : 0, meanY: count ? sumY / count : 0 };
}

describe('newCaptchaCode', () => {
  it('issues four characters from the unambiguous set, varied from call to call', () => {
    const codes = Array.from({ length: 400 }, () => newCaptchaCode());
    for (const code of codes) {
      expect(code).toMatch(/^[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{4}$/);
      expect(code).not.toMatch(/[01OIl]/);
    }
    expect(CAPTCHA_ALPHABET).not.toMatch(/[01OIl]/);
    expect(new Set(codes).size).toBeGreaterThan(380);
    // Over 1600 characters drawn from 32, every one of them shows up.
    expect(new Set(codes.join('')).size).toBe(CAPTCHA_ALPHABET.length);
  });
});

describe('captchaJpeg', () => {
  it('is a real JPEG of about 120×40 pixels', () => {
    const bytes = captchaJpeg('K7PX');
    expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(bytes.subarray(-2)).toEqual(Buffer.from([0xff, 0xd9]));
    const picture = decode(bytes);
    expect([picture.width, picture.height]).toEqual([CAPTCHA_WIDTH, CAPTCHA_HEIGHT]);
    expect([picture.width, picture.height]).toEqual([120, 40]);
  });

  it('is dark where each character is and light around them', () => {
    const picture = decode(captchaJpeg('W3AE'));
    for (let k = 0; k < 4; k++) expect(darkInBand(picture, k).count).toBeGreaterThan(60);
    let darkAtEdges = 0;
    let light = 0;
    for (let y = 0; y < picture.height; y++) {
      for (let x = 0; x < picture.width; x++) {
        const l = picture.luminance(x, y);
        if (l > 200) light++;
        if (l < DARK && (x < 3 || x >= picture.width - 3)) darkAtEdges++;
      }
    }
    expect(darkAtEdges).toBe(0);
    // Mostly an off-white ground: the text is read against it.
    expect(light / (picture.width * picture.height)).toBeGreaterThan(0.6);
  });

  it('takes its dark pixels from the text, not from the noise', () => {
    const blank = decode(captchaJpeg(''));
    for (let k = 0; k < 4; k++) expect(darkInBand(blank, k).count).toBe(0);
  });

  it('draws each glyph the right way round', () => {
    // L has its ink on the left and at the foot, J to the right of it, 7 at the top.
    const ls = decode(captchaJpeg('LLLL'));
    const js = decode(captchaJpeg('JJJJ'));
    const sevens = decode(captchaJpeg('7777'));
    for (let k = 0; k < 4; k++) {
      expect(darkInBand(ls, k).meanX).toBeLessThan(-1);
      expect(darkInBand(js, k).meanX).toBeGreaterThan(darkInBand(ls, k).meanX + 2);
      expect(darkInBand(sevens, k).meanY).toBeLessThan(darkInBand(ls, k).meanY);
    }
  });

  it('gives different codes different pictures, and one code always the same picture', () => {
    const a = decode(captchaJpeg('ABCD'));
    const b = decode(captchaJpeg('ABCE'));
    let different = 0;
    for (let y = 0; y < CAPTCHA_HEIGHT; y++) {
      for (let x = 0; x < CAPTCHA_WIDTH; x++) if (Math.abs(a.luminance(x, y) - b.luminance(x, y)) > 60) different++;
    }
    expect(different).toBeGreaterThan(40);
    expect(captchaJpeg('ABCD').equals(captchaJpeg('ABCD'))).toBe(true);
    expect(captchaJpeg('abcd').equals(captchaJpeg('ABCD'))).toBe(true);
  });

  it('refuses a character it has no glyph for', () => {
    expect(() => captchaJpeg('AB-D')).toThrow(RangeError);
  });
});
