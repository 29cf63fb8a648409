// Excel in and out: an export is the stored rows the request selects (the list's own filters, or
// the chosen devices); an import adds a row per valid line and names each refused line, its column
// and the reason.
import ExcelJS from 'exceljs';
import { type Answer, type Call, type Handler, Refusal, refuse, stamp, str, success } from '../engine/core.ts';
import { buildHandlers } from '../engine/resource.ts';
import { APPLICATIONS } from './applications.ts';
import {
  CLASS_KEYS,
  CLASS_NAMES,
  USE_STATUS,
  equipment,
  equipmentOf,
  inFlow,
  unitName,
  withDays,
} from './equipment.ts';
import { AREA_NAMES } from './session.ts';
import type { Row } from '../store.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const CLASS_BY_NAME: Record<string, string> = Object.fromEntries(
  Object.entries(CLASS_NAMES).map(([code, name]) => [name, code]),
);

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A column of the equipment sheet; `rule` and `check` say what the import accepts in it. */
interface Column {
  header: string;
  key: string;
  width: number;
  /** Read by the import (the template offers only these); the others are in the export only. */
  imported?: boolean;
  required?: boolean;
  /** What the template's 填写说明 says of the column: format and allowed values. */
  rule?: string;
  /** The template's sample row. */
  sample?: string;
  /** The reason a filled-in value is refused, or null when it is accepted. */
  check?: (value: string) => string | null;
}

/** The columns of an equipment sheet, export and import alike. */
export const EQUIPMENT_COLUMNS: Column[] = [
  {
    header: '设备代码',
    key: 'eqpCode',
    width: 22,
    imported: true,
    required: true,
    rule: '18 位数字（4 位品种代码 + 6 位区县代码 + 4 位年份 + 4 位顺序号），不得与已有设备重复',
    sample: '311033021220260001',
    check: (v) => (/^\d{18}$/.test(v) ? null : '设备代码应为 18 位数字'),
  },
  {
    header: '设备名称',
    key: 'eqpName',
    width: 18,
    imported: true,
    required: true,
    rule: '文字，如“3号客梯”',
    sample: '3号客梯',
  },
  {
    header: '设备类别',
    key: 'equclaname',
    width: 14,
    imported: true,
    required: true,
    rule: `填类别名称或代码，可选：${Object.entries(CLASS_NAMES)
      .map(([code, name]) => `${name}（${code}）`)
      .join('、')}`,
    sample: '电梯',
    check: (v) =>
      CLASS_BY_NAME[v] || CLASS_NAMES[v]
        ? null
        : `设备类别“${v}”不存在，应为 ${Object.values(CLASS_NAMES).join('、')} 之一`,
  },
  {
    header: '设备品种代码',
    key: 'eqpVarietyCode',
    width: 12,
    imported: true,
    rule: '4 位数字，如曳引驱动乘客电梯 3110',
    sample: '3110',
    check: (v) => (/^\d{4}$/.test(v) ? null : '设备品种代码应为 4 位数字'),
  },
  { header: '型号规格', key: 'eqpModel', width: 18, imported: true, rule: '文字', sample: 'GeN2-MR 1000kg 1.75m/s' },
  { header: '出厂编号', key: 'factoryNo', width: 14, imported: true, rule: '文字', sample: 'NB2026A0315' },
  {
    header: '制造单位',
    key: 'makeUnitName',
    width: 24,
    imported: true,
    rule: '制造单位全称',
    sample: '奥的斯电梯（中国）有限公司',
  },
  {
    header: '制造日期',
    key: 'makeDate',
    width: 12,
    imported: true,
    rule: '日期，格式 yyyy-MM-dd，如 2026-03-15',
    sample: '2026-03-15',
    check: (v) => (DATE.test(v) ? null : '制造日期格式应为 yyyy-MM-dd'),
  },
  {
    header: '所在区县代码',
    key: 'areaCode',
    width: 12,
    imported: true,
    rule: `6 位区县代码，不填为 330212（鄞州区）；可选：${Object.entries(AREA_NAMES)
      .map(([code, name]) => `${code}（${name}）`)
      .join('、')}`,
    sample: '330212',
    check: (v) => (AREA_NAMES[v] ? null : `所在区县代码“${v}”不存在，应为宁波市的 6 位区县代码`),
  },
  {
    header: '使用地点',
    key: 'useAddress',
    width: 30,
    imported: true,
    rule: '设备所在的详细地址',
    sample: '宁波市鄞州区首南街道天童南路588号3号楼',
  },
  {
    header: '单位内部编号',
    key: 'internalNo',
    width: 12,
    imported: true,
    rule: '文字，本单位的设备编号',
    sample: 'DT-03',
  },
  { header: '使用状态', key: 'useStatusName', width: 10 },
  { header: '使用登记证编号', key: 'registCode', width: 24 },
  { header: '下次检验日期', key: 'nextInspDate', width: 12 },
];

