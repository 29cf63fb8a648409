import { describe, expect, it } from 'vitest';
import { extensionOf, readLink, readSandboxTenant, rejectReason, shortTime, sizeLabel } from './files';
import { createMobileApi } from './api';

const MB = 1024 * 1024;

describe('the sandbox tenant of a QR link', () => {
  it('is read from `tenant` and sent with every call as X-Sandbox-Tenant', async () => {
    expect(readSandboxTenant('?token=mu_1&id=a&tenant=e2e-w0')).toBe('e2e-w0');
    const seen: (string | null)[] = [];
    const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      seen.push(new Request(input, init).headers.get('x-sandbox-tenant'));
      return new Response(JSON.stringify({ success: true, code: 200, msg: 'ok', data: [] }), {
        headers: { 'content-type': 'application/json' },
      });
    };
    await createMobileApi('http://127.0.0.1:1', fetch, readSandboxTenant('?token=mu_1&id=a&tenant=e2e-w0')).list({
      token: 'mu_1',
      id: 'a',
    });
    await createMobileApi('http://127.0.0.1:1', fetch, readSandboxTenant('?token=mu_1&id=a')).list({
      token: 'mu_1',
      id: 'a',
    });
    expect(seen).toEqual(['e2e-w0', null]);
  });
  it('is null when absent or not a tenant name', () => {
    expect(readSandboxTenant('?token=mu_1&id=a')).toBeNull();
    expect(readSandboxTenant('?tenant=../etc')).toBeNull();
    expect(readSandboxTenant(`?tenant=${'x'.repeat(65)}`)).toBeNull();
  });
});

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
    for (const name of ['a.jpg', 'b.JPEG', 'c.png', '合格证.PDF'])
      expect(rejectReason({ name, size: MB }, 20 * MB)).toBeNull();
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
