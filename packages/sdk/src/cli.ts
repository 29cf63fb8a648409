/// <reference types="node" />
// `tzsb`: the SDK from the command line, for scripts and QA. Same client (createTzsbClient), same
// Session and createAuth as applications use; the session lives in a JSON file between commands.
// Every command prints JSON on stdout. Exit codes: 0 success, 1 the call failed (an ApiError, printed
// as { "error": { kind, message, status, operation, body } }), 2 wrong usage (message on stderr).
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { homedir } from 'node:os';
import { join, basename } from 'node:path';
import { createTzsbClient, type CallOptions, type TzsbClient } from './client';
import { createAuth } from './auth';
import { isApiError } from './errors';
import { Session } from './session';
import { catalog } from './generated/catalog';
import { COMMON, HELP, USAGE } from './cli-help';
import { UsageError, entryOf, parseArgs, preferOf, type ParsedArgs } from './cli-args';
import { fileStore } from './cli-session-file';

export { fileStore };

export interface CliIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  env: Record<string, string | undefined>;
  /** A fetch of its own (tests); the global one otherwise. */
  fetch?: typeof globalThis.fetch;
}

/** The package's version, read beside the build (dist/../package.json) or the source. */
function version(): string {
  try {
    return (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string })
      .version;
  } catch {
    return 'unknown';
  }
}

function errorJson(error: unknown) {
  if (isApiError(error)) {
    const cause =
      error.cause instanceof Error
        ? `${error.cause.message}${error.cause.cause instanceof Error ? `: ${error.cause.cause.message}` : ''}`
        : undefined;
    return {
      error: {
        kind: error.kind,
        message: error.message,
        status: error.status ?? null,
        operation: error.operation ?? null,
        body: error.body ?? null,
        ...(cause ? { cause } : {}),
      },
    };
  }
  throw error;
}