/** The columns an import reads, in the template's order. */
export const IMPORT_COLUMNS = EQUIPMENT_COLUMNS.filter((c) => c.imported);

/**
 * The columns of the use-registration import (导入待登记设备): each row names one of the company's
 * devices not yet registered, and becomes a draft use registration (按台（套）登记) for it.
 */
export const USE_RECORD_COLUMNS: Column[] = [
  {
    header: '设备代码',
    key: 'eqpCode',
    width: 22,
    required: true,
    rule: '18 位数字，本单位已录入且未办理使用登记的设备（设备综合查询中状态为“未登记”）',
    sample: '411033020020170045',
    check: (v) => (/^\d{18}$/.test(v) ? null : '设备代码应为 18 位数字'),
  },
  {
    header: '使用地点',
    key: 'useAddress',
    width: 30,
    required: true,
    rule: '设备所在的详细地址',
    sample: '宁波市北仑区小港街道纬五路1号仓库',
  },
  {
    header: '所在区县代码',
    key: 'areaCode',
    width: 12,
    rule: `6 位区县代码，不填为设备档案中的区县；可选：${Object.entries(AREA_NAMES)
      .map(([code, name]) => `${code}（${name}）`)
      .join('、')}`,
    sample: '330206',
    check: (v) => (AREA_NAMES[v] ? null : `所在区县代码“${v}”不存在，应为宁波市的 6 位区县代码`),
  },
  {
    header: '投入使用日期',
    key: 'useDate',
    width: 14,
    required: true,
    rule: '日期，格式 yyyy-MM-dd，如 2026-11-25',
    sample: '2026-11-25',
    check: (v) => (DATE.test(v) ? null : '投入使用日期格式应为 yyyy-MM-dd'),
  },
  { header: '安全管理员', key: 'safetyManager', width: 12, required: true, rule: '姓名', sample: '李志强' },
  {
    header: '安全管理员手机',
    key: 'safetyManagerPhone',
    width: 16,
    required: true,
    rule: '11 位手机号码，以 13–19 开头',
    sample: '13967856231',
    check: (v) => (/^1[3-9]\d{9}$/.test(v) ? null : '安全管理员手机应为 11 位手机号码'),
  },
  { header: '备注', key: 'remarks', width: 24, rule: '文字', sample: '新购设备，已完成首次检验' },
];

/** The company's devices a use-registration import can take: not registered, not in a flow or draft. */
function unregistered(call: Call): Row[] {
  const store = call.tenant.store;
  const drafted = new Set(
    store
      .all('eqmBcwBasic')
      .filter((r) => str(r.status) === '0')
      .flatMap(equipmentOf),
  );
  return store
    .all('equipment')
    .filter((d) => !d.registCode && str(d.useStatus) === '0' && !drafted.has(d.oidno) && !inFlow(store, d.oidno));
}

