// Excel in and out: an export is the stored rows the request selects (the list's own filters, or
// the chosen devices); an import adds a row per valid line and names each refused line, its column
// and the reason.
import ExcelJS from 'exceljs';
import { type Answer, type Call, type Handler, refuse, stamp, str, success } from '../engine/core.ts';
import { buildHandlers } from '../engine/resource.ts';
import { CLASS_KEYS, CLASS_NAMES, USE_STATUS, equipment, unitName, withDays } from './equipment.ts';
import { AREA_NAMES } from './session.ts';
import type { Row } from '../store.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The columns of an equipment sheet, export and import alike. */
export const EQUIPMENT_COLUMNS: { header: string; key: string; width: number; required?: boolean }[] = [
  { header: '设备代码', key: 'eqpCode', width: 22, required: true },
  { header: '设备名称', key: 'eqpName', width: 18, required: true },
  { header: '设备类别', key: 'equclaname', width: 14, required: true },
  { header: '设备品种代码', key: 'eqpVarietyCode', width: 12 },
  { header: '型号规格', key: 'eqpModel', width: 18 },
  { header: '出厂编号', key: 'factoryNo', width: 14 },
  { header: '制造单位', key: 'makeUnitName', width: 24 },
  { header: '制造日期', key: 'makeDate', width: 12 },
  { header: '所在区县代码', key: 'areaCode', width: 12 },
  { header: '使用地点', key: 'useAddress', width: 30 },
  { header: '单位内部编号', key: 'internalNo', width: 12 },
  { header: '使用状态', key: 'useStatusName', width: 10 },
  { header: '使用登记证编号', key: 'registCode', width: 24 },
  { header: '下次检验日期', key: 'nextInspDate', width: 12 },
];

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

const CLASS_BY_NAME = Object.fromEntries(Object.entries(CLASS_NAMES).map(([code, name]) => [name, code]));

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

  async importEquipment(call) {
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
    const columnOf = Object.fromEntries(EQUIPMENT_COLUMNS.map((c) => [c.key, headers.indexOf(c.header)]));
    if (!sheet || EQUIPMENT_COLUMNS.filter((c) => c.required).some((c) => columnOf[c.key]! < 1))
      refuse('wrongTemplate');
    const store = call.tenant.store;
    const codes = new Set(store.all('equipment').map((r) => r.eqpCode));
    const errors: { row: number; field: string | null; message: string }[] = [];
    let total = 0;
    let added = 0;
    sheet!.eachRow((row, n) => {
      if (n === 1) return;
      const get = (key: string) => (columnOf[key]! > 0 ? cellText(row.getCell(columnOf[key]!).value) : '');
      if (EQUIPMENT_COLUMNS.every((c) => !get(c.key))) return;
      total++;
      const code = get('eqpCode');
      const cls = CLASS_BY_NAME[get('equclaname')] ?? (CLASS_NAMES[get('equclaname')] ? get('equclaname') : '');
      const fail = (field: string, message: string) => errors.push({ row: n, field, message });
      if (!/^\d{18}$/.test(code)) return fail('设备代码', '设备代码应为 18 位数字');
      if (codes.has(code)) return fail('设备代码', `设备代码 ${code} 与已有设备重复`);
      if (!get('eqpName')) return fail('设备名称', '设备名称不能为空');
      if (!cls)
        return fail(
          '设备类别',
          `设备类别“${get('equclaname')}”不存在，应为 ${Object.values(CLASS_NAMES).join('、')} 之一`,
        );
      const makeDate = get('makeDate');
      if (makeDate && !/^\d{4}-\d{2}-\d{2}$/.test(makeDate)) return fail('制造日期', '制造日期格式应为 yyyy-MM-dd');
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
        ...(/^\d{4}$/.test(get('eqpVarietyCode')) ? { eqpVarietyCode: get('eqpVarietyCode') } : {}),
        eqpModel: get('eqpModel') || null,
        factoryNo: get('factoryNo') || null,
        makeUnitName: get('makeUnitName') || null,
        makeDate: makeDate || null,
        areaCode,
        ...(AREA_NAMES[areaCode] ? { areaName: AREA_NAMES[areaCode] } : {}),
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
