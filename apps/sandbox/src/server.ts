// The sandbox's HTTP server: every request of the product contract goes through one pipeline —
// tenant, operation, armed faults and `Prefer`, request check (Prism's 422), session, handler (state
// or the contract's example), answer check (a 500 naming the operation and path under
// SANDBOX_STRICT=1), journal. `/__sandbox/` is the admin API and the console.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { join, resolve } from 'node:path';
import { Contract, locateContract, type Operation, type Violation } from './contract.ts';
import {
  type Answer,
  type Call,
  type Handler,
  Refusal,
  refusalAnswer,
  type UploadedFile,
  shanghaiDay,
  stamp,
} from './engine/core.ts';
import { Tenants, type Tenant } from './tenants.ts';
import { buildSeed } from './seed/build.ts';
import { allHandlers } from './resources/index.ts';
import { exampleHandler } from './engine/examples.ts';
import { handleAdmin } from './admin/routes.ts';
import { TENANT_NAME } from './store.ts';
import { sessionOf, touchSession, SESSION_HEADER } from './resources/session.ts';

export interface SandboxOptions {
  port?: number;
  host?: string;
  /** Where tenant files live (default `.sandbox/` in the working directory, or SANDBOX_DATA). */
  dataDir?: string;
  /** A violation in an answer is a 500 (default SANDBOX_STRICT=1). */
  strict?: boolean;
  /** Token that opens the admin API to other hosts than loopback (SANDBOX_ADMIN_TOKEN). */
  adminToken?: string;
  /** Idle minutes of tenant time before a session ends (SANDBOX_SESSION_MINUTES, default 30). */
  sessionMinutes?: number;
  /** Equipment in the seed beyond the contract's examples (`--seed-scale`). */
  seedScale?: number;
  /** Largest request body accepted, in bytes (default 10 MB). */
  maxBodyBytes?: number;
  log?: (line: string) => void;
}

export interface Sandbox {
  url: string;
  port: number;
  server: Server;
  app: SandboxApp;
  close(): Promise<void>;
}

export interface SandboxApp {
  contract: Contract;
  tenants: Tenants;
  handlers: Map<string, Handler>;
  options: Required<Omit<SandboxOptions, 'adminToken' | 'log'>> & { adminToken?: string };
  counts: { total: number; stateful: number; exampleBacked: number };
  /** Answers that broke the contract since the server started, whatever the tenant or its resets. */
  breaches: { count: number; recent: Breach[] };
  log: (line: string) => void;
  journal(tenant: Tenant, entry: JournalEntry): void;
}

export interface Breach {
  at: string;
  tenant: string;
  operationId: string;
  method: string;
  path: string;
  violations: string[];
}

/** How many of the latest breaches the status keeps. */
const RECENT_BREACHES = 20;

export interface JournalEntry {
  method: string;
  path: string;
  operationId: string | null;
  query: Record<string, unknown>;
  body: unknown;
  status: number;
  ms: number;
  source: string;
  violations: Violation[];
}

const JSON_TYPE = 'application/json; charset=utf-8';
const MASKED = /pass(word)?|pwd|oldPassword|newPassword|checkPassword/i;

export function mask(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(mask);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([k, v]) => [
        k,
        MASKED.test(k) && v !== '' && v !== null ? '******' : mask(v),
      ]),
    );
  }
  return value;
}