/**
 * An import template: sheet 1 the columns the import reads and a sample row, sheet 2 (填写说明) each
 * column's rule, both made from the columns the import checks against.
 */
async function template(sheetName: string, columns: Column[], sample: Record<string, string> = {}): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(sheetName);
  sheet.columns = columns.map(({ header, key, width }) => ({ header, key, width }));
  sheet.addRow(Object.fromEntries(columns.map((c) => [c.key, sample[c.key] ?? c.sample ?? ''])));
  sheet.getRow(1).font = { bold: true };
  // Codes stay text: Excel would otherwise show an 18-digit code in exponent form.
  for (const c of columns) sheet.getColumn(c.key).numFmt = '@';
  const rules = book.addWorksheet('填写说明');
  rules.columns = [
    { header: '列名', key: 'header', width: 16 },
    { header: '是否必填', key: 'required', width: 10 },
    { header: '填写要求', key: 'rule', width: 80 },
    { header: '示例', key: 'sample', width: 30 },
  ];
  for (const c of columns)
    rules.addRow({
      header: c.header,
      required: c.required ? '必填' : '选填',
      rule: c.rule,
      sample: sample[c.key] ?? c.sample,
    });
  rules.addRow({});
  rules.addRow({ header: '说明', rule: '第一行为列名，请勿修改；从第二行起每行一台设备，示例行可直接改写或删除。' });
  rules.getRow(1).font = { bold: true };
  rules.getColumn('rule').alignment = { wrapText: true, vertical: 'top' };
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** The reason a row breaks a column's rule (the first such column), or null. */
function breach(columns: Column[], get: (key: string) => string): { field: string; message: string } | null {
  for (const c of columns) {
    const value = get(c.key);
    const reason = !value ? (c.required ? `${c.header}不能为空` : null) : (c.check?.(value) ?? null);
    if (reason) return { field: c.header, message: reason };
  }
  return null;
}

/**
 * The first sheet of an uploaded workbook with a reader of its cells by column key; refused as not
 * the template when a required column is missing.
 */
async function readUpload(call: Call, columns: Column[]) {
  const file = call.files[0];
  if (!file) refuse('wrongTemplate');
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(new Uint8Array(file!.bytes).buffer as ArrayBuffer);
  } catch {
    refuse('wrongTemplate');
  }
  const sheet = book.worksheets[0];
  const headers = ((sheet?.getRow(1).values as ExcelJS.CellValue[] | undefined) ?? []).map((v) => cellText(v));
  const columnOf = Object.fromEntries(columns.map((c) => [c.key, headers.indexOf(c.header)]));
  if (!sheet || columns.filter((c) => c.required).some((c) => columnOf[c.key]! < 1)) refuse('wrongTemplate');
  const reader = (row: ExcelJS.Row) => (key: string) =>
    columnOf[key]! > 0 ? cellText(row.getCell(columnOf[key]!).value) : '';
  return { sheet: sheet!, reader };
}

