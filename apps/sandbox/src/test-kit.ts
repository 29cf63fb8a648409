// Helpers for the sandbox's own tests: a server on a free port with its own data folder, a form
// call, and a signed-in session of a demo account.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { des } from '../../../packages/sdk/src/cipher.ts';
import { startSandbox, type Sandbox, type SandboxOptions } from './server.ts';

export interface Running {
  sandbox: Sandbox;
  url: string;
  dir: string;
  stop(): Promise<void>;
}

export async function runSandbox(
  opts: SandboxOptions = {},
  dir = mkdtempSync(join(tmpdir(), 'sandbox-test-')),
): Promise<Running> {
  const sandbox = await startSandbox({ port: 0, dataDir: dir, strict: true, log: () => {}, ...opts });
  return {
    sandbox,
    url: sandbox.url,
    dir,
    stop: async () => {
      await sandbox.close();
    },
  };
}

export function cleanup(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

/**
 * A sandbox of the calling test file's own: started before its tests, stopped and its folder removed
 * after them (call at the top of the file). What it returns reads the running one.
 */
export function sandboxForFile(opts: SandboxOptions = {}): Running {
  let running: Running | undefined;
  beforeAll(async () => {
    running = await runSandbox(opts);
  });
  afterAll(async () => {
    if (!running) return;
    await running.stop();
    cleanup(running.dir);
  });
  const now = () => {
    if (!running) throw new Error('the sandbox starts before the tests: use it inside a test or a hook');
    return running;
  };
  return {
    get sandbox() {
      return now().sandbox;
    },
    get url() {
      return now().url;
    },
    get dir() {
      return now().dir;
    },
    stop: () => now().stop(),
  };
}

export interface Client {
  tenant: string;
  sid: string | null;
  cookie: string;
  form(
    path: string,
    body?: Record<string, unknown>,
    opts?: { query?: Record<string, string>; headers?: Record<string, string> },
  ): Promise<{ status: number; json: any; headers: Headers }>;
  get(
    path: string,
    query?: Record<string, string>,
    headers?: Record<string, string>,
  ): Promise<{ status: number; json: any; headers: Headers; bytes: Buffer }>;
  admin(method: string, path: string, body?: unknown): Promise<{ status: number; json: any; headers: Headers }>;
  login(loginName: string, password?: string): Promise<any>;
}

export function client(url: string, tenant = `t${Math.random().toString(36).slice(2, 10)}`): Client {
  const c: Client = {
    tenant,
    sid: null,
    cookie: '',
    async form(path, body = {}, opts = {}) {
      const q = new URLSearchParams({
        __ajax: 'json',
        ...(c.sid ? { __sid: c.sid, __extend: 'x' } : {}),
        ...(opts.query ?? {}),
      });
      const form = new URLSearchParams();
      for (const [k, v] of Object.entries(body)) {
        if (Array.isArray(v)) for (const x of v) form.append(k, String(x));
        else if (v !== undefined && v !== null) form.append(k, String(v));
      }
      const res = await fetch(`${url}${path}?${q}`, {
        method: 'POST',
        body: form,
        headers: { 'x-sandbox-tenant': tenant, cookie: c.cookie, ...(opts.headers ?? {}) },
      });
      const text = await res.text();
      return { status: res.status, json: text ? JSON.parse(text) : null, headers: res.headers };
    },
    async get(path, query = {}, headers = {}) {
      const q = new URLSearchParams({ ...(c.sid ? { __sid: c.sid, __extend: 'x' } : {}), ...query });
      const res = await fetch(`${url}${path}?${q}`, {
        headers: { 'x-sandbox-tenant': tenant, cookie: c.cookie, ...headers },
      });
      const bytes = Buffer.from(await res.arrayBuffer());
      let json: unknown = null;
      if (String(res.headers.get('content-type')).includes('json')) json = JSON.parse(bytes.toString('utf8'));
      const setCookie = res.headers.get('set-cookie');
      if (setCookie) c.cookie = setCookie.split(';')[0]!;
      return { status: res.status, json, headers: res.headers, bytes };
    },
    async admin(method, path, body) {
      const res = await fetch(`${url}/__sandbox${path}`, {
        method,
        headers: { 'x-sandbox-tenant': tenant, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      return { status: res.status, json: text ? JSON.parse(text) : null, headers: res.headers };
    },
    async login(loginName, password = 'Tzsb@2026') {
      await c.get('/a/stone/common/validCode');
      const { json: cap } = await c.admin('GET', '/captcha');
      const r = await c.form('/a/login', {
        username: des.encode(loginName),
        password: des.encode(password),
        validateCode: cap.code,
      });
      if (r.json?.data?.sessionid) c.sid = r.json.data.sessionid;
      return r.json;
    },
  };
  return c;
}
