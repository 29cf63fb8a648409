// @tzsb/sdk/testing against the real sandbox (apps/sandbox, built: `pnpm --filter @tzsb/sandbox build`,
// which the SDK's test script runs first): a `mock` pair answers its example, a fault armed through
// the admin client is seen (and retried) by the SDK, the clock moves, fresh tenants are apart.
import { mkdtempSync, readFileSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isApiError, type AttemptInfo } from '../index';
import { runSnippet } from '../doc-snippets';
import { createSandboxAdmin, createTestClient, freshTenant, mockHeaders, SandboxAdminError } from './index';

const repo = fileURLToPath(new URL('../../../../', import.meta.url));
const sandboxEntry = join(repo, 'apps/sandbox/dist/index.js');

interface RunningSandbox {
  url: string;
  close(): Promise<void>;
}
let sandbox: RunningSandbox;
let dataDir: string;

beforeAll(async () => {
  if (!existsSync(sandboxEntry))
    throw new Error(
      'apps/sandbox/dist is missing: run `pnpm --filter @tzsb/sandbox build` first (the SDK test script does)',
    );
  const { startSandbox } = (await import(pathToFileURL(sandboxEntry).href)) as {
    startSandbox(options: {
      port: number;
      host: string;
      dataDir: string;
      strict: boolean;
      log: () => void;
    }): Promise<RunningSandbox>;
  };
  dataDir = mkdtempSync(join(tmpdir(), 'sdk-sandbox-'));
  sandbox = await startSandbox({ port: 0, host: '127.0.0.1', dataDir, strict: true, log: () => {} });
}, 120_000);

