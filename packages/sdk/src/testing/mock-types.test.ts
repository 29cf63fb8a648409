// Type tests for `mock: { code, example }`: checked by `tsc --noEmit -p .` (every `@ts-expect-error`
// must meet an error) and run by vitest with a fake fetch, which shows the `Prefer` header sent.
import { describe, expect, expectTypeOf, it } from 'vitest';
import { createAuth, Session, memoryStore } from '../index';
import { createTestClient, mockHeaders, preferOf, type MockOf } from './index';

const sent: (string | null)[] = [];
const fetch = async (request: Request) => {
  sent.push(request.headers.get('Prefer'));
  return new Response(
    JSON.stringify({
      success: true,
      data: {
        sessionid: 's1',
        user: { id: 'u1', loginName: 'nbyjzy', name: '陈建国' },
        roleList: [],
        count: 0,
        pageNo: 1,
        pageSize: 10,
        list: [],
      },
    }),
    { headers: { 'content-type': 'application/json' } },
  );
};
const client = createTestClient({ baseUrl: 'http://127.0.0.1:4010', fetch, retry: false });

describe('mock types', () => {
  it('types mock by the operation’s own statuses and example names', async () => {
    sent.length = 0;
    await client.POST('/a/stone/eqm/list', { body: { pageNo: 1 }, mock: { code: 500, example: 'serverError' } });
    await client.POST('/a/stone/eqm/list', { body: { pageNo: 1 }, mock: { code: 200, example: 'nonUse' } });
    await client.POST('/a/stone/eqm/list', { body: { pageNo: 1 }, mock: { code: 401 } });
    await client.GET('/a/stone/user/unit', { mock: { code: 200, example: 'unitMissing' }, timeout: 1_000 });
    await client.GET('/a/stone/user/unit');
    expect(sent).toEqual([
      'code=500, example=serverError',
      'code=200, example=nonUse',
      'code=401',
      'code=200, example=unitMissing',
      null,
    ]);

    await expect(
      // @ts-expect-error -- a typo in the example's name
      client.POST('/a/stone/eqm/list', { body: { pageNo: 1 }, mock: { code: 500, example: 'serverEror' } }),
    ).rejects.toThrow(TypeError);
    // @ts-expect-error -- a status the operation does not answer
    await expect(client.POST('/a/stone/eqm/list', { body: { pageNo: 1 }, mock: { code: 418 } })).rejects.toThrow(
      TypeError,
    );
    await expect(
      // @ts-expect-error -- an example of another status (nonUse is a 200)
      client.POST('/a/stone/eqm/list', { body: { pageNo: 1 }, mock: { code: 500, example: 'nonUse' } }),
    ).rejects.toThrow(TypeError);
    await expect(
      // @ts-expect-error -- an example of another operation (unitMissing is /a/stone/user/unit's)
      client.POST('/a/stone/eqm/list', { body: { pageNo: 1 }, mock: { code: 200, example: 'unitMissing' } }),
    ).rejects.toThrow(TypeError);
    // @ts-expect-error -- the status is a number, as in the contract
    await expect(client.GET('/a/stone/user/unit', { mock: { code: '200' } })).rejects.toThrow(TypeError);
    expect(sent).toHaveLength(5);
    // The call's own typing is kept: a body of the wrong shape still fails.
    // @ts-expect-error -- pageNo is a number
    await client.POST('/a/stone/eqm/list', { body: { pageNo: 'one' }, mock: { code: 200 } });
  });

  it('gives typed headers for calls that take only headers (auth.*)', async () => {
    const auth = createAuth({
      client: createTestClient({ baseUrl: 'http://127.0.0.1:4010', fetch, session: new Session(memoryStore()) }),
    });
    sent.length = 0;
    await auth.login(
      { username: 'nbyjzy', password: 'Nb@2026yj' },
      mockHeaders('POST', '/a/login', { code: 200, example: 'ok' }),
    );
    expect(sent[0]).toBe('code=200, example=ok');
    expect(mockHeaders('GET', '/a/stone/user/unit', { code: 500 })).toEqual({ headers: { Prefer: 'code=500' } });
    // @ts-expect-error -- wrongPasword is not an example of the login
    expect(() => mockHeaders('POST', '/a/login', { code: 200, example: 'wrongPasword' })).toThrow(TypeError);
    // @ts-expect-error -- the login is a POST
    expect(() => mockHeaders('GET', '/a/login', { code: 200 })).toThrow(TypeError);
    expect(preferOf({ code: 503 })).toBe('code=503');
  });

  it('names the answers of an operation as a type', () => {
    expectTypeOf<MockOf<'/a/stone/user/unit', 'get'>['code']>().toEqualTypeOf<200 | 401 | 500>();
    expectTypeOf<Extract<MockOf<'/a/login', 'post'>, { code: 500 }>['example']>().toEqualTypeOf<
      'serverError' | undefined
    >();
  });
});
