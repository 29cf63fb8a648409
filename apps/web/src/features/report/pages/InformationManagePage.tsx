import { usePlatform } from '@/platform/PlatformContext';
import type { Platform } from '@/platform/platform';
import { openFormDialog } from '@/kit/form/FormDialog';
import { formBody } from '@/kit/form/form-body';
import type { FormSection } from '@/kit/form/types';
import { DRAFT_ACTIONS, type Lifecycle, statusOptions } from '@/kit/lifecycle/lifecycle';
import { statusColumn, useLifecycleRowActions } from '@/kit/lifecycle/LifecycleUi';
import { ListPage } from '@/kit/list/ListPage';
import { bodyListSource, prefetchList } from '@/kit/list/source';
import type { FilterSpec, FiltersOf } from '@/kit/list/types';
import {
  elevatorDataListKey,
  fetchElevatorDataList,
  type ElevatorDataListBody,
  type ElevatorInspectionData,
} from '@/features/report/api/elevator-data-list';
import { saveElevatorData, type SaveElevatorDataBody } from '@/features/report/api/save-elevator-data';
import { deleteElevatorData } from '@/features/report/api/delete-elevator-data';
import { useQueryClient } from '@tanstack/react-query';
import { selectFilter, textFilter } from '@/kit/list/filters';
import { labelOptions } from '@/kit/options';
import { eqpColumn, twoLines } from '@/kit/list/cells-ui';
import { AddButton } from '@/kit/list/AddButton';

type Values = Record<
  | 'onlinelsh'
  | 'eqpCode'
  | 'eqpName'
  | 'eqpModel'
  | 'factoryNo'
  | 'makeUnitName'
  | 'installUnitName'
  | 'installLicenseNo'
  | 'projectLeader'
  | 'ratedLoad'
  | 'ratedSpeed'
  | 'floors'
  | 'liftingHeight'
  | 'controlType'
  | 'useAddress'
  | 'constructStartDate'
  | 'constructEndDate'
  | 'selfCheckConclusion',
  string
>;
const FIELDS = [
  'onlinelsh',
  'eqpCode',
  'eqpName',
  'eqpModel',
  'factoryNo',
  'makeUnitName',
  'installUnitName',
  'installLicenseNo',
  'projectLeader',
  'ratedLoad',
  'ratedSpeed',
  'floors',
  'liftingHeight',
  'controlType',
  'useAddress',
  'constructStartDate',
  'constructEndDate',
  'selfCheckConclusion',
] as const;

const nonNegative = (v: string) => (Number(v) < 0 ? '不能为负数' : null);
const sections: FormSection<Values>[] = [
  {
    title: '电梯',
    fields: [
      { name: 'eqpCode', label: '设备代码', required: true, rule: 'equipmentCode', readOnlyOnEdit: true },
      { name: 'eqpName', label: '设备名称', required: true, maxLength: 50 },
      { name: 'eqpModel', label: '型号规格', required: true, maxLength: 50 },
      { name: 'factoryNo', label: '出厂编号', required: true, maxLength: 40 },
      { name: 'makeUnitName', label: '制造单位', maxLength: 100 },
      { name: 'onlinelsh', label: '监督检验申报流水号', maxLength: 30 },
      {
        name: 'ratedLoad',
        label: '额定载重量（kg）',
        kind: 'number',
        required: true,
        validate: nonNegative,
        description: '自动扶梯、自动人行道填 0',
      },
      { name: 'ratedSpeed', label: '额定速度（m/s）', kind: 'number', required: true, validate: nonNegative },
      {
        name: 'floors',
        label: '层站数',
        kind: 'number',
        required: true,
        validate: (v) => (Number(v) < 1 || !Number.isInteger(Number(v)) ? '请输入正整数' : null),
      },
      { name: 'liftingHeight', label: '提升高度（m）', kind: 'number', validate: nonNegative },
      { name: 'controlType', label: '控制方式', maxLength: 50 },
      { name: 'useAddress', label: '使用地点', span: 2, maxLength: 200 },
    ],
  },
  {
    title: '施工',
    fields: [
      { name: 'installUnitName', label: '施工单位', required: true, maxLength: 100 },
      { name: 'installLicenseNo', label: '施工许可证编号', maxLength: 40 },
      { name: 'projectLeader', label: '施工项目负责人', required: true, maxLength: 30 },
      { name: 'selfCheckConclusion', label: '施工自检结论', kind: 'select', options: labelOptions(['合格', '不合格']) },
      { name: 'constructStartDate', label: '施工开始日期', kind: 'date', required: true },
      {
        name: 'constructEndDate',
        label: '施工结束日期',
        kind: 'date',
        validate: (v, all) =>
          all.constructStartDate && v < all.constructStartDate ? '结束日期不能早于开始日期' : null,
      },
    ],
  },
];

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));
/** The form's values of a row (empty for a new one). */
const valuesOf = (r?: ElevatorInspectionData) => Object.fromEntries(FIELDS.map((k) => [k, text(r?.[k])])) as Values;
/** The save body of a row as it is (submit from the list sends the record unchanged with isCommit). */
const bodyOf = (r: ElevatorInspectionData): SaveElevatorDataBody => formBody(sections, valuesOf(r), { id: r.id });