afterAll(async () => {
  await sandbox?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** The contract's example (bundled in dist/openapi.json by the build) of an operation's answer. */
function contractExample(path: string, method: string, code: string, name: string): unknown {
  const doc = JSON.parse(readFileSync(new URL('../../dist/openapi.json', import.meta.url), 'utf8'));
  const deref = (n: { $ref?: string } | undefined): any =>
    n?.$ref
      ? n.$ref
          .slice(2)
          .split('/')
          .reduce((o: any, k) => o[k], doc)
      : n;
  const example = deref(deref(doc.paths[path][method].responses[code]).content['application/json'].examples[name]);
  return example.value;
}

const device = (tag: string) => ({
  equclacode: '3000' as const,
  eqpVarietyCode: '3110',
  eqpName: `测试客梯${tag}`,
  eqpCode: `3110330212${String(Date.now() % 1e8).padStart(8, '0')}`,
  factoryNo: `F${tag}`,
  areaCode: '330212',
  useAddress: '宁波市鄞州区测试路 1 号',
});

describe('@tzsb/sdk/testing on the sandbox', () => {
  it('answers a mock pair with that example of the contract', { timeout: 30_000 }, async () => {
    const { client, admin } = await freshTenant({ baseUrl: sandbox.url, prefix: 'mock' });
    const { data, response } = await client.POST('/a/stone/eqm/list', {
      body: { pageNo: 1 },
      mock: { code: 200, example: 'nonUse' },
    });
    expect(response.headers.get('x-sandbox-source')).toBe('prefer');
    expect(data).toEqual(contractExample('/a/stone/eqm/list', 'post', '200', 'nonUse'));
    const failed = await client
      .POST('/a/stone/eqm/list', { body: { pageNo: 1 }, mock: { code: 500, example: 'serverError' }, retry: false })
      .catch((e: unknown) => e);
    expect(isApiError(failed) && failed.status).toBe(500);
    const sent = await admin.journal({ operationId: 'listEquipment' });
    expect(sent.map((e) => [e.status, e.source])).toEqual([
      [200, 'prefer'],
      [500, 'prefer'],
    ]);
  });

  it('refuses a mock the contract does not have before sending it (JavaScript callers)', async () => {
    const { client, admin } = await freshTenant({ baseUrl: sandbox.url, prefix: 'mock' });
    const call = client.POST('/a/stone/eqm/list', {
      body: { pageNo: 1 },
      mock: { code: 200, example: 'nonUsed' } as never,
    });
    await expect(call).rejects.toThrow(
      '接口 POST /a/stone/eqm/list 在状态码 200 下没有示例“nonUsed”，可用：ok、sessionTimeout',
    );
    expect(() => mockHeaders('POST', '/a/login', { code: 418 } as never)).toThrow('没有状态码 418 的应答');
    expect(await admin.journal({ operationId: 'listEquipment' })).toEqual([]);
  });

  it(
    'sees a fault armed through the admin client: a 503 retried after its Retry-After',
    { timeout: 30_000 },
    async () => {
      const attempts: AttemptInfo[] = [];
      const { client, admin, login } = await freshTenant({
        baseUrl: sandbox.url,
        prefix: 'fault',
        onAttempt: (a) => attempts.push(a),
      });
      await login();
      const fault = await admin.armFault({ operationId: 'listEquipment', status: 503, times: 1 });
      expect(fault.remaining).toBe(1);
      attempts.length = 0;
      const { data } = await client.POST('/a/stone/eqm/list', { body: { pageNo: 1, pageSize: 5 } });
      expect(data?.success).toBe(true);
      expect(attempts.map((a) => a.status)).toEqual([503, 200]);
      expect(attempts[0]?.retryIn).toBe(1000);
      expect((await admin.journal({ operationId: 'listEquipment' })).map((e) => e.source)).toEqual(['fault', 'state']);
      expect(await admin.faults()).toEqual([]);
    },
  );

  it('moves the clock the SDK reads in every answer', { timeout: 30_000 }, async () => {
    const { client, admin } = await freshTenant({ baseUrl: sandbox.url, prefix: 'clock' });
    const before = Date.parse(
      (await client.GET('/a/stone/common/getSsoLoginUrl')).response.headers.get('x-sandbox-now') ?? '',
    );
    const moved = await admin.moveClock({ advance: 'P30D' });
    expect(moved.offsetMs).toBeGreaterThanOrEqual(30 * 86_400_000);
    const after = Date.parse(
      (await client.GET('/a/stone/common/getSsoLoginUrl')).response.headers.get('x-sandbox-now') ?? '',
    );
    expect(after - before).toBeGreaterThanOrEqual(30 * 86_400_000);
    expect(after - before).toBeLessThan(30 * 86_400_000 + 60_000);
    await expect(admin.moveClock({ advance: '30 days' })).rejects.toThrow(SandboxAdminError);
  });

  it('keeps two fresh tenants apart: a save in one is absent in the other', { timeout: 30_000 }, async () => {
    const a = await freshTenant({ baseUrl: sandbox.url, prefix: 'iso' });
    const b = await freshTenant({ baseUrl: sandbox.url, prefix: 'iso' });
    expect(a.name).not.toBe(b.name);
    await a.login();
    await b.login();
    const saved = device('甲');
    expect((await a.client.POST('/a/stone/eqm/addEqm', { body: saved })).data?.success).toBe(true);
    const names = async (t: typeof a) =>
      (
        await t.client.POST('/a/stone/eqm/list', { body: { pageNo: 1, pageSize: 50, eqpName: saved.eqpName } })
      ).data?.data?.list.map((r) => r.eqpName);
    expect(await names(a)).toEqual([saved.eqpName]);
    expect(await names(b)).toEqual([]);
  });

  it(
    'resets a tenant to the seed and, with keepSessions, keeps its client signed in',
    { timeout: 30_000 },
    async () => {
      const t = await freshTenant({ baseUrl: sandbox.url, prefix: 'keep' });
      await t.login();
      const saved = device('乙');
      expect((await t.client.POST('/a/stone/eqm/addEqm', { body: saved })).data?.success).toBe(true);
      await t.admin.reset({ keepSessions: true });
      const list = await t.client.POST('/a/stone/eqm/list', {
        body: { pageNo: 1, pageSize: 50, eqpName: saved.eqpName },
      });
      expect(list.response.status).toBe(200);
      expect(list.data?.data?.list).toEqual([]);
    },
  );

  it('gives the admin API of a named tenant, and a Chinese refusal', async () => {
    const admin = createSandboxAdmin({ baseUrl: `${sandbox.url}/`, tenant: 'bad name' });
    const refused = await admin.status().catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(SandboxAdminError);
    expect((refused as SandboxAdminError).status).toBe(400);
    const { name } = await freshTenant({ baseUrl: sandbox.url, prefix: 'named' });
    expect((await createSandboxAdmin({ baseUrl: sandbox.url, tenant: name }).status()).tenant).toBe(name);
    const client = createTestClient({ baseUrl: sandbox.url });
    const { response } = await client.GET('/a/stone/common/getSsoLoginUrl', { mock: { code: 200 } });
    expect(response.headers.get('x-sandbox-tenant')).toBe('demo');
  });

  it("runs the README's test-kit snippet as written", { timeout: 60_000 }, async () => {
    const { code, stdout, stderr } = await runSnippet('testing', { TZSB_SANDBOX_URL: sandbox.url });
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout).toContain('重试后成功： true');
    expect(stdout).toMatch(/时钟快了 30 天/);
    expect(stdout).toContain('失败： 500');
    expect(stdout).toContain('调用日志： 200 prefer，503 fault，200 state，500 prefer');
  });
});
