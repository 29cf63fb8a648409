import { useNavigate } from 'react-router';
import { linkTo } from '@/platform/routing';
import { SAME_TAB_STATE } from '@/platform/tab-identity';
import { ExpiryTag } from '@/kit/ExpiryTag';
import { openFormDialog } from '@/kit/form/FormDialog';
import { formBody } from '@/kit/form/form-body';
import type { FormSection } from '@/kit/form/types';
import { withoutFields } from '@/kit/form/without-fields';
import { CountCards } from '@/kit/list/CountCards';
import { ListPage } from '@/kit/list/ListPage';
import { bodyListSource } from '@/kit/list/source';
import type { FilterSpec, FiltersOf } from '@/kit/list/types';
import { QueryState } from '@/kit/QueryState';
import {
  fetchOperatorList,
  operatorListKey,
  type Operator,
  type OperatorListBody,
} from '@/shared/person/api/operator-list';
import { useOperatorOverview } from '@/features/person/api/operator-overview';
import { useAddOperator } from '@/features/person/api/add-operator';
import { useUpdateOperator } from '@/features/person/api/update-operator';
import { useDeleteOperator } from '@/features/person/api/delete-operator';
import { certStatusOptions, educationOptions, sexOptions, workTypeOptions } from '@/features/person/person-options';
import { dateRangeFilter, selectFilter, textFilter } from '@/kit/list/filters';
import { optionsOf } from '@/kit/options';
import { tag } from '@/kit/list/cells-ui';
import { AddButton } from '@/kit/list/AddButton';

const IN_TAB = { replace: true, state: SAME_TAB_STATE } as const;

type OperatorValues = Record<'name' | 'sex' | 'idCard' | 'mobile' | 'education' | 'address' | 'remarks', string>;
const operatorSections: FormSection<OperatorValues>[] = [
  {
    title: '基本信息',
    fields: [
      { name: 'name', label: '姓名', required: true, maxLength: 30 },
      { name: 'sex', label: '性别', kind: 'select', options: sexOptions },
      { name: 'idCard', label: '公民身份号码', required: true, rule: 'idCard', maxLength: 18 },
      { name: 'mobile', label: '手机号码', required: true, rule: 'mobile', maxLength: 11 },
      { name: 'education', label: '文化程度', kind: 'select', options: educationOptions },
      { name: 'address', label: '联系地址', maxLength: 200 },
      { name: 'remarks', label: '备注', kind: 'textarea', span: 2, maxLength: 500 },
    ],
  },
];
const operatorValues = (o?: Operator): OperatorValues => ({
  name: o?.name ?? '',
  sex: o?.sex ?? '',
  idCard: o?.idCard ?? '',
  mobile: o?.mobile ?? '',
  education: o?.education ?? '',
  address: o?.address ?? '',
  remarks: o?.remarks ?? '',
});

type OperatorFilters = FiltersOf<
  OperatorListBody,
  'name' | 'idCard' | 'workType' | 'certStatus' | 'employStatus' | 'expireDateBegin' | 'expireDateEnd'
>;
const operatorFilters: FilterSpec<OperatorFilters>[] = [
  textFilter('name', '姓名', 140),
  textFilter('idCard', '身份证号', 190),
  selectFilter('workType', '作业项目', workTypeOptions, 200),
  selectFilter('certStatus', '证书状态', certStatusOptions, 170),
  dateRangeFilter('expireDateBegin', 'expireDateEnd', '证书有效期至'),
  selectFilter(
    'employStatus',
    '聘用状态',
    optionsOf([
      ['1', '在聘'],
      ['0', '未聘用'],
    ]),
    120,
  ),
];

/** The operators' list (the view's and the page's prefetch). */
export const operatorsSource = bodyListSource(operatorFilters, operatorListKey, fetchOperatorList);