export function createApp(opts: SandboxOptions = {}): SandboxApp {
  const dataDir = resolve(opts.dataDir ?? process.env.SANDBOX_DATA ?? '.sandbox');
  const options = {
    port: opts.port ?? Number(process.env.SANDBOX_PORT ?? 4020),
    host: opts.host ?? process.env.SANDBOX_HOST ?? '127.0.0.1',
    dataDir,
    strict: opts.strict ?? process.env.SANDBOX_STRICT !== '0',
    adminToken: opts.adminToken ?? process.env.SANDBOX_ADMIN_TOKEN,
    sessionMinutes: opts.sessionMinutes ?? Number(process.env.SANDBOX_SESSION_MINUTES ?? 30),
    seedScale: opts.seedScale ?? Number(process.env.SANDBOX_SEED_SCALE ?? 0),
    maxBodyBytes: opts.maxBodyBytes ?? 10 * 1024 * 1024,
  };
  const log = opts.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  const contract = Contract.load(locateContract(join(dataDir, 'cache')));
  const handlers = allHandlers(contract);
  // The seed's dates are relative to the day it is made for: a tenant made or reset after midnight
  // (in Shanghai) gets the new day's seed, so "超期 130 天" stays true on a server left running.
  let seed: { day: string; file: string } | null = null;
  const seedFile = () => {
    const day = shanghaiDay(new Date());
    if (seed?.day !== day)
      seed = { day, file: buildSeed({ contract, dir: join(dataDir, 'cache'), scale: options.seedScale, today: day }) };
    return seed.file;
  };
  const tenants = new Tenants(dataDir, seedFile);
  const stateful = contract.operations.filter((o) => handlers.has(o.operationId)).length;
  return {
    contract,
    tenants,
    handlers,
    options,
    counts: { total: contract.operations.length, stateful, exampleBacked: contract.operations.length - stateful },
    breaches: { count: 0, recent: [] },
    log,
    journal(tenant, e) {
      tenant.store
        .stmt(
          'INSERT INTO journal (at, method, path, operation_id, query, body, status, ms, source, violations) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
        )
        .run(
          stamp(tenant.now()),
          e.method,
          e.path,
          e.operationId,
          JSON.stringify(mask(e.query)),
          e.body === undefined ? null : JSON.stringify(mask(e.body)),
          e.status,
          Math.round(e.ms * 10) / 10,
          e.source,
          JSON.stringify(e.violations),
        );
    },
  };
}

export async function startSandbox(opts: SandboxOptions = {}): Promise<Sandbox> {
  const app = createApp(opts);
  const sockets = new Set<Socket>();
  const server = createServer((req, res) => {
    handle(app, req, res).catch((e: unknown) => {
      app.log(`沙箱内部错误：${(e as Error)?.stack ?? e}`);
      if (!res.headersSent)
        send(res, 500, { success: false, errorMsg: `模拟服务内部错误：${(e as Error)?.message ?? e}` });
      else res.end();
    });
  });
  // Idle connections stay open longer than a client keeps them (Node's own default is 5 s): a client
  // reusing a connection the server is closing at that moment sees its request fail unanswered.
  server.keepAliveTimeout = 65_000;
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  server.on('clientError', (_e, socket) => {
    if (socket.writable)
      socket.end('HTTP/1.1 400 Bad Request\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n请求格式错误');
  });
  await new Promise<void>((ok, fail) => {
    server.once('error', fail);
    server.listen(app.options.port, app.options.host, () => ok());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : app.options.port;
  return {
    url: `http://${app.options.host}:${port}`,
    port,
    server,
    app,
    close: () =>
      new Promise<void>((ok) => {
        for (const s of sockets) s.destroy();
        server.close(() => {
          app.tenants.closeAll();
          ok();
        });
      }),
  };
}

export function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const buf = Buffer.from(JSON.stringify(body));
  res.writeHead(status, {
    'content-type': JSON_TYPE,
    'content-length': String(buf.length),
    'cache-control': 'no-store',
    ...headers,
  });
  res.end(buf);
}

function cookies(req: IncomingMessage): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of String(req.headers.cookie ?? '').split(';')) {
    const i = part.indexOf('=');
    if (i > 0) out[part.slice(0, i).trim()] = decodeURIComponent(part.slice(i + 1).trim());
  }
  return out;
}

