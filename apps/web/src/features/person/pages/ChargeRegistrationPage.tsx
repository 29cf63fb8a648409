import { useNavigate } from 'react-router';
import { usePlatform } from '@/platform/PlatformContext';
import { ListPage } from '@/kit/list/ListPage';
import { bodyListSource, prefetchList } from '@/kit/list/source';
import type { FilterSpec, FiltersOf } from '@/kit/list/types';
import { statusColumn, useLifecycleRowActions } from '@/kit/lifecycle/LifecycleUi';
import {
  chargeRegistrationListKey,
  fetchChargeRegistrationList,
  type ChargeRegistrationListBody,
} from '@/features/person/api/charge-registration-list';
import { deleteChargeRegistration } from '@/features/person/api/delete-charge-registration';
import {
  chargeRegistrationLifecycle,
  chargeRegistrationStatuses,
  examTypeOptions,
  payStatusColor,
} from '@/features/person/charge-registration';
import { useChargeRegistrationForm } from '@/features/person/useChargeRegistrationForm';
import { workTypeOptions } from '@/features/person/person-options';
import { linkTo } from '@/platform/routing';
import { chargeRegistrationKey } from '@/features/person/api/keys';
import { selectFilter, textFilter } from '@/kit/list/filters';
import { tag } from '@/kit/list/cells-ui';
import { statusOptions } from '@/kit/lifecycle/lifecycle';
import { AddButton } from '@/kit/list/AddButton';
import { payStatusOptions } from '@/kit/options';

type Filters = FiltersOf<ChargeRegistrationListBody, 'regNo' | 'workItemCode' | 'examType' | 'status' | 'payStatus'>;
const filters: FilterSpec<Filters>[] = [
  textFilter('regNo', '登记编号', 180),
  selectFilter('workItemCode', '作业项目', workTypeOptions, 200),
  selectFilter('examType', '考试类别', examTypeOptions, 110),
  selectFilter('status', '登记状态', statusOptions(chargeRegistrationStatuses), 120),
  selectFilter('payStatus', '缴费状态', payStatusOptions, 120),
];

const source = bodyListSource(filters, chargeRegistrationListKey, fetchChargeRegistrationList);
export const prefetch = prefetchList(source);

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
    invalidate: [chargeRegistrationKey],
  });
  return (
    <ListPage
      source={source}
      columns={[
        { key: 'regNo', title: '登记编号', role: 'title', width: 170 },
        { key: 'examBatch', title: '考试批次' },
        {
          id: 'work',
          title: '作业项目',
          role: 'figure',
          width: 140,
          render: (r) => `${r.workItemCode} ${r.workItemName ?? ''}`,
        },
        { key: 'examTypeName', title: '考试类别', width: 80 },
        { key: 'examDate', title: '考试日期', role: 'figure', width: 110 },
        { id: 'count', title: '人数', width: 60, render: (r) => `${r.personCount ?? 0} 人` },
        { id: 'fee', title: '考试费', role: 'figure', width: 100, render: (r) => `${(r.totalFee ?? 0).toFixed(2)} 元` },
        {
          id: 'pay',
          title: '缴费状态',
          role: 'status',
          width: 90,
          render: (r) => tag(r.payStatusName ?? '—', payStatusColor[r.payStatus ?? ''] ?? 'gray'),
        },
        statusColumn(lifecycle, { title: '登记状态', width: 90, role: 'status' }),
      ]}
      rowActions={actions}
      toolbar={() => <AddButton label="新增考试费登记" onClick={() => void openForm()} />}
      emptyText="暂无考试费登记"
    />
  );
}
