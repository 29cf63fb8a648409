import { describe, expect, it, vi } from 'vitest';
import {
  isRead,
  createBodyMiddleware,
  createSessionMiddleware,
  createTzsbClient,
  toFormData,
  toFormUrlEncoded,
  unwrap,
  type TzsbClientOptions,
} from './client';
import { ApiError, isApiError, isSessionError, TRANSPORT_MESSAGES } from './errors';
import { DEFAULT_FAILURE_MESSAGE } from './envelope';
import { MESSAGES } from './constants';
import { Session, memoryStore } from './session';

const BASE = 'https://tzsb.example.cn/stone';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json;charset=UTF-8' } });

/** A fetch of our own: records every request and answers with `answer` (never touches globalThis.fetch). */
function fakeFetch(answer: (request: Request) => Response | Promise<Response> = () => json({ success: true, data: null })) {
  const requests: Request[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    requests.push(request.clone());
    return answer(request);
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, requests, mock: fetch };
}

function setup(answer?: (request: Request) => Response | Promise<Response>, options: Partial<TzsbClientOptions> = {}) {
  const f = fakeFetch(answer);
  const onApiError = vi.fn();
  // Retries keep their behaviour with waits of a few milliseconds (src/resilience.test.ts times them).
  const client = createTzsbClient({ baseUrl: BASE, fetch: f.fetch, onApiError, retry: { delay: 1, maxDelay: 4 }, ...options });
  return { client, onApiError, ...f };
}

const loggedIn = (token = 'sid-123', extend: string | null = 'ext-456') => {
  const session = new Session(memoryStore());
  session.setTokens(token, extend);
  return session;
};

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the call to reject');
}

const listEquipment = (client: ReturnType<typeof setup>['client'], headers?: Record<string, string>) =>
  client.POST('/a/stone/eqm/list', { params: { query: { __ajax: 'json' } }, body: { pageNo: 1, pageSize: 10 }, headers });

describe('createTzsbClient: the envelope', () => {
  const page = { count: 1, pageNo: 1, pageSize: 10, list: [{ oidno: 'OID1', eqpCode: '311033020020190123', equclacode: '3000', eqpName: '1号客梯' }] };

  it.each([
    ['success: true', { success: true, data: page }],
    ['isSuccess: true', { isSuccess: true, data: page }],
    ['result: true', { result: true, data: page }],
    ['result: "true"', { result: 'true', message: '操作成功', data: page }],
  ])('%s resolves with the envelope and unwrap gives data', async (_, envelope) => {
    const { client, onApiError } = setup(() => json(envelope));
    const { data, response } = await listEquipment(client);
    expect(response.status).toBe(200);
    expect(data).toEqual(envelope);
    await expect(unwrap(listEquipment(client))).resolves.toEqual(page);
    expect(onApiError).not.toHaveBeenCalled();
  });

  it('result "false" is a business error with the server message', async () => {
    const { client, onApiError } = setup(() => json({ success: false, result: 'false', message: '账号或密码错误，请重试', data: null }));
    const error = await rejection(listEquipment(client));
    expect(error).toMatchObject({ kind: 'business', message: '账号或密码错误，请重试', status: 200, operation: 'POST /a/stone/eqm/list' });
    expect(error.body).toEqual({ success: false, result: 'false', message: '账号或密码错误，请重试', data: null });
    expect(onApiError).toHaveBeenCalledTimes(1);
    expect(onApiError).toHaveBeenCalledWith(error);
  });

  it('result "login" is a session error apps can send to login', async () => {
    const { client, onApiError } = setup(() => json({ result: 'login', message: '未登录或登录超时。请重新登录，谢谢！' }));
    const error = await rejection(unwrap(listEquipment(client)));
    expect(error.kind).toBe('session');
    expect(error.message).toBe('未登录或登录超时。请重新登录，谢谢！');
    expect(isSessionError(error)).toBe(true);
    expect(onApiError).toHaveBeenCalledWith(error);
  });

  it('success false shows errorMsg', async () => {
    const { client } = setup(() => json({ success: false, errorMsg: '设备代码已存在' }));
    await expect(listEquipment(client)).rejects.toMatchObject({ kind: 'business', message: '设备代码已存在' });
  });

  it('isSuccess false shows errmsg', async () => {
    const { client } = setup(() => json({ isSuccess: false, errmsg: '二维码已过期，请重新扫码' }));
    await expect(listEquipment(client)).rejects.toMatchObject({ kind: 'business', message: '二维码已过期，请重新扫码' });
  });

  it('a failure without a message gets the default message', async () => {
    const { client } = setup(() => json({ success: false, data: null }));
    await expect(listEquipment(client)).rejects.toMatchObject({ kind: 'business', message: DEFAULT_FAILURE_MESSAGE });
  });

  it('a JSON answer that is not an envelope is a business error', async () => {
    const { client } = setup(() => new Response('{"list":[]}', { headers: { 'content-type': 'application/json' } }));
    await expect(listEquipment(client)).rejects.toMatchObject({ kind: 'business', message: DEFAULT_FAILURE_MESSAGE });
  });

  it('an empty JSON answer is a server failure', async () => {
    const { client } = setup(() => new Response('', { headers: { 'content-type': 'application/json' } }));
    await expect(listEquipment(client)).rejects.toMatchObject({ kind: 'http', message: MESSAGES.serverError });
  });
});

