// Type tests for the client: checked by `tsc --noEmit -p .` (every `@ts-expect-error` must meet an
// error, and `expectTypeOf` must agree) and run by vitest with a fake fetch so the calls are real.
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  ApiError,
  createAuth,
  createTzsbClient,
  des,
  isSessionError,
  operations,
  paginate,
  printUrl,
  Session,
  unwrap,
  uuid32,
  type ApiErrorKind,
  type FieldError,
  type CallOptions,
  type Auth,
  type components,
  type DataOf,
  type OperationKey,
  type PagedPath,
  type paths,
  type RowOf,
  type Role,
  type SessionState,
  type TzsbClient,
  type UnitInfo,
  type User,
  type UserInfo,
} from './index';
import { checkRule, normalizeValue, type RuleId } from './validators';

type Equipment = components['schemas']['Equipment'];
type PageMeta = components['schemas']['PageMeta'];

const answers: Record<string, unknown> = {
  '/a/stone/eqm/list': {
    success: true,
    data: {
      count: 1,
      pageNo: 1,
      pageSize: 10,
      list: [{ oidno: 'OID1', eqpCode: '311033020020190123', equclacode: '3000', eqpName: '1号客梯' }],
    },
  },
  '/a/stone/user/info': {
    success: true,
    data: { user: { id: 'u1', loginName: 'nbyjzy', name: '陈建国' }, roleList: [] },
  },
  '/a/stone/user/unit': { success: true, data: { id: 'unit-1', orgname: '宁波甬江置业有限公司' } },
};
const fetch = async (input: RequestInfo | URL) => {
  const url = new URL(input instanceof Request ? input.url : String(input));
  if (url.pathname === '/a/stone/common/validCode')
    return new Response(new Uint8Array([1, 2, 3]), { headers: { 'content-type': 'image/jpeg' } });
  return new Response(JSON.stringify(answers[url.pathname] ?? { success: true, data: null }), {
    headers: { 'content-type': 'application/json' },
  });
};
const client = createTzsbClient({ baseUrl: 'http://127.0.0.1:4010', fetch });

