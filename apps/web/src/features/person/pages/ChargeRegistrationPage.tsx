import { Badge, Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { usePlatform } from '@/platform/PlatformContext';
import { openFormDialog } from '@/kit/form/FormDialog';
import { ListPage } from '@/kit/list/ListPage';
import { toBody } from '@/kit/list/query';
import type { FilterSpec, FiltersOf } from '@/kit/list/types';
import { StatusTag, useLifecycleRowActions } from '@/kit/lifecycle/LifecycleUi';
import { chargeRegistrationListKey, fetchChargeRegistrationList, type ChargeRegistrationListBody, type ExamFeeRegistration } from '@/features/person/api/charge-registration-list';
import { chargeRegistrationDetailKey, fetchChargeRegistrationDetail } from '@/features/person/api/charge-registration-detail';
import { deleteChargeRegistration } from '@/features/person/api/delete-charge-registration';
import { useSaveChargeRegistration } from '@/features/person/api/save-charge-registration';
import { fetchOperatorList } from '@/features/person/api/operator-list';
import { chargeBody, chargeRegistrationLifecycle, chargeSections, examTypeOptions, payStatusColor, payStatusOptions, type ChargeValues } from '@/features/person/charge-registration';
import { workTypeOptions } from '@/features/person/person-options';
import { linkTo } from '@/platform/routing';

type Filters = FiltersOf<ChargeRegistrationListBody, 'regNo' | 'workItemCode' | 'examType' | 'status' | 'payStatus'>;

/** Opens the registration form: new, or a draft's (with its operators from the detail). Used by the list and the detail page. */
export function useChargeRegistrationForm() {
  const platform = usePlatform();
  const save = useSaveChargeRegistration();
  return async (existing?: ExamFeeRegistration) => {
    const [operators, detail] = await Promise.all([
      fetchOperatorList(platform, { pageNo: 1, pageSize: 100 }),
      existing ? fetchChargeRegistrationDetail(platform, existing.id) : Promise.resolve(null),
    ]);
    const options = operators.list.map((o) => ({ value: o.id, label: `${o.name}（${o.idCard}）` }));
    // A registered operator no longer in the list still shows by name.
    for (const p of detail?.persons ?? []) if (!options.some((o) => o.value === p.operatorId)) options.push({ value: p.operatorId ?? '', label: `${p.name}（${p.idCard ?? ''}）` });
    return openFormDialog<ChargeValues>({
      title: existing ? `修改考试费登记：${existing.regNo}` : '新增考试费登记',
      sections: chargeSections(options),
      initialValues: {
        examBatch: detail?.examBatch ?? '', workItemCode: detail?.workItemCode ?? '', examType: detail?.examType ?? '1',
        operatorIds: (detail?.persons ?? []).map((p) => p.operatorId).join(','), contactName: detail?.contactName ?? '', contactPhone: detail?.contactPhone ?? '', remark: detail?.remark ?? '',
      },
      submitLabel: '保存草稿',
      commitLabel: '保存并提交',
      onSubmit: (v, _file, { commit }) => save.mutateAsync({ body: chargeBody(v, existing?.id), isCommit: commit }),
    });
  };
}

/** 作业人员考试费登记: the unit's exam-fee registrations with their fee and payment, drafts changed or deleted. */
export default function ChargeRegistrationPage() {
  const platform = usePlatform();
  const navigate = useNavigate();
  const openForm = useChargeRegistrationForm();
  const lifecycle = chargeRegistrationLifecycle({ delete: (r) => deleteChargeRegistration(platform, { id: r.id }) });
  const actions = useLifecycleRowActions(lifecycle, {
    name: (r) => r.regNo,
    onView: (r) => navigate(linkTo('company_service_charge_registration_detail', { id: r.id })),
    onEdit: (r) => void openForm(r),
    invalidate: [chargeRegistrationListKey, chargeRegistrationDetailKey],
  });
  const filters: FilterSpec<Filters>[] = [
    { kind: 'text', name: 'regNo', label: '登记编号', width: 180 },
    { kind: 'select', name: 'workItemCode', label: '作业项目', options: workTypeOptions, width: 200 },
    { kind: 'select', name: 'examType', label: '考试类别', options: examTypeOptions, width: 110 },
    { kind: 'select', name: 'status', label: '登记状态', options: Object.entries(lifecycle.statuses).map(([value, s]) => ({ value, label: s.text })), width: 120 },
    { kind: 'select', name: 'payStatus', label: '缴费状态', options: payStatusOptions, width: 120 },
  ];
  return (
    <ListPage
      title="作业人员考试费登记"
      filters={filters}
      queryKey={chargeRegistrationListKey}
      fetch={(q) => fetchChargeRegistrationList(platform, toBody(q))}
      rowKey={(r) => r.id}
      columns={[
        { key: 'regNo', title: '登记编号', width: 170 },
        { key: 'examBatch', title: '考试批次' },
        { id: 'work', title: '作业项目', width: 140, render: (r) => `${r.workItemCode} ${r.workItemName ?? ''}` },
        { key: 'examTypeName', title: '考试类别', width: 80 },
        { key: 'examDate', title: '考试日期', width: 110 },
        { id: 'count', title: '人数', width: 60, render: (r) => `${r.personCount ?? 0} 人` },
        { id: 'fee', title: '考试费', width: 100, render: (r) => `${(r.totalFee ?? 0).toFixed(2)} 元` },
        { id: 'pay', title: '缴费状态', width: 90, render: (r) => <Badge variant="light" color={payStatusColor[r.payStatus ?? ''] ?? 'gray'}>{r.payStatusName ?? '—'}</Badge> },
        { id: 'status', title: '登记状态', width: 90, render: (r) => <StatusTag lifecycle={lifecycle} row={r} size="sm" /> },
      ]}
      rowActions={actions}
      toolbar={() => <Button size="xs" leftSection={<IconPlus size={14} />} onClick={() => void openForm()}>新增考试费登记</Button>}
      emptyText="暂无考试费登记"
    />
  );
}