/** Opens the data form (new or a draft): save as draft, or save and submit to the inspection body. */
function openElevatorForm(p: Platform, done: () => void, row?: ElevatorInspectionData, view = false) {
  return openFormDialog<Values>({
    title:
      view && row ? `监督检验资料：${row.eqpName}` : row ? `修改监督检验资料：${row.eqpName}` : '新增电梯监督检验资料',
    view,
    description: '施工单位在监督检验前填报电梯技术参数与施工信息；提交后由检验机构确认，确认前不能再修改。',
    sections,
    size: 'xl',
    readOnly: row ? ['eqpCode'] : [],
    initialValues: valuesOf(row),
    submitLabel: '保存草稿',
    commitLabel: '保存并提交',
    onSubmit: async (v, _file, { commit }) => {
      await saveElevatorData(p, formBody(sections, v, row ? { id: row.id } : undefined), { commit });
      done();
    },
  });
}

const STATUSES: Lifecycle<ElevatorInspectionData>['statuses'] = {
  '0': { text: '草稿', color: 'gray', actions: DRAFT_ACTIONS },
  '1': { text: '已提交', color: 'blue' },
  '2': { text: '已确认', color: 'teal' },
};

type Filters = FiltersOf<ElevatorDataListBody, 'onlinelsh' | 'eqpCode' | 'status'>;
const filters: FilterSpec<Filters>[] = [
  textFilter('eqpCode', '设备代码', 190),
  textFilter('onlinelsh', '申报流水号', 190),
  selectFilter('status', '状态', statusOptions(STATUSES), 110),
];

const source = bodyListSource(filters, elevatorDataListKey, fetchElevatorDataList);
export const prefetch = prefetchList(source);

/** 电梯监督检验资料 (informationManage): the elevator data a construction unit files before supervision inspection. */
export default function InformationManagePage() {
  const platform = usePlatform();
  const qc = useQueryClient();
  const refresh = () => void qc.invalidateQueries({ queryKey: elevatorDataListKey });
  const lifecycle: Lifecycle<ElevatorInspectionData> = {
    noun: '电梯监督检验资料',
    statuses: STATUSES,
    status: (r) => r.status,
    statusText: (r) => r.statusName,
    calls: {
      submit: (r) => saveElevatorData(platform, bodyOf(r), { commit: true }),
      delete: (r) => deleteElevatorData(platform, { id: r.id }),
    },
  };
  const actions = useLifecycleRowActions(lifecycle, {
    name: (r) => r.eqpName,
    onView: (r) => void openElevatorForm(platform, refresh, r, true),
    onEdit: (r) => void openElevatorForm(platform, refresh, r),
    invalidate: [elevatorDataListKey],
  });
  return (
    <ListPage
      source={source}
      columns={[
        eqpColumn('电梯'),
        {
          id: 'model',
          title: '型号 / 出厂编号',
          width: 170,
          render: (r) => twoLines(r.eqpModel ?? '—', r.factoryNo),
        },
        {
          id: 'params',
          title: '主要参数',
          width: 170,
          render: (r) => `${r.ratedLoad ?? '—'} kg · ${r.ratedSpeed ?? '—'} m/s · ${r.floors ?? '—'} 层`,
        },
        { key: 'installUnitName', title: '施工单位', width: 180 },
        { key: 'onlinelsh', title: '申报流水号', width: 160 },
        statusColumn(lifecycle, { width: 80 }),
        { key: 'updateTime', title: '最后修改', width: 150 },
      ]}
      rowActions={actions}
      toolbar={() => <AddButton label="新增资料" onClick={() => void openElevatorForm(platform, refresh)} />}
      emptyText="暂无电梯监督检验资料"
    />
  );
}