async function workbook(rows: Row[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('设备');
  sheet.columns = EQUIPMENT_COLUMNS.map(({ header, key, width }) => ({ header, key, width }));
  for (const r of rows) sheet.addRow(Object.fromEntries(EQUIPMENT_COLUMNS.map((c) => [c.key, r[c.key] ?? ''])));
  sheet.getRow(1).font = { bold: true };
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function exportRows(call: Call, rows: Row[]): Promise<Answer> {
  return {
    status: 200,
    bytes: await workbook(rows.map((r) => withDays(r, call))),
    type: XLSX,
    filename: `设备清单_${stamp(call.tenant.now()).slice(0, 10)}.xlsx`,
  };
}

function cellText(v: ExcelJS.CellValue): string {
  if (v === null || v === undefined) return '';
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  if (typeof v === 'object' && 'text' in v) return String(v.text);
  if (typeof v === 'object' && 'result' in v) return String(v.result ?? '');
  return String(v).trim();
}

export const excelHandlers: Record<string, Handler> = {
  async exportEquipmentList(call) {
    // The comprehensive query's own filters: every row it would list, not only one page.
    const list = buildHandlers(equipment, call.contract).get('listEquipment')!;
    const answer = await list({ ...call, input: { ...call.input, pageNo: 1, pageSize: 500 } });
    return exportRows(call, ((answer.json as Row).data?.list ?? []) as Row[]);
  },

  async exportSelectedEquipment(call) {
    const ids = ([] as unknown[])
      .concat(call.input.oidnos ?? [])
      .flatMap((v) => String(v).split(','))
      .map((s) => s.trim())
      .filter(Boolean);
    const rows = ids.map((id) => call.tenant.store.get('equipment', id)).filter((r): r is Row => Boolean(r));
    return exportRows(call, rows);
  },

  async downloadEquipmentImportTemplate() {
    return {
      status: 200,
      bytes: await template('设备', IMPORT_COLUMNS),
      type: XLSX,
      filename: '设备导入模板.xlsx',
    };
  },

  async downloadEqmBcwBasicImportTemplate(call) {
    // The sample names a device the company could import now, so the sample imports as it stands.
    const device = unregistered(call)[0];
    const sample: Record<string, string> = device
      ? { eqpCode: str(device.eqpCode), ...(device.areaCode ? { areaCode: str(device.areaCode) } : {}) }
      : {};
    return {
      status: 200,
      bytes: await template('待登记设备', USE_RECORD_COLUMNS, sample),
      type: XLSX,
      filename: '使用登记导入模板.xlsx',
    };
  },

  async importEqmBcwBasicExcel(call) {
    const { sheet, reader } = await readUpload(call, USE_RECORD_COLUMNS);
    const store = call.tenant.store;
    const cls = str(call.input.equclacode);
    const saveOp = call.contract.byId.get('saveEqmBcwBasic')!;
    const spec = APPLICATIONS.find((a) => a.spec.kind === 'eqmBcwBasic')!.spec;
    const save = buildHandlers(spec, call.contract).get('saveEqmBcwBasic')!;
    const unit = call.user?.unitId ? store.get('unit', call.user.unitId) : undefined;
    const errors: { row: number; field: string | null; message: string }[] = [];
    const rows: { n: number; get: (key: string) => string }[] = [];
    sheet.eachRow((row, n) => {
      const get = reader(row);
      if (n > 1 && USE_RECORD_COLUMNS.some((c) => get(c.key))) rows.push({ n, get });
    });
    const taken = new Set<string>();
    let added = 0;
    for (const { n, get } of rows) {
      const fail = (field: string, message: string) => errors.push({ row: n, field, message });
      const broken = breach(USE_RECORD_COLUMNS, get);
      if (broken) {
        fail(broken.field, broken.message);
        continue;
      }
      const code = get('eqpCode');
      const device = store.all('equipment').find((d) => d.eqpCode === code);
      if (!device) {
        fail('设备代码', `设备代码 ${code} 不是本单位已录入的设备，请先在设备管理中新增或导入设备`);
        continue;
      }
      if (device.registCode || str(device.useStatus) !== '0') {
        fail('设备代码', `设备 ${code} 已办理使用登记（${device.registCode ?? device.useStatusName}），不能重复导入`);
        continue;
      }
      if (cls && str(device.equclacode) !== cls) {
        fail('设备代码', `设备 ${code} 是${device.equclaname}，不属于所选类别${CLASS_NAMES[cls] ?? cls}`);
        continue;
      }
      if (taken.has(code) || !unregistered(call).some((d) => d.oidno === device.oidno)) {
        fail('设备代码', `设备 ${code} 已有使用登记申请（草稿或办理中），不能重复导入`);
        continue;
      }
      const input: Row = {
        registMode: '1',
        equclacode: device.equclacode,
        oidnos: device.oidno,
        'eqmBcwBasic.useUnitName': unitName(call),
        ...(unit?.creditCode ? { 'eqmBcwBasic.creditCode': unit.creditCode } : {}),
        ...(unit?.address ? { 'eqmBcwBasic.useUnitAddress': unit.address } : {}),
        'eqmBcwBasic.areaCode': get('areaCode') || device.areaCode,
        'eqmBcwBasic.useAddress': get('useAddress'),
        'eqmBcwBasic.useDate': get('useDate'),
        'eqmBcwBasic.safetyManager': get('safetyManager'),
        'eqmBcwBasic.safetyManagerPhone': get('safetyManagerPhone'),
        ...(get('remarks') ? { remarks: get('remarks') } : {}),
      };
      try {
        await save({ ...call, op: saveOp, input, files: [] });
      } catch (e) {
        if (!(e instanceof Refusal)) throw e;
        const refusal = call.contract.example(saveOp, e.example)?.value as Row | undefined;
        fail('设备代码', e.text ?? (str(refusal?.errorMsg) || `设备 ${code} 不能办理使用登记`));
        continue;
      }
      taken.add(code);
      added++;
    }
    return success(call, { total: rows.length, success: added, failed: errors.length, errors });
  },

  async importEquipment(call) {
    const { sheet, reader } = await readUpload(call, EQUIPMENT_COLUMNS);
    const store = call.tenant.store;
    const codes = new Set(store.all('equipment').map((r) => r.eqpCode));
    const errors: { row: number; field: string | null; message: string }[] = [];
    let total = 0;
    let added = 0;
    sheet.eachRow((row, n) => {
      if (n === 1) return;
      const get = reader(row);
      if (EQUIPMENT_COLUMNS.every((c) => !get(c.key))) return;
      total++;
      const code = get('eqpCode');
      const cls = CLASS_BY_NAME[get('equclaname')] ?? (CLASS_NAMES[get('equclaname')] ? get('equclaname') : '');
      const fail = (field: string, message: string) => errors.push({ row: n, field, message });
      const broken = breach(IMPORT_COLUMNS, get);
      if (broken) return fail(broken.field, broken.message);
      if (codes.has(code)) return fail('设备代码', `设备代码 ${code} 与已有设备重复`);
      const makeDate = get('makeDate');
      const areaCode = get('areaCode') || '330212';
      // The number follows the code's last digits unless a device (this company's or another's) has it.
      let oidno = `OID${areaCode}${code.slice(-7)}`;
      while (store.taken('equipment', oidno))
        oidno = `OID${areaCode}${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
      const device: Row = {
        oidno,
        eqpCode: code,
        eqpName: get('eqpName'),
        equclacode: cls,
        equclaname: CLASS_NAMES[cls],
        ...(get('eqpVarietyCode') ? { eqpVarietyCode: get('eqpVarietyCode') } : {}),
        eqpModel: get('eqpModel') || null,
        factoryNo: get('factoryNo') || null,
        makeUnitName: get('makeUnitName') || null,
        makeDate: makeDate || null,
        areaCode,
        areaName: AREA_NAMES[areaCode],
        useUnitName: unitName(call),
        useAddress: get('useAddress') || null,
        internalNo: get('internalNo') || null,
        useStatus: '0',
        useStatusName: USE_STATUS['0'],
        registCode: null,
        registDate: null,
        lastInspDate: null,
        nextInspDate: null,
        inspConclusion: null,
        inspOrgName: null,
        inspections: [],
        registration: null,
        hasChild: false,
        childCount: 0,
        createDate: stamp(call.tenant.now()),
      };
      for (const [c, key] of Object.entries(CLASS_KEYS)) device[key] = c === cls ? {} : null;
      codes.add(code);
      store.put('equipment', oidno, device);
      added++;
    });
    return success(call, { total, success: added, failed: errors.length, errors });
  },
};
