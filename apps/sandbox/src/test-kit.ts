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

export interface Applicant {
  orgname: string;
  creditCode: string;
  unitType: string;
  areaCode: string;
  address: string;
  legalPerson: string;
  contactName: string;
  mobile: string;
  loginName: string;
  password: string;
}

let applicants = 0;

/** A company applying for an account, with a credit code, mobile and login no other test uses. */
export function applicant(): Applicant {
  applicants += 1;
  const tail = String(Date.now() % 1e6).padStart(6, '0') + String(applicants);
  return {
    orgname: `宁波测试机械有限公司${tail}`,
    creditCode: `913302${tail}`.padEnd(18, 'A').slice(0, 18),
    unitType: '1',
    areaCode: '330212',
    address: '宁波市鄞州区测试路 8 号',
    legalPerson: '刘永红',
    contactName: '孙伟',
    mobile: `139${tail.slice(-7).padStart(8, '6')}`.slice(0, 11),
    loginName: `reg${tail}`,
    password: 'Reg#2026pw',
  };
}

/**
 * Registers the applicant through the sandbox's own calls (its SMS code from the outbox, its
 * captcha): the registration's id and the SMS code that queries its result.
 */
export async function register(url: string, c: Client, a: Applicant): Promise<{ id: string; smsCode: string }> {
  const sent = await c.form(`/a/stone/common/smsAuthCode/${a.mobile}/1`);
  if (!sent.json.success) throw new Error(`短信验证码未发出：${JSON.stringify(sent.json)}`);
  const outbox = (await c.admin('GET', '/outbox')).json.messages as { mobile: string; code: string | null }[];
  const sms = outbox.find((m) => m.mobile === a.mobile && m.code)!;
  await c.get('/a/stone/common/validCode');
  const captcha = (await c.admin('GET', '/captcha')).json.code;
  const body = {
    ...a,
    password: des.encode(a.password),
    smsCode: sms.code,
    validateCode: captcha,
    licenseAttsysids: ['c1d2e3f4a5b64c7d8e9fa0b1c2d3e4f5'],
    authLetterAttsysids: ['d2e3f4a5b6c74d8e9fa0b1c2d3e4f5a6'],
  };
  const res = await fetch(`${url}/a/stone/common/account/apply?__ajax=json`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-sandbox-tenant': c.tenant, cookie: c.cookie },
    body: JSON.stringify(body),
  });
  const json = await res.json();
  if (res.status !== 200 || !json.success) throw new Error(`注册申请未受理：${JSON.stringify(json)}`);
  return { id: json.data, smsCode: sms.code! };
}

/** A company registered in the tenant, approved by admin01 and signed in. */
export async function approvedCompany(url: string, tenant: string): Promise<{ client: Client; applicant: Applicant }> {
  const a = applicant();
  const { id } = await register(url, client(url, tenant), a);
  const admin = client(url, tenant);
  await admin.login('admin01');
  const approved = await admin.form('/a/stone/account/audit', { id, opinion: '材料齐全' });
  if (!approved.json.success) throw new Error(`审核未通过：${JSON.stringify(approved.json)}`);
  const c = client(url, tenant);
  const login = await c.login(a.loginName, a.password);
  if (!login.success) throw new Error(`新账号未能登录：${JSON.stringify(login)}`);
  return { client: c, applicant: a };
}
