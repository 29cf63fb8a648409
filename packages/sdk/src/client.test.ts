// The client's answers: the envelope, HTTP and transport failures, each an ApiError with its Chinese message.
import { describe, expect, it } from 'vitest';
import { createTzsbClient, unwrap } from './client';
import { isApiError, isSessionError, TRANSPORT_MESSAGES } from './errors';
import { DEFAULT_FAILURE_MESSAGE } from './envelope';
import { MESSAGES } from './constants';
import { BASE, json, fakeFetch, setup, rejection, listEquipment } from './client-fixtures';

describe('createTzsbClient: the envelope', () => {
  const page = {
    count: 1,
    pageNo: 1,
    pageSize: 10,
    list: [{ oidno: 'OID1', eqpCode: '311033020020190123', equclacode: '3000', eqpName: '1号客梯' }],
  };

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
    const { client, onApiError } = setup(() =>
      json({ success: false, result: 'false', message: '账号或密码错误，请重试', data: null }),
    );
    const error = await rejection(listEquipment(client));
    expect(error).toMatchObject({
      kind: 'business',
      message: '账号或密码错误，请重试',
      status: 200,
      operation: 'POST /a/stone/eqm/list',
    });
    expect(error.body).toEqual({ success: false, result: 'false', message: '账号或密码错误，请重试', data: null });
    expect(onApiError).toHaveBeenCalledTimes(1);
    expect(onApiError).toHaveBeenCalledWith(error);
  });

  it('result "login" is a session error apps can send to login', async () => {
    const { client, onApiError } = setup(() =>
      json({ result: 'login', message: '未登录或登录超时。请重新登录，谢谢！' }),
    );
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
    await expect(listEquipment(client)).rejects.toMatchObject({
      kind: 'business',
      message: '二维码已过期，请重新扫码',
    });
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
    const { client, onApiError } = setup(() =>
      json({ result: 'login', message: '未登录或登录超时。请重新登录，谢谢！' }, 401),
    );
    const error = await rejection(listEquipment(client));
    expect(error).toMatchObject({ kind: 'session', status: 401, message: '未登录或登录超时。请重新登录，谢谢！' });
    expect(onApiError).toHaveBeenCalledTimes(1);
  });

  it('HTTP 401 without a body is a session error with the default message', async () => {
    const { client } = setup(() => new Response(null, { status: 401 }));
    await expect(listEquipment(client)).rejects.toMatchObject({
      kind: 'session',
      status: 401,
      message: MESSAGES.sessionExpired,
    });
  });

  it("HTTP 500 is an http error with the server's Chinese message", async () => {
    const { client, onApiError } = setup(
      () =>
        new Response('<html>Internal Server Error</html>', { status: 500, headers: { 'content-type': 'text/html' } }),
    );
    const error = await rejection(listEquipment(client));
    expect(error).toMatchObject({
      kind: 'http',
      status: 500,
      message: MESSAGES.serverError,
      operation: 'POST /a/stone/eqm/list',
    });
    expect(error.message).toBe('服务器开小差了，请稍后再试');
    expect(onApiError).toHaveBeenCalledWith(error);
  });

  it("HTTP 500 with a failed envelope keeps the envelope's message", async () => {
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

  it("a 422 that lists refused fields names each with the contract's description", async () => {
    const validation = [
      {
        location: ['body', 'eqpVarietyCode'],
        severity: 'Error',
        code: 'pattern',
        message: 'Request body property eqpVarietyCode must match pattern "^\\d{4}$"',
      },
      {
        location: ['body'],
        severity: 'Error',
        code: 'required',
        message: "Request body must have required property 'pageSize'",
      },
      {
        location: ['query', '__ajax'],
        severity: 'Error',
        code: 'enum',
        message: 'Request query parameter __ajax must be equal to one of the allowed values: json',
      },
      { location: ['body', 'noSuchField'], severity: 'Error', code: 'type', message: 'must be string' },
    ];
    const { client, onApiError } = setup(() =>
      json(
        {
          type: 'https://stoplight.io/prism/errors#UNPROCESSABLE_ENTITY',
          title: 'Invalid request',
          status: 422,
          validation,
        },
        422,
      ),
    );
    const error = await rejection(client.POST('/a/stone/eqm/list', { body: { pageNo: 1, eqpVarietyCode: '31' } }));
    expect(error).toMatchObject({ kind: 'http', status: 422 });
    expect(error.fields).toEqual([
      {
        in: 'body',
        name: 'eqpVarietyCode',
        description: '设备品种代码',
        problem: '格式不正确',
        code: 'pattern',
        detail: validation[0].message,
      },
      {
        in: 'body',
        name: 'pageSize',
        description: '每页条数',
        problem: '不能为空',
        code: 'required',
        detail: validation[1].message,
      },
      {
        in: 'query',
        name: '__ajax',
        description: '要求 JeeSite 以 JSON 返回',
        problem: '不是可选的值',
        code: 'enum',
        detail: validation[2].message,
      },
      {
        in: 'body',
        name: 'noSuchField',
        description: undefined,
        problem: '类型不正确',
        code: 'type',
        detail: 'must be string',
      },
    ]);
    expect(error.message).toBe(
      '请求参数有误：设备品种代码（eqpVarietyCode）格式不正确；每页条数（pageSize）不能为空；要求 JeeSite 以 JSON 返回（__ajax）不是可选的值；noSuchField 类型不正确',
    );
    expect(onApiError).toHaveBeenCalledWith(error);
  });

  it("a transport failure (fetch throws) is a transport error with the spec's message", async () => {
    const cause = new TypeError('fetch failed');
    const { client, onApiError } = setup(() => {
      throw cause;
    });
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
    const { client, mock } = setup(
      (request) =>
        new Promise((_, fail) => {
          request.signal.addEventListener('abort', () => fail(request.signal.reason));
          controller.abort(); // the user leaves the page while the call is under way
        }),
    );
    const call = client.GET('/a/stone/user/info', { signal: controller.signal });
    await expect(call).rejects.toMatchObject({
      kind: 'transport',
      transport: 'aborted',
      message: TRANSPORT_MESSAGES.aborted,
      retryable: false,
    });
    // Cancelled by the caller: never tried again.
    expect(mock).toHaveBeenCalledTimes(1);
  });

  it('an onApiError that throws does not change the error', async () => {
    const { client } = setup(() => json({ success: false, errorMsg: '不允许' }), {
      onApiError: () => {
        throw new Error('logger broke');
      },
    });
    await expect(listEquipment(client)).rejects.toMatchObject({ kind: 'business', message: '不允许' });
  });

  it('a 200 answer that is not JSON (a login page, a proxy page) is an http ApiError, not a SyntaxError', async () => {
    const { client, onApiError } = setup(
      () => new Response('<html>请登录</html>', { status: 200, headers: { 'content-type': 'text/html' } }),
    );
    const error = await rejection(listEquipment(client));
    expect(error).toMatchObject({
      kind: 'http',
      status: 200,
      message: MESSAGES.serverError,
      operation: 'POST /a/stone/eqm/list',
    });
    expect(onApiError).toHaveBeenCalledWith(error);
  });

  it('a JSON answer cut short is the server-failure message of spec 8, not a business failure', async () => {
    const { client, onApiError } = setup(
      () =>
        new Response('{"success":true,"data":{"list":[{"oi', {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    );
    const error = await rejection(listEquipment(client));
    expect(error).toMatchObject({
      kind: 'http',
      status: 200,
      message: MESSAGES.serverError,
      operation: 'POST /a/stone/eqm/list',
    });
    expect(onApiError).toHaveBeenCalledWith(error);
  });

  it('works without onApiError', async () => {
    const { fetch } = fakeFetch(() => json({ success: false, errorMsg: '不允许' }));
    const client = createTzsbClient({ baseUrl: BASE, fetch });
    await expect(listEquipment(client)).rejects.toSatisfy(isApiError);
  });
});
