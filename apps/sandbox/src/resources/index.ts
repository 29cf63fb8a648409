// Every declared business object, and the handlers of the operations that are not a resource's
// list / detail / save / delete. Operations named nowhere here answer from the contract's examples.
import type { Contract } from '../contract.ts';
import type { Row, Store } from '../store.ts';
import { type Handler, str } from '../engine/core.ts';
import { buildHandlers, type ResourceSpec } from '../engine/resource.ts';
import { APPLICATIONS } from './applications.ts';
import { equipment, equipmentOf, USE_STATUS } from './equipment.ts';
import { amountInWords, charge, examFee, invoice, invoiceTitle, PAYEE } from './money.ts';
import { memberAccount, operator, qualification, safetyCert, safetyPerson } from './people.ts';
import { RECORDS, recordHandlers } from './records.ts';
import { sessionHandlers, hashPassword, DEMO_PASSWORD } from './session.ts';
import { fileHandlers, seedFiles } from './files.ts';
import { homeHandlers } from './home.ts';
import { excelHandlers } from './excel.ts';
import { messageHandlers } from './messages.ts';
import { flowHandlers } from './flow.ts';
import { exampleRows, shiftDates } from '../seed/build.ts';

export const RESOURCES: ResourceSpec[] = [
  equipment,
  ...APPLICATIONS.map((a) => a.spec),
  operator,
  qualification,
  safetyPerson,
  safetyCert,
  memberAccount,
  charge,
  invoice,
  invoiceTitle,
  examFee,
  ...RECORDS,
];

export function allHandlers(contract: Contract): Map<string, Handler> {
  const out = new Map<string, Handler>();
  for (const spec of RESOURCES) for (const [id, h] of buildHandlers(spec, contract)) out.set(id, h);
  for (const group of [
    sessionHandlers,
    fileHandlers,
    homeHandlers,
    excelHandlers,
    messageHandlers,
    flowHandlers,
    recordHandlers as Record<string, Handler>,
  ]) {
    for (const [id, h] of Object.entries(group)) out.set(id, h);
  }
  for (const id of out.keys()) if (!contract.byId.has(id)) throw new Error(`处理函数 ${id} 在契约中没有对应的操作`);
  return out;
}

/** The operations whose examples list stored files (by the record they belong to). */
const FILE_LISTS = ['listAttachments', 'listMobileUploadAttachments', 'listUseManageAttachments'];

/** The seeded accounts (README): each signs in with the demo password. */
export const DEMO_ACCOUNTS = ['qiye01', 'weibao01', 'admin01'] as const;

function role(contract: Contract, example: string): Row {
  if (example === 'ent') {
    const info = contract.example(contract.byId.get('getCurrentUserInfo')!, 'ok')!.value as Row;
    return structuredClone(info.data.user.currentRole);
  }
  return structuredClone((contract.example(contract.byId.get('changeCurrentRole')!, example)!.value as Row).data);
}

