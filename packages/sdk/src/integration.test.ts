// Integration tests: the SDK against Prism mocking the real contract (openapi/openapi.yaml).
// Prism is started once for this file; failures are asked for with `Prefer: example=<name>`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSnippet } from './doc-snippets';
import {
  ApiError,
  createAuth,
  createTzsbClient,
  des,
  isSessionError,
  MESSAGES,
  paginate,
  Session,
  memoryStore,
  unwrap,
  uuid32,
  type TzsbClient,
  type TzsbClientOptions,
} from './index';

interface Prism {
  url: string;
  stop(): Promise<void>;
  log(): string;
}
interface PrismModule {
  startPrism(options?: { contract?: string; port?: number; quiet?: boolean }): Promise<Prism>;
}

// The repository's shared Prism launcher (plain JavaScript, so loaded by URL rather than typed import).
const prismModule = new URL('../../../scripts/lib/prism.mjs', import.meta.url).href;
const contract = decodeURIComponent(new URL('../../../openapi/openapi.yaml', import.meta.url).pathname);

let prism: Prism;
/** A client with a session of its own; `prefer` adds a `Prefer` header to every call (for auth flows). */
function connect(prefer?: string, options: Partial<TzsbClientOptions> = {}) {
  const session = new Session(memoryStore());
  const fetch: typeof globalThis.fetch = (input, init) => {
    const request = new Request(input, init);
    if (prefer) request.headers.set('Prefer', prefer);
    return globalThis.fetch(request);
  };
  const errors: ApiError[] = [];
  const expired: ApiError[] = [];
  const client = createTzsbClient({
    baseUrl: prism.url,
    session,
    fetch,
    onApiError: (e) => errors.push(e),
    onSessionExpired: (e) => expired.push(e),
    ...options,
  });
  return { session, client, errors, expired, auth: createAuth({ client, session }) };
}

