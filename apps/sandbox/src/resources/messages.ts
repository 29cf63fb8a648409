// The message centre: what happened to a unit's records while nobody was looking. The regulator's
// steps, audits and payments write a message as they happen; reminders of inspections and
// certificates coming due are written when the unit next asks, once per record and due date, so the
// moved clock of a tenant brings them as the days would.
import type { Row, Store } from '../store.ts';
import { field } from '../store.ts';
import { type Call, type Handler, type TenantLike, addDays, str, stamp, success } from '../engine/core.ts';
import { DUE_WINDOW_DAYS, dueWithin, overdue } from './equipment.ts';
import { CERT_WINDOW_DAYS } from './people.ts';

export type MessageType = 'apply' | 'account' | 'payment' | 'issue' | 'due';

const TYPE_NAMES: Record<MessageType, string> = {
  apply: '申请进度',
  account: '账号审核',
  payment: '缴费确认',
  issue: '签发通知',
  due: '到期提醒',
};

/** The owner of what a platform administrator is told (registrations waiting for an audit). */
export const PLATFORM_OWNER = 'platform';

export interface NewMessage {
  type: MessageType;
  title: string;
  content: string;
  bizType: string;
  bizId: string;
  bizNo?: string | null;
  /** A message with the same key is written once. */
  once?: string;
}

/** Writes a message for `owner` (a unit's id, or PLATFORM_OWNER). */
export function postMessage(tenant: Pick<TenantLike, 'store' | 'now'>, owner: string, m: NewMessage): void {
  const id = crypto.randomUUID().replace(/-/g, '');
  const data = {
    id,
    msgType: m.type,
    msgTypeName: TYPE_NAMES[m.type],
    title: m.title,
    content: m.content,
    bizType: m.bizType,
    bizId: m.bizId,
    bizNo: m.bizNo ?? null,
    readFlag: '0',
    readDate: null,
    createDate: stamp(tenant.now()),
  };
  tenant.store
    .stmt('INSERT OR IGNORE INTO messages (id, owner, once, read, data) VALUES (?, ?, ?, 0, ?)')
    .run(id, owner, m.once ?? null, JSON.stringify(data));
}

/** The unit a stored record belongs to, whoever asks (null for shared records). */
export function ownerOf(store: Store, kind: string, id: string): string | null {
  return store.ownerOf(kind, id) ?? null;
}

/** The unit of the signed-in account; a platform administrator's messages are the platform's. */
function ownerOfCall(call: Call): string {
  return str(call.user?.unitId) || PLATFORM_OWNER;
}

/** Reminders of what falls due within the windows the lists use, written once per record and date. */
function remindDue(tenant: Pick<TenantLike, 'store' | 'now' | 'today'>, owner: string): void {
  // The caller's store holds the unit's own records only; the platform owns no equipment.
  if (owner === PLATFORM_OWNER) return;
  const store = tenant.store;
  const today = tenant.today();
  const late = store.all('equipment', overdue(today));
  const soon = store.all('equipment', dueWithin(today, DUE_WINDOW_DAYS));
  for (const [rows, state] of [
    [late, '已超期'],
    [soon, '即将到期'],
  ] as const)
    for (const d of rows)
      postMessage(tenant, owner, {
        type: 'due',
        title: `${str(d.eqpName)} 定期检验${state}`,
        content: `设备代码 ${str(d.eqpCode)}，下次检验日期 ${str(d.nextInspDate).slice(0, 10)}，请${state === '已超期' ? '尽快' : '及时'}报检。`,
        bizType: 'equipment',
        bizId: str(d.oidno),
        bizNo: str(d.eqpCode) || null,
        once: `due:equipment:${str(d.oidno)}:${str(d.nextInspDate).slice(0, 10)}:${state}`,
      });
  const limit = addDays(today, CERT_WINDOW_DAYS);
  for (const [kind, bizType, holder, what] of [
    ['qualification', 'operatorCert', 'operatorName', '特种设备作业人员证'],
    ['safetyCert', 'safetyCert', 'personName', '安全管理人员证'],
  ] as const)
    for (const c of store.all(kind, [
      { sql: `${field('expireDate')} IS NOT NULL AND ${field('expireDate')} <= ?`, args: [limit] },
    ])) {
      const expire = str(c.expireDate).slice(0, 10);
      const state = expire < today ? '已过期' : '即将到期';
      postMessage(tenant, owner, {
        type: 'due',
        title: `${str(c[holder])}的${what}${state}`,
        content: `证书编号 ${str(c.certNo) || '—'}，有效期至 ${expire}，请${state === '已过期' ? '尽快' : '及时'}办理复审。`,
        bizType,
        bizId: bizType === 'operatorCert' ? str(c[holder]) : str(c.personId),
        bizNo: str(c.certNo) || null,
        once: `due:${kind}:${str(c.id)}:${expire}:${state}`,
      });
    }
}