/** The counts on top; 90 天内到期 and 已过期 filter the list (证书状态). */
function OperatorOverviewBar({ onFilter }: { onFilter: (certStatus: string) => void }) {
  const overview = useOperatorOverview();
  return (
    <QueryState query={overview} minHeight={60}>
      {(o) => (
        <CountCards
          label="作业人员概览"
          testIdPrefix="overview"
          onFilter={onFilter}
          cards={[
            { key: 'operatorCount', label: '作业人员', value: o.operatorCount, color: 'blue' },
            { key: 'qualificationCount', label: '资格证', value: o.qualificationCount, color: 'blue' },
            { key: 'validCount', label: '有效', value: o.validCount, color: 'teal', filter: '1' },
            { key: 'expiringCount', label: '90 天内到期', value: o.expiringCount, color: 'orange', filter: '2' },
            { key: 'expiredCount', label: '已过期', value: o.expiredCount, color: 'red', filter: '3' },
          ]}
        />
      )}
    </QueryState>
  );
}

/** 作业人员 view: the unit's registered operators, with their certificates' expiry and employment. */
export function OperatorsView() {
  const navigate = useNavigate();
  const add = useAddOperator();
  const update = useUpdateOperator();
  const remove = useDeleteOperator();
  const openForm = (o?: Operator, view = false) =>
    openFormDialog<OperatorValues>({
      title: view ? `作业人员：${o!.name}` : o ? `修改作业人员：${o.name}` : '新增作业人员',
      description: !o ? '登记后可录入资格证，并在「聘用管理」中按身份证号聘用。' : undefined,
      sections: operatorSections,
      initialValues: operatorValues(o),
      view,
      readOnly: o ? ['idCard'] : [],
      onSubmit: (v) => {
        if (!o) return add.mutateAsync(formBody(operatorSections, v));
        // The citizen ID is fixed once registered: the update call does not take it.
        const { idCard: _fixed, ...changes } = v;
        return update.mutateAsync(formBody(withoutFields(operatorSections, 'idCard'), changes, { id: o.id }));
      },
    });
  return (
    <ListPage
      header={
        <OperatorOverviewBar onFilter={(certStatus) => navigate(linkTo('person_work', { certStatus }), IN_TAB)} />
      }
      source={operatorsSource}
      columns={[
        // A phone's card: the name, the employment, then what a clerk checks first (作业项目, the
        // certificate's expiry) and how to reach the person.
        { key: 'name', title: '姓名', width: 90, role: 'title' },
        { key: 'sexName', title: '性别', width: 60 },
        { key: 'idCard', title: '身份证号', width: 180, mask: 'idCard' },
        { key: 'mobile', title: '手机号码', width: 120, mask: 'mobile', role: 'figure' },
        { key: 'workTypeNames', title: '作业项目', role: 'figure' },
        {
          key: 'certNo',
          title: '证书编号',
          width: 200,
          mask: 'idCard' /* the operator certificate's number is TS + the holder's ID number */,
        },
        {
          id: 'expireDate',
          title: '证书有效期至',
          width: 200,
          sortField: 'expireDate',
          role: 'figure',
          render: (r) => <ExpiryTag date={r.expireDate} />,
        },
        {
          id: 'employ',
          title: '聘用状态',
          width: 90,
          role: 'status',
          render: (r) => tag(r.employStatusName ?? '—', r.employStatus === '1' ? 'teal' : 'gray'),
        },
      ]}
      rowActions={[
        { label: '查看', onClick: (r) => openForm(r, true) },
        { label: '修改', onClick: (r) => openForm(r) },
        {
          label: '资格证',
          onClick: (r) => navigate(linkTo('person_work', { view: 'certs', operatorId: r.id, holder: r.name }), IN_TAB),
        },
        {
          label: '删除',
          color: 'red',
          confirm: (r) => `确定删除作业人员「${r.name}」及其资格证记录吗？删除后不可恢复。`,
          onClick: (r) => remove.mutateAsync({ id: r.id }),
        },
      ]}
      toolbar={() => <AddButton label="新增作业人员" onClick={() => openForm()} />}
      emptyText="没有符合条件的作业人员"
    />
  );
}
