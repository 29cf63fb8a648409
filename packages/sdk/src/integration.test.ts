// Integration tests: the SDK against Prism mocking the real contract (openapi/openapi.yaml): signing in,
// calls of each shape, and the errors asked for with `Prefer: example=<name>` / `code=<status>`.
// The mock's own answers (pages, unknown examples, contract violations) are in integration-mock.test.ts.
import { describe, expect, it } from 'vitest';
import { connect, failure, startPrismForFile } from './integration-fixtures';
import { createTzsbClient, des, isSessionError, MESSAGES, unwrap, uuid32, type TzsbClient } from './index';

startPrismForFile();

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
