import { describe, expect, it } from 'vitest';
import { DEFAULT_COMPRESS, isCompressibleType, jpegName, planCompression, preferCompressed } from './compress';

const MB = 1024 * 1024;

describe('planCompression', () => {
  it('keeps files that are not images as they are', () => {
    expect(planCompression({ size: 15 * MB, type: 'application/pdf', width: 0, height: 0 })).toEqual({
      action: 'keep',
      reason: 'not-image',
    });
    expect(planCompression({ size: 3 * MB, type: '', width: 4000, height: 3000 })).toEqual({
      action: 'keep',
      reason: 'not-image',
    });
  });

  it('leaves GIF and SVG alone (animation, vector)', () => {
    expect(planCompression({ size: 5 * MB, type: 'image/gif', width: 4000, height: 3000 }).action).toBe('keep');
    expect(planCompression({ size: 5 * MB, type: 'image/svg+xml', width: 4000, height: 3000 }).action).toBe('keep');
  });

  it('scales a 12 MP camera photo to 1920 px on the long edge, JPEG at 0.8', () => {
    expect(planCompression({ size: 4.8 * MB, type: 'image/jpeg', width: 4032, height: 3024 })).toEqual({
      action: 'compress',
      reason: 'too-large',
      width: 1920,
      height: 1440,
      quality: 0.8,
      type: 'image/jpeg',
    });
  });

  it('keeps the aspect ratio of portrait photos', () => {
    const plan = planCompression({ size: 3 * MB, type: 'image/jpeg', width: 3024, height: 4032 });
    expect(plan).toMatchObject({ action: 'compress', width: 1440, height: 1920 });
  });

  it('scales panoramas by their long edge and never below 1 px', () => {
    expect(planCompression({ size: 6 * MB, type: 'image/jpeg', width: 12000, height: 2000 })).toMatchObject({
      width: 1920,
      height: 320,
    });
    expect(planCompression({ size: 1 * MB, type: 'image/png', width: 100000, height: 10 })).toMatchObject({
      width: 1920,
      height: 1,
    });
  });

  it('scales a large image even when its file is small', () => {
    expect(planCompression({ size: 200 * 1024, type: 'image/png', width: 2500, height: 1000 })).toMatchObject({
      action: 'compress',
      reason: 'too-large',
    });
  });

  it('re-encodes a heavy image within the size limit without scaling it', () => {
    expect(planCompression({ size: 2 * MB, type: 'image/png', width: 1600, height: 1200 })).toEqual({
      action: 'compress',
      reason: 'too-heavy',
      width: 1600,
      height: 1200,
      quality: 0.8,
      type: 'image/jpeg',
    });
  });

  it('keeps a small image within the size limit', () => {
    expect(planCompression({ size: 300 * 1024, type: 'image/jpeg', width: 1920, height: 1080 })).toEqual({
      action: 'keep',
      reason: 'small',
    });
    expect(planCompression({ size: DEFAULT_COMPRESS.minBytes, type: 'image/png', width: 800, height: 600 })).toEqual({
      action: 'keep',
      reason: 'small',
    });
  });

  it('converts formats the server does not take (WebP, HEIC) to JPEG', () => {
    expect(planCompression({ size: 100 * 1024, type: 'image/webp', width: 800, height: 600 })).toMatchObject({
      action: 'compress',
      reason: 'format',
      width: 800,
      height: 600,
    });
    expect(planCompression({ size: 2 * MB, type: 'image/heic', width: 4032, height: 3024 })).toMatchObject({
      action: 'compress',
      reason: 'too-large',
    });
  });

  it('keeps an image whose dimensions are unknown', () => {
    expect(planCompression({ size: 5 * MB, type: 'image/jpeg', width: 0, height: 0 })).toEqual({
      action: 'keep',
      reason: 'unsupported-image',
    });
    expect(planCompression({ size: 5 * MB, type: 'image/jpeg', width: Number.NaN, height: 100 })).toEqual({
      action: 'keep',
      reason: 'unsupported-image',
    });
  });

  it('follows the given options', () => {
    const opts = { maxEdge: 1280, quality: 0.7, minBytes: 100 * 1024 };
    expect(planCompression({ size: 3 * MB, type: 'image/jpeg', width: 2560, height: 1920 }, opts)).toMatchObject({
      width: 1280,
      height: 960,
      quality: 0.7,
    });
    expect(planCompression({ size: 150 * 1024, type: 'image/jpeg', width: 1000, height: 800 }, opts)).toMatchObject({
      action: 'compress',
      reason: 'too-heavy',
    });
  });

  it('is case-insensitive about the MIME type', () => {
    expect(planCompression({ size: 4 * MB, type: 'IMAGE/JPEG', width: 4000, height: 3000 }).action).toBe('compress');
  });
});

describe('isCompressibleType', () => {
  it('is true for photo formats a browser decodes', () => {
    for (const t of ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif', 'image/avif', 'image/bmp'])
      expect(isCompressibleType(t)).toBe(true);
  });
  it('is false for everything else', () => {
    for (const t of ['application/pdf', 'image/gif', 'image/svg+xml', 'text/plain', ''])
      expect(isCompressibleType(t)).toBe(false);
  });
});

describe('preferCompressed', () => {
  it('takes the JPEG only when it is smaller', () => {
    expect(preferCompressed(4_000_000, 600_000, 'too-large')).toBe(true);
    expect(preferCompressed(600_000, 700_000, 'too-heavy')).toBe(false);
    expect(preferCompressed(600_000, 600_000, 'too-heavy')).toBe(false);
  });
  it('always takes it for a format the server does not accept', () => {
    expect(preferCompressed(100_000, 150_000, 'format')).toBe(true);
  });
  it('never takes an empty result', () => {
    expect(preferCompressed(100_000, 0, 'format')).toBe(false);
  });
});

describe('jpegName', () => {
  it('replaces the extension with .jpg', () => {
    expect(jpegName('IMG_0001.HEIC')).toBe('IMG_0001.jpg');
    expect(jpegName('扫描件.png')).toBe('扫描件.jpg');
    expect(jpegName('photo.jpeg')).toBe('photo.jpg');
  });
  it('adds .jpg to a name without extension', () => {
    expect(jpegName('image')).toBe('image.jpg');
    expect(jpegName('')).toBe('photo.jpg');
    expect(jpegName('my.photos/dir')).toBe('my.photos/dir.jpg');
  });
});