export function seedExtras(
  store: Store,
  contract: Contract,
  { days, scale }: { days: number; today: string; scale: number },
): void {
  const info = contract.example(contract.byId.get('getCurrentUserInfo')!, 'ok')!.value as Row;
  const unit = contract.example(contract.byId.get('getCurrentUserUnit')!, 'ok')!.value as Row;
  store.put('unit', unit.data.id, unit.data);
  const ent = role(contract, 'ent');
  const entMaint = structuredClone(
    (info.data.roleList as Row[]).find((r) => r.name === '维保单位用户' && r.roleType === 'ent')!,
  );
  const admin = role(contract, 'admin');
  const maint = {
    ...ent,
    id: '3f8a1c6e9b2d47f0a5c8e1b4d7f0a3c6',
    name: '维保单位用户',
    roleType: 'maint',
    menuIdList: ent.menuIdList.filter((m: string) =>
      /^(home|notice|equipment|person|company-info|company-service|system)/.test(m),
    ),
  };
  const maintUnit = {
    ...unit.data,
    id: 'U330212000377',
    orgname: '宁波迅达电梯工程有限公司',
    creditCode: '91330212MA2H0Q5L8D',
    unitType: '维保单位',
    contactPerson: '周海波',
    contactPhone: '13805740377',
    email: 'service@nbxd-elevator.com',
  };
  store.put('unit', maintUnit.id, maintUnit);
  const accounts = [
    {
      id: info.data.user.id,
      loginName: 'qiye01',
      unitId: unit.data.id,
      user: { ...info.data.user, loginName: 'qiye01' },
      // As the examples' 陈建国: 使用单位管理员, and 维保单位用户 of the same company, to switch to.
      roles: [ent, entMaint],
    },
    {
      id: '8b3e6d1f4a7c49e2b5d8f1a4c7e0b3d6',
      loginName: 'weibao01',
      unitId: maintUnit.id,
      user: {
        id: '8b3e6d1f4a7c49e2b5d8f1a4c7e0b3d6',
        loginName: 'weibao01',
        name: '周海波',
        phone: null,
        mobile: '13805740377',
        idCard: null,
        userUnitAreacode: '330212',
      },
      roles: [maint],
    },
    {
      id: '2d5a8c1e4b7f40d3a6c9e2b5d8f1a4c7',
      loginName: 'admin01',
      unitId: null,
      user: {
        id: '2d5a8c1e4b7f40d3a6c9e2b5d8f1a4c7',
        loginName: 'admin01',
        name: '张晓燕',
        phone: '0574-87351001',
        mobile: '13906741001',
        idCard: null,
        userUnitAreacode: '330200',
      },
      roles: [admin],
    },
  ];
  for (const a of accounts) {
    const { currentRole: _c, ...user } = a.user as Row;
    store.put('account', a.id, {
      ...a,
      user,
      passwordHash: hashPassword(DEMO_PASSWORD),
      status: 'approved',
      currentRoleId: null,
      failures: 0,
      lockedUntil: null,
    });
  }
  // 宁波大港新颜料有限公司 applied again after its first reset application was returned: a second
  // application waiting for the administrator beside 宁波方特东方神画游乐有限公司's.
  const returned = store.get('passwordReset', '2c5e7a9b1d3f45c6e8a0b2d4f6a8c0e1');
  if (returned)
    store.put('passwordReset', '7e9a1c3e5b7d49f1a3c5e7b9d1f3a5c7', {
      ...returned,
      id: '7e9a1c3e5b7d49f1a3c5e7b9d1f3a5c7',
      applicant: '王立新',
      mobile: '13958271046',
      reason: '原联系人离职，由法定代表人签字并加盖公章后重新申请',
      attrefsysid: '6d8f0a2c4e6b48d0f2a4c6e8b0d2f4a6',
      applyTime: shiftDates('2026-11-20 16:48:12', days),
      status: '0',
      statusName: '待审核',
      auditOpinion: null,
      auditor: null,
      auditTime: null,
    });
  // The returned rectification keeps the photo it was first sent with: a new submission adds to it.
  const returnedNotice = store.get('opinion', '3b6d9f2e8a1c47d5b0e4f7a2c9d6e1b8');
  if (returnedNotice && !returnedNotice.attachments?.length)
    store.put('opinion', returnedNotice.id, {
      ...returnedNotice,
      attachments: [
        {
          attsysid: '8d2f4a6c1e3b45d7a9c0e2f4b6d8a1c3',
          attrefsysid: returnedNotice.attrefsysid,
          attType: '整改材料',
          fileName: '应急照明灯具更换照片.jpg',
          fileSize: 846213,
          fileType: 'jpg',
          uploadTime: returnedNotice.rectifyTime,
          uploader: '陈建国',
        },
      ],
    });
  const files: Row[] = [];
  for (const operationId of FILE_LISTS) files.push(...exampleRows(contract, operationId));
  seedFiles(store, shiftDates(files, days));
  // The files a record's detail names (its dates already moved) are stored too: the page that edits
  // a returned application lists them from the store, the page that shows it from the detail.
  for (const spec of RESOURCES)
    for (const row of store.all(spec.kind))
      if (Array.isArray(row.attachments)) seedFiles(store, row.attachments as Row[]);
  linkNamedDevices(store);
  settleSeededCharges(store);
  if (scale > 0) scaleEquipment(store, scale);
  // The examples describe the demo company: its records and files are its own.
  store.claimUnowned(unit.data.id);
}

/**
 * Applications the examples give as list rows only name their devices in words (`eqpSummary`,
 * `eqpName`: 1号空气储罐、2号空气储罐), which left their detail without a device while the list
 * said 2 台. Each takes the seed's devices of those names, as a saved application keeps them, when
 * every name is one device of the seed. One in a flow (submitted or accepted) holds its devices
 * there, as any application does: pickers and actions say they are 在流程中.
 *
 * A registration whose device is gone from the company's equipment (cancelled: its record says
 * 已注销) still shows the device it registered, as the record keeps it: the row's own code, class,
 * place and registration code on a copy of a seeded device of that class.
 */
function linkNamedDevices(store: Store): void {
  const equipment = store.all('equipment');
  const byName = new Map<string, Row[]>();
  for (const device of equipment) {
    const name = String(device.eqpName ?? '');
    if (name) byName.set(name, [...(byName.get(name) ?? []), device]);
  }
  const oidnos = new Set(equipment.map((d) => String(d.oidno)));
  for (const app of APPLICATIONS) {
    const field = app.equipmentField;
    if (!field) continue;
    for (const row of store.all(app.spec.kind)) {
      if (equipmentOf(row).length) continue;
      const names = String(row.eqpSummary ?? row.eqpName ?? '')
        .split('、')
        .map((n) => n.trim())
        .filter(Boolean);
      const devices = names.map((n) => byName.get(n) ?? []);
      if (!names.length) continue;
      if (devices.every((d) => d.length === 1)) {
        store.put(app.spec.kind, String(row[app.spec.key]), { ...row, [field]: devices.map((d) => d[0]!) });
        continue;
      }
      const kept = cancelledDevice(row, names, equipment, oidnos);
      if (kept) store.put(app.spec.kind, String(row[app.spec.key]), { ...row, [field]: [kept] });
    }
  }
}

