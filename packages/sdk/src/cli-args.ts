// The `tzsb` CLI's arguments: the command line parsed into options, and the operation id and
// --example / --code checked against the contract's catalogue, each refused as a UsageError.
import { catalog, type CatalogEntry } from './generated/catalog';

/** Options that take no value. */
const FLAGS = new Set(['help', 'version', 'data']);

/** Wrong usage: the CLI prints the message on stderr and exits with 2. */
export class UsageError extends Error {}

/** Parses `cmd positional --k v --k=v --flag` into repeated options. */
export function parseArgs(argv: string[]) {
  const positional: string[] = [];
  const options = new Map<string, string[]>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '-h') {
      options.set('help', ['']);
      continue;
    }
    if (!arg.startsWith('--')) {
      positional.push(arg);
      continue;
    }
    const eq = arg.indexOf('=');
    const key = eq > 0 ? arg.slice(2, eq) : arg.slice(2);
    let value: string;
    if (FLAGS.has(key) && eq < 0) value = '';
    else if (eq > 0) value = arg.slice(eq + 1);
    else if (i + 1 < argv.length && !argv[i + 1].startsWith('--')) value = argv[++i];
    else throw new UsageError(`选项 --${key} 缺少值`);
    options.set(key, [...(options.get(key) ?? []), value]);
  }
  return {
    positional,
    options,
    one: (k: string) => options.get(k)?.at(-1),
    all: (k: string) => options.get(k) ?? [],
    has: (k: string) => options.has(k),
  };
}

export type ParsedArgs = ReturnType<typeof parseArgs>;

/** The catalogue entry of an operation id, or a UsageError naming the nearest ones. */
export function entryOf(operationId: string | undefined): CatalogEntry & { operationId: string } {
  if (!operationId) throw new UsageError('缺少 operationId（tzsb list 列出全部接口）');
  const entry = catalog[operationId];
  if (entry) return { ...entry, operationId };
  const near = Object.keys(catalog)
    .filter((id) => id.toLowerCase().includes(operationId.toLowerCase()))
    .slice(0, 8);
  throw new UsageError(
    `没有接口 ${operationId}${near.length ? `；相近的有：${near.join('、')}` : '（tzsb list 列出全部接口）'}`,
  );
}

/** The Prefer header for --example / --code, checked against the operation's examples first. */
export function preferOf(
  entry: CatalogEntry & { operationId: string },
  example?: string,
  code?: string,
): string | undefined {
  if (!example && !code) return undefined;
  const status = Number(code ?? 200);
  if (code && !/^\d{3}$/.test(code)) throw new UsageError(`--code 应为三位状态码，而不是 ${code}`);
  const fits = example
    ? entry.examples.some((e) => e.name === example && e.status === status)
    : entry.examples.some((e) => e.status === status);
  if (!fits) {
    const names = entry.examples
      .filter((e) => e.name)
      .map((e) => (e.status === 200 ? e.name : `${e.name}（${e.status}）`))
      .join('、');
    throw new UsageError(
      `${entry.operationId} 没有${example ? `示例 ${example}${code ? `（状态码 ${code}）` : ''}` : `状态码 ${code} 的应答`}；它的命名示例有 ${names || '无'}（tzsb list-examples ${entry.operationId}）`,
    );
  }
  return [code ? `code=${code}` : null, example ? `example=${example}` : null].filter(Boolean).join(', ');
}
