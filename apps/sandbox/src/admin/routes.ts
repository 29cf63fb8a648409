// The admin API (`openapi/sandbox-admin.yaml`) and the console page: reset, clock, faults, journal,
// outbox, captcha, and the regulator's side (accept / return / complete, payments). Loopback only,
// unless SANDBOX_ADMIN_TOKEN is set: then any host with `Authorization: Bearer <token>`.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { SandboxApp } from '../server.ts';
import { send } from '../server.ts';
import type { Tenant } from '../tenants.ts';
import type { Fault } from '../engine/core.ts';
import { stamp } from '../engine/core.ts';
import { fillRequired } from '../engine/required.ts';
import type { Contract } from '../contract.ts';
import { APPLICATIONS, type ApplicationKind } from '../resources/applications.ts';
import { markPaid } from '../resources/money.ts';
import { ownerOf, postApplicationStep } from '../resources/messages.ts';
import { logStep, regulatorOrg } from '../resources/flow.ts';
import type { Row } from '../store.ts';
import { sendSms } from '../resources/session.ts';

const here = dirname(fileURLToPath(import.meta.url));
let consoleHtml: string | null = null;
function consolePage(): string {
  if (consoleHtml) return consoleHtml;
  for (const file of [
    join(here, 'console.html'),
    join(here, 'admin/console.html'),
    join(here, '../src/admin/console.html'),
  ]) {
    if (existsSync(file)) return (consoleHtml = readFileSync(file, 'utf8'));
  }
  return '<!doctype html><meta charset="utf-8"><title>模拟环境控制台</title><p>控制台页面缺失：请重新构建 @tzsb/sandbox。</p>';
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

class AdminError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

/** ISO-8601 duration → milliseconds (P1Y2M3DT4H5M6S; a year is 365 days, a month 30). */
export function durationMs(text: string): number {
  const m = /^(-)?P(?:(\d+)Y)?(?:(\d+)M)?(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/.exec(
    text.trim(),
  );
  if (!m || text.trim() === 'P' || text.trim().endsWith('T'))
    throw new AdminError(400, `时长格式不正确：${text}（例如 P1D、P30D、PT2H、P1Y）`);
  const [, neg, y, mo, w, d, h, mi, s] = m;
  const ms =
    ((Number(y ?? 0) * 365 + Number(mo ?? 0) * 30 + Number(w ?? 0) * 7 + Number(d ?? 0)) * 24 * 3600 +
      Number(h ?? 0) * 3600 +
      Number(mi ?? 0) * 60 +
      Number(s ?? 0)) *
    1000;
  return neg ? -ms : ms;
}

async function jsonBody(req: IncomingMessage): Promise<Row> {
  const parts: Buffer[] = [];
  let size = 0;
  for await (const c of req) {
    size += (c as Buffer).length;
    if (size > 1024 * 1024) throw new AdminError(413, '请求体过大');
    parts.push(c as Buffer);
  }
  const text = Buffer.concat(parts).toString('utf8').trim();
  if (!text) return {};
  try {
    const v = JSON.parse(text);
    if (!v || typeof v !== 'object' || Array.isArray(v)) throw new Error();
    return v as Row;
  } catch {
    throw new AdminError(400, '请求体应为 JSON 对象');
  }
}

export function applicationView(kind: ApplicationKind, row: Row) {
  const actions: string[] = [];
  if (row.status === '1') actions.push('accept', 'return');
  if (row.status === '2') actions.push('return', 'complete');
  return {
    kind: kind.spec.kind,
    kindName: kind.spec.name,
    id: row.id,
    no: row[kind.noField] ?? null,
    title: String(row.eqpName ?? row.projectName ?? row.eqpSummary ?? row.constructContent ?? kind.spec.name),
    status: row.status,
    statusName: kind.names?.[row.status] ?? row.statusName,
    submittedAt: row.submitDate ?? row[kind.dateField] ?? null,
    actions,
  };
}

export function regulatorMove(
  whole: Tenant,
  kindName: string,
  id: string,
  action: string,
  reason?: string,
  contract?: Contract,
) {
  const kind = APPLICATIONS.find((k) => k.spec.kind === kindName);
  if (!kind) throw new AdminError(404, `没有这类申请：${kindName}`);
  // What the application's move issues (a report, the devices' new status, the fee) is its company's.
  const tenant = whole.as(whole.store.ownerOf(kind.spec.kind, id) ?? undefined);
  const store = tenant.store;
  const row = store.get(kind.spec.kind, id);
  if (!row) throw new AdminError(404, `${kind.spec.name} ${id} 不存在`);
  const now = tenant.now();
  const next: Row = { ...row, updateDate: stamp(now) };
  const names = kind.names ?? {};
  const set = (s: string) => {
    next.status = s;
    next.statusName = names[s] ?? s;
  };
  let issued: Record<string, string> = {};
  const step = (stepName: string, opinion: string | null, st: string) => {
    const done = {
      stepName,
      handler: '李文静',
      handleOrg: regulatorOrg(kind.spec.kind),
      handleTime: stamp(now),
      opinion,
      status: st,
      statusName: { '2': '已完成', '3': '已退回' }[st] ?? '处理中',
    };
    // A record without steps of its own has them logged beside it (the flow answer reads both).
    if (!Array.isArray(next.steps) && !Array.isArray(next.handleSteps)) {
      logStep(store, kind.spec.kind, id, done);
      return;
    }
    const list = Array.isArray(next.steps)
      ? (next.steps = [...next.steps])
      : (next.handleSteps = [...next.handleSteps]);
    list.push({ stepNo: list.length + 1, ...done });
  };
  if (action === 'accept') {
    if (row.status !== '1')
      throw new AdminError(409, `${kind.spec.name}当前为“${row.statusName}”，只有已提交的申请可以受理`);
    set('2');
    if (kind.acceptFields?.date) next[kind.acceptFields.date] = stamp(now);
    if (kind.acceptFields?.org) next[kind.acceptFields.org] = '宁波市市场监督管理局';
    if (kind.acceptFields?.by) next[kind.acceptFields.by] = '李文静';
    if (contract) kind.accepted?.(next, { tenant, contract });
    step('受理', '材料齐全，予以受理', '2');
  } else if (action === 'return') {
    if (!reason?.trim()) throw new AdminError(400, '请填写退回原因');
    if (!['1', '2'].includes(row.status))
      throw new AdminError(409, `${kind.spec.name}当前为“${row.statusName}”，不能退回`);
    set('4');
    next[kind.reasonField] = reason.trim();
    if (kind.reasonField !== 'returnReason' && 'returnReason' in next) next.returnReason = reason.trim();
    step('退回', reason.trim(), '3');
  } else if (action === 'complete') {
    if (row.status !== '2')
      throw new AdminError(409, `${kind.spec.name}当前为“${row.statusName}”，只有受理中的申请可以办结`);
    set('3');
    if (kind.finishField) next[kind.finishField] = stamp(now);
    issued = kind.complete?.(next, store, now) ?? {};
    step('办结', '准予办理', '2');
  } else throw new AdminError(404, `未知操作：${action}`);
  if (contract) fillRequired(contract, kind.spec, next);
  store.put(kind.spec.kind, id, next);
  const owner = ownerOf(store, kind.spec.kind, id);
  if (owner)
    postApplicationStep(
      tenant,
      owner,
      { kind: kind.spec.kind, name: kind.spec.name, id, no: next[kind.noField] ? String(next[kind.noField]) : null },
      action,
      reason?.trim(),
      issued,
    );
  return { application: applicationView(kind, next), ...(Object.keys(issued).length ? { issued } : {}) };
}

export async function handleAdmin(
  app: SandboxApp,
  tenant: Tenant,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  headers: Record<string, string>,
): Promise<void> {
  const started = performance.now();
  const method = String(req.method ?? 'GET').toUpperCase();
  const path = url.pathname.replace(/\/+$/, '') || '/__sandbox';
  const token = app.options.adminToken;
  const remote = req.socket.remoteAddress ?? '';
  const bearer = String(req.headers.authorization ?? '').replace(/^Bearer\s+/i, '');
  if (token ? bearer !== token && !(LOOPBACK.has(remote) && !req.headers['x-forwarded-for']) : !LOOPBACK.has(remote)) {
    send(
      res,
      403,
      {
        error: token
          ? '管理接口需要 Authorization: Bearer <SANDBOX_ADMIN_TOKEN>'
          : '管理接口只对本机开放（设置 SANDBOX_ADMIN_TOKEN 可从其他主机访问）',
      },
      headers,
    );
    return;
  }
  if (method === 'GET' && path === '/__sandbox') {
    const html = Buffer.from(consolePage());
    res.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'content-length': String(html.length),
      'cache-control': 'no-store',
      ...headers,
    });
    res.end(html);
    return;
  }
  let status = 200;
  let body: unknown;
  try {
    body = await route(app, tenant, req, method, path, url);
    if (path === '/__sandbox/reset') {
      tenant = app.tenants.get(tenant.name);
      headers = { ...headers, 'x-sandbox-now': tenant.now().toISOString(), date: tenant.now().toUTCString() };
    } else if (path === '/__sandbox/clock') {
      headers = { ...headers, 'x-sandbox-now': tenant.now().toISOString(), date: tenant.now().toUTCString() };
    }
  } catch (e) {
    if (!(e instanceof AdminError)) throw e;
    status = e.status;
    body = { error: e.message };
  }
  send(res, status, body, headers);
  if (!['/__sandbox/journal', '/__sandbox/status', '/__sandbox/captcha'].includes(path) && method !== 'GET') {
    app.journal(app.tenants.get(tenant.name), {
      method,
      path,
      operationId: null,
      query: Object.fromEntries(url.searchParams),
      body: undefined,
      status,
      ms: performance.now() - started,
      source: 'admin',
      violations: [],
    });
  }
}