export async function main(argv: string[], io: CliIo): Promise<number> {
  const print = (value: unknown) => io.stdout(`${JSON.stringify(value, null, 2)}\n`);
  let args: ParsedArgs;
  try {
    args = parseArgs(argv);
  } catch (e) {
    io.stderr(`${(e as Error).message}\n\n${USAGE}\n`);
    return 2;
  }
  let [command, ...rest] = args.positional;
  if (command === 'help') [command, ...rest] = rest.length ? rest : [''];
  if (args.has('version')) {
    io.stdout(`${version()}\n`);
    return 0;
  }
  if (args.has('help') || args.positional[0] === 'help') {
    if (command && !HELP[command]) {
      io.stderr(`未知命令 ${command}\n\n${USAGE}\n`);
      return 2;
    }
    io.stdout(`${command ? `${HELP[command]}\n\n${COMMON}` : USAGE}\n`);
    return 0;
  }
  if (!command) {
    io.stderr(`${USAGE}\n`);
    return 2;
  }
  if (!HELP[command]) {
    io.stderr(`未知命令 ${command}\n\n${USAGE}\n`);
    return 2;
  }
  const store = fileStore(args.one('session') ?? io.env.TZSB_SESSION_FILE ?? join(homedir(), '.tzsb', 'session.json'));
  const session = new Session(store);
  const connect = (): { client: TzsbClient; auth: ReturnType<typeof createAuth> } => {
    const baseUrl = args.one('base-url') ?? io.env.TZSB_BASE_URL ?? store.baseUrl();
    if (!baseUrl) throw new UsageError('缺少接口地址：--base-url 或 TZSB_BASE_URL');
    const timeout = args.one('timeout');
    if (timeout !== undefined && !/^\d+$/.test(timeout))
      throw new UsageError(`--timeout 应为毫秒数，而不是 ${timeout}`);
    const client = createTzsbClient({
      baseUrl,
      session,
      fetch: io.fetch,
      ...(timeout !== undefined ? { timeout: Number(timeout) } : {}),
    });
    const secret = args.one('secret') ?? io.env.TZSB_SECRET;
    return { client, auth: createAuth({ client, ...(secret ? { secret } : {}) }) };
  };

  try {
    switch (command) {
      case 'login': {
        const username = args.one('username') ?? io.env.TZSB_USERNAME;
        const password = args.one('password') ?? io.env.TZSB_PASSWORD;
        if (!username || !password)
          throw new UsageError('login 需要 --username 与 --password（或 TZSB_USERNAME / TZSB_PASSWORD）');
        const { auth } = connect();
        const baseUrl = args.one('base-url') ?? io.env.TZSB_BASE_URL;
        if (baseUrl) store.setBaseUrl(baseUrl);
        const prefer = preferOf(entryOf('login'), args.one('example'), args.one('code'));
        const options: CallOptions | undefined = prefer ? { headers: { Prefer: prefer } } : undefined;
        const { user, roleList } = await auth.login({ username, password, validateCode: args.one('captcha') }, options);
        const s = session.state;
        print({
          loggedIn: s.loggedIn,
          user: { loginName: user.loginName, name: user.name },
          role: s.roleName,
          roles: roleList.map((r) => r.name),
          simplePassword: s.simplePassword,
          sessionFile: store.path,
        });
        return 0;
      }
      case 'logout': {
        const { auth } = connect();
        try {
          await auth.logout();
        } finally {
          store.forgetSession();
        }
        print({ loggedIn: false, baseUrl: store.baseUrl() ?? null });
        return 0;
      }
      case 'whoami': {
        const s = session.state;
        print({
          loggedIn: s.loggedIn,
          baseUrl: store.baseUrl() ?? null,
          user: s.user ? { loginName: s.user.loginName, name: s.user.name } : null,
          role: s.roleName,
          roles: s.roles.map((r) => r.name),
          sessionFile: store.path,
        });
        return 0;
      }
      case 'list': {
        const tag = args.one('tag');
        const tags = [...new Set(Object.values(catalog).map((e) => e.tag))];
        if (tag !== undefined && !tags.includes(tag))
          throw new UsageError(`没有领域 ${tag}；领域有：${tags.join('、')}`);
        print(
          Object.entries(catalog)
            .filter(([, e]) => !tag || e.tag === tag)
            .map(([operationId, e]) => ({
              operationId,
              tag: e.tag,
              method: e.method,
              path: e.path,
              summary: e.summary,
            })),
        );
        return 0;
      }
      case 'list-examples': {
        const entry = entryOf(rest[0]);
        print({
          operationId: entry.operationId,
          method: entry.method,
          path: entry.path,
          summary: entry.summary,
          examples: entry.examples.map((e) => ({ ...e, prefer: e.prefer ? `Prefer: ${e.prefer}` : null })),
        });
        return 0;
      }
      case 'call': {
        const entry = entryOf(rest[0]);
        const prefer = preferOf(entry, args.one('example'), args.one('code'));
        const path: Record<string, string> = {};
        const query: Record<string, string | string[]> = {};
        let body: Record<string, unknown> | undefined;
        const json = args.one('json');
        if (json !== undefined) {
          try {
            body = JSON.parse(json) as Record<string, unknown>;
          } catch {
            throw new UsageError('--json 不是合法的 JSON');
          }
        }
        const add = (target: Record<string, unknown>, k: string, v: unknown) => {
          target[k] = k in target ? [...([] as unknown[]).concat(target[k]), v] : v;
        };
        for (const pair of args.all('param')) {
          const eq = pair.indexOf('=');
          if (eq <= 0) throw new UsageError(`--param 应写成 键=值，而不是 ${pair}`);
          const k = pair.slice(0, eq);
          let v: unknown = pair.slice(eq + 1);
          if (entry.pathParams.includes(k)) {
            path[k] = String(v);
            continue;
          }
          if (entry.queryParams.includes(k) || !entry.requestType) {
            add(query, k, v);
            continue;
          }
          if (typeof v === 'string' && v.startsWith('@') && entry.requestType === 'multipart/form-data') {
            const file = v.slice(1);
            if (!existsSync(file)) throw new UsageError(`文件不存在：${file}`);
            v = new File([readFileSync(file)], basename(file));
          }
          add((body ??= {}), k, v);
        }
        const missing = entry.pathParams.filter((p) => !(p in path));
        if (missing.length)
          throw new UsageError(`${entry.operationId} 需要路径参数：${missing.map((m) => `--param ${m}=…`).join(' ')}`);
        const { client } = connect();
        const init = {
          params: { path, query },
          ...(body !== undefined ? { body } : {}),
          ...(prefer ? { headers: { Prefer: prefer } } : {}),
          ...(entry.binary ? { parseAs: 'arrayBuffer' as const } : {}),
        };
        const call = client.request as unknown as (
          method: string,
          url: string,
          init: unknown,
        ) => Promise<{ data?: unknown; response: Response }>;
        const { data, response } = await call(entry.method.toLowerCase(), entry.path, init);
        if (entry.binary || data instanceof ArrayBuffer) {
          const bytes = data instanceof ArrayBuffer ? new Uint8Array(data) : new Uint8Array();
          const out = args.one('out');
          if (out) writeFileSync(out, bytes);
          print({
            status: response.status,
            contentType: response.headers.get('content-type'),
            contentDisposition: response.headers.get('content-disposition'),
            size: bytes.byteLength,
            savedTo: out ?? null,
          });
        } else {
          print((args.has('data') ? (data as { data?: unknown } | undefined)?.data : data) ?? null);
        }
        return 0;
      }
      default:
        throw new UsageError(`未知命令 ${command}\n\n${USAGE}`);
    }
  } catch (error) {
    if (error instanceof UsageError) {
      io.stderr(`${error.message}\n`);
      return 2;
    }
    print(errorJson(error));
    return 1;
  }
}
