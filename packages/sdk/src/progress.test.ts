import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { progressFetch } from './progress';
import { createTzsbClient } from './client';

/** A stand-in for the browser's XMLHttpRequest: records what is sent, lets the test drive events. */
class FakeXhr {
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  sent: ArrayBuffer | null | undefined;
  responseType = '';
  status = 0;
  statusText = '';
  response: unknown = null;
  responseHeaders = '';
  aborted = false;
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(k: string, v: string) {
    this.headers[k] = v;
  }
  send(body: ArrayBuffer | null) {
    this.sent = body;
  }
  getAllResponseHeaders() {
    return this.responseHeaders;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
}

const original = (globalThis as { XMLHttpRequest?: unknown }).XMLHttpRequest;
beforeEach(() => {
  (globalThis as { XMLHttpRequest?: unknown }).XMLHttpRequest = FakeXhr;
  FakeXhr.last = null;
});
afterEach(() => {
  (globalThis as { XMLHttpRequest?: unknown }).XMLHttpRequest = original;
});

/** Waits until the body has been handed to the request (it is read asynchronously). */
async function sentXhr(): Promise<FakeXhr> {
  for (let i = 0; i < 50; i += 1) {
    if (FakeXhr.last && FakeXhr.last.sent !== undefined) return FakeXhr.last;
    await new Promise((r) => setTimeout(r, 1));
  }
  throw new Error('nothing was sent');
}

describe('progressFetch', () => {
  it('sends the encoded request as is and reports upload progress in whole percent, then 100', async () => {
    const seen: number[] = [];
    const body = new FormData();
    body.append('attrefsysid', 'e38d715c0b07cbb7c39719d8736d5047');
    body.append('file', new Blob([new Uint8Array(1000)], { type: 'image/jpeg' }), '铭牌.jpg');
    const pending = progressFetch((p) => seen.push(p))(
      'http://127.0.0.1:4010/a/stone/common/attachment/upload?__sid=s1',
      { method: 'POST', body },
    );

    const xhr = await sentXhr();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('http://127.0.0.1:4010/a/stone/common/attachment/upload?__sid=s1');
    expect(xhr.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    const text = new TextDecoder().decode(xhr.sent!);
    expect(text).toContain('name="attrefsysid"');
    expect(text).toContain('filename="铭牌.jpg"');

    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 3 });
    xhr.upload.onprogress?.({ lengthComputable: false, loaded: 5, total: 0 });
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 2, total: 3 });
    xhr.status = 200;
    xhr.statusText = 'OK';
    xhr.responseHeaders = 'content-type: application/json\r\ncontent-disposition: attachment; filename="a.json"\r\n';
    xhr.response = new Blob([JSON.stringify({ success: true, data: { attsysid: 'x' } })]);
    xhr.onload?.();

    const res = await pending;
    expect(seen).toEqual([33, 67, 100]);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="a.json"');
    expect(await res.json()).toEqual({ success: true, data: { attsysid: 'x' } });
  });

  it('passes an HTTP error status through for the client to read', async () => {
    const pending = progressFetch(() => undefined)('http://h/a', {
      method: 'POST',
      body: 'x=1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const xhr = await sentXhr();
    expect(xhr.headers['content-type']).toBe('application/x-www-form-urlencoded');
    xhr.status = 413;
    xhr.statusText = 'Payload Too Large';
    xhr.response = new Blob(['too large']);
    xhr.onload?.();
    const res = await pending;
    expect(res.status).toBe(413);
    expect(await res.text()).toBe('too large');
  });

  it('sends no body for a request without one', async () => {
    const pending = progressFetch(() => undefined)('http://h/a', { method: 'GET' });
    const xhr = await sentXhr();
    expect(xhr.sent).toBeNull();
    xhr.status = 204;
    xhr.onload?.();
    expect((await pending).status).toBe(204);
  });

  it('a network failure rejects as a TypeError, like fetch, so the client reports a transport error', async () => {
    const pending = progressFetch(() => undefined)('http://h/a', { method: 'POST', body: 'x' });
    const xhr = await sentXhr();
    xhr.onerror?.();
    await expect(pending).rejects.toThrow(TypeError);
  });

  it('aborting the signal aborts the upload', async () => {
    const controller = new AbortController();
    const pending = progressFetch(() => undefined)('http://h/a', {
      method: 'POST',
      body: 'x',
      signal: controller.signal,
    });
    const xhr = await sentXhr();
    controller.abort();
    expect(xhr.aborted).toBe(true);
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  it("given to a client call, it keeps the client's time limit (and its other transport options)", async () => {
    const client = createTzsbClient({ baseUrl: 'http://127.0.0.1:4010', timeout: 50 });
    const upload = client.POST('/a/stone/common/attachment/upload', {
      body: { file: new Blob(['%PDF']), attrefsysid: 'r1' },
      fetch: progressFetch(() => undefined),
    });
    const xhr = await sentXhr();
    await expect(upload).rejects.toMatchObject({ kind: 'transport', transport: 'timeout' });
    expect(xhr.aborted).toBe(true);
  });
});
