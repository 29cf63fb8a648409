import { describe, expect, it } from 'vitest';
import { printUrl } from './print';
import { Session, memoryStore } from './session';

describe('printUrl', () => {
  it('joins the print host and path and appends the session id', () => {
    expect(printUrl('https://print.example.cn', '/api/print/report/R1', { token: 'sid-1' })).toBe(
      'https://print.example.cn/api/print/report/R1?__sid=sid-1',
    );
  });

  it('keeps a path prefix on the print host and tolerates slashes', () => {
    expect(printUrl('https://print.example.cn/stone/', 'api/print/invoice/INV-1', { token: 's' })).toBe(
      'https://print.example.cn/stone/api/print/invoice/INV-1?__sid=s',
    );
    expect(printUrl('https://print.example.cn/stone//', '/api/print/invoice/INV-1', { token: 's' })).toBe(
      'https://print.example.cn/stone/api/print/invoice/INV-1?__sid=s',
    );
  });

  it('adds query values, skips undefined ones and encodes them', () => {
    const url = new URL(
      printUrl(
        'https://print.example.cn',
        '/api/print/paymentSlip/C1',
        { token: 's' },
        { type: 'pdf', copies: 2, skip: undefined, title: '缴费 单&1' },
      ),
    );
    expect(url.searchParams.get('type')).toBe('pdf');
    expect(url.searchParams.get('copies')).toBe('2');
    expect(url.searchParams.has('skip')).toBe(false);
    expect(url.searchParams.get('title')).toBe('缴费 单&1');
    expect(url.searchParams.get('__sid')).toBe('s');
  });

  it('has no __sid when logged out, and the session wins over a passed __sid', () => {
    expect(printUrl('https://print.example.cn', '/api/print/report/R1', { token: null })).toBe(
      'https://print.example.cn/api/print/report/R1',
    );
    const url = new URL(printUrl('https://print.example.cn', '/p', { token: 'real' }, { __sid: 'fake' }));
    expect(url.searchParams.getAll('__sid')).toEqual(['real']);
  });

  it('takes a Session state directly', () => {
    const session = new Session(memoryStore());
    session.setTokens('sid-9', 'ext-9');
    expect(printUrl('http://127.0.0.1:8081', '/api/print/report/R9', session.state)).toBe(
      'http://127.0.0.1:8081/api/print/report/R9?__sid=sid-9',
    );
  });

  it('rejects a print host that is not a URL', () => {
    expect(() => printUrl('print.example.cn', '/p', { token: null })).toThrow();
  });
});
