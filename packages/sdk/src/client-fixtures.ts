// Fixtures of the client's tests: a recording fetch, a client on it, a signed-in session.
import { expect, vi, type Mock } from 'vitest';
import { createTzsbClient, type TzsbClient, type TzsbClientOptions } from './client';
import { ApiError } from './errors';
import { Session, memoryStore } from './session';

export const BASE = 'https://tzsb.example.cn/stone';

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json;charset=UTF-8' } });

/** A fetch of our own: records every request and answers with `answer` (never touches globalThis.fetch). */
export interface FakeFetch {
  fetch: typeof globalThis.fetch;
  requests: Request[];
  mock: Mock<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>;
}

export function fakeFetch(
  answer: (request: Request) => Response | Promise<Response> = () => json({ success: true, data: null }),
): FakeFetch {
  const requests: Request[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    requests.push(request.clone());
    return answer(request);
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, requests, mock: fetch };
}

export function setup(
  answer?: (request: Request) => Response | Promise<Response>,
  options: Partial<TzsbClientOptions> = {},
): FakeFetch & { client: TzsbClient; onApiError: Mock<(error: ApiError) => void> } {
  const f = fakeFetch(answer);
  const onApiError = vi.fn<(error: ApiError) => void>();
  // Retries keep their behaviour with waits of a few milliseconds (src/resilience.test.ts times them).
  const client = createTzsbClient({
    baseUrl: BASE,
    fetch: f.fetch,
    onApiError,
    retry: { delay: 1, maxDelay: 4 },
    ...options,
  });
  return { client, onApiError, ...f };
}

export const loggedIn = (token = 'sid-123', extend: string | null = 'ext-456') => {
  const session = new Session(memoryStore());
  session.setTokens(token, extend);
  return session;
};

export async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the call to reject');
}

export const listEquipment = (client: ReturnType<typeof setup>['client'], headers?: Record<string, string>) =>
  client.POST('/a/stone/eqm/list', {
    params: { query: { __ajax: 'json' } },
    body: { pageNo: 1, pageSize: 10 },
    headers,
  });
