import { useNavigate } from 'react-router';
import { usePlatform } from '@/platform/PlatformContext';
import { linkTo } from '@/platform/routing';
import { ListPage } from '@/kit/list/ListPage';
import { bodyListSource } from '@/kit/list/source';
import { statusColumn, useLifecycleRowActions } from '@/kit/lifecycle/LifecycleUi';
import { fetchPriceApplyList, priceApplyListKey } from '@/features/maintenance/api/maintenance-price-list';
import { MAINT_STATUSES } from '@/features/maintenance/applications';
import { openPriceForm } from '@/features/maintenance/application-forms';
import { usePriceApplyCalls } from '@/features/maintenance/useApplicationCalls';
import { applyFilters } from './apply-filters';
import { AddButton } from '@/kit/list/AddButton';

/** The rows of 维保价格申请, filtered by the lifecycle's statuses. */
export const priceApplySource = bodyListSource(applyFilters(MAINT_STATUSES), priceApplyListKey, fetchPriceApplyList);

/** 维保价格申请: the unit's maintenance-price applications and what each status allows. */
export function PriceApplyView() {
  const platform = usePlatform();
  const navigate = useNavigate();
  const { lifecycle, save, invalidate } = usePriceApplyCalls();
  const actions = useLifecycleRowActions(lifecycle, {
    name: (r) => r.applyNo,
    onView: (r) => navigate(linkTo('company_service_maint_apply_detail', { id: r.id, kind: 'price' })),
    onEdit: (r) => void openPriceForm(platform, save, r),
    invalidate,
  });
  return (
    <ListPage
      title="维保价格申请"
      source={priceApplySource}
      columns={[
        { key: 'applyNo', title: '申请编号', width: 150 },
        { key: 'projectName', title: '维保项目', role: 'title' },
        { key: 'maintUnitName', title: '维保单位', role: 'figure', width: 180 },
        { id: 'count', title: '设备', width: 60, render: (r) => `${r.eqpCount ?? r.priceItems?.length ?? 0} 台` },
        {
          id: 'total',
          title: '合计金额',
          role: 'figure',
          width: 120,
          render: (r) => `${(r.totalAmount ?? 0).toFixed(2)} 元`,
        },
        {
          id: 'period',
          title: '价格有效期',
          role: 'figure',
          width: 190,
          render: (r) => `${r.effectiveDate ?? '—'} 至 ${r.expireDate ?? '—'}`,
        },
        statusColumn(lifecycle, { width: 90, role: 'status' }),
      ]}
      rowActions={actions}
      toolbar={() => <AddButton label="新增维保价格申请" onClick={() => void openPriceForm(platform, save)} />}
      emptyText="没有符合条件的维保价格申请"
    />
  );
}
