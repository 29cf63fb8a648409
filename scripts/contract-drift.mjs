// `pnpm contract:drift --upstream <url> [--user <name> --password <password>]`: checks a live server
// against the contract. Prism's proxy runs in front of the server and checks every request and answer
// passing through (the answers reach us unchanged, with what does not fit named in `sl-violations`).
// Through it the script logs in with the SDK (createAuth, the JeeSite cipher), calls every read-only
// operation (`x-idempotent`, GETs) with its example parameters, logs out, and writes a report per
// operation:
//   match        the answer fits the contract and is a success;
//   violation    the answer breaks the contract: each difference with its JSON path (data.count …);
//   refused      the answer fits, but is a failure (business refusal, session ended, 401/500), so
//                the shape of its data was not seen;
//   unreachable  no answer, or the server has no such address (404, 405, 501, 502-504).
// An inferred operation (`x-provenance: inferred`) that matches is confirmed by the server.
//
// Options: --user/--password (or TZSB_USERNAME / TZSB_PASSWORD; without them only public calls are
// made), --secret (the cipher secret, or TZSB_SECRET), --out <dir> (default dist/drift),
// --only <operationId,…>, --timeout <ms> per call (default 15000), --contract <root.yaml>.
// Exit code: 0 without violations, 1 with violations or a failed login, 2 wrong usage.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { contractExamples } from './lib/named-examples.mjs';
import { dereferencedContract, exampleRequest } from './lib/example-requests.mjs';
import { defaultContract, freePort, startPrismProxy } from './lib/prism.mjs';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const sdkDist = join(repoRoot, 'packages/sdk/dist/index.js');

const USAGE = `用法：pnpm contract:drift --upstream <服务地址> [--user 账号 --password 密码] [--secret 密钥] [--out 目录] [--only operationId,…] [--timeout 毫秒]`;

class UsageError extends Error {}

function parseArgs(argv) {
  const known = new Set(['upstream', 'user', 'password', 'secret', 'out', 'only', 'timeout', 'contract']);
  const options = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--help' || arg === '-h') {
      options.help = true;
      continue;
    }
    const m = /^--([\w-]+)(?:=(.*))?$/.exec(arg);
    if (!m || !known.has(m[1])) throw new UsageError(`未知参数 ${arg}`);
    const value = m[2] ?? argv[++i];
    if (value === undefined) throw new UsageError(`--${m[1]} 缺少值`);
    options[m[1]] = value;
  }
  return options;
}

/** `["response","body","data","count"]` → `data.count`; `["response"]` → '' (the answer itself). */
function jsonPath(location) {
  const parts =
    location[0] === 'response' || location[0] === 'request' ? location.slice(location[1] === 'body' ? 2 : 1) : location;
  return parts.reduce((path, key) => (/^\d+$/.test(key) ? `${path}[${key}]` : path ? `${path}.${key}` : key), '');
}

/** The violations Prism's proxy found in one exchange: `{ request: [...], response: [...] }`. */
function violationsOf(header) {
  let list = [];
  try {
    list = header ? JSON.parse(header) : [];
  } catch {
    list = [{ location: ['response'], severity: 'Error', message: header }];
  }
  const errors = list.filter((v) => v.severity === 'Error');
  const toReport = (v) => ({ path: jsonPath(v.location ?? []), message: v.message });
  return {
    request: errors.filter((v) => v.location?.[0] === 'request').map(toReport),
    response: errors.filter((v) => v.location?.[0] !== 'request').map(toReport),
  };
}

const UNREACHABLE_STATUS = new Set([404, 405, 501, 502, 503, 504]);

/** Whether a JSON answer is a success of the platform's envelope. */
function envelopeOk(body) {
  if (!body || typeof body !== 'object') return false;
  const flag = (v) => (typeof v === 'string' ? v.trim().toLowerCase() === 'true' : Boolean(v));
  return body.result !== 'login' && (flag(body.success) || flag(body.isSuccess) || flag(body.result));
}

/** Classifies one exchange through the proxy. */
async function outcome(response) {
  const found = violationsOf(response.headers.get('sl-violations'));
  const type = response.headers.get('content-type') ?? '';
  const text = await response.text();
  const base = { status: response.status, contentType: type.split(';')[0] || null };
  // The proxy's own answer when the server could not be reached at all.
  if (type.includes('problem+json')) {
    let problem;
    try {
      problem = JSON.parse(text);
    } catch {
      problem = null;
    }
    if (problem?.type === 'FetchError')
      return {
        status: null,
        contentType: null,
        result: 'unreachable',
        note: String(problem.title ?? '').replace(/^request to \S+ failed, reason: /, ''),
      };
  }
  if (found.request.length) base.requestViolations = found.request;
  if (found.response.length) return { ...base, result: 'violation', violations: found.response };
  if (UNREACHABLE_STATUS.has(response.status))
    return { ...base, result: 'unreachable', note: `服务器答 ${response.status}` };
  if (!response.ok) return { ...base, result: 'refused', note: `服务器答 ${response.status}` };
  if (type.includes('json')) {
    let body;
    try {
      body = JSON.parse(text);
    } catch {
      return {
        ...base,
        result: 'violation',
        violations: [{ path: '', message: 'not JSON although the content type says so' }],
      };
    }
    if (!envelopeOk(body))
      return {
        ...base,
        result: 'refused',
        note: String(
          body?.errorMsg ?? body?.errmsg ?? body?.message ?? (body?.result === 'login' ? '会话已失效' : '失败'),
        ),
      };
  }
  return { ...base, result: 'match' };
}

