import { Button } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconUserCheck } from '@tabler/icons-react';
import { usePlatform } from '@/platform/PlatformContext';
import { ExpiryTag } from '@/kit/ExpiryTag';
import { FieldGrid } from '@/kit/detail/DetailView';
import { openFormDialog } from '@/kit/form/FormDialog';
import { formBody } from '@/kit/form/form-body';
import type { FormSection } from '@/kit/form/types';
import { withoutFields } from '@/kit/form/without-fields';
import { ListPage } from '@/kit/list/ListPage';
import { bodyListSource } from '@/kit/list/source';
import type { FilterSpec, FiltersOf } from '@/kit/list/types';
import { QueryState } from '@/kit/QueryState';
import { PersonalValue } from '@/kit/detail/PersonalValue';
import { maskIdCard } from '@/platform/personal-data';
import { fetchOperatorList } from '@/shared/person/api/operator-list';
import {
  employListKey,
  fetchEmployList,
  type Employment,
  type EmployListBody,
} from '@/features/person/api/employ-list';
import { useEmployOperator } from '@/features/person/api/employ-operator';
import { useDismissOperator } from '@/features/person/api/dismiss-operator';
import { useWorApplyDetail } from '@/features/person/api/wor-apply-detail';
import { todayText, workTypeOptions } from '@/features/person/person-options';
import { selectFilter, textFilter } from '@/kit/list/filters';

/** The citizen ID finds the operator; it is not sent (the body names the operator). */
type EmployValues = Record<'idCard' | 'employDate' | 'post' | 'remarks', string>;
const employSections: FormSection<EmployValues>[] = [
  {
    title: '聘用',
    fields: [
      {
        name: 'idCard',
        label: '公民身份号码',
        required: true,
        rule: 'idCard',
        maxLength: 18,
        description: '按身份证号查找已登记的作业人员',
      },
      { name: 'employDate', label: '聘用日期', kind: 'date', required: true },
      { name: 'post', label: '岗位', maxLength: 30, placeholder: '如 叉车司机' },
      { name: 'remarks', label: '备注', kind: 'textarea', span: 2, maxLength: 500 },
    ],
  },
];

type EmployFilters = FiltersOf<EmployListBody, 'operatorName' | 'idCard' | 'workType' | 'post'>;
const employFilters: FilterSpec<EmployFilters>[] = [
  textFilter('operatorName', '姓名', 140),
  textFilter('idCard', '身份证号', 190),
  selectFilter('workType', '作业项目', workTypeOptions, 200),
  textFilter('post', '岗位', 140),
];

/** The employment list (the view's and the page's prefetch). */
export const employmentSource = bodyListSource(employFilters, employListKey, fetchEmployList);

function EmploymentDetail({ id }: { id: string }) {
  const detail = useWorApplyDetail(id);
  return (
    <QueryState query={detail} minHeight={120}>
      {(d) => (
        <FieldGrid
          columns={2}
          fields={[
            { label: '姓名', value: d.operatorName },
            { label: '身份证号', value: <PersonalValue kind="idCard" value={d.idCard} /> },
            { label: '作业项目', value: d.workTypeNames },
            { label: '证书编号', value: d.certNo },
            { label: '证书有效期至', value: <ExpiryTag date={d.certExpireDate} /> },
            { label: '聘用单位', value: d.unitName },
            { label: '岗位', value: d.post },
            { label: '状态', value: d.statusName },
            { label: '申请日期', value: d.applyDate },
            { label: '聘用日期', value: d.employDate },
            { label: '解聘日期', value: d.dismissDate },
            { label: '解聘原因', value: d.dismissReason },
            { label: '经办人', value: d.handlerName },
            { label: '备注', value: d.remarks },
          ]}
        />
      )}
    </QueryState>
  );
}

/** 聘用管理 view: the operators the unit employs; employ one by citizen ID, dismiss with a reason. */
export function EmploymentView() {
  const platform = usePlatform();
  const employ = useEmployOperator();
  const dismiss = useDismissOperator();
  const openEmploy = () =>
    openFormDialog<EmployValues>({
      title: '聘用作业人员',
      description: '输入已登记作业人员的身份证号；尚未登记的请先在「作业人员」中新增。',
      sections: employSections,
      initialValues: { idCard: '', employDate: todayText(), post: '', remarks: '' },
      submitLabel: '聘用',
      successMessage: '已聘用',
      onSubmit: async ({ idCard: typed, ...values }) => {
        const idCard = typed.trim().toUpperCase();
        const found = (await fetchOperatorList(platform, { pageNo: 1, pageSize: 10, idCard })).list.find(
          (o) => o.idCard.toUpperCase() === idCard,
        );
        if (!found) throw new Error(`未找到身份证号为 ${idCard} 的作业人员，请先在「作业人员」中新增`);
        return employ.mutateAsync(formBody(withoutFields(employSections, 'idCard'), values, { operatorId: found.id }));
      },
    });
  return (
    <ListPage
      title="在聘作业人员"
      source={employmentSource}
      rowKey={(r: Employment) => r.id}
      columns={[
        { key: 'operatorName', title: '姓名', width: 90 },
        { key: 'idCard', title: '身份证号', width: 180, mask: 'idCard' },
        { key: 'workTypeNames', title: '作业项目' },
        {
          id: 'certExpireDate',
          title: '证书有效期至',
          width: 200,
          render: (r) => <ExpiryTag date={r.certExpireDate} />,
        },
        { key: 'post', title: '岗位', width: 120 },
        { key: 'employDate', title: '聘用日期', width: 110 },
        { key: 'statusName', title: '状态', width: 80 },
      ]}
      rowActions={[
        {
          label: '详情',
          onClick: (r) =>
            modals.open({ title: `聘用记录：${r.operatorName}`, size: 'lg', children: <EmploymentDetail id={r.id} /> }),
        },
        {
          label: '解聘',
          color: 'red',
          hidden: (r) => r.status !== '1',
          reason: {
            label: '解聘原因',
            description: (r) =>
              `解聘作业人员「${r.operatorName}」（${maskIdCard(r.idCard)}），解聘日期 ${todayText()}。解聘后该人员不再计入本单位在聘人员。`,
          },
          onClick: (r, reason) => dismiss.mutateAsync({ id: r.id, dismissDate: todayText(), reason }),
        },
      ]}
      toolbar={() => (
        <Button size="xs" leftSection={<IconUserCheck size={14} />} onClick={() => void openEmploy()}>
          聘用作业人员
        </Button>
      )}
      emptyText="本单位暂无在聘作业人员"
    />
  );
}