const unreadOf = (store: Store, owner: string) =>
  (store.stmt('SELECT COUNT(*) AS n FROM messages WHERE owner = ? AND read = 0').get(owner) as { n: number }).n;

export const messageHandlers: Record<string, Handler> = {
  listMessages(call) {
    const owner = ownerOfCall(call);
    remindDue(call.tenant, owner);
    const store = call.tenant.store;
    const pageNo = Math.max(1, Number(call.input.pageNo) || 1);
    const pageSize = Math.min(100, Math.max(1, Number(call.input.pageSize) || 20));
    const flag = str(call.input.readFlag);
    const only = flag === '0' || flag === '1' ? ` AND read = ${Number(flag)}` : '';
    const count = (store.stmt(`SELECT COUNT(*) AS n FROM messages WHERE owner = ?${only}`).get(owner) as { n: number })
      .n;
    const rows = store
      .stmt(`SELECT data FROM messages WHERE owner = ?${only} ORDER BY seq DESC LIMIT ? OFFSET ?`)
      .all(owner, pageSize, (pageNo - 1) * pageSize) as { data: string }[];
    return success(call, {
      count,
      pageNo,
      pageSize,
      unread: unreadOf(store, owner),
      list: rows.map((r) => JSON.parse(r.data) as Row),
    });
  },
  countUnreadMessages(call) {
    const owner = ownerOfCall(call);
    remindDue(call.tenant, owner);
    return success(call, { count: unreadOf(call.tenant.store, owner) });
  },
  readMessages(call) {
    const ids = str(call.input.ids)
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    markRead(call, ids);
    return success(call, null);
  },
  readAllMessages(call) {
    markRead(call, null);
    return success(call, null);
  },
};

/** Marks the caller's unit's messages read: those of `ids`, or every unread one. */
function markRead(call: Call, ids: string[] | null): void {
  const store = call.tenant.store;
  const owner = ownerOfCall(call);
  // What is due now is told before it is marked: 全部已读 covers what the bell counts.
  remindDue(call.tenant, owner);
  const now = stamp(call.tenant.now());
  const rows = (
    ids
      ? store
          .stmt(
            `SELECT id, data FROM messages WHERE owner = ? AND read = 0 AND id IN (${ids.map(() => '?').join(',') || 'NULL'})`,
          )
          .all(owner, ...ids)
      : store.stmt('SELECT id, data FROM messages WHERE owner = ? AND read = 0').all(owner)
  ) as { id: string; data: string }[];
  const update = store.stmt('UPDATE messages SET read = 1, data = ? WHERE id = ?');
  store.transaction(() => {
    for (const r of rows)
      update.run(JSON.stringify({ ...(JSON.parse(r.data) as Row), readFlag: '1', readDate: now }), r.id);
  });
}

/** What the unit is told of a regulator's step on one of its applications (and what it issued). */
export function postApplicationStep(
  tenant: Pick<TenantLike, 'store' | 'now'>,
  owner: string,
  application: { kind: string; name: string; id: string; no: string | null },
  action: string,
  reason: string | undefined,
  issued: Record<string, string>,
): void {
  const label = `${application.name}${application.no ? ` ${application.no}` : ''}`;
  const base = { type: 'apply' as const, bizType: application.kind, bizId: application.id, bizNo: application.no };
  if (action === 'accept')
    postMessage(tenant, owner, {
      ...base,
      title: `${label} 已受理`,
      content: '宁波市市场监督管理局已受理，正在办理。',
    });
  else if (action === 'return')
    postMessage(tenant, owner, {
      ...base,
      title: `${label} 已退回`,
      content: `退回原因：${reason ?? ''}。请按意见修改后重新提交。`,
    });
  else {
    const code = issued.registCode ? `使用登记证编号 ${issued.registCode}。` : '';
    postMessage(tenant, owner, { ...base, title: `${label} 已办结`, content: `准予办理。${code}` });
    if (issued.reportNo)
      postMessage(tenant, owner, {
        type: 'issue',
        title: `检验报告 ${issued.reportNo} 已出具`,
        content: `${label} 的检验已完成，报告可在报告查询中预览和下载。`,
        bizType: 'report',
        bizId: issued.reportNo,
        bizNo: issued.reportNo,
      });
    if (issued.registCode)
      postMessage(tenant, owner, {
        type: 'issue',
        title: `使用登记证 ${issued.registCode} 已核发`,
        content: `${label} 已办结，使用登记证可在使用登记查询中查看和打印。`,
        bizType: application.kind,
        bizId: application.id,
        bizNo: issued.registCode,
      });
  }
}