/** Loads the built SDK (building it first when missing). */
async function loadSdk() {
  if (!existsSync(sdkDist)) {
    execFileSync(process.platform === 'win32' ? 'pnpm.cmd' : 'pnpm', ['--filter', '@tzsb/sdk', 'build'], {
      cwd: repoRoot,
      stdio: 'inherit',
    });
  }
  return import(pathToFileURL(sdkDist).href);
}

/**
 * Runs the check; resolves to the report (also written to `out` as drift-report.json and .md).
 * @param {{ upstream: string, user?: string, password?: string, secret?: string, out?: string,
 *           only?: string[], timeout?: number, contract?: string, log?: (line: string) => void }} options
 */
export async function runDrift(options) {
  const log = options.log ?? ((line) => console.log(line));
  const contract = resolve(options.contract ?? defaultContract);
  const timeout = options.timeout ?? 15_000;
  const upstream = new URL(options.upstream).href.replace(/\/$/, '');
  // Prism starts (in its own process) while the contract is bundled here.
  const starting = startPrismProxy({ contract, upstream, port: await freePort(), quiet: true });
  let doc;
  try {
    doc = dereferencedContract(contract);
  } catch (e) {
    await (await starting).stop();
    throw e;
  }
  const proxy = await starting;
  const operations = [];
  try {
    const info = new Map(contractExamples(contract).map((o) => [`${o.method} ${o.path}`, o]));
    const sdk = await loadSdk();
    const seen = new Map();
    const session = new sdk.Session(sdk.memoryStore());
    const client = sdk.createTzsbClient({ baseUrl: proxy.url, session, timeout, retry: false });
    // The documented hook: what the proxy said about the SDK's own calls (login, user info).
    client.use({
      onResponse({ request, schemaPath, response }) {
        seen.set(`${request.method} ${schemaPath}`, response.clone());
        return undefined;
      },
    });

    const entry = (method, path) => {
      const o = info.get(`${method} ${path}`);
      return { operationId: o.operationId, method, path, provenance: o.provenance, summary: o.summary };
    };
    let loggedIn = false;
    if (options.user && options.password) {
      const auth = sdk.createAuth({ client, ...(options.secret ? { secret: options.secret } : {}) });
      try {
        await auth.login({ username: options.user, password: options.password });
        loggedIn = true;
      } catch (error) {
        log(`登录失败：${error.message}`);
      }
      for (const key of ['POST /a/login', 'GET /a/stone/user/info']) {
        const response = seen.get(key);
        const [method, path] = key.split(' ');
        if (response) operations.push({ ...entry(method, path), ...(await outcome(response)) });
      }
    }
    const { token, extendToken } = session.tokens();
    const only = options.only?.length ? new Set(options.only) : null;
    const done = new Set(operations.map((o) => `${o.method} ${o.path}`));
    for (const [path, item] of Object.entries(doc.paths ?? {})) {
      for (const method of ['get', 'post', 'put', 'patch', 'delete']) {
        const op = item[method];
        const key = `${method.toUpperCase()} ${path}`;
        const meta = info.get(key);
        if (!op || !meta?.idempotent || done.has(key) || (only && !only.has(op.operationId))) continue;
        if (meta.secured && !loggedIn && !(op.security ?? []).some((s) => Object.keys(s).length === 0)) {
          operations.push({
            ...entry(method.toUpperCase(), path),
            result: 'unchecked',
            note: options.user ? '登录失败，未检查' : '需要登录（--user / --password）',
          });
          continue;
        }
        const { url, init } = exampleRequest(
          path,
          item,
          method,
          token ? { __sid: token, ...(extendToken ? { __extend: extendToken } : {}) } : {},
        );
        try {
          const response = await fetch(`${proxy.url}${url}`, { ...init, signal: AbortSignal.timeout(timeout) });
          operations.push({ ...entry(method.toUpperCase(), path), ...(await outcome(response)) });
        } catch (error) {
          operations.push({
            ...entry(method.toUpperCase(), path),
            result: 'unreachable',
            note:
              error.name === 'TimeoutError'
                ? `${timeout} ms 内没有应答`
                : String(error.cause?.message ?? error.message),
          });
        }
      }
    }
    if (loggedIn) {
      seen.delete('GET /a/logout');
      await sdk
        .createAuth({ client })
        .logout()
        .catch(() => undefined);
      const response = seen.get('GET /a/logout');
      if (response && (!only || only.has('logout')))
        operations.push({ ...entry('GET', '/a/logout'), ...(await outcome(response)) });
    }
  } finally {
    await proxy.stop();
  }

  const count = (result) => operations.filter((o) => o.result === result).length;
  const confirmed = operations
    .filter((o) => o.result === 'match' && o.provenance === 'inferred')
    .map((o) => o.operationId);
  const report = {
    upstream,
    checkedAt: new Date().toISOString(),
    contract: relative(repoRoot, contract),
    summary: {
      match: count('match'),
      violation: count('violation'),
      refused: count('refused'),
      unreachable: count('unreachable'),
      unchecked: count('unchecked'),
      confirmedInferred: confirmed.length,
    },
    confirmedInferred: confirmed,
    operations,
  };
  const out = resolve(options.out ?? join(repoRoot, 'dist/drift'));
  mkdirSync(out, { recursive: true });
  writeFileSync(join(out, 'drift-report.json'), `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(join(out, 'drift-report.md'), markdown(report));
  const s = report.summary;
  log(`契约漂移检查：${upstream}`);
  log(
    `  符合 ${s.match}，不符 ${s.violation}，失败应答 ${s.refused}，不可达 ${s.unreachable}${s.unchecked ? `，未检查 ${s.unchecked}` : ''}；服务器确认了 ${s.confirmedInferred} 个推断的接口`,
  );
  for (const o of operations.filter((x) => x.result === 'violation')) {
    log(`  ✗ ${o.operationId}（${o.method} ${o.path}）`);
    for (const v of o.violations) log(`      ${v.path || '（应答本身）'}: ${v.message}`);
  }
  log(`报告：${relative(process.cwd(), join(out, 'drift-report.md'))}、drift-report.json`);
  return report;
}

const RESULT_TEXT = {
  match: '✓ 符合',
  violation: '✗ 不符',
  refused: '— 失败应答',
  unreachable: '… 不可达',
  unchecked: '· 未检查',
};

function markdown(report) {
  const cell = (s) =>
    String(s ?? '')
      .replace(/\|/g, '\\|')
      .replace(/\s+/g, ' ');
  const lines = [
    `# 契约漂移检查：${report.upstream}`,
    '',
    `${report.checkedAt}，契约 \`${report.contract}\`。`,
    '',
    `符合 ${report.summary.match}，不符 ${report.summary.violation}，失败应答 ${report.summary.refused}，不可达 ${report.summary.unreachable}，未检查 ${report.summary.unchecked}。`,
    '',
    `服务器确认了 ${report.confirmedInferred.length} 个推断（\`x-provenance: inferred\`）的接口${report.confirmedInferred.length ? `：${report.confirmedInferred.map((id) => `\`${id}\``).join('、')}` : ''}。`,
    '',
    '| operationId | 调用 | 来源 | 结果 | 状态码 | 详情 |',
    '| --- | --- | --- | --- | --- | --- |',
  ];
  for (const o of report.operations) {
    const detail = o.violations
      ? o.violations.map((v) => `\`${v.path || '（应答本身）'}\` ${v.message}`).join('；')
      : (o.note ?? '');
    lines.push(
      `| \`${o.operationId}\` | \`${o.method} ${o.path}\` | ${o.provenance ?? ''} | ${RESULT_TEXT[o.result]} | ${o.status ?? ''} | ${cell(detail)} |`,
    );
  }
  return `${lines.join('\n')}\n`;
}

