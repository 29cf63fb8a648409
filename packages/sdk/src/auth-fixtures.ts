// Fixtures of the auth tests: a small fake platform behind an injected fetch, and a signed-in one.
import { vi, type Mock } from 'vitest';
import { createAuth, type Auth } from './auth';
import { createTzsbClient, type TzsbClient } from './client';
import type { ApiError } from './errors';
import { Session, memoryStore, type Role, type User } from './session';

export const BASE = 'http://127.0.0.1:4010';
export const ENT: Role = {
  id: 'r-ent',
  name: '使用单位管理员',
  roleType: 'ent',
  menuIdList: ['home', 'equipment', 'account'],
};
export const MAINT: Role = {
  id: 'r-maint',
  name: '维保单位用户',
  roleType: 'maint',
  menuIdList: ['home', 'equipment', 'company-service:weibao'],
};
export const USER: User = {
  id: 'u1',
  loginName: 'nbyjzy',
  name: '陈建国',
  mobile: '13857412368',
  phone: '0574-87351260',
  idCard: null,
  roleList: [ENT, MAINT],
};

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json;charset=UTF-8' } });

export type Handler = (request: Request, body: URLSearchParams) => Response | Promise<Response>;

/** A small fake platform behind an injected fetch: one handler per `METHOD /path`, every request recorded. */
export interface FakePlatform {
  calls: { key: string; url: URL; body: URLSearchParams; contentType: string | null }[];
  session: Session;
  client: TzsbClient;
  onApiError: Mock<(error: ApiError) => void>;
  count(key: string): number;
  auth: Auth;
}

export function platform(overrides: Record<string, Handler> = {}): FakePlatform {
  const handlers: Record<string, Handler> = {
    'POST /a/login': () =>
      json({
        success: true,
        result: 'true',
        message: '登录成功！',
        data: { sessionid: 'sid-1', extendSessionId: 'ext-1' },
      }),
    'GET /a/stone/user/info': () => json({ success: true, data: { user: USER, roleList: [ENT, MAINT] } }),
    'POST /a/stone/user/changeRole': () => json({ success: true, data: null }),
    'GET /a/stone/user/unit': () => json({ success: true, data: { id: 'unit-1', orgname: '宁波甬江置业有限公司' } }),
    'POST /a/stone/user/updateInfo': () => json({ success: true, data: null }),
    'POST /a/stone/user/updatePwd': () => json({ result: 'true', message: '修改密码成功' }),
    'GET /a/logout': () => json({ result: 'true', message: '退出成功' }),
    ...overrides,
  };
  const calls: { key: string; url: URL; body: URLSearchParams; contentType: string | null }[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const key = `${request.method} ${url.pathname}`;
    const body = new URLSearchParams(request.method === 'GET' ? '' : await request.clone().text());
    calls.push({ key, url, body, contentType: request.headers.get('content-type') });
    const handler = handlers[key];
    if (!handler) return new Response('not found', { status: 404 });
    return handler(request, body);
  };
  const session = new Session(memoryStore());
  const onApiError = vi.fn<(error: ApiError) => void>();
  const client = createTzsbClient({ baseUrl: BASE, fetch, session, onApiError });
  const count = (key: string) => calls.filter((c) => c.key === key).length;
  return { calls, session, client, onApiError, count, auth: createAuth({ client, session }) };
}

export async function loggedIn(overrides: Record<string, Handler> = {}): Promise<FakePlatform> {
  const p = platform(overrides);
  await p.auth.login({ username: 'nbyjzy', password: 'Nb@2026yj' });
  p.calls.length = 0;
  return p;
}