/**
 * The origin the browser sees: behind a proxy (the web server of `pnpm start`, nginx) the forwarded
 * host and scheme, so links the sandbox makes (the phone page's QR code) open where the pages are.
 */
function publicOrigin(req: IncomingMessage): string {
  const first = (v: string | string[] | undefined) =>
    String(Array.isArray(v) ? v[0] : (v ?? ''))
      .split(',')[0]!
      .trim();
  const host = first(req.headers['x-forwarded-host']) || first(req.headers.host) || '127.0.0.1';
  const proto = first(req.headers['x-forwarded-proto']) === 'https' ? 'https' : 'http';
  return `${proto}://${host}`;
}

/** `X-Sandbox-Tenant`, else the `sandbox_tenant` cookie, else the `tenant` query parameter (the link a
 * phone opens carries no header or cookie), else `demo`. */
export function tenantName(req: IncomingMessage, url?: URL): string | null {
  const name =
    String(req.headers['x-sandbox-tenant'] ?? '') ||
    cookies(req).sandbox_tenant ||
    url?.searchParams.get('tenant') ||
    'demo';
  return TENANT_NAME.test(name) ? name : null;
}

export function parsePrefer(header: unknown): { code?: string; example?: string; delay?: string } {
  const out: Record<string, string> = {};
  for (const part of String(header ?? '').split(/[,;]/)) {
    const [k, v] = part.split('=').map((s) => s?.trim());
    if (k && v) out[k] = v.replace(/^"|"$/g, '');
  }
  return out;
}

class BodyTooLarge extends Error {}

function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((ok, fail) => {
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > limit) {
      req.resume();
      fail(new BodyTooLarge());
      return;
    }
    const parts: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > limit) {
        req.removeAllListeners('data');
        req.resume();
        fail(new BodyTooLarge());
        return;
      }
      parts.push(c);
    });
    req.on('end', () => ok(Buffer.concat(parts)));
    req.on('error', fail);
  });
}

function formObject(params: URLSearchParams, op: Operation): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of params) {
    const arrayField = op.requestProperties[k]?.type === 'array';
    if (k in out) out[k] = ([] as unknown[]).concat(out[k], v);
    else out[k] = arrayField ? [v] : v;
  }
  return out;
}

async function parseBody(
  req: IncomingMessage,
  raw: Buffer,
  op: Operation,
  url: URL,
): Promise<{ body: unknown; media: string | null; files: UploadedFile[]; error?: string }> {
  const type = String(req.headers['content-type'] ?? '');
  const media = type ? type.split(';')[0]!.trim().toLowerCase() : null;
  if (!raw.length) return { body: undefined, media: null, files: [] };
  if (media === 'application/json') {
    try {
      return { body: JSON.parse(raw.toString('utf8')), media, files: [] };
    } catch {
      return { body: undefined, media, files: [], error: '请求体不是有效的 JSON' };
    }
  }
  if (media === 'application/x-www-form-urlencoded')
    return { body: formObject(new URLSearchParams(raw.toString('utf8')), op), media, files: [] };
  if (media === 'multipart/form-data') {
    try {
      const form = await new Request(url, {
        method: 'POST',
        headers: { 'content-type': type },
        body: new Uint8Array(raw),
      }).formData();
      const body: Record<string, unknown> = {};
      const files: UploadedFile[] = [];
      for (const [k, v] of form as unknown as Iterable<[string, string | File]>) {
        if (typeof v === 'string') body[k] = v;
        else {
          const bytes = Buffer.from(await v.arrayBuffer());
          files.push({ field: k, name: v.name || 'file', type: v.type || 'application/octet-stream', bytes });
          // The contract describes the part as a binary string.
          body[k] = `[${v.name}]`;
        }
      }
      return { body, media, files };
    } catch {
      return { body: undefined, media, files: [], error: 'multipart 请求体格式错误' };
    }
  }
  return { body: raw.toString('utf8'), media, files: [] };
}

