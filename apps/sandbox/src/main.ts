// Command line: `tzsb-sandbox [--port N] [--host H] [--data DIR] [--seed-scale N] [--lax]`.
import { startSandbox } from './server.ts';

const HELP = `用法：tzsb-sandbox [选项]
  --port N         监听端口（默认 SANDBOX_PORT 或 4020）
  --host H         监听地址（默认 127.0.0.1）
  --data DIR       租户数据目录（默认 SANDBOX_DATA 或 ./.sandbox）
  --seed-scale N   种子数据额外生成 N 台设备（规模测试）
  --lax            应答不符合契约时只记录，不返回 500（默认 SANDBOX_STRICT=1 时返回 500）
  --help           显示本帮助`;

export async function main(argv: string[]): Promise<void> {
  const opts: Record<string, string | boolean> = {};
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '--help' || a === '-h') {
      console.log(HELP);
      return;
    }
    if (a === '--lax') {
      opts.lax = true;
      continue;
    }
    const m = /^--(port|host|data|seed-scale)(?:=(.*))?$/.exec(a);
    if (!m) throw new Error(`未知参数：${a}\n\n${HELP}`);
    opts[m[1]!] = m[2] ?? argv[++i] ?? '';
  }
  const t0 = performance.now();
  const sandbox = await startSandbox({
    port: opts.port ? Number(opts.port) : undefined,
    host: typeof opts.host === 'string' ? opts.host : undefined,
    dataDir: typeof opts.data === 'string' ? opts.data : undefined,
    seedScale: opts['seed-scale'] ? Number(opts['seed-scale']) : undefined,
    strict: opts.lax ? false : undefined,
  });
  const { counts } = sandbox.app;
  console.log(`模拟环境（sandbox）已启动：${sandbox.url}（${Math.round(performance.now() - t0)} ms）`);
  console.log(
    `  契约操作 ${counts.total} 个：状态化 ${counts.stateful} 个，示例应答 ${counts.exampleBacked} 个；数据目录 ${sandbox.app.options.dataDir}`,
  );
  console.log(`  控制台 ${sandbox.url}/__sandbox/ ；演示账号 qiye01 / weibao01 / admin01，密码 Tzsb@2026`);
  const stop = () => {
    void sandbox.close().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
