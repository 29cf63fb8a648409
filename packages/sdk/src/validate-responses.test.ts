// validateResponses: a local server that drifts from the contract (a number sent as a string, a
// missing field, a wrong status) and the warnings the client gives for it.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTzsbClient, unwrap, type ResponseViolation } from './client';
import { checkResponse } from './response-check';

let server: Server;
let url: string;
const answers: Record<string, [number, unknown]> = {
  '/a/stone/eqm/list': [
    200,
    {
      success: true,
      data: {
        count: '2',
        pageNo: 1,
        pageSize: 10,
        list: [{ oidno: 'OID1', eqpCode: '311033020020190123', equclacode: '3000' }],
      },
    },
  ],
  '/a/stone/user/unit': [200, { success: true, data: { id: 'U1', orgname: '宁波甬江置业有限公司' } }],
  '/a/stone/user/info': [418, { success: false, errorMsg: '茶壶' }],
};

beforeAll(async () => {
  server = createServer((req, res) => {
    const [status, body] = answers[new URL(req.url!, 'http://x').pathname] ?? [404, { success: false }];
    req.resume();
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));

describe('validateResponses', () => {
  it('reports each difference with the operation and its JSON path, and the call still resolves', async () => {
    const found: ResponseViolation[] = [];
    const client = createTzsbClient({ baseUrl: url, validateResponses: (v) => found.push(v) });
    const page = await unwrap(client.POST('/a/stone/eqm/list', { body: { pageNo: 1 } }));
    expect(page.list).toHaveLength(1);
    expect(found).toEqual([
      {
        operation: 'POST /a/stone/eqm/list',
        status: 200,
        path: 'data.count',
        message: '应为 integer，实为 string（"2"）',
      },
      {
        operation: 'POST /a/stone/eqm/list',
        status: 200,
        path: 'data.list[0].eqpName',
        message: '缺少此字段（契约要求必有）',
      },
    ]);
    found.length = 0;
    await unwrap(client.GET('/a/stone/user/unit'));
    expect(found).toEqual([]);
    await client.GET('/a/stone/user/info').catch(() => undefined);
    expect(found).toEqual([
      expect.objectContaining({
        operation: 'GET /a/stone/user/info',
        status: 418,
        path: '',
        message: expect.stringContaining('没有状态码 418'),
      }),
    ]);
  });

  it('`true` warns on the console; off by default', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      await createTzsbClient({ baseUrl: url }).POST('/a/stone/eqm/list', { body: { pageNo: 1 } });
      expect(warn).not.toHaveBeenCalled();
      await createTzsbClient({ baseUrl: url, validateResponses: true }).POST('/a/stone/eqm/list', {
        body: { pageNo: 1 },
      });
      expect(warn).toHaveBeenCalledWith(
        '[@tzsb/sdk] POST /a/stone/eqm/list 的应答（200）不符合契约：data.count 应为 integer，实为 string（"2"）',
      );
    } finally {
      warn.mockRestore();
    }
  });

  it('checks the keywords the contract uses: enum, pattern, nullable alternatives', () => {
    const row = { oidno: 'OID1', eqpCode: '3110', equclacode: '3001', eqpName: '1号客梯', registCode: 42 };
    const found = checkResponse('POST /a/stone/eqm/list', 200, {
      success: true,
      data: { count: 1, pageNo: 1, pageSize: 10, list: [row] },
    });
    expect(found.map((f) => f.path)).toEqual([
      'data.list[0].eqpCode',
      'data.list[0].equclacode',
      'data.list[0].registCode',
    ]);
    expect(
      checkResponse('POST /a/stone/eqm/list', 200, {
        result: 'login',
        message: '未登录或登录超时。请重新登录，谢谢！',
      }),
    ).toEqual([]);
  });
});
