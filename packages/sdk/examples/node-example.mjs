#!/usr/bin/env node
// @tzsb/sdk 的 Node 示例（Node 20+）：登录、读取用户信息、查询设备，打印一段中文摘要。
// A runnable example for integrators: log in, read the user info, list equipment, print a summary.
//
//   pnpm --filter @tzsb/sdk build                      # the example imports the BUILT package
//   node examples/node-example.mjs --against-prism      # starts Prism on openapi/openapi.yaml itself
//   TZSB_BASE_URL=https://tzsb.example.cn/stone TZSB_USERNAME=... TZSB_PASSWORD=... node examples/node-example.mjs
//
// Environment: TZSB_BASE_URL (API address), TZSB_USERNAME / TZSB_PASSWORD (Prism takes any),
// TZSB_SECRET (the login cipher's secret, when the server does not use JeeSite's default).
// Exits with 0 on success, 1 on any failure, 2 on bad usage.
import { createTzsbClient, Session, memoryStore, createAuth, unwrap, isApiError, equipmentTypeByCode } from '@tzsb/sdk';

const againstPrism = process.argv.includes('--against-prism');

async function main() {
  let prism;
  let baseUrl = process.env.TZSB_BASE_URL;
  if (againstPrism) {
    // The repository's Prism launcher; only there when running inside the monorepo.
    const { startPrism } = await import(new URL('../../../scripts/lib/prism.mjs', import.meta.url).href);
    prism = await startPrism({ quiet: true });
    baseUrl = prism.url;
    console.log(`Prism 模拟服务已启动：${baseUrl}`);
  } else if (!baseUrl) {
    console.error('请设置 TZSB_BASE_URL（接口地址），或加 --against-prism 使用本地模拟服务。');
    return 2;
  }

  try {
    // Node has no cookies: keep the session in memory.
    const session = new Session(memoryStore());
    const client = createTzsbClient({
      baseUrl,
      session,
      onApiError: (error) => console.error(`  [接口错误] ${error.operation ?? ''} ${error.kind}: ${error.message}`),
    });
    const auth = createAuth({
      client,
      session,
      ...(process.env.TZSB_SECRET ? { secret: process.env.TZSB_SECRET } : {}),
    });

    // 1. 登录（账号、密码以 JeeSite DES 加密后提交），随后加载一次用户信息。
    const { user, roleList } = await auth.login({
      username: process.env.TZSB_USERNAME ?? 'nbyjzy',
      password: process.env.TZSB_PASSWORD ?? 'Nb@2026yj',
    });
    const state = session.state;
    check(state.loggedIn && state.token, '登录后没有会话令牌');
    console.log(
      `登录成功：${user.name}（${user.loginName}），当前角色：${state.roleName ?? '无'}，共 ${roleList.length} 个角色，可访问 ${state.access.length} 个菜单。`,
    );
    if (state.simplePassword) console.log('提醒：密码过于简单，请尽快修改。');

    // 2. 当前单位。
    const unit = await auth.loadUnit();
    console.log(`所属单位：${unit.orgname}`);

    // 3. 设备综合查询（表单提交，分页）。
    const page = await unwrap(
      client.POST('/a/stone/eqm/list', { params: { query: { __ajax: 'json' } }, body: { pageNo: 1, pageSize: 10 } }),
    );
    check(Array.isArray(page.list), '设备列表格式不正确');
    console.log(`设备：共 ${page.count} 台，第 ${page.pageNo} 页显示 ${page.list.length} 台。`);
    for (const e of page.list) {
      const type = equipmentTypeByCode(e.equclacode)?.name ?? e.equclaname ?? '未知类别';
      const next = e.nextInspDate ? `，下次检验 ${e.nextInspDate}` : '';
      console.log(`  - ${e.eqpName}【${type}】设备代码 ${e.eqpCode}，${e.useStatusName ?? '状态未知'}${next}`);
    }

    // 4. 退出登录（即使服务器调用失败，本地会话也会清除）。
    await auth.logout();
    check(!session.state.loggedIn, '退出后仍处于登录状态');
    console.log('已退出登录。');
    return 0;
  } finally {
    await prism?.stop();
  }
}

function check(condition, message) {
  if (!condition) throw new Error(message);
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error) => {
    if (isApiError(error))
      console.error(`失败（${error.kind}${error.status ? `，HTTP ${error.status}` : ''}）：${error.message}`);
    else console.error('失败：', error);
    process.exitCode = 1;
  },
);
