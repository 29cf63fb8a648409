/**
 * The server's clock as the app last heard it: `X-Sandbox-Now`, the sandbox's tenant clock, which QA
 * moves (a real server's time is the browser's, within a second). Day counts (剩 N 天, 超期 N 天) and
 * the header's date are taken against it, so the browser and the sandbox never disagree about what
 * day it is.
 */
let offsetMs = 0;

export function noteServerTime(headers: Headers, receivedAt = Date.now()): void {
  const stamp = headers.get('x-sandbox-now');
  const t = stamp ? Date.parse(stamp) : Number.NaN;
  if (Number.isFinite(t)) offsetMs = t - receivedAt;
}

/** Now, by the server's clock (the browser's until an answer has been heard). */
export function serverNow(): Date {
  return new Date(Date.now() + offsetMs);
}

/** A fetch that notes the server's time of every answer. */
export function clockedFetch(fetcher: typeof fetch = (...args) => globalThis.fetch(...args)): typeof fetch {
  return async (input, init) => {
    const res = await fetcher(input, init);
    noteServerTime(res.headers);
    return res;
  };
}
