// `pnpm contract:drift` (scripts/contract-drift.mjs) against a small live server that answers some
// operations as the contract says and breaks others: a number sent as a string, a missing field,
// HTML instead of JSON; everything else it does not know (404). Run as the command is run.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readmeSnippet } from './doc-snippets';

const repo = fileURLToPath(new URL('../../..', import.meta.url));
const script = join(repo, 'scripts/contract-drift.mjs');

interface Operation {
  operationId: string;
  method: string;
  path: string;
  provenance: string;
  result: string;
  status?: number;
  violations?: { path: string; message: string }[];
  note?: string;
}
interface Report {
  summary: Record<string, number>;
  confirmedInferred: string[];
  operations: Operation[];
}

let server: Server;
let upstream: string;
const hits: { method: string; path: string; sid: string | null; ajax: string | null }[] = [];

type Contract = {
  paths: Record<
    string,
    Record<
      string,
      {
        responses: Record<
          string,
          { content: Record<string, { examples: Record<string, { value: Record<string, unknown> }> }> }
        >;
      }
    >
  >;
};
let contract: Contract | undefined;

/** The contract's `ok` example of an operation's 200 answer. */
async function okExample(method: string, path: string): Promise<Record<string, unknown>> {
  const { dereferencedContract } = (await import(
    /* @vite-ignore */ join(repo, 'scripts/lib/example-requests.mjs')
  )) as { dereferencedContract(root: string): Contract };
  contract ??= dereferencedContract(join(repo, 'openapi/openapi.yaml'));
  return structuredClone(contract.paths[path][method].responses['200'].content['application/json'].examples.ok.value);
}

