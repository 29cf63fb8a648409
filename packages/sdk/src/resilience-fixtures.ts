// Fixtures of the resilience tests: real local servers (node:http on port 0) that answer, fail, stall
// or never answer, and a client on them that records its attempts and reported errors.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, expect } from 'vitest';
import { createTzsbClient, type AttemptInfo, type TzsbClientOptions } from './client';
import { ApiError } from './errors';

export type Handler = (req: IncomingMessage, res: ServerResponse, n: number) => void;

/** The servers started by the running test (closed after it). */
export const servers: Server[] = [];

/** Closes the servers a test started, after each test of the calling file (call at its top level). */
export function closeServersAfterEach(): void {
  afterEach(async () => {
    await Promise.all(
      servers.splice(0).map(
        (s) =>
          new Promise((done) => {
            s.closeAllConnections();
            s.close(done);
          }),
      ),
    );
  });
}

/** A server on a free port; `handle` gets each request and its number (1 for the first). */
export async function serve(handle: Handler) {
  const requests: { method: string; url: string }[] = [];
  const server = createServer((req, res) => {
    requests.push({ method: req.method!, url: req.url! });
    req.resume();
    req.on('end', () => handle(req, res, requests.length));
  });
  servers.push(server);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, requests };
}

export const ok = (res: ServerResponse, data: unknown = { user: { loginName: 'nbyjzy' } }) => {
  res.writeHead(200, { 'content-type': 'application/json;charset=UTF-8' });
  res.end(JSON.stringify({ success: true, data }));
};
export const fail = (res: ServerResponse, status: number, headers: Record<string, string> = {}) => {
  res.writeHead(status, { 'content-type': 'text/html', ...headers });
  res.end(`<html>${status}</html>`);
};
export const never: Handler = () => {
  /* accepts the connection, never answers */
};

export function client(url: string, options: Partial<TzsbClientOptions> = {}) {
  const attempts: AttemptInfo[] = [];
  const reported: ApiError[] = [];
  const c = createTzsbClient({
    baseUrl: url,
    onAttempt: (a) => attempts.push(a),
    onApiError: (e) => reported.push(e),
    ...options,
  });
  return { client: c, attempts, reported };
}

export async function rejection(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

export const FAST = { delay: 20, maxDelay: 200 };