describe('createTzsbClient: HTTP and transport failures', () => {
  it('HTTP 401 is a session error with the server message', async () => {
    const { client, onApiError } = setup(() => json({ result: 'login', message: '未登录或登录超时。请重新登录，谢谢！' }, 401));
    const error = await rejection(listEquipment(client));
    expect(error).toMatchObject({ kind: 'session', status: 401, message: '未登录或登录超时。请重新登录，谢谢！' });
    expect(onApiError).toHaveBeenCalledTimes(1);
  });

  it('HTTP 401 without a body is a session error with the default message', async () => {
    const { client } = setup(() => new Response(null, { status: 401 }));
    await expect(listEquipment(client)).rejects.toMatchObject({ kind: 'session', status: 401, message: MESSAGES.sessionExpired });
  });

  it('HTTP 500 is an http error with the server\'s Chinese message', async () => {
    const { client, onApiError } = setup(() => new Response('<html>Internal Server Error</html>', { status: 500, headers: { 'content-type': 'text/html' } }));
    const error = await rejection(listEquipment(client));
    expect(error).toMatchObject({ kind: 'http', status: 500, message: MESSAGES.serverError, operation: 'POST /a/stone/eqm/list' });
    expect(error.message).toBe('服务器开小差了，请稍后再试');
    expect(onApiError).toHaveBeenCalledWith(error);
  });

  it('HTTP 500 with a failed envelope keeps the envelope\'s message', async () => {
    const { client } = setup(() => json({ success: false, errorMsg: '数据库连接超时' }, 500));
    await expect(listEquipment(client)).rejects.toMatchObject({ kind: 'http', status: 500, message: '数据库连接超时' });
  });

  it.each([
    [404, '请求的接口不存在（404）'],
    [403, '没有权限执行此操作（403）'],
    [400, '请求参数有误，请检查后重试（400）'],
    [422, '请求参数有误，请检查后重试（422）'],
    [502, MESSAGES.serverError],
    [418, '请求失败（418），请稍后再试'],
  ])('HTTP %i is an http error: %s', async (status, message) => {
    const { client } = setup(() => new Response('nope', { status }));
    await expect(listEquipment(client)).rejects.toMatchObject({ kind: 'http', status, message });
  });

  it('a 422 that lists refused fields names each with the contract\'s description', async () => {
    const validation = [
      { location: ['body', 'eqpVarietyCode'], severity: 'Error', code: 'pattern', message: 'Request body property eqpVarietyCode must match pattern "^\\d{4}$"' },
      { location: ['body'], severity: 'Error', code: 'required', message: "Request body must have required property 'pageSize'" },
      { location: ['query', '__ajax'], severity: 'Error', code: 'enum', message: 'Request query parameter __ajax must be equal to one of the allowed values: json' },
      { location: ['body', 'noSuchField'], severity: 'Error', code: 'type', message: 'must be string' },
    ];
    const { client, onApiError } = setup(() => json({ type: 'https://stoplight.io/prism/errors#UNPROCESSABLE_ENTITY', title: 'Invalid request', status: 422, validation }, 422));
    const error = await rejection(client.POST('/a/stone/eqm/list', { body: { pageNo: 1, eqpVarietyCode: '31' } }));
    expect(error).toMatchObject({ kind: 'http', status: 422 });
    expect(error.fields).toEqual([
      { in: 'body', name: 'eqpVarietyCode', description: '设备品种代码', problem: '格式不正确', code: 'pattern', detail: validation[0].message },
      { in: 'body', name: 'pageSize', description: '每页条数', problem: '不能为空', code: 'required', detail: validation[1].message },
      { in: 'query', name: '__ajax', description: '要求 JeeSite 以 JSON 返回', problem: '不是可选的值', code: 'enum', detail: validation[2].message },
      { in: 'body', name: 'noSuchField', description: undefined, problem: '类型不正确', code: 'type', detail: 'must be string' },
    ]);
    expect(error.message).toBe('请求参数有误：设备品种代码（eqpVarietyCode）格式不正确；每页条数（pageSize）不能为空；要求 JeeSite 以 JSON 返回（__ajax）不是可选的值；noSuchField 类型不正确');
    expect(onApiError).toHaveBeenCalledWith(error);
  });

  it('a transport failure (fetch throws) is a transport error with the spec\'s message', async () => {
    const cause = new TypeError('fetch failed');
    const { client, onApiError } = setup(() => { throw cause; });
    const error = await rejection(listEquipment(client));
    expect(error.kind).toBe('transport');
    expect(error.message).toBe(MESSAGES.serverError);
    expect(error.message).toBe('服务器开小差了，请稍后再试');
    expect(error.cause).toBe(cause);
    expect(error.status).toBeUndefined();
    expect(error.operation).toBe('POST /a/stone/eqm/list');
    expect(onApiError).toHaveBeenCalledTimes(1);
    expect(onApiError).toHaveBeenCalledWith(error);
  });

  it('an aborted call is a transport error too, saying it was cancelled', async () => {
    const controller = new AbortController();
    const { client, mock } = setup((request) => new Promise((_, fail) => {
      request.signal.addEventListener('abort', () => fail(request.signal.reason));
      controller.abort(); // the user leaves the page while the call is under way
    }));
    const call = client.GET('/a/stone/user/info', { signal: controller.signal });
    await expect(call).rejects.toMatchObject({ kind: 'transport', transport: 'aborted', message: TRANSPORT_MESSAGES.aborted, retryable: false });
    // Cancelled by the caller: never tried again.
    expect(mock).toHaveBeenCalledTimes(1);
  });

  it('an onApiError that throws does not change the error', async () => {
    const { client } = setup(() => json({ success: false, errorMsg: '不允许' }), { onApiError: () => { throw new Error('logger broke'); } });
    await expect(listEquipment(client)).rejects.toMatchObject({ kind: 'business', message: '不允许' });
  });

  it('a 200 answer that is not JSON (a login page, a proxy page) is an http ApiError, not a SyntaxError', async () => {
    const { client, onApiError } = setup(() => new Response('<html>请登录</html>', { status: 200, headers: { 'content-type': 'text/html' } }));
    const error = await rejection(listEquipment(client));
    expect(error).toMatchObject({ kind: 'http', status: 200, message: MESSAGES.serverError, operation: 'POST /a/stone/eqm/list' });
    expect(onApiError).toHaveBeenCalledWith(error);
  });

  it('a JSON answer cut short is the server-failure message of spec 8, not a business failure', async () => {
    const { client, onApiError } = setup(() => new Response('{"success":true,"data":{"list":[{"oi', { status: 200, headers: { 'content-type': 'application/json' } }));
    const error = await rejection(listEquipment(client));
    expect(error).toMatchObject({ kind: 'http', status: 200, message: MESSAGES.serverError, operation: 'POST /a/stone/eqm/list' });
    expect(onApiError).toHaveBeenCalledWith(error);
  });

  it('works without onApiError', async () => {
    const { fetch } = fakeFetch(() => json({ success: false, errorMsg: '不允许' }));
    const client = createTzsbClient({ baseUrl: BASE, fetch });
    await expect(listEquipment(client)).rejects.toSatisfy(isApiError);
  });
});