beforeAll(async () => {
  const login = await okExample('post', '/a/login');
  const sid = (login.data as { sessionid: string }).sessionid;
  const info = await okExample('get', '/a/stone/user/info');
  const unit = await okExample('get', '/a/stone/user/unit');
  const reports = await okExample('post', '/a/stone/report/list');
  const equipment = await okExample('post', '/a/stone/eqm/list');
  (equipment.data as Record<string, unknown>).count = '14'; // a number sent as a string
  const detail = await okExample('get', '/a/stone/eqm/getDetailBy');
  delete (detail.data as Record<string, unknown>).inspections; // a required field missing
  const logout = await okExample('get', '/a/logout');
  const answers: Record<string, unknown> = {
    'POST /a/login': login,
    'GET /a/stone/user/info': info,
    'GET /a/stone/user/unit': unit,
    'POST /a/stone/report/list': reports,
    'POST /a/stone/eqm/list': equipment,
    'GET /a/stone/eqm/getDetailBy': detail,
    'GET /a/logout': logout,
  };
  server = createServer((req, res) => {
    const url = new URL(req.url!, 'http://x');
    const key = `${req.method} ${url.pathname}`;
    hits.push({
      method: req.method!,
      path: url.pathname,
      sid: url.searchParams.get('__sid'),
      ajax: url.searchParams.get('__ajax'),
    });
    req.resume();
    req.on('end', () => {
      if (key === 'POST /a/stone/index/getEqustatisticNums') {
        // JeeSite's login page where JSON was due.
        res.writeHead(200, { 'content-type': 'text/html;charset=UTF-8' });
        res.end('<html><head><title>登录</title></head><body>请登录</body></html>');
        return;
      }
      const answer = answers[key];
      if (!answer) {
        res.writeHead(404, { 'content-type': 'text/html' });
        res.end('<html>404</html>');
        return;
      }
      // Secured calls need the session the login handed out.
      if (key !== 'POST /a/login' && url.searchParams.get('__sid') !== sid) {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ result: 'login', message: '未登录或登录超时。请重新登录，谢谢！' }));
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json;charset=UTF-8' });
      res.end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  upstream = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 60_000);

afterAll(() => new Promise<void>((done) => server.close(() => done())));

function drift(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((done) => {
    execFile(
      process.execPath,
      [script, ...args],
      { cwd: repo, env: { ...process.env, TZSB_USERNAME: '', TZSB_PASSWORD: '' } },
      (error, stdout, stderr) => {
        done({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, stdout, stderr });
      },
    );
  });
}

describe('pnpm contract:drift', () => {
  it(
    "the README's snippet logs in through Prism's proxy, calls every read, and reports each operation",
    { timeout: 120_000 },
    async () => {
      // Run as written, with the server's address in place of the example's.
      const { lang, code: snippet } = readmeSnippet('drift');
      expect(lang).toBe('sh');
      expect(snippet).toMatch(/^UPSTREAM=\S+/m);
      const script = snippet.replace(/^UPSTREAM=\S+/m, `UPSTREAM=${upstream}`);
      const { code, stdout } = await new Promise<{ code: number; stdout: string }>((done) => {
        execFile('bash', ['-euo', 'pipefail', '-c', script], { cwd: repo }, (error, out) =>
          done({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, stdout: out }),
        );
      });
      expect(code).toBe(1); // there are violations
      const report = JSON.parse(readFileSync(join(repo, 'dist/drift/drift-report.json'), 'utf8')) as Report;
      const byId = Object.fromEntries(report.operations.map((o) => [o.operationId, o]));

      // Answered as the contract says: matches; the inferred one is now confirmed.
      for (const id of ['login', 'getCurrentUserInfo', 'getCurrentUserUnit', 'listInspectionReports', 'logout'])
        expect(byId[id], id).toMatchObject({ result: 'match', status: 200 });
      expect(byId.listInspectionReports.provenance).toBe('inferred');
      expect(report.confirmedInferred).toEqual(['listInspectionReports']);

      // Broken: each difference with its JSON path.
      expect(byId.listEquipment).toMatchObject({
        result: 'violation',
        violations: [{ path: 'data.count', message: expect.stringContaining('integer') }],
      });
      expect(byId.getEquipmentDetail.result).toBe('violation');
      expect(byId.getEquipmentDetail.violations).toContainEqual(
        expect.objectContaining({ path: 'data', message: expect.stringContaining('inspections') }),
      );
      expect(byId.getHomeEquipmentStatistics.result).toBe('violation');
      expect(byId.getHomeEquipmentStatistics.violations?.[0].message).toContain('text/html');

      // What the server does not have.
      expect(byId.listOperator).toMatchObject({ result: 'unreachable', status: 404 });
      // Only reads are called: no save, delete or submit reached the server.
      expect(hits.some((h) => /save|delete|del$|submit|commit|audit/i.test(h.path))).toBe(false);
      expect(
        report.operations.every((o) => o.method === 'GET' || o.operationId === 'login' || ['POST'].includes(o.method)),
      ).toBe(true);
      expect(report.operations.filter((o) => o.method === 'POST' && o.operationId !== 'login').length).toBeGreaterThan(
        70,
      );
      // The SDK's session reached the server: every secured call carried the login's __sid, and
      // __ajax=json went where the contract declares it.
      expect(hits.find((h) => h.path === '/a/stone/user/unit')).toMatchObject({
        sid: expect.stringMatching(/^[0-9a-f]{32}$/),
        ajax: 'json',
      });
      // The download declares its 404 (JSON): this server's HTML 404 there breaks the contract too.
      expect(byId.downloadAttachment.result).toBe('violation');
      expect(report.summary).toMatchObject({ match: 5, violation: 4, confirmedInferred: 1 });
      expect(report.summary.unreachable).toBeGreaterThan(100);

      const md = readFileSync(join(repo, 'dist/drift/drift-report.md'), 'utf8');
      expect(md).toContain('| `listEquipment` | `POST /a/stone/eqm/list` | documented | ✗ 不符 | 200 | `data.count`');
      expect(stdout).toContain('服务器确认了 1 个推断的接口');
    },
  );

  it('without credentials checks the public calls only; a wrong usage exits 2', { timeout: 120_000 }, async () => {
    const out = mkdtempSync(join(tmpdir(), 'drift-'));
    const { code } = await drift('--upstream', upstream, '--out', out, '--only', 'getSsoLoginUrl,getCurrentUserUnit');
    expect(code).toBe(0);
    const report = JSON.parse(readFileSync(join(out, 'drift-report.json'), 'utf8')) as Report;
    expect(new Map(report.operations.map((o) => [o.operationId, o.result]))).toEqual(
      new Map([
        ['getCurrentUserUnit', 'unchecked'],
        ['getSsoLoginUrl', 'unreachable'],
      ]),
    );
    expect((await drift('--user', 'x')).code).toBe(2);
    expect((await drift('--upstream', upstream, '--user', 'x')).code).toBe(2);
  });
});
