// The client's request bodies (form, multipart, JSON), binary answers, unwrap and the body helpers.
import { describe, expect, it, vi } from 'vitest';
import { createBodyMiddleware, toFormData, toFormUrlEncoded, unwrap } from './client';
import { MESSAGES } from './constants';
import { BASE, json, setup, loggedIn, rejection } from './client-fixtures';

describe('createTzsbClient: request bodies', () => {
  it('hands fetch the request as it builds it: no body is read back first (in a browser each read waits for its next task, behind the page rendering meanwhile)', async () => {
    const reads = (['text', 'arrayBuffer', 'blob', 'formData', 'json', 'clone'] as const).map((m) =>
      vi.spyOn(Request.prototype, m),
    );
    const readsBeforeFetch: number[] = [];
    const { client, requests } = setup(
      () => {
        readsBeforeFetch.push(reads.reduce((n, spy) => n + spy.mock.calls.length, 0));
        return json({ success: true, data: null });
      },
      { session: loggedIn() },
    );
    try {
      await client.POST('/a/stone/eqm/list', { body: { pageNo: 1, pageSize: 10, eqpName: '客梯' } });
      await client.POST('/a/stone/common/attachment/upload', {
        body: { file: new Blob(['%PDF']), attrefsysid: 'REF-1' } as never,
      });
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
    await client.POST('/a/stone/eqm/list', {
      body: { pageNo: 2, pageSize: 20, equclacode: '3000', eqpName: '客梯 A&B' },
    });
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
    const { client, requests } = setup(() =>
      json({ success: true, data: { attsysid: 'f8c6', attrefsysid: 'r1', fileName: '合格证.pdf' } }),
    );
    const file = new Blob(['%PDF-1.4 test'], { type: 'application/pdf' });
    const attachment = await unwrap(
      client.POST('/a/stone/common/attachment/upload', {
        body: { file, attrefsysid: '3c5e7a9b1d2f4e6a8b0c2d4e6f8a0b2c', attType: '产品合格证' },
      }),
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

  it("keeps a File's name in the multipart body", async () => {
    const { client, requests } = setup();
    const file = new File(['a,b'], '设备清单.xlsx', {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
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
    const { data, response } = await client.GET('/a/stone/common/validCode', {
      params: { query: { t: 1795224735000 } },
      parseAs: 'blob',
    });
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(data).toBeInstanceOf(Blob);
    expect(new Uint8Array(await data!.arrayBuffer())).toEqual(bytes);
    expect(onApiError).not.toHaveBeenCalled();
  });

  it('still reads a JSON failure a file endpoint answers with', async () => {
    const { client } = setup(() => json({ result: 'login', message: '未登录或登录超时。请重新登录，谢谢！' }));
    await expect(
      client.GET('/a/stone/common/attachment/download/{attsysid}', {
        params: { path: { attsysid: 'f8c6' } },
        parseAs: 'blob',
      }),
    ).rejects.toMatchObject({
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
  const run = (request: Request, schemaPath: string) =>
    middleware.onRequest!({ request, schemaPath, params: {}, options: {} as never, id: '1' });

  it('form-encodes even where Request.body is missing (Firefox)', async () => {
    const request = new Request(`${BASE}/a/stone/user/changeRole`, {
      method: 'POST',
      body: JSON.stringify({ id: 'r1' }),
      headers: { 'content-type': 'application/json' },
    });
    Object.defineProperty(request, 'body', { value: undefined });
    const out = (await run(request, '/a/stone/user/changeRole')) as Request;
    expect(out).toBeInstanceOf(Request);
    expect(out.headers.get('content-type')).toBe('application/x-www-form-urlencoded;charset=UTF-8');
    expect(await out.text()).toBe('id=r1');
  });

  it('form-encodes any body the contract does not declare JSON or multipart (the platform default)', async () => {
    const request = new Request(`${BASE}/unknown`, {
      method: 'POST',
      body: '{"a":1}',
      headers: { 'content-type': 'application/json' },
    });
    const out = await run(request, '/unknown');
    expect(out?.headers.get('content-type')).toContain('application/x-www-form-urlencoded');
    expect(await out!.text()).toBe('a=1');
  });
});
