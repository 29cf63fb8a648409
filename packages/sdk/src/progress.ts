import { TRANSPORT, type PlatformRequestProps } from './request';

/**
 * A `fetch` that reports upload progress (XMLHttpRequest underneath, as fetch cannot). Pass it to a
 * single call: `client.POST(path, { body, fetch: progressFetch((p) => setPercent(p)) })`; the call
 * keeps the client's time limits and retries. Browser only.
 */
export function progressFetch(onProgress: (percent: number) => void): typeof fetch {
  return (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const transport = (request as Request & PlatformRequestProps)[TRANSPORT];
    return transport ? transport(request, (attempt) => send(attempt, onProgress)) : send(request, onProgress);
  };
}

function send(request: Request, onProgress: (percent: number) => void): Promise<Response> {
  return new Promise<Response>((resolve, reject) => {
    if (request.signal?.aborted) return reject(request.signal.reason);
    const xhr = new XMLHttpRequest();
    xhr.open(request.method, request.url);
    request.headers.forEach((value, key) => xhr.setRequestHeader(key, value));
    xhr.responseType = 'blob';
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      onProgress(100);
      const headers = new Headers();
      for (const line of xhr
        .getAllResponseHeaders()
        .trim()
        .split(/[\r\n]+/)) {
        const i = line.indexOf(':');
        if (i > 0) headers.append(line.slice(0, i).trim(), line.slice(i + 1).trim());
      }
      resolve(
        new Response(xhr.status === 204 ? null : (xhr.response as Blob), {
          status: xhr.status,
          statusText: xhr.statusText,
          headers,
        }),
      );
    };
    xhr.onerror = () => reject(new TypeError('网络连接失败'));
    xhr.onabort = () => reject(new DOMException('已取消上传', 'AbortError'));
    request.signal?.addEventListener('abort', () => xhr.abort());
    // The client has already encoded the body (multipart with its boundary in content-type).
    void request.arrayBuffer().then((buf) => xhr.send(buf.byteLength ? buf : null), reject);
  });
}
