// A tenant of the sandbox of one's own, per test: made fresh (reset from the seed) under a unique
// name, with a platform client and an admin client bound to it by `X-Sandbox-Tenant`.
import type { Middleware } from '../call-types';
import type { TzsbClientOptions } from '../client';
import { createAuth, type Auth, type UserInfo } from '../auth';
import { memoryStore, Session } from '../session';
import { uuid32 } from '../id';
import { createSandboxAdmin, type SandboxAdmin } from './admin';
import { createTestClient, type TestClient } from './mock';

/** The demo accounts' password in the sandbox (see its README: qiye01, weibao01, admin01). */
export const SANDBOX_PASSWORD = 'Tzsb@2026';
const TENANT_NAME = /^[A-Za-z0-9_-]{1,64}$/;

export interface FreshTenantOptions extends Omit<TzsbClientOptions, 'baseUrl' | 'session'> {
  /** The sandbox's address (`pnpm sandbox`: `http://127.0.0.1:4020`). */
  baseUrl: string;
  /** `SANDBOX_ADMIN_TOKEN`, needed only when the sandbox is not on this machine. */
  token?: string;
  /** The start of the tenant's name, e.g. the test file's (letters, digits, `-`, `_`); default `t`. */
  prefix?: string;
}

export interface FreshTenant {
  /** The tenant's unique name (`X-Sandbox-Tenant`). */
  readonly name: string;
  /** A platform client on this tenant, with its own session; its calls take `mock`. */
  readonly client: TestClient;
  readonly session: Session;
  readonly auth: Auth;
  /** The admin API on this tenant: clock, faults, journal, outbox, the regulator's side. */
  readonly admin: SandboxAdmin;
  /** Signs in as one of the sandbox's accounts (default `qiye01`, the examples' company). */
  login(loginName?: string, password?: string): Promise<UserInfo>;
}

/** Sends every request of a client to one tenant of the sandbox. */
export function createTenantMiddleware(tenant: string): Middleware {
  return {
    onRequest({ request }) {
      request.headers.set('X-Sandbox-Tenant', tenant);
      return undefined;
    },
  };
}

/**
 * Makes a tenant of the sandbox for one test: a unique name, reset to the seed, and clients bound to
 * it. Two tenants never see each other's data, clock, faults or journal.
 */
export async function freshTenant(options: FreshTenantOptions): Promise<FreshTenant> {
  const { baseUrl, token, prefix = 't', ...clientOptions } = options;
  const name = `${prefix}-${uuid32().slice(0, 12)}`;
  if (!TENANT_NAME.test(name))
    throw new TypeError(`租户名“${name}”不合规：前缀只能含字母、数字、-、_，总长不超过 64 个字符`);
  const admin = createSandboxAdmin({
    baseUrl,
    tenant: name,
    ...(token ? { token } : {}),
    ...(clientOptions.fetch ? { fetch: clientOptions.fetch as typeof globalThis.fetch } : {}),
  });
  await admin.reset();
  const session = new Session(memoryStore());
  const client = createTestClient({ ...clientOptions, baseUrl, session });
  client.use(createTenantMiddleware(name));
  const auth = createAuth({ client });
  return {
    name,
    client,
    session,
    auth,
    admin,
    login: (loginName = 'qiye01', password = SANDBOX_PASSWORD) => auth.login({ username: loginName, password }),
  };
}