async function failure(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

beforeAll(async () => {
  const { startPrism } = (await import(/* @vite-ignore */ prismModule)) as PrismModule;
  prism = await startPrism({ contract, quiet: true });
}, 90_000);

afterAll(async () => {
  await prism?.stop();
}, 30_000);

describe('against Prism', { timeout: 20_000 }, () => {
  let logged: ReturnType<typeof connect>;

  it('logs in with createAuth and loads the user info', async () => {
    logged = connect();
    const info = await logged.auth.login({ username: 'nbyjzy', password: 'Nb@2026yj', validateCode: 'k7x2' });
    expect(info.user.name).toBe('陈建国');
    expect(info.roleList.length).toBeGreaterThan(0);
    const state = logged.session.state;
    expect(state.loggedIn).toBe(true);
    expect(state.token).toMatch(/^[0-9a-f]{32}$/);
    expect(state.extendToken).toMatch(/^[0-9a-f]{32}$/);
    expect(state.userInfoLoaded).toBe(true);
    expect(state.roleId).toBe(info.roleList[0].id);
    expect(state.access).toEqual([...new Set(info.roleList.flatMap((r) => r.menuIdList))]);
    expect(state.simplePassword).toBe(false);
    expect(logged.errors).toEqual([]);
  });

  it('loads the user info once', async () => {
    const again = await logged.auth.loadUserInfo();
    expect(again.user.loginName).toBe('nbyjzy');
  });

  it('lists equipment (POST /a/stone/eqm/list)', async () => {
    const page = await unwrap(
      logged.client.POST('/a/stone/eqm/list', {
        params: { query: { __ajax: 'json' } },
        body: { pageNo: 1, pageSize: 10, equclacode: '3000' },
      }),
    );
    expect(page.pageNo).toBe(1);
    expect(page.list.length).toBeGreaterThan(0);
    for (const equipment of page.list) {
      expect(equipment.eqpCode).toMatch(/^\d{18}$/);
      expect(equipment.eqpName).toBeTruthy();
    }
  });

  it('reads the unit and switches role', async () => {
    const unit = await logged.auth.loadUnit();
    expect(unit.orgname).toBeTruthy();
    expect(logged.session.state.unit).toEqual(unit);
    const roles = logged.session.state.roles;
    const target = roles[roles.length - 1];
    await logged.auth.changeRole(target);
    expect(logged.session.state.roleId).toBe(target.id);
    expect(logged.session.state.access).toEqual([...new Set(target.menuIdList)]);
  });

  it('Prefer: example=sessionTimeout gives a session ApiError', async () => {
    const error = await failure(
      logged.client.POST('/a/stone/eqm/list', { body: { pageNo: 1 }, headers: { Prefer: 'example=sessionTimeout' } }),
    );
    expect(error.kind).toBe('session');
    expect(isSessionError(error)).toBe(true);
    expect(error.message).toMatch(/登录/);
    expect(error.operation).toBe('POST /a/stone/eqm/list');
    // JeeSite's session-timeout answer ends the session as a 401 does.
    expect(logged.session.state.loggedIn).toBe(false);
    expect(logged.expired).toEqual([error]);
    await logged.auth.login({ username: 'nbyjzy', password: 'Nb@2026yj' });
  });

  it('Prefer: example=businessRefused gives a business ApiError with the server message', async () => {
    const error = await failure(
      unwrap(logged.client.GET('/a/stone/user/unit', { headers: { Prefer: 'example=businessRefused' } })),
    );
    expect(error.kind).toBe('business');
    expect(error.message).toMatch(/[\u4e00-\u9fff]/);
  });

  it('Prefer: example=wrongPassword on login gives a business error with the Chinese message', async () => {
    const error = await failure(
      logged.client.POST('/a/login', {
        params: { query: { __ajax: 'json' } },
        body: {
          username: des.encode('nbyjzy'),
          password: des.encode('wrong-password'),
          validateCode: '',
          ticket: '',
          gotoUrl: '',
        },
        headers: { Prefer: 'example=wrongPassword' },
      }),
    );
    expect(error.kind).toBe('business');
    expect(error.message).toBe('账号或密码错误，请重试');
  });

  it('a refused createAuth login leaves the session logged out', async () => {
    const refused = connect('example=wrongPassword');
    const error = await failure(refused.auth.login({ username: 'nbyjzy', password: 'wrong-password' }));
    expect(error).toMatchObject({ kind: 'business', message: '账号或密码错误，请重试' });
    expect(refused.session.state.loggedIn).toBe(false);
    expect(refused.errors).toEqual([error]);
  });

  it('a call without a session is refused as a session error (HTTP 401)', async () => {
    const anonymous = connect();
    const error = await failure(anonymous.client.GET('/a/stone/user/info', { params: { query: { __ajax: 'json' } } }));
    expect(error).toMatchObject({ kind: 'session', status: 401 });
  });

  it('downloads a file with parseAs "blob"', async () => {
    const { data, response } = await logged.client.GET('/a/stone/common/validCode', {
      params: { query: { t: Date.now() } },
      parseAs: 'blob',
    });
    expect(response.headers.get('content-type')).toMatch(/^image\/jpeg/);
    expect(data).toBeInstanceOf(Blob);
    expect(data!.size).toBeGreaterThan(0);
  });

  it('uploads an attachment as multipart', async () => {
    const attachment = await unwrap(
      logged.client.POST('/a/stone/common/attachment/upload', {
        body: {
          file: new Blob(['%PDF-1.4'], { type: 'application/pdf' }),
          attrefsysid: uuid32(),
          attType: '产品合格证',
        },
      }),
    );
    expect(attachment.attsysid).toBeTruthy();
  });

  it('auth calls take per-call headers: login asked for accountLocked is refused with its message', async () => {
    const fresh = connect();
    const error = await failure(
      fresh.auth.login({ username: 'nbyjzy', password: 'Nb@2026yj' }, { headers: { Prefer: 'example=accountLocked' } }),
    );
    expect(error).toMatchObject({ kind: 'business', operation: 'POST /a/login' });
    expect(error.message).toMatch(/锁定/);
    expect(fresh.session.state.loggedIn).toBe(false);
  });

  it('Prefer: code=500 gives an http ApiError with status 500', async () => {
    const error = await failure(
      logged.client.POST('/a/stone/eqm/list', {
        body: { pageNo: 1 },
        headers: { Prefer: 'code=500, example=serverError' },
      }),
    );
    expect(error).toMatchObject({ kind: 'http', status: 500, message: '系统内部错误，请联系管理员' });
  });

  it('Prefer: code=401 gives a session ApiError; the session is cleared and onSessionExpired told, once', async () => {
    const error = await failure(logged.client.GET('/a/stone/user/unit', { headers: { Prefer: 'code=401' } }));
    expect(error).toMatchObject({ kind: 'session', status: 401 });
    expect(logged.session.state).toMatchObject({ loggedIn: false, token: null });
    expect(logged.expired.at(-1)).toBe(error);
    await logged.auth.login({ username: 'nbyjzy', password: 'Nb@2026yj' });
    expect(logged.session.state.loggedIn).toBe(true);
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

  it('logs out and clears the session', async () => {
    await logged.auth.logout();
    expect(logged.session.state).toMatchObject({ loggedIn: false, token: null, roles: [], access: [] });
  });

  it("the README's pagination snippet runs as written against the mock", { timeout: 60_000 }, async () => {
    const { code, stdout, stderr } = await runSnippet('pagination', { TZSB_BASE_URL: prism.url });
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
    const { code, stdout, stderr } = await runSnippet('session-expiry', { TZSB_BASE_URL: prism.url });
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout).toMatch(/^会话已失效： \S*登录\S*\n仍登录： false\n$/);
  });

  it('a server that cannot be reached is a transport error', async () => {
    const client: TzsbClient = createTzsbClient({ baseUrl: 'http://127.0.0.1:9' });
    const error = await failure(client.GET('/a/stone/user/unit'));
    expect(error).toMatchObject({ kind: 'transport', message: MESSAGES.serverError });
  });
});