/** The device a cancelled registration names, as its record keeps it (see `linkNamedDevices`). */
function cancelledDevice(row: Row, names: string[], equipment: Row[], oidnos: Set<string>): Row | null {
  const code = String(row.eqpCode ?? '');
  const area = String(row.areaCode ?? '');
  const model = equipment.find((d) => d.equclacode === row.equclacode);
  if (str(row.statusName) !== '已注销' || names.length !== 1 || !code || !area || !model) return null;
  const oidno = `OID${area}${code.slice(-7)}`;
  if (oidnos.has(oidno)) return null;
  return {
    ...model,
    oidno,
    eqpName: names[0],
    eqpCode: code,
    areaCode: area,
    areaName: row.areaName ?? model.areaName,
    useAddress: row.useAddress ?? model.useAddress,
    registCode: row.registCode ?? null,
    useStatus: '4',
    useStatusName: USE_STATUS['4'],
    attrefsysid: null,
    attachments: [],
  };
}

/**
 * The examples' charges share one slip and note number and one amount in words (伍佰叁拾贰元整,
 * whatever the amount), an item may name another device than its declaration's, and the
 * declarations they were paid for show no fee. Seeded, each charge has the numbers a new one gets
 * (JK / TZ, its declaration's day and number) and its own amount in words, its items name its
 * declaration's devices, and the declaration's fee is what its charge says.
 */
function settleSeededCharges(store: Store): void {
  const applies = new Map(store.all('onlineApply').map((a) => [str(a.onlinelsh), a]));
  for (const charge of store.all('charge')) {
    const lsh = str(charge.onlinelsh);
    const next: Row = { ...charge, amountInWords: amountInWords(Number(charge.total)) };
    const number = /^[A-Z]{2}(\d{8})\d(\d{5})$/.exec(lsh);
    if (number) {
      next.slipNo = `JK${number[1]}${number[2]}`;
      next.noteNo = `TZ${number[1]}${number[2]}`;
    }
    const apply = applies.get(lsh);
    if (apply && Array.isArray(charge.items)) {
      const devices = equipmentOf(apply)
        .map((id) => store.get('equipment', id))
        .filter((d): d is Row => Boolean(d));
      const items = charge.items as Row[];
      const deviceOf = (item: Row, i: number) =>
        devices.find((d) => d.eqpCode === item.eqpCode) ?? (devices.length === items.length ? devices[i] : undefined);
      next.items = items.map((item, i) => ({ ...item, eqpCode: deviceOf(item, i)?.eqpCode ?? item.eqpCode ?? null }));
      if (!apply.fee)
        store.put('onlineApply', str(apply.id), {
          ...apply,
          total: charge.total,
          fee: {
            onlinelsh: lsh,
            items: items.map((item, i) => ({
              name: item.name,
              oidno: deviceOf(item, i)?.oidno ?? null,
              eqpCode: deviceOf(item, i)?.eqpCode ?? item.eqpCode ?? null,
              standard: item.standard ?? '',
              quantity: item.quantity,
              unitPrice: item.unitPrice,
              amount: item.amount,
              relief: item.relief,
              total: item.total,
            })),
            amount: charge.amount,
            relief: charge.relief,
            total: charge.total,
            reliefPolicyId: apply.reliefPolicyId ?? null,
            reliefPolicyName: apply.reliefPolicyName ?? null,
            reliefRate: null,
            payeeName: charge.payeeName ?? PAYEE,
            ...(charge.createTime ? { calcTime: charge.createTime } : {}),
          },
        });
    }
    store.put('charge', str(charge.chargesysid), next);
  }
}

/** `--seed-scale N`: N more devices, copies of the seeded ones with codes of their own. */
function scaleEquipment(store: Store, n: number): void {
  const base = store.all('equipment');
  const put = store.stmt('INSERT INTO records (kind, id, seq, data) VALUES (?, ?, ?, ?)');
  const start = (
    store.stmt(`SELECT COALESCE(MAX(seq), 0) AS n FROM records WHERE kind = 'equipment'`).get() as { n: number }
  ).n;
  for (let i = 0; i < n; i++) {
    const src = base[i % base.length]!;
    const seq = String(i).padStart(6, '0');
    const oidno = `OIDS${seq}`;
    const row = {
      ...src,
      oidno,
      eqpCode: `${String(src.eqpCode).slice(0, 12)}${seq}`,
      eqpName: `${src.eqpName}（${i + 1}）`,
      attrefsysid: null,
      attachments: [],
    };
    put.run('equipment', oidno, start + i + 1, JSON.stringify(row));
  }
}