async function route(
  app: SandboxApp,
  tenant: Tenant,
  req: IncomingMessage,
  method: string,
  path: string,
  url: URL,
): Promise<unknown> {
  const store = tenant.store;
  const key = `${method} ${path}`;
  if (key === 'GET /__sandbox/status') {
    return {
      tenant: tenant.name,
      now: tenant.now().toISOString(),
      strict: app.options.strict,
      sessionMinutes: app.options.sessionMinutes,
      operations: app.counts,
      tenants: app.tenants.names(),
      contractBreaches: app.breaches,
    };
  }
  if (key === 'POST /__sandbox/reset') {
    const b = await jsonBody(req);
    const unknown = Object.keys(b).filter((k) => k !== 'keepSessions');
    if (unknown.length) throw new AdminError(400, `不认识的字段：${unknown.join('、')}（只可给 keepSessions）`);
    if (b.keepSessions !== undefined && typeof b.keepSessions !== 'boolean')
      throw new AdminError(400, 'keepSessions 只能是 true 或 false');
    const t0 = performance.now();
    app.tenants.reset(tenant.name, { keepSessions: b.keepSessions === true });
    return { tenant: tenant.name, ms: Math.round((performance.now() - t0) * 10) / 10 };
  }
  if (key === 'GET /__sandbox/clock') return { now: tenant.now().toISOString(), offsetMs: tenant.clockOffsetMs };
  if (key === 'POST /__sandbox/clock') {
    const b = await jsonBody(req);
    const given = ['advance', 'set', 'reset'].filter((k) => b[k] !== undefined && b[k] !== false);
    if (given.length !== 1) throw new AdminError(400, '请只给出 advance、set、reset 之一，例如 {"advance":"P30D"}');
    if (b.advance !== undefined) tenant.setClockOffset(tenant.clockOffsetMs + durationMs(String(b.advance)));
    else if (b.set !== undefined) {
      const t = Date.parse(String(b.set));
      if (Number.isNaN(t)) throw new AdminError(400, `时间格式不正确：${b.set}（例如 2027-01-01T09:00:00+08:00）`);
      tenant.setClockOffset(t - Date.now());
    } else tenant.setClockOffset(0);
    return { now: tenant.now().toISOString(), offsetMs: tenant.clockOffsetMs };
  }
  if (key === 'GET /__sandbox/faults') return { faults: tenant.faults };
  if (key === 'POST /__sandbox/faults') {
    const b = await jsonBody(req);
    const op = b.operationId ? app.contract.byId.get(String(b.operationId)) : undefined;
    if (b.operationId && !op) throw new AdminError(400, `契约中没有操作 ${b.operationId}`);
    if (b.status !== undefined && (!Number.isInteger(b.status) || b.status < 400 || b.status > 599))
      throw new AdminError(400, 'status 应为 400–599 的整数');
    if (b.network !== undefined && !['reset', 'hang'].includes(String(b.network)))
      throw new AdminError(400, 'network 只能是 reset 或 hang');
    if (b.latencyMs !== undefined && (!Number.isInteger(b.latencyMs) || b.latencyMs < 0 || b.latencyMs > 120_000))
      throw new AdminError(400, 'latencyMs 应为 0–120000 的整数');
    if (b.times !== undefined && (!Number.isInteger(b.times) || b.times < 1))
      throw new AdminError(400, 'times 应为正整数');
    if (b.example !== undefined) {
      if (!op) throw new AdminError(400, '指定 example 时必须指定 operationId');
      if (b.status === undefined) throw new AdminError(400, '指定 example 时必须指定 status（例如 500）');
      const st = Number(b.status ?? 200);
      if (!app.contract.example(op, String(b.example), st)) {
        const names =
          op.examples
            .filter((e) => e.name && e.status === st)
            .map((e) => e.name)
            .join('、') || '无';
        throw new AdminError(400, `${op.operationId} 在状态码 ${st} 下没有示例“${b.example}”（有：${names}）`);
      }
    }
    if (b.status === undefined && b.network === undefined && b.latencyMs === undefined)
      throw new AdminError(400, '请至少给出 status、network 或 latencyMs 之一');
    const fault: Fault = {
      id: crypto.randomUUID().slice(0, 8),
      ...(b.operationId ? { operationId: String(b.operationId) } : {}),
      ...(b.status !== undefined ? { status: b.status } : {}),
      ...(b.example !== undefined ? { example: String(b.example) } : {}),
      ...(b.network !== undefined ? { network: b.network } : {}),
      ...(b.latencyMs !== undefined ? { latencyMs: b.latencyMs } : {}),
      ...(b.times !== undefined ? { times: b.times } : {}),
      remaining: b.times ?? null,
    };
    tenant.faults.push(fault);
    return fault;
  }
  if (key === 'DELETE /__sandbox/faults') {
    const cleared = tenant.faults.length;
    tenant.faults = [];
    return { cleared };
  }
  if (key === 'GET /__sandbox/journal') {
    const limit = Math.min(Math.max(Number(url.searchParams.get('limit') ?? 200) || 200, 1), 5000);
    const since = Number(url.searchParams.get('since') ?? 0) || 0;
    const opId = url.searchParams.get('operationId');
    const rows = store
      .stmt(`SELECT * FROM journal WHERE seq > ? ${opId ? 'AND operation_id = ?' : ''} ORDER BY seq DESC LIMIT ?`)
      .all(...(opId ? [since, opId, limit] : [since, limit])) as Row[];
    return {
      entries: rows.reverse().map((r) => ({
        seq: r.seq,
        at: r.at,
        method: r.method,
        path: r.path,
        operationId: r.operation_id,
        query: JSON.parse(r.query ?? '{}'),
        body: r.body === null ? null : JSON.parse(r.body),
        status: r.status,
        ms: r.ms,
        source: r.source,
        violations: JSON.parse(r.violations ?? '[]'),
      })),
    };
  }
  if (key === 'DELETE /__sandbox/journal') return { cleared: Number(store.stmt('DELETE FROM journal').run().changes) };
  if (key === 'GET /__sandbox/outbox')
    return {
      messages: store.stmt('SELECT seq, at, mobile, type, code, text FROM outbox ORDER BY seq DESC LIMIT 200').all(),
    };
  if (key === 'GET /__sandbox/captcha') return { code: tenant.captcha };
  if (key === 'GET /__sandbox/applications') {
    const all = url.searchParams.get('state') === 'all';
    const items = APPLICATIONS.flatMap((k) =>
      store
        .all(k.spec.kind)
        .filter((r) => all || ['1', '2'].includes(r.status))
        .map((r) => applicationView(k, r)),
    );
    items.sort((a, b) => String(b.submittedAt ?? '').localeCompare(String(a.submittedAt ?? '')));
    return { items };
  }
  const move = /^\/__sandbox\/applications\/([^/]+)\/([^/]+)\/(accept|return|complete)$/.exec(path);
  if (move && method === 'POST') {
    const b = await jsonBody(req);
    return regulatorMove(
      tenant,
      decodeURIComponent(move[1]!),
      decodeURIComponent(move[2]!),
      move[3]!,
      b.reason === undefined ? undefined : String(b.reason),
      app.contract,
    );
  }
  if (key === 'GET /__sandbox/payments') {
    return {
      items: store
        .all('charge')
        .filter((c) => c.payStatus === '0')
        .map((c) => ({
          chargesysid: c.chargesysid,
          chargeNo: c.onlinelsh ?? c.chargesysid,
          unitName: c.payerName,
          amount: c.total,
          status: c.payStatus,
          statusName: c.payStatusName,
          createdAt: c.createTime ?? null,
        })),
    };
  }
  const pay = /^\/__sandbox\/payments\/([^/]+)\/pay$/.exec(path);
  if (pay && method === 'POST') {
    const id = decodeURIComponent(pay[1]!);
    const c = store.get('charge', id);
    if (!c) throw new AdminError(404, `缴费单 ${id} 不存在`);
    if (c.payStatus === '1') throw new AdminError(409, '该缴费单已支付');
    // The invoice the payment issues is the paying company's.
    const done = markPaid(store.scoped(store.ownerOf('charge', id) ?? undefined), id, tenant.now())!;
    return {
      payment: {
        chargesysid: id,
        chargeNo: done.charge.onlinelsh ?? id,
        unitName: done.charge.payerName,
        amount: done.charge.total,
        status: '1',
        statusName: '已支付',
        createdAt: done.charge.createTime ?? null,
      },
      invoiceId: done.invoiceId,
    };
  }
  if (key === 'GET /__sandbox/registrations') {
    return {
      items: store.all('registration').map((r) => ({
        id: r.id,
        loginName: r.loginName,
        orgname: r.orgname,
        creditCode: r.creditCode,
        status: ({ '0': 'pending', '1': 'approved', '2': 'rejected' } as Record<string, string>)[r.status] ?? 'pending',
        reason: r.status === '2' ? r.auditOpinion : null,
        createdAt: r.applyTime ?? null,
      })),
    };
  }
  void sendSms;
  throw new AdminError(404, `管理接口不存在：${method} ${path}`);
}