describe('client types', () => {
  it('types the client by the contract', () => {
    expectTypeOf(client).toEqualTypeOf<TzsbClient>();
    expectTypeOf<paths>().toHaveProperty('/a/stone/eqm/list');
    expectTypeOf<paths>().toHaveProperty('/a/login');
    expectTypeOf<OperationKey>().toExtend<`${'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'} /${string}`>();
    expectTypeOf(operations['POST /a/stone/eqm/list'].requestType).toEqualTypeOf<'application/x-www-form-urlencoded'>();
  });

  it('types the answer of POST /a/stone/eqm/list', async () => {
    const { data, error } = await client.POST('/a/stone/eqm/list', {
      params: { query: { __ajax: 'json' } },
      body: { pageNo: 1, pageSize: 10, equclacode: '3000' },
    });
    expectTypeOf(data).not.toBeAny();
    expectTypeOf<NonNullable<typeof data>>().toHaveProperty('data');
    expectTypeOf<NonNullable<typeof data>>().toHaveProperty('success');
    expectTypeOf(error).not.toBeAny();
    expect(data?.success).toBe(true);
  });

  it('unwrap gives the page with a typed list', async () => {
    const page = await unwrap(client.POST('/a/stone/eqm/list', { body: { pageNo: 1 } }));
    expectTypeOf(page).not.toBeAny();
    expectTypeOf(page.list).toEqualTypeOf<Equipment[]>();
    expectTypeOf(page.list[0].eqpCode).toBeString();
    expectTypeOf(page.list[0].equclacode).toEqualTypeOf<components['schemas']['EquipmentTypeCode']>();
    expectTypeOf(page.count).toBeNumber();
    expectTypeOf(page).toExtend<PageMeta>();
    expect(page.list[0].eqpName).toBe('1号客梯');
  });

  it('unwrap gives the user info and unit', async () => {
    const info = await unwrap(client.GET('/a/stone/user/info', { params: { query: { __ajax: 'json' } } }));
    expectTypeOf(info.user).toEqualTypeOf<User>();
    expectTypeOf(info.roleList).toEqualTypeOf<Role[]>();
    const unit = await unwrap(client.GET('/a/stone/user/unit'));
    expectTypeOf(unit.orgname).toBeString();
    expectTypeOf(unit).toEqualTypeOf<UnitInfo>();
    expect(unit.orgname).toBe('宁波甬江置业有限公司');
  });

  it('types files as Blob: parseAs "blob" answers and multipart parts', async () => {
    const { data } = await client.GET('/a/stone/common/validCode', { parseAs: 'blob' });
    expectTypeOf(data).toEqualTypeOf<Blob | undefined>();
    expect(data).toBeInstanceOf(Blob);
    type Upload = NonNullable<
      paths['/a/stone/common/attachment/upload']['post']['requestBody']
    >['content']['multipart/form-data'];
    expectTypeOf<Upload['file']>().toEqualTypeOf<Blob>();
  });

  it('DataOf takes data out of an envelope type', () => {
    expectTypeOf<DataOf<{ success?: boolean; data?: { a: number } }>>().toEqualTypeOf<{ a: number }>();
    expectTypeOf<DataOf<string>>().toBeNever();
  });

  it('rejects unknown paths, wrong methods and wrong bodies', () => {
    // Never called: the calls only need to type-check (or fail to, where marked).
    const typeOnly = () => {
      // @ts-expect-error: not a path of the contract
      void client.POST('/a/stone/no/such/path', {});
      // @ts-expect-error: the path has no GET
      void client.GET('/a/stone/eqm/list');
      // @ts-expect-error: pageNo is a number
      void client.POST('/a/stone/eqm/list', { body: { pageNo: 'one' } });
      // @ts-expect-error: not an equipment type code
      void client.POST('/a/stone/eqm/list', { body: { equclacode: '1234' } });
      // @ts-expect-error: updateInfo needs name and mobile
      void client.POST('/a/stone/user/updateInfo', { body: { phone: '0574-87351260' } });
      // @ts-expect-error: the attachment's file is a Blob, not text
      void client.POST('/a/stone/common/attachment/upload', { body: { file: 'C:/a.pdf', attrefsysid: 'x' } });
      // @ts-expect-error: __ajax only takes "json"
      void client.GET('/a/stone/user/info', { params: { query: { __ajax: 'xml' } } });
      // @ts-expect-error: the path parameter is required
      void client.GET('/a/stone/common/attachment/download/{attsysid}', { parseAs: 'blob' });
    };
    expect(typeof typeOnly).toBe('function');
  });
});

describe('per-call options, paging and error guards', () => {
  it('calls take timeout, deadline, retry and onAttempt, typed', () => {
    const typeOnly = () => {
      void client.GET('/a/stone/user/info', {
        timeout: 5000,
        retry: { retries: 1, writes: false },
        onAttempt: (a) => expectTypeOf(a.attempt).toBeNumber(),
      });
      void client.POST('/a/stone/eqm/list', { body: { pageNo: 1 }, timeout: false, retry: false });
      // @ts-expect-error: the timeout is milliseconds
      void client.GET('/a/stone/user/info', { timeout: '5s' });
      // @ts-expect-error: retries is a number
      void client.GET('/a/stone/user/info', { retry: { retries: 'twice' } });
      void client.GET('/a/stone/user/info', {
        deadline: 8_000,
        onAttempt: (a) => expectTypeOf(a.duration).toBeNumber(),
      });
      void client.GET('/a/stone/user/info', { deadline: false });
      // @ts-expect-error: the deadline is milliseconds
      void client.GET('/a/stone/user/info', { deadline: '8s' });
    };
    expect(typeof typeOnly).toBe('function');
  });

  it('paginate is typed from the contract: rows, filters, and only paged lists', async () => {
    expectTypeOf<'/a/stone/eqm/list'>().toExtend<PagedPath>();
    expectTypeOf<RowOf<'/a/stone/eqm/list'>>().toEqualTypeOf<Equipment>();
    const rows = await paginate(client, '/a/stone/eqm/list', { body: { equclacode: '3000', pageSize: 20 } }).collect({
      limit: 1,
    });
    expectTypeOf(rows).toEqualTypeOf<Equipment[]>();
    expect(rows[0].eqpName).toBe('1号客梯');
    const typeOnly = () => {
      // @ts-expect-error: user info is not a paged list
      void paginate(client, '/a/stone/user/info');
      // @ts-expect-error: not an equipment type code
      void paginate(client, '/a/stone/eqm/list', { body: { equclacode: '1234' } });
      // @ts-expect-error: the paginator sets pageNo itself
      void paginate(client, '/a/stone/eqm/list', { body: { pageNo: 2 } });
    };
    expect(typeof typeOnly).toBe('function');
  });

  it('isSessionError narrows to an ApiError of kind session', () => {
    const e: unknown = new ApiError('session', '登录已过期，请重新登录', { status: 401 });
    if (isSessionError(e)) {
      expectTypeOf(e).toExtend<ApiError>();
      expectTypeOf(e.kind).toEqualTypeOf<'session'>();
      expect(e.status).toBe(401);
    } else {
      throw new Error('expected a session error');
    }
  });
});