describe('createTzsbClient: the session middleware', () => {
  it('appends __sid and __extend to every request', async () => {
    const { client, requests } = setup(undefined, { session: loggedIn() });
    await client.GET('/a/stone/user/info', { params: { query: { __ajax: 'json' } } });
    await listEquipment(client);
    await client.GET('/a/stone/common/validCode', { parseAs: 'blob' });
    expect(requests).toHaveLength(3);
    for (const request of requests) {
      const url = new URL(request.url);
      expect(url.searchParams.get('__sid')).toBe('sid-123');
      expect(url.searchParams.get('__extend')).toBe('ext-456');
    }
    const info = new URL(requests[0].url);
    expect(info.origin + info.pathname).toBe(`${BASE}/a/stone/user/info`);
    expect(info.searchParams.get('__ajax')).toBe('json');
  });

  it('keeps the body and method of a request it rewrites', async () => {
    const { client, requests } = setup(undefined, { session: loggedIn() });
    await client.POST('/a/stone/user/updateInfo', { body: { name: '陈建国', mobile: '13857412368' } });
    expect(requests[0].method).toBe('POST');
    expect(requests[0].headers.get('content-type')).toMatch(/^application\/x-www-form-urlencoded/);
    expect(await requests[0].text()).toBe('name=%E9%99%88%E5%BB%BA%E5%9B%BD&mobile=13857412368');
  });

  it('reads the tokens at each call, so login and logout apply to the next request', async () => {
    const session = new Session(memoryStore());
    const { client, requests } = setup(undefined, { session });
    await client.GET('/a/stone/user/unit');
    session.setTokens('first', 'ext-1');
    await client.GET('/a/stone/user/unit');
    session.setTokens('second', null);
    await client.GET('/a/stone/user/unit');
    session.clear();
    await client.GET('/a/stone/user/unit');
    const params = requests.map((r) => new URL(r.url).searchParams);
    expect(params.map((p) => [p.get('__sid'), p.get('__extend')])).toEqual([
      [null, null],
      ['first', 'ext-1'],
      ['second', null],
      [null, null],
    ]);
  });

  it('adds nothing when logged out or without a session', async () => {
    const a = setup(undefined, { session: new Session(memoryStore()) });
    await a.client.GET('/a/stone/user/unit');
    const b = setup();
    await b.client.GET('/a/stone/user/unit');
    for (const request of [...a.requests, ...b.requests]) {
      expect(request.url).toBe(`${BASE}/a/stone/user/unit?__ajax=json`);
    }
  });

  it("keeps a caller's own query serializer for its parameters, and adds the platform's", async () => {
    const { client, requests } = setup(undefined, { session: loggedIn() });
    await client.GET('/a/stone/user/info', { params: { query: { ids: ['a', 'b'] } as never }, querySerializer: { array: { style: 'form', explode: false } } });
    await client.GET('/a/stone/user/info', { params: { query: { q: 'x' } as never }, querySerializer: () => 'custom=1' });
    expect(new URL(requests[0].url).search).toBe('?ids=a,b&__ajax=json&__sid=sid-123&__extend=ext-456');
    expect(new URL(requests[1].url).search).toBe('?custom=1&__ajax=json&__sid=sid-123&__extend=ext-456');
  });

  it('replaces a __sid the caller passed', async () => {
    const { client, requests } = setup(undefined, { session: loggedIn('real') });
    await client.GET('/a/stone/common/attachment/qrcode', { params: { query: { attrefsysid: 'x' } as never }, parseAs: 'blob' });
    expect(new URL(requests[0].url).searchParams.getAll('__sid')).toEqual(['real']);
  });

  it('keeps the body where Request.body is missing (Firefox) instead of streaming it', async () => {
    const middleware = createSessionMiddleware(loggedIn());
    const request = new Request(`${BASE}/a/stone/user/updatePwd`, {
      method: 'POST',
      body: 'oldPassword=a&newPassword=b',
      headers: { 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8' },
    });
    Object.defineProperty(request, 'body', { value: undefined });
    const out = await middleware.onRequest!({ request, schemaPath: '/a/stone/user/updatePwd', params: {}, options: {} as never, id: '1' });
    expect(out).toBeInstanceOf(Request);
    const rewritten = out as Request;
    expect(new URL(rewritten.url).searchParams.get('__sid')).toBe('sid-123');
    expect(rewritten.method).toBe('POST');
    expect(rewritten.headers.get('content-type')).toBe('application/x-www-form-urlencoded;charset=UTF-8');
    expect(await rewritten.text()).toBe('oldPassword=a&newPassword=b');
  });
});

describe('isRead: what the client retries by itself', () => {
  it('follows the contract\'s x-idempotent, GETs being reads unless marked otherwise', () => {
    expect(isRead('GET /a/stone/user/info')).toBe(true);
    expect(isRead('GET /a/logout')).toBe(false);
    expect(isRead('POST /a/stone/eqm/list')).toBe(true);
    expect(isRead('POST /a/stone/eqm/addEqm')).toBe(false);
    expect(isRead('POST /a/stone/appOnline/toPay/{a}/{b}')).toBe(false);
    // Named like a read but a write, and reads named otherwise.
    expect(isRead('POST /a/stone/common/checkSmsAuthCode')).toBe(false);
    expect(isRead('POST /a/stone/common/passwordRestApplyCheck')).toBe(true);
    expect(isRead('POST /a/stone/common/ogmUnitRegistCheck/{a}/{b}/{c}')).toBe(true);
  });
});

describe('createTzsbClient: __ajax=json', () => {
  const ajaxOf = async (call: (c: ReturnType<typeof setup>['client']) => Promise<unknown>) => {
    const { client, requests } = setup(() => new Response(new Uint8Array([1]), { headers: { 'content-type': 'application/json' } }));
    await call(client).catch(() => undefined);
    return new URL(requests[0].url).searchParams.getAll('__ajax');
  };

  it('is added to the calls that declare it (JeeSite answers a page otherwise), once', async () => {
    expect(await ajaxOf((c) => c.GET('/a/stone/user/unit'))).toEqual(['json']);
    expect(await ajaxOf((c) => c.POST('/a/stone/eqm/list', { body: { pageNo: 1 } }))).toEqual(['json']);
    expect(await ajaxOf((c) => c.GET('/a/stone/user/info', { params: { query: { __ajax: 'json' } } }))).toEqual(['json']);
    // The few /api/ calls of JeeSite modules declare it too.
    expect(await ajaxOf((c) => c.POST('/api/epbrmogmmaibasic/list', { body: { pageNo: 1 } }))).toEqual(['json']);
  });

  it('is not added where the contract does not declare it (files, the charge service)', async () => {
    expect(await ajaxOf((c) => c.GET('/a/stone/common/validCode', { parseAs: 'blob' }))).toEqual([]);
    expect(await ajaxOf((c) => c.GET('/a/stone/common/attachment/download/{attsysid}', { params: { path: { attsysid: 'f8c6' } }, parseAs: 'blob' }))).toEqual([]);
    expect(await ajaxOf((c) => c.POST('/api/chamain/charge/list', { body: { pageNo: 1 } }))).toEqual([]);
  });
});

describe('createTzsbClient: request bodies', () => {
  it('hands fetch the request as it builds it: no body is read back first (in a browser each read waits for its next task, behind the page rendering meanwhile)', async () => {
    const reads = (['text', 'arrayBuffer', 'blob', 'formData', 'json', 'clone'] as const).map((m) => vi.spyOn(Request.prototype, m));
    const readsBeforeFetch: number[] = [];
    const { client, requests } = setup(() => {
      readsBeforeFetch.push(reads.reduce((n, spy) => n + spy.mock.calls.length, 0));
      return json({ success: true, data: null });
    }, { session: loggedIn() });
    try {
      await client.POST('/a/stone/eqm/list', { body: { pageNo: 1, pageSize: 10, eqpName: '客梯' } });
      await client.POST('/a/stone/common/attachment/upload', { body: { file: new Blob(['%PDF']), attrefsysid: 'REF-1' } as never });
      await client.POST('/save_error_logger', { body: { message: '页面出错' } as never });
    } finally {
      for (const spy of reads) spy.mockRestore();
    }
    // The fake fetch clones each request it is given (the records below), before it answers: one
    // clone per call so far, and nothing else.
    expect(readsBeforeFetch).toEqual([1, 2, 3]);
    expect(new URL(requests[0].url).searchParams.get('__sid')).toBe('sid-123');
    expect(await requests[0].text()).toBe('pageNo=1&pageSize=10&eqpName=%E5%AE%A2%E6%A2%AF');
    expect((await requests[1].formData()).get('attrefsysid')).toBe('REF-1');
  });

  it('form-encodes the body of a form operation', async () => {
    const { client, requests } = setup();
    await client.POST('/a/stone/eqm/list', { body: { pageNo: 2, pageSize: 20, equclacode: '3000', eqpName: '客梯 A&B' } });
    const [request] = requests;
    expect(request.headers.get('content-type')).toBe('application/x-www-form-urlencoded;charset=UTF-8');
    const text = await request.text();
    expect(text).toBe('pageNo=2&pageSize=20&equclacode=3000&eqpName=%E5%AE%A2%E6%A2%AF+A%26B');
  });

  it('keeps dotted keys flat, turns nested objects into dotted keys, repeats array keys and drops null/undefined', async () => {
    const { client, requests } = setup();
    const body = {
      'user.name': '陈建国',
      eqmBcwBasic: { oidno: 'OID1', unit: { orgname: '宁波甬江置业有限公司' } },
      ids: ['a', 'b'],
      isCommit: true,
      pageNo: 0,
      empty: '',
      gone: null,
      missing: undefined,
    };
    await client.POST('/a/stone/eqm/list', { body: body as never });
    const params = new URLSearchParams(await requests[0].text());
    expect([...params]).toEqual([
      ['user.name', '陈建国'],
      ['eqmBcwBasic.oidno', 'OID1'],
      ['eqmBcwBasic.unit.orgname', '宁波甬江置业有限公司'],
      ['ids', 'a'],
      ['ids', 'b'],
      ['isCommit', 'true'],
      ['pageNo', '0'],
      ['empty', ''],
    ]);
  });

  it('sends a form operation without a body as no body at all', async () => {
    const { client, requests } = setup();
    await client.POST('/a/stone/eqm/list', {});
    expect(requests[0].headers.get('content-type')).toBeNull();
    expect(await requests[0].text()).toBe('');
  });

  it('sends multipart bodies (FormData with the file part) for multipart operations', async () => {
    const { client, requests } = setup(() => json({ success: true, data: { attsysid: 'f8c6', attrefsysid: 'r1', fileName: '合格证.pdf' } }));
    const file = new Blob(['%PDF-1.4 test'], { type: 'application/pdf' });
    const attachment = await unwrap(
      client.POST('/a/stone/common/attachment/upload', { body: { file, attrefsysid: '3c5e7a9b1d2f4e6a8b0c2d4e6f8a0b2c', attType: '产品合格证' } }),
    );
    expect(attachment.attsysid).toBe('f8c6');
    const [request] = requests;
    expect(request.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    const form = await request.formData();
    expect(form.get('attrefsysid')).toBe('3c5e7a9b1d2f4e6a8b0c2d4e6f8a0b2c');
    expect(form.get('attType')).toBe('产品合格证');
    const part = form.get('file');
    expect(part).toBeInstanceOf(Blob);
    expect(await (part as Blob).text()).toBe('%PDF-1.4 test');
    expect((part as Blob).type).toBe('application/pdf');
  });

  it('keeps a File\'s name in the multipart body', async () => {
    const { client, requests } = setup();
    const file = new File(['a,b'], '设备清单.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
    await client.POST('/a/stone/common/attachment/upload', { body: { file, attrefsysid: 'r1' } });
    const part = (await requests[0].formData()).get('file') as File;
    expect(part.name).toBe('设备清单.xlsx');
  });

  it('sends multipart even for a multipart operation whose body holds no file yet', async () => {
    const { client, requests } = setup();
    await client.POST('/a/stone/common/attachment/upload', { body: { attrefsysid: 'r1' } as never });
    expect(requests[0].headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    expect((await requests[0].formData()).get('attrefsysid')).toBe('r1');
  });

  it('passes a ready FormData through', async () => {
    const { client, requests } = setup();
    const fd = new FormData();
    fd.append('attrefsysid', 'r2');
    fd.append('file', new Blob(['x']), 'x.txt');
    await client.POST('/a/stone/common/attachment/upload', { body: fd as never });
    const form = await requests[0].formData();
    expect(form.get('attrefsysid')).toBe('r2');
    expect((form.get('file') as File).name).toBe('x.txt');
  });

  it('sends JSON for JSON operations, nesting and arrays intact', async () => {
    const { client, requests } = setup(() => json({ success: true, data: 'REG-001' }));
    const application = {
      orgname: '宁波港吉码头经营有限公司',
      creditCode: '91330206717207541D',
      unitType: '1' as const,
      areaCode: '330206',
      address: '宁波市北仑区新碶街道明州路',
      legalPerson: '刘永红',
      contactName: '孙伟',
      mobile: '13967854021',
      smsCode: '482913',
      loginName: 'nbgjmt',
      password: '7B2E94C1A0D3F568',
      licenseAttsysids: ['c1d2', 'e3f4'],
      authLetterAttsysids: ['a5b6'],
      validateCode: 'k7x2',
    };
    await expect(unwrap(client.POST('/a/stone/common/account/apply', { body: application }))).resolves.toBe('REG-001');
    const [request] = requests;
    expect(request.headers.get('content-type')).toBe('application/json');
    expect(await request.json()).toEqual(application);
  });
});

describe('createTzsbClient: binary answers', () => {
  it('passes files through with parseAs "blob"', async () => {
    const bytes = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 1, 2]);
    const { client, onApiError } = setup(() => new Response(bytes, { headers: { 'content-type': 'image/jpeg' } }));
    const { data, response } = await client.GET('/a/stone/common/validCode', { params: { query: { t: 1795224735000 } }, parseAs: 'blob' });
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(data).toBeInstanceOf(Blob);
    expect(new Uint8Array(await data!.arrayBuffer())).toEqual(bytes);
    expect(onApiError).not.toHaveBeenCalled();
  });

  it('still reads a JSON failure a file endpoint answers with', async () => {
    const { client } = setup(() => json({ result: 'login', message: '未登录或登录超时。请重新登录，谢谢！' }));
    await expect(client.GET('/a/stone/common/attachment/download/{attsysid}', { params: { path: { attsysid: 'f8c6' } }, parseAs: 'blob' })).rejects.toMatchObject({
      kind: 'session',
    });
  });
});

describe('unwrap', () => {
  it('gives data of the envelope, undefined when there is none', async () => {
    const { client } = setup(() => json({ success: true }));
    await expect(unwrap(client.GET('/a/stone/user/unit'))).resolves.toBeUndefined();
  });

  it('turns an error result that slipped past the middleware into an http ApiError', async () => {
    const response = new Response('x', { status: 503 });
    const error = await rejection(unwrap(Promise.resolve({ error: 'x', response })));
    expect(error).toMatchObject({ kind: 'http', status: 503, message: MESSAGES.serverError, body: 'x' });
  });
});

describe('toFormUrlEncoded / toFormData', () => {
  it('flattens like the form middleware', () => {
    const params = toFormUrlEncoded({ a: { b: [1, 2], 'c.d': 'x' }, when: new Date(Date.UTC(2026, 0, 2)), no: null });
    expect(params.toString()).toBe('a.b=1&a.b=2&a.c.d=x&when=2026-01-02T00%3A00%3A00.000Z');
  });

  it('drops files from a form-encoded body', () => {
    expect(toFormUrlEncoded({ file: new Blob(['x']), name: 'n' }).toString()).toBe('name=n');
  });

  it('builds FormData with file parts and returns FormData as is', () => {
    const fd = toFormData({ file: new Blob(['x']), meta: { id: 1 }, tags: ['a', 'b'] });
    expect(fd.get('file')).toBeInstanceOf(Blob);
    expect(fd.get('meta.id')).toBe('1');
    expect(fd.getAll('tags')).toEqual(['a', 'b']);
    expect(toFormData(fd)).toBe(fd);
  });
});

describe('createBodyMiddleware', () => {
  const middleware = createBodyMiddleware();
  const run = (request: Request, schemaPath: string) => middleware.onRequest!({ request, schemaPath, params: {}, options: {} as never, id: '1' });

  it('form-encodes even where Request.body is missing (Firefox)', async () => {
    const request = new Request(`${BASE}/a/stone/user/changeRole`, { method: 'POST', body: JSON.stringify({ id: 'r1' }), headers: { 'content-type': 'application/json' } });
    Object.defineProperty(request, 'body', { value: undefined });
    const out = (await run(request, '/a/stone/user/changeRole')) as Request;
    expect(out).toBeInstanceOf(Request);
    expect(out.headers.get('content-type')).toBe('application/x-www-form-urlencoded;charset=UTF-8');
    expect(await out.text()).toBe('id=r1');
  });

  it('form-encodes any body the contract does not declare JSON or multipart (the platform default)', async () => {
    const request = new Request(`${BASE}/unknown`, { method: 'POST', body: '{"a":1}', headers: { 'content-type': 'application/json' } });
    const out = await run(request, '/unknown');
    expect(out?.headers.get('content-type')).toContain('application/x-www-form-urlencoded');
    expect(await out!.text()).toBe('a=1');
  });
});
