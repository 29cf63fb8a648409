// paginate against local servers that page badly: one that ignores pageNo (the old mock: page 2 was
// page 1 again), one whose count is larger than what it has, one that fails on page 2.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createTzsbClient } from './client';
import { ApiError } from './errors';
import { paginate } from './paging';

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((done) => s.close(done))));
});

const row = (n: number) => ({
  oidno: `OID${n}`,
  eqpCode: '311033020020190123',
  equclacode: '3000',
  eqpName: `${n}号客梯`,
});

/** Answers POST /a/stone/eqm/list with `page(pageNo, pageSize)`; records the pages asked for. */
async function listServer(page: (pageNo: number, pageSize: number) => [number, unknown]) {
  const asked: [number, number][] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      const form = new URLSearchParams(body);
      const pageNo = Number(form.get('pageNo'));
      const pageSize = Number(form.get('pageSize'));
      asked.push([pageNo, pageSize]);
      const [status, answer] = page(pageNo, pageSize);
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer));
    });
  });
  servers.push(server);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const client = createTzsbClient({
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    retry: { delay: 1, maxDelay: 4 },
  });
  return { client, asked };
}

describe('paginate', () => {
  it('sends the filters with every page and the page size asked for', async () => {
    const all = Array.from({ length: 7 }, (_, i) => row(i + 1));
    const { client, asked } = await listServer((pageNo, pageSize) => [
      200,
      {
        success: true,
        data: { count: 7, pageNo, pageSize, list: all.slice((pageNo - 1) * pageSize, pageNo * pageSize) },
      },
    ]);
    const rows = await paginate(client, '/a/stone/eqm/list', { body: { equclacode: '3000', pageSize: 3 } }).collect();
    expect(rows.map((r) => r.oidno)).toEqual(all.map((r) => r.oidno));
    expect(asked).toEqual([
      [1, 3],
      [2, 3],
      [3, 3],
    ]);
  });

  it('refuses a server that answers another page than the one asked for, instead of repeating rows', async () => {
    const { client, asked } = await listServer(() => [
      200,
      { success: true, data: { count: 14, pageNo: 1, pageSize: 5, list: [1, 2, 3, 4, 5].map(row) } },
    ]);
    const error = await paginate(client, '/a/stone/eqm/list', { body: { pageSize: 5 } })
      .collect()
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      kind: 'http',
      operation: 'POST /a/stone/eqm/list',
      message: '服务器没有按页码返回数据（请求第 2 页，返回了第 1 页）',
    });
    expect(asked).toHaveLength(2);
  });

  it('stops on an empty page even when count promised more', async () => {
    const { client, asked } = await listServer((pageNo, pageSize) => [
      200,
      { success: true, data: { count: 99, pageNo, pageSize, list: pageNo === 1 ? [row(1), row(2)] : [] } },
    ]);
    expect(await paginate(client, '/a/stone/eqm/list', { body: { pageSize: 2 } }).collect()).toHaveLength(2);
    expect(asked).toHaveLength(2);
  });

  it('a failing page rejects the iteration with its ApiError; an answer without list/count is refused', async () => {
    const failing = await listServer((pageNo, pageSize) =>
      pageNo === 1
        ? [200, { success: true, data: { count: 4, pageNo, pageSize, list: [row(1), row(2)] } }]
        : [200, { success: false, errorMsg: '查询条件已失效' }],
    );
    const seen: string[] = [];
    const error = await (async () => {
      for await (const r of paginate(failing.client, '/a/stone/eqm/list', { body: { pageSize: 2 } }))
        seen.push(r.oidno);
    })().then(
      () => null,
      (e: unknown) => e,
    );
    expect(seen).toEqual(['OID1', 'OID2']);
    expect(error).toMatchObject({ kind: 'business', message: '查询条件已失效' });
    const shapeless = await listServer(() => [200, { success: true, data: { rows: [] } }]);
    await expect(paginate(shapeless.client, '/a/stone/eqm/list').collect()).rejects.toMatchObject({
      kind: 'http',
      message: '服务器返回的分页数据无法识别，请稍后再试',
    });
  });

  it('starts from startPage and counts the rows before it', async () => {
    const all = Array.from({ length: 6 }, (_, i) => row(i + 1));
    const { client, asked } = await listServer((pageNo, pageSize) => [
      200,
      {
        success: true,
        data: { count: 6, pageNo, pageSize, list: all.slice((pageNo - 1) * pageSize, pageNo * pageSize) },
      },
    ]);
    expect(
      (await paginate(client, '/a/stone/eqm/list', { body: { pageSize: 2 }, startPage: 2 }).collect()).map(
        (r) => r.oidno,
      ),
    ).toEqual(['OID3', 'OID4', 'OID5', 'OID6']);
    expect(asked).toEqual([
      [2, 2],
      [3, 2],
    ]);
  });
});