describe('the rest of the public types', () => {
  it('errors, session and auth', () => {
    expectTypeOf<ApiErrorKind>().toEqualTypeOf<'transport' | 'http' | 'business' | 'session'>();
    expectTypeOf<ApiError['kind']>().toEqualTypeOf<ApiErrorKind>();
    expectTypeOf<NonNullable<ApiError['fields']>[number]>().toEqualTypeOf<FieldError>();
    expectTypeOf<FieldError['description']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<ApiError>().toExtend<Error>();
    const session = new Session();
    const client = createTzsbClient({ baseUrl: 'http://127.0.0.1:4010', fetch, session });
    expectTypeOf(session.state).toEqualTypeOf<SessionState>();
    expectTypeOf(session.state.access).toEqualTypeOf<readonly string[]>();
    expectTypeOf(session.tokens()).toEqualTypeOf<{ token: string | null; extendToken: string | null }>();
    const auth = createAuth({ client, session });
    expectTypeOf(auth).toEqualTypeOf<Auth>();
    expectTypeOf(auth.login).parameter(0).toHaveProperty('username');
    expectTypeOf(auth.login).returns.toEqualTypeOf<Promise<UserInfo>>();
    expectTypeOf(auth.changeRole).parameter(0).toEqualTypeOf<Role>();
    expectTypeOf(auth.login).parameter(1).toEqualTypeOf<CallOptions | undefined>();
    expectTypeOf(auth.logout).parameter(0).toEqualTypeOf<CallOptions | undefined>();
    const typeOnly = () => {
      // @ts-expect-error: the password is required
      void auth.login({ username: 'a' });
      // @ts-expect-error: per-call options are headers, signal, fetch, timeout, retry and onAttempt
      void auth.login({ username: 'a', password: 'b' }, { method: 'GET' });
    };
    expect(typeof typeOnly).toBe('function');
  });

  it('cipher, ids, print and validators', () => {
    expectTypeOf(des.encode).toEqualTypeOf<(data: string, secret?: string) => string>();
    expectTypeOf(uuid32).returns.toBeString();
    expectTypeOf(printUrl).returns.toBeString();
    expectTypeOf(checkRule).returns.toEqualTypeOf<string | null>();
    expectTypeOf<'mobile'>().toExtend<RuleId>();
    expectTypeOf(normalizeValue).parameters.toEqualTypeOf<[RuleId, string]>();
    expectTypeOf(normalizeValue).returns.toBeString();
    const typeOnly = () => {
      // @ts-expect-error: not a rule id
      checkRule('qq', '12345');
      // @ts-expect-error: not a rule id
      normalizeValue('qq', '12345');
    };
    expect(typeof typeOnly).toBe('function');
  });
});
