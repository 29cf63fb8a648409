// Integration tests of the mock itself, through the SDK: Prism on the real contract (openapi/openapi.yaml)
// pages lists, refuses examples and requests the contract lacks, answers every secured call's faults,
// and runs the README's snippets. Signing in and the SDK's errors are in integration.test.ts.
import { beforeAll, describe, expect, it } from 'vitest';
import { runSnippet } from './doc-snippets';
import { connect, failure, prismUrl, startPrismForFile } from './integration-fixtures';
import { paginate, unwrap, uuid32 } from './index';

startPrismForFile();

describe('against Prism', { timeout: 20_000 }, () => {
  let logged: ReturnType<typeof connect>;

  beforeAll(async () => {
    logged = connect();
    await logged.auth.login({ username: 'nbyjzy', password: 'Nb@2026yj' });
  });

  it('an example the operation does not have is answered with the names it has', async () => {
    const error = await failure(
      logged.client.POST('/a/stone/common/attachment/upload', {
        body: { file: new Blob(['x']), attrefsysid: uuid32() },
        headers: { Prefer: 'example=fileTooBig' },
      }),
    );
    expect(error).toMatchObject({ kind: 'http', status: 404 });
    expect(error.message).toContain('fileTooBig');
    expect(error.message).toContain('fileTooLarge');
    expect(error.message).toContain('fileTypeRejected');
    expect((error.body as { examples: { name: string }[] }).examples.map((e) => e.name)).toContain('fileTooLarge');
  });

  it('a request that breaks the contract is a 422 whose body lists the violations', async () => {
    const error = await failure(
      logged.client.POST('/a/login', {
        params: { query: { __ajax: 'json' } },
        body: { username: 'not-hex', password: 'AB' },
      }),
    );
    expect(error).toMatchObject({ kind: 'http', status: 422 });
    const validation = (error.body as { validation: { location: string[]; message: string }[] }).validation;
    expect(validation.some((v) => v.location.join('.') === 'body.username')).toBe(true);
    // Each refused field, named by the contract's description of it.
    expect(error.fields).toContainEqual(
      expect.objectContaining({
        in: 'body',
        name: 'username',
        description: '登录账号',
        problem: '格式不正确',
        code: 'pattern',
      }),
    );
    expect(error.fields).toHaveLength(validation.length);
    expect(error.message).toMatch(/^请求参数有误：.*登录账号（username）格式不正确/);
  });

  it('pages through a list on the mock: every row once, stopping on the last page by count', async () => {
    const attempts: number[] = [];
    const rows = paginate(logged.client, '/a/stone/eqm/list', {
      body: { pageSize: 5 },
      onAttempt: (a) => attempts.push(a.attempt),
    });
    const names: string[] = [];
    for await (const row of rows) names.push(row.eqpName);
    expect(names).toHaveLength(14);
    expect(new Set(names).size).toBe(14);
    expect([names[0], names.at(-1)]).toEqual(['1号客梯', '雪窦山观光索道']);
    expect(attempts).toEqual([1, 1, 1]);
    const pages = [];
    for await (const page of rows.pages()) pages.push([page.pageNo, page.list.length, page.count]);
    expect(pages).toEqual([
      [1, 5, 14],
      [2, 5, 14],
      [3, 4, 14],
    ]);
  });

  it('collect({ limit }) asks for no more than it needs', async () => {
    const attempts: number[] = [];
    const list = (limit: number) =>
      paginate(logged.client, '/a/stone/eqm/list', {
        body: { pageSize: 5 },
        onAttempt: (a) => attempts.push(a.attempt),
      }).collect({ limit });
    expect((await list(7)).map((r) => r.eqpName)).toHaveLength(7);
    expect(attempts).toHaveLength(2);
    attempts.length = 0;
    expect(await list(3)).toHaveLength(3);
    expect(attempts).toHaveLength(1);
    expect(await paginate(logged.client, '/a/stone/index/findArticlePage').collect()).toHaveLength(23);
  });

  it('the mock slices a list by pageNo / pageSize and sets count (the named examples too)', async () => {
    const last = await unwrap(logged.client.POST('/a/stone/eqm/list', { body: { pageNo: 3, pageSize: 5 } }));
    expect(last).toMatchObject({ pageNo: 3, pageSize: 5, count: 14 });
    expect(last.list.map((e) => e.eqpName)).toEqual(['10吨门式起重机', '4号客梯', '蒸汽截止阀', '雪窦山观光索道']);
    const beyond = await unwrap(logged.client.POST('/a/stone/eqm/list', { body: { pageNo: 4, pageSize: 5 } }));
    expect(beyond).toMatchObject({ pageNo: 4, count: 14, list: [] });
    const nonUse = await unwrap(
      logged.client.POST('/a/stone/eqm/list', {
        body: { pageNo: 1, pageSize: 2 },
        headers: { Prefer: 'example=nonUse' },
      }),
    );
    expect(nonUse.list).toHaveLength(2);
    expect(nonUse.list.every((e) => e.useStatus === '0')).toBe(true);
    // Without a page query: the contract's defaults (page 1 of 10).
    expect((await unwrap(logged.client.POST('/a/stone/eqm/list'))).list).toHaveLength(10);
  });

  it.each([
    ['code=500, example=unqualified', '“unqualified”是状态码 200 的示例，请用 Prefer: example=unqualified'],
    ['code=401, example=nonUse', '“nonUse”是状态码 200 的示例，请用 Prefer: example=nonUse'],
    ['code=401, example=serverError', '“serverError”是状态码 500 的示例，请用 Prefer: code=500, example=serverError'],
    ['example=serverError', '“serverError”是状态码 500 的示例，请用 Prefer: code=500, example=serverError'],
    ['code=503', '模拟服务没有状态码 503 的应答'],
  ])(
    'the mock never answers a pair the operation lacks: Prefer: %s is a 404 naming the valid pairs',
    async (prefer, hint) => {
      const error = await failure(
        logged.client.POST('/a/stone/eqm/list', { body: { pageNo: 1 }, headers: { Prefer: prefer }, retry: false }),
      );
      expect(error).toMatchObject({ kind: 'http', status: 404 });
      expect(error.message).toContain(hint);
      const pairs = (error.body as { examples: { name: string; status: number; prefer: string | null }[] }).examples;
      expect(pairs).toContainEqual(
        expect.objectContaining({ name: 'unqualified', status: 200, prefer: 'Prefer: example=unqualified' }),
      );
      expect(pairs).toContainEqual(
        expect.objectContaining({ name: 'serverError', status: 500, prefer: 'Prefer: code=500, example=serverError' }),
      );
      expect(pairs).toContainEqual(
        expect.objectContaining({
          name: 'sessionTimeout',
          status: 401,
          prefer: 'Prefer: code=401, example=sessionTimeout',
        }),
      );
    },
  );

  it('secured calls of every shape have their 401 and 500 answers', async () => {
    // Faults asked for one after another: the session is kept through the 401s.
    const qa = connect(undefined, { clearExpiredSession: false });
    await qa.auth.login({ username: 'nbyjzy', password: 'Nb@2026yj' });
    const calls = [
      (headers: Record<string, string>) =>
        qa.client.GET('/a/stone/eqm/getDetailBy', {
          params: { query: { oidno: 'OID3302030004512' } },
          headers,
          retry: false,
        }),
      (headers: Record<string, string>) =>
        qa.client.POST('/a/stone/common/attachment/upload', {
          body: { file: new Blob(['%PDF']), attrefsysid: uuid32() },
          headers,
        }),
      (headers: Record<string, string>) =>
        qa.client.GET('/a/stone/common/attachment/download/{attsysid}', {
          params: { path: { attsysid: 'f8c6' } },
          parseAs: 'blob',
          headers,
          retry: false,
        }),
      (headers: Record<string, string>) =>
        qa.client.POST('/api/chamain/charge/list', { body: { pageNo: 1 }, headers, retry: false }),
    ];
    for (const call of calls) {
      expect(await failure(call({ Prefer: 'code=401' }))).toMatchObject({ kind: 'session', status: 401 });
      expect(await failure(call({ Prefer: 'code=500, example=serverError' }))).toMatchObject({
        kind: 'http',
        status: 500,
        message: '系统内部错误，请联系管理员',
      });
    }
    expect(qa.session.state.loggedIn).toBe(true);
    expect(qa.expired).toHaveLength(1);
  });

  it("the README's pagination snippet runs as written against the mock", { timeout: 60_000 }, async () => {
    const { code, stdout, stderr } = await runSnippet('pagination', { TZSB_BASE_URL: prismUrl() });
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const lines = stdout.trim().split('\n');
    expect(lines.slice(0, 14).every((l) => /^\d{18} \S+$/.test(l))).toBe(true);
    expect(lines[0]).toBe('311033020020190123 1号客梯');
    expect(lines.slice(14)).toEqual([
      '前 8 台',
      '公告第 1 页：10 条，共 23 条',
      '公告第 2 页：10 条，共 23 条',
      '公告第 3 页：3 条，共 23 条',
    ]);
  });

  it("the README's session-expiry snippet runs as written against the mock", { timeout: 60_000 }, async () => {
    const { code, stdout, stderr } = await runSnippet('session-expiry', { TZSB_BASE_URL: prismUrl() });
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout).toMatch(/^会话已失效： \S*登录\S*\n仍登录： false\n$/);
  });
});
