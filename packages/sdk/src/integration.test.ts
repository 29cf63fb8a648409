// Integration tests: the SDK against Prism mocking the real contract (openapi/openapi.yaml).
// Prism is started once for this file; failures are asked for with `Prefer: example=<name>`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, createAuth, createTzsbClient, des, isSessionError, MESSAGES, Session, memoryStore, unwrap, uuid32, type TzsbClient } from './index';

interface Prism { url: string; stop(): Promise<void>; log(): string }
interface PrismModule { startPrism(options?: { contract?: string; port?: number; quiet?: boolean }): Promise<Prism> }

// The repository's shared Prism launcher (plain JavaScript, so loaded by URL rather than typed import).
const prismModule = new URL('../../../scripts/lib/prism.mjs', import.meta.url).href;
const contract = decodeURIComponent(new URL('../../../openapi/openapi.yaml', import.meta.url).pathname);

let prism: Prism;
/** A client with a session of its own; `prefer` adds a `Prefer` header to every call (for auth flows). */
function connect(prefer?: string) {
  const session = new Session(memoryStore());
  const fetch: typeof globalThis.fetch = (input, init) => {
    const request = new Request(input, init);
    if (prefer) request.headers.set('Prefer', prefer);
    return globalThis.fetch(request);
  };
  const errors: ApiError[] = [];
  const client = createTzsbClient({ baseUrl: prism.url, session, fetch, onApiError: (e) => errors.push(e) });
  return { session, client, errors, auth: createAuth({ client, session }) };
}

async function failure(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(() => null, (e: unknown) => e);
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
    const page = await unwrap(logged.client.POST('/a/stone/eqm/list', { params: { query: { __ajax: 'json' } }, body: { pageNo: 1, pageSize: 10, equclacode: '3000' } }));
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
    const error = await failure(logged.client.POST('/a/stone/eqm/list', { body: { pageNo: 1 }, headers: { Prefer: 'example=sessionTimeout' } }));
    expect(error.kind).toBe('session');
    expect(isSessionError(error)).toBe(true);
    expect(error.message).toMatch(/登录/);
    expect(error.operation).toBe('POST /a/stone/eqm/list');
  });

  it('Prefer: example=businessRefused gives a business ApiError with the server message', async () => {
    const error = await failure(unwrap(logged.client.GET('/a/stone/user/unit', { headers: { Prefer: 'example=businessRefused' } })));
    expect(error.kind).toBe('business');
    expect(error.message).toMatch(/[\u4e00-\u9fff]/);
  });

  it('Prefer: example=wrongPassword on login gives a business error with the Chinese message', async () => {
    const error = await failure(
      logged.client.POST('/a/login', {
        params: { query: { __ajax: 'json' } },
        body: { username: des.encode('nbyjzy'), password: des.encode('wrong-password'), validateCode: '', ticket: '', gotoUrl: '' },
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
    const { data, response } = await logged.client.GET('/a/stone/common/validCode', { params: { query: { t: Date.now() } }, parseAs: 'blob' });
    expect(response.headers.get('content-type')).toMatch(/^image\/jpeg/);
    expect(data).toBeInstanceOf(Blob);
    expect(data!.size).toBeGreaterThan(0);
  });

  it('uploads an attachment as multipart', async () => {
    const attachment = await unwrap(
      logged.client.POST('/a/stone/common/attachment/upload', {
        body: { file: new Blob(['%PDF-1.4'], { type: 'application/pdf' }), attrefsysid: uuid32(), attType: '产品合格证' },
      }),
    );
    expect(attachment.attsysid).toBeTruthy();
  });

  it('auth calls take per-call headers: login asked for accountLocked is refused with its message', async () => {
    const fresh = connect();
    const error = await failure(fresh.auth.login({ username: 'nbyjzy', password: 'Nb@2026yj' }, { headers: { Prefer: 'example=accountLocked' } }));
    expect(error).toMatchObject({ kind: 'business', operation: 'POST /a/login' });
    expect(error.message).toMatch(/锁定/);
    expect(fresh.session.state.loggedIn).toBe(false);
  });

  it('Prefer: code=500 gives an http ApiError with status 500', async () => {
    const error = await failure(logged.client.POST('/a/stone/eqm/list', { body: { pageNo: 1 }, headers: { Prefer: 'code=500, example=serverError' } }));
    expect(error).toMatchObject({ kind: 'http', status: 500, message: '系统内部错误，请联系管理员' });
  });

  it('Prefer: code=401 gives a session ApiError', async () => {
    const error = await failure(logged.client.GET('/a/stone/user/unit', { headers: { Prefer: 'code=401' } }));
    expect(error).toMatchObject({ kind: 'session', status: 401 });
  });

  it('an example the operation does not have is answered with the names it has', async () => {
    const error = await failure(logged.client.POST('/a/stone/common/attachment/upload', {
      body: { file: new Blob(['x']), attrefsysid: uuid32() },
      headers: { Prefer: 'example=fileTooBig' },
    }));
    expect(error).toMatchObject({ kind: 'http', status: 404 });
    expect(error.message).toContain('fileTooBig');
    expect(error.message).toContain('fileTooLarge');
    expect(error.message).toContain('fileTypeRejected');
    expect((error.body as { examples: { name: string }[] }).examples.map((e) => e.name)).toContain('fileTooLarge');
  });

  it('a request that breaks the contract is a 422 whose body lists the violations', async () => {
    const error = await failure(logged.client.POST('/a/login', {
      params: { query: { __ajax: 'json' } },
      body: { username: 'not-hex', password: 'AB' },
    }));
    expect(error).toMatchObject({ kind: 'http', status: 422, message: '请求参数有误，请检查后重试（422）' });
    const validation = (error.body as { validation: { location: string[]; message: string }[] }).validation;
    expect(validation.some((v) => v.location.join('.') === 'body.username')).toBe(true);
  });

  it('logs out and clears the session', async () => {
    await logged.auth.logout();
    expect(logged.session.state).toMatchObject({ loggedIn: false, token: null, roles: [], access: [] });
  });

  it('a server that cannot be reached is a transport error', async () => {
    const client: TzsbClient = createTzsbClient({ baseUrl: 'http://127.0.0.1:9' });
    const error = await failure(client.GET('/a/stone/user/unit'));
    expect(error).toMatchObject({ kind: 'transport', message: MESSAGES.serverError });
  });
});
