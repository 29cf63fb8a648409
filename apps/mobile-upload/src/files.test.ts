import { describe, expect, it } from 'vitest';
import { extensionOf, readLink, rejectReason, shortTime, sizeLabel } from './files';

const MB = 1024 * 1024;

describe('readLink', () => {
  it('reads token and id from the QR link', () => {
    expect(readLink('?token=mu_7f3a&id=3c5e')).toEqual({ token: 'mu_7f3a', id: '3c5e' });
  });
  it('is null when either is missing or blank', () => {
    expect(readLink('')).toBeNull();
    expect(readLink('?token=mu_7f3a')).toBeNull();
    expect(readLink('?id=3c5e')).toBeNull();
    expect(readLink('?token=%20&id=3c5e')).toBeNull();
  });
  it('decodes and trims', () => {
    expect(readLink('?id=a%2Bb&token=+x+')).toEqual({ token: 'x', id: 'a+b' });
  });
});

describe('rejectReason', () => {
  it('accepts jpg, png and pdf within the limit', () => {
    for (const name of ['a.jpg', 'b.JPEG', 'c.png', '合格证.PDF']) expect(rejectReason({ name, size: MB }, 20 * MB)).toBeNull();
  });
  it('refuses other types', () => {
    expect(rejectReason({ name: 'a.docx', size: MB }, 20 * MB)).toBe('仅支持 jpg、png 照片和 pdf 文件');
    expect(rejectReason({ name: 'noext', size: MB }, 20 * MB)).toBe('仅支持 jpg、png 照片和 pdf 文件');
  });
  it('refuses files over the limit and empty files', () => {
    expect(rejectReason({ name: 'a.pdf', size: 21 * MB }, 20 * MB)).toBe('文件超过 20 MB，无法上传');
    expect(rejectReason({ name: 'a.pdf', size: 20 * MB }, 20 * MB)).toBeNull();
    expect(rejectReason({ name: 'a.pdf', size: 0 }, 20 * MB)).toBe('文件是空的，请重新选择');
  });
});

describe('labels', () => {
  it('sizeLabel', () => {
    expect(sizeLabel(482133)).toBe('471 KB');
    expect(sizeLabel(2318457)).toBe('2.2 MB');
    expect(sizeLabel(10)).toBe('1 KB');
    expect(sizeLabel(undefined)).toBe('—');
  });
  it('shortTime', () => {
    expect(shortTime('2026-11-21 10:23:20')).toBe('11-21 10:23');
    expect(shortTime(null)).toBe('');
    expect(shortTime('昨天')).toBe('昨天');
  });
  it('extensionOf', () => {
    expect(extensionOf('IMG.2026.JPG')).toBe('jpg');
    expect(extensionOf('none')).toBe('');
  });
});