const isMain = process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  try {
    const args = parseArgs(process.argv.slice(2));
    if (args.help) {
      console.log(USAGE);
      process.exit(0);
    }
    if (!args.upstream) throw new UsageError('缺少 --upstream <服务地址>');
    try {
      new URL(args.upstream);
    } catch {
      throw new UsageError(`--upstream 不是地址：${args.upstream}`);
    }
    if (args.timeout !== undefined && !/^\d+$/.test(args.timeout))
      throw new UsageError(`--timeout 应为毫秒数：${args.timeout}`);
    const user = args.user ?? process.env.TZSB_USERNAME;
    const password = args.password ?? process.env.TZSB_PASSWORD;
    if (Boolean(user) !== Boolean(password)) throw new UsageError('--user 与 --password 要一起给');
    const report = await runDrift({
      upstream: args.upstream,
      user,
      password,
      secret: args.secret ?? process.env.TZSB_SECRET,
      out: args.out,
      only: args.only
        ?.split(',')
        .map((s) => s.trim())
        .filter(Boolean),
      timeout: args.timeout === undefined ? undefined : Number(args.timeout),
      contract: args.contract,
    });
    const loginFailed = user && report.operations.some((o) => o.operationId === 'login' && o.result !== 'match');
    process.exit(report.summary.violation || loginFailed ? 1 : 0);
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`${error.message}\n${USAGE}`);
      process.exit(2);
    }
    throw error;
  }
}
