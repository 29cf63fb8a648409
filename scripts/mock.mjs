// `pnpm mock`: Prism serving the contract with its static examples on 127.0.0.1:4010
// (MOCK_PORT / MOCK_HOST override). Requests that break the contract are answered with 422.
// Ask for a named example with the header `Prefer: example=<name>`.
import { startPrism } from './lib/prism.mjs';

const prism = await startPrism({
  port: Number(process.env.MOCK_PORT ?? 4010),
  host: process.env.MOCK_HOST ?? '127.0.0.1',
  dynamic: process.env.MOCK_DYNAMIC === '1',
});
console.log(`\n模拟服务已启动：${prism.url}（Ctrl+C 结束）`);
const stop = async () => {
  await prism.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
