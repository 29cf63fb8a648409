// Fixtures of the integration tests: Prism mocking the real contract (openapi/openapi.yaml), started
// once per test file, and clients against it, each with a session of its own.
import { afterAll, beforeAll, expect } from 'vitest';
import { ApiError, createAuth, createTzsbClient, Session, memoryStore, type TzsbClientOptions } from './index';

interface Prism {
  url: string;
  stop(): Promise<void>;
  log(): string;
}
interface PrismModule {
  startPrism(options?: { contract?: string; port?: number; quiet?: boolean }): Promise<Prism>;
}

// The repository's shared Prism launcher (plain JavaScript, so loaded by URL rather than typed import).
const prismModule = new URL('../../../scripts/lib/prism.mjs', import.meta.url).href;
const contract = decodeURIComponent(new URL('../../../openapi/openapi.yaml', import.meta.url).pathname);

let prism: Prism | undefined;

/** Starts Prism before the calling test file's tests and stops it after them (call at its top level). */
export function startPrismForFile(): void {
  beforeAll(async () => {
    const { startPrism } = (await import(/* @vite-ignore */ prismModule)) as PrismModule;
    prism = await startPrism({ contract, quiet: true });
  }, 90_000);
  afterAll(async () => {
    await prism?.stop();
  }, 30_000);
}

/** The address of the running mock. */
export function prismUrl(): string {
  if (!prism) throw new Error('Prism is not running: call startPrismForFile() at the top of the test file');
  return prism.url;
}

/** A client with a session of its own; `prefer` adds a `Prefer` header to every call (for auth flows). */
export function connect(prefer?: string, options: Partial<TzsbClientOptions> = {}) {
  const session = new Session(memoryStore());
  const fetch: typeof globalThis.fetch = (input, init) => {
    const request = new Request(input, init);
    if (prefer) request.headers.set('Prefer', prefer);
    return globalThis.fetch(request);
  };
  const errors: ApiError[] = [];
  const expired: ApiError[] = [];
  const client = createTzsbClient({
    baseUrl: prismUrl(),
    session,
    fetch,
    onApiError: (e) => errors.push(e),
    onSessionExpired: (e) => expired.push(e),
    ...options,
  });
  return { session, client, errors, expired, auth: createAuth({ client, session }) };
}

/** The ApiError a call is refused with (fails the test if it is not one). */
export async function failure(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}