function prismRefusal(violations: Violation[]) {
  return {
    type: 'https://stoplight.io/prism/errors#UNPROCESSABLE_ENTITY',
    title: 'Invalid request',
    status: 422,
    detail: `请求不符合契约：${violations.map((v) => `${v.location.join('.')} ${v.message}`).join('；')}`,
    validation: violations,
  };
}

function explainPrefer(app: SandboxApp, op: Operation, prefer: { code?: string; example?: string }) {
  const status = Number(prefer.code ?? 200);
  const found = prefer.example
    ? op.examples.find((e) => e.name === prefer.example && e.status === status)
    : (op.examples.find((e) => e.status === status) ??
      (op.responses.has(status)
        ? { name: '', status, mediaType: 'application/json', summary: '', value: undefined }
        : undefined));
  if (found) return { found };
  const named = op.examples.filter((e) => e.name);
  const list = named.map((e) => `${e.name}${e.status === 200 ? '' : `（${e.status}）`}`).join('、') || '无';
  const what = prefer.example
    ? `示例“${prefer.example}”${prefer.code ? `（状态码 ${prefer.code}）` : ''}`
    : `状态码 ${prefer.code} 的应答`;
  const elsewhere = prefer.example ? op.examples.filter((e) => e.name === prefer.example && e.status !== status) : [];
  const hint = elsewhere.length
    ? `；“${prefer.example}”是状态码 ${elsewhere.map((e) => e.status).join('、')} 的示例`
    : '';
  const message = `模拟服务没有${what}：${op.operationId}（${op.method} ${op.path}）的命名示例有 ${list}${hint}`;
  void app;
  return {
    refusal: {
      success: false,
      result: 'false',
      errorMsg: message,
      message,
      operationId: op.operationId,
      examples: op.examples.filter((e) => e.name).map((e) => ({ name: e.name, status: e.status, summary: e.summary })),
    },
  };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function handle(app: SandboxApp, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const started = performance.now();
  const url = new URL(req.url ?? '/', 'http://sandbox');
  const method = String(req.method ?? 'GET').toUpperCase();
  if (method === 'OPTIONS') {
    res.writeHead(204, {
      'access-control-allow-origin': String(req.headers.origin ?? '*'),
      'access-control-allow-credentials': 'true',
      'access-control-allow-headers': '*',
      'access-control-allow-methods': 'GET, POST, DELETE, OPTIONS',
    });
    res.end();
    return;
  }
  const name = tenantName(req, url);
  if (!name) {
    send(res, 400, { success: false, errorMsg: '租户名只能由字母、数字、下划线和连字符组成（至多 64 个字符）' });
    return;
  }
  const tenant = app.tenants.get(name);
  const baseHeaders = (): Record<string, string> => ({
    'x-sandbox-now': tenant.now().toISOString(),
    date: tenant.now().toUTCString(),
    'x-sandbox-tenant': tenant.name,
  });

  if (url.pathname === '/__sandbox' || url.pathname.startsWith('/__sandbox/')) {
    await handleAdmin(app, tenant, req, res, url, baseHeaders());
    return;
  }

  const matched = app.contract.match(method, url.pathname);
  const query: Record<string, unknown> = {};
  for (const [k, v] of url.searchParams) query[k] = k in query ? ([] as unknown[]).concat(query[k], v) : v;
  const finish = (
    status: number,
    body: unknown,
    source: string,
    extra: {
      headers?: Record<string, string>;
      violations?: Violation[];
      bytes?: Buffer;
      type?: string;
      requestBody?: unknown;
    } = {},
  ) => {
    const headers = { ...baseHeaders(), 'x-sandbox-source': source, ...(extra.headers ?? {}) };
    if (extra.bytes) {
      res.writeHead(status, {
        'content-type': extra.type ?? 'application/octet-stream',
        'content-length': String(extra.bytes.length),
        'cache-control': 'no-store',
        ...headers,
      });
      res.end(extra.bytes);
    } else send(res, status, body, headers);
    app.journal(tenant, {
      method,
      path: url.pathname,
      operationId: matched?.op.operationId ?? null,
      query,
      body: extra.requestBody,
      status,
      ms: performance.now() - started,
      source,
      violations: extra.violations ?? [],
    });
  };

  if (!matched) {
    req.resume();
    const others = app.contract.methodsAt(url.pathname);
    if (others.length)
      finish(
        405,
        { success: false, errorMsg: `${url.pathname} 不支持 ${method}，请用 ${others.join('、')}` },
        'refused',
        { headers: { allow: others.join(', ') } },
      );
    else finish(404, { success: false, errorMsg: `接口不存在：${method} ${url.pathname}` }, 'refused');
    return;
  }
  const { op, pathValues } = matched;

  // Armed faults and latency come first: they stand for the network and the server's health.
  const prefer = parsePrefer(req.headers.prefer);
  const fault = tenant.faults.find((f) => !f.operationId || f.operationId === op.operationId);
  if (fault && fault.remaining !== null) {
    fault.remaining -= 1;
    if (fault.remaining <= 0) tenant.faults.splice(tenant.faults.indexOf(fault), 1);
  }
  const delay = Math.max(Number(prefer.delay ?? 0) || 0, fault?.latencyMs ?? 0);
  if (delay > 0) await sleep(Math.min(delay, 120_000));
  if (fault?.network === 'reset') {
    req.socket.destroy();
    app.journal(tenant, {
      method,
      path: url.pathname,
      operationId: op.operationId,
      query,
      body: undefined,
      status: 0,
      ms: performance.now() - started,
      source: 'fault',
      violations: [],
    });
    return;
  }
  if (fault?.network === 'hang') {
    app.journal(tenant, {
      method,
      path: url.pathname,
      operationId: op.operationId,
      query,
      body: undefined,
      status: 0,
      ms: 0,
      source: 'fault',
      violations: [],
    });
    // Never answered: the client's own timeout ends it (or the server closing).
    return;
  }

  let raw: Buffer;
  try {
    raw = await readBody(req, app.options.maxBodyBytes);
  } catch (e) {
    if (e instanceof BodyTooLarge) {
      finish(
        413,
        {
          success: false,
          errorMsg: `请求体超过 ${Math.round(app.options.maxBodyBytes / 1024 / 1024)} MB 上限，请压缩文件或分批上传`,
          message: '文件过大',
        },
        'refused',
      );
      return;
    }
    throw e;
  }
  const parsed = await parseBody(req, raw, op, url);
  if (parsed.error) {
    finish(400, { success: false, errorMsg: parsed.error }, 'refused');
    return;
  }
  const requestBody = parsed.files.length
    ? {
        ...(parsed.body as object),
        files: parsed.files.map((f) => ({ name: f.name, type: f.type, size: f.bytes.length })),
      }
    : parsed.body;

  const violations = app.contract.checkRequest(op, { query, path: pathValues, body: parsed.body, media: parsed.media });
  if (violations.length) {
    finish(422, prismRefusal(violations), 'refused', {
      requestBody,
      violations,
      headers: { 'content-type': 'application/problem+json' },
    });
    return;
  }

  if (fault?.status) {
    const ex = fault.example
      ? app.contract.example(op, fault.example, fault.status)
      : op.examples.find((e) => e.status === fault.status);
    const body = ex?.value ?? { success: false, errorMsg: `模拟故障：HTTP ${fault.status}` };
    finish(fault.status, body, 'fault', {
      requestBody,
      headers: fault.status === 429 || fault.status === 503 ? { 'retry-after': '1' } : {},
    });
    return;
  }
  if (prefer.code || prefer.example) {
    const { found, refusal } = explainPrefer(app, op, prefer);
    if (refusal) {
      finish(404, refusal, 'refused', { requestBody });
      return;
    }
    const ex = found!;
    if (ex.mediaType.includes('json') || ex.value === undefined)
      finish(ex.status, ex.value ?? { success: false, errorMsg: `HTTP ${ex.status}` }, 'prefer', { requestBody });
    else finish(ex.status, null, 'prefer', { requestBody, bytes: Buffer.from(String(ex.value)), type: ex.mediaType });
    return;
  }

  const sid = typeof query.__sid === 'string' ? query.__sid : null;
  const session = sid ? sessionOf(app, tenant, sid) : null;
  if (op.secured && !session) {
    const ex = app.contract.example(op, 'sessionTimeout', 401);
    finish(401, ex?.value ?? { result: 'login', message: '未登录或登录超时。请重新登录，谢谢！' }, 'state', {
      requestBody,
    });
    return;
  }
  // JeeSite's `__notUpdateSession=true` (a poll, such as the message bell's): the call is not the
  // user's activity, so the session's idle time goes on, and the answer says what is left of it.
  const notActivity = query.__notUpdateSession === true || query.__notUpdateSession === 'true';
  if (session && !notActivity) touchSession(tenant, session.sid);

  const call: Call = {
    // A company's account reads and writes its own company's records only; an account of no
    // company (the platform administrator) and a call without a session see the whole tenant.
    tenant: tenant.as(session?.user.unitId ?? undefined),
    contract: app.contract,
    op,
    input: {
      ...query,
      ...pathValues,
      ...(parsed.body && typeof parsed.body === 'object' ? (parsed.body as object) : {}),
    },
    query,
    pathValues,
    body: parsed.body,
    files: parsed.files,
    user: session?.user ?? null,
    sid: session?.sid ?? null,
    origin: publicOrigin(req),
    req,
  };
  const handler = app.handlers.get(op.operationId) ?? exampleHandler;
  let answer: Answer;
  try {
    answer = await handler(call);
  } catch (e) {
    if (e instanceof Refusal) answer = refusalAnswer(call, e);
    else throw e;
  }
  const status = answer.status ?? 200;
  const media = answer.bytes ? (answer.type ?? 'application/octet-stream') : 'application/json';
  const answerViolations = app.contract.checkAnswer(op, status, media, answer.json);
  const headers: Record<string, string> = { ...(answer.headers ?? {}) };
  if (session || (answer.headers && SESSION_HEADER in answer.headers))
    headers[SESSION_HEADER] = String(
      session && notActivity
        ? Math.max(1, Math.round(app.options.sessionMinutes * 60 - (tenant.now().getTime() - session.lastSeen) / 1000))
        : app.options.sessionMinutes * 60,
    );
  if (answer.filename)
    headers['content-disposition'] = `attachment; filename*=UTF-8''${encodeURIComponent(answer.filename)}`;
  if (answerViolations.length) {
    const violations = answerViolations.map((v) => `${v.location.join('.')}: ${v.message}`);
    app.log(`应答不符合契约：${op.operationId}（${method} ${url.pathname}）${violations.join('；')}`);
    app.breaches.count++;
    app.breaches.recent.push({
      at: new Date().toISOString(),
      tenant: tenant.name,
      operationId: op.operationId,
      method,
      path: url.pathname,
      violations,
    });
    if (app.breaches.recent.length > RECENT_BREACHES) app.breaches.recent.shift();
    if (app.options.strict) {
      finish(
        500,
        {
          success: false,
          errorMsg: `模拟服务的应答不符合契约：${op.operationId} ${answerViolations.map((v) => `${v.location.join('.')} ${v.message}`).join('；')}`,
        },
        'refused',
        { requestBody, violations: answerViolations },
      );
      return;
    }
  }
  finish(status, answer.json, answer.source ?? 'state', {
    requestBody,
    headers,
    violations: answerViolations,
    bytes: answer.bytes,
    type: answer.type,
  });
}
