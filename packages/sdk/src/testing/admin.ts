// The sandbox's admin API (`/__sandbox/…`, openapi/sandbox-admin.yaml) as a typed client: its own
// openapi-fetch client, and one method per operation that resolves to the answer or throws.
import createClient, { type Client } from 'openapi-fetch';
import type { components, operations, paths as AdminPaths } from '../generated/sandbox-admin';

export type { AdminPaths };
type Schemas = components['schemas'];
export type SandboxStatus = Schemas['Status'];
export type SandboxClock = Schemas['Clock'];
export type ClockMove = Schemas['ClockMove'];
export type FaultInput = Schemas['FaultInput'];
export type Fault = Schemas['Fault'];
export type JournalEntry = Schemas['JournalEntry'];
export type JournalQuery = NonNullable<operations['readJournal']['parameters']['query']>;
export type OutboxMessage = Schemas['OutboxMessage'];
export type SandboxApplication = Schemas['Application'];
export type ApplicationResult = Schemas['ApplicationResult'];
export type SandboxPayment = Schemas['Payment'];
export type SandboxRegistration = Schemas['Registration'];

export interface SandboxAdminOptions {
  /** The sandbox's address, e.g. `http://127.0.0.1:4020` (the admin API is under `/__sandbox/`). */
  baseUrl: string;
  /** `SANDBOX_ADMIN_TOKEN`, needed only when the sandbox is not on this machine. */
  token?: string;
  /** The tenant acted on (`X-Sandbox-Tenant`); without it, the sandbox's `demo`. */
  tenant?: string;
  /** A fetch of your own (tests, proxies). */
  fetch?: typeof globalThis.fetch;
}

/** A refusal of the admin API: its HTTP status and the sandbox's Chinese reason. */
export class SandboxAdminError extends Error {
  override readonly name = 'SandboxAdminError';
  constructor(
    message: string,
    readonly status: number,
    readonly body: unknown,
  ) {
    super(message);
  }
}

export interface SandboxAdmin {
  /** The tenant this client acts on (`demo` when none was given). */
  readonly tenant: string;
  /** The openapi-fetch client of the admin API itself, typed by its contract. */
  readonly api: Client<AdminPaths>;
  status(): Promise<SandboxStatus>;
  /**
   * Back to the seed: the tenant's data, sessions, faults, journal and outbox go; its clock is real
   * time again. `keepSessions: true` keeps who is signed in (a suite resetting between files).
   */
  reset(options?: { keepSessions?: boolean }): Promise<{ tenant: string; ms: number }>;
  clock(): Promise<SandboxClock>;
  /** `{ advance: 'P30D' }`, `{ set: '2027-03-01T08:00:00+08:00' }` or `{ reset: true }`. */
  moveClock(move: ClockMove): Promise<SandboxClock>;
  faults(): Promise<Fault[]>;
  /** A fault or latency for the calls that follow: `{ operationId: 'listEquipment', status: 503, times: 2 }`. */
  armFault(fault: FaultInput): Promise<Fault>;
  clearFaults(): Promise<number>;
  /** The calls the tenant received, oldest first (passwords masked). */
  journal(query?: JournalQuery): Promise<JournalEntry[]>;
  clearJournal(): Promise<number>;
  /** The SMS the tenant "sent", newest first. */
  outbox(): Promise<OutboxMessage[]>;
  /** The text of the last captcha image the tenant was sent (null before the first). */
  captcha(): Promise<string | null>;
  /** The regulator's side: the applications waiting (`open`, the default) or all of them. */
  applications(state?: 'open' | 'all'): Promise<SandboxApplication[]>;
  accept(kind: string, id: string): Promise<ApplicationResult>;
  returnApplication(kind: string, id: string, reason: string): Promise<ApplicationResult>;
  complete(kind: string, id: string): Promise<ApplicationResult>;
  payments(): Promise<SandboxPayment[]>;
  /** The slip becomes 已支付 and its invoice is issued. */
  pay(chargesysid: string): Promise<{ payment: SandboxPayment; invoiceId: string }>;
  registrations(): Promise<SandboxRegistration[]>;
}

/** The answer of a call, or a `SandboxAdminError` naming the status and the sandbox's reason. */
async function answer<T>(call: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T> {
  const { data, error, response } = await call;
  if (response.ok && data !== undefined) return data;
  const reason =
    (error as { error?: unknown; errorMsg?: unknown } | undefined)?.error ??
    (error as { errorMsg?: unknown } | undefined)?.errorMsg;
  const text = typeof reason === 'string' ? reason : `HTTP ${response.status}`;
  throw new SandboxAdminError(
    `模拟环境管理接口 ${response.url ? new URL(response.url).pathname : ''} 失败（${response.status}）：${text}`,
    response.status,
    error,
  );
}

/**
 * The typed client of the sandbox's admin API, acting on one tenant:
 * `const admin = createSandboxAdmin({ baseUrl, tenant }); await admin.moveClock({ advance: 'P30D' })`.
 */
export function createSandboxAdmin(options: SandboxAdminOptions): SandboxAdmin {
  const headers: Record<string, string> = {};
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.tenant) headers['X-Sandbox-Tenant'] = options.tenant;
  const api = createClient<AdminPaths>({
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    headers,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const app = (kind: string, id: string) => ({ params: { path: { kind, id } } });
  return {
    tenant: options.tenant ?? 'demo',
    api,
    status: () => answer(api.GET('/__sandbox/status')),
    reset: (options = {}) => answer(api.POST('/__sandbox/reset', { body: options })),
    clock: () => answer(api.GET('/__sandbox/clock')),
    moveClock: (move) => answer(api.POST('/__sandbox/clock', { body: move })),
    faults: async () => (await answer(api.GET('/__sandbox/faults'))).faults,
    armFault: (fault) => answer(api.POST('/__sandbox/faults', { body: fault })),
    clearFaults: async () => (await answer(api.DELETE('/__sandbox/faults'))).cleared,
    journal: async (query) => (await answer(api.GET('/__sandbox/journal', { params: { query: query ?? {} } }))).entries,
    clearJournal: async () => (await answer(api.DELETE('/__sandbox/journal'))).cleared,
    outbox: async () => (await answer(api.GET('/__sandbox/outbox'))).messages,
    captcha: async () => (await answer(api.GET('/__sandbox/captcha'))).code,
    applications: async (state) =>
      (await answer(api.GET('/__sandbox/applications', { params: { query: state ? { state } : {} } }))).items,
    accept: (kind, id) => answer(api.POST('/__sandbox/applications/{kind}/{id}/accept', app(kind, id))),
    returnApplication: (kind, id, reason) =>
      answer(api.POST('/__sandbox/applications/{kind}/{id}/return', { ...app(kind, id), body: { reason } })),
    complete: (kind, id) => answer(api.POST('/__sandbox/applications/{kind}/{id}/complete', app(kind, id))),
    payments: async () => (await answer(api.GET('/__sandbox/payments'))).items,
    pay: (chargesysid) =>
      answer(api.POST('/__sandbox/payments/{chargesysid}/pay', { params: { path: { chargesysid } } })),
    registrations: async () => (await answer(api.GET('/__sandbox/registrations'))).items,
  };
}
