import { useNavigate } from 'react-router';
import { usePlatform } from '@/platform/PlatformContext';
import { linkTo } from '@/platform/routing';
import { ListPage } from '@/kit/list/ListPage';
import { bodyListSource } from '@/kit/list/source';
import { statusColumn, useLifecycleRowActions } from '@/kit/lifecycle/LifecycleUi';
import { fetchProjectApplyList, projectApplyListKey } from '@/features/maintenance/api/maintenance-project-list';
import { MAINT_STATUSES } from '@/features/maintenance/applications';
import { openProjectForm } from '@/features/maintenance/application-forms';
import { useProjectApplyCalls } from '@/features/maintenance/useApplicationCalls';
import { applyFilters } from './apply-filters';
import { AddButton } from '@/kit/list/AddButton';

/** The rows of 维保项目申请, filtered by the lifecycle's statuses. */
export const projectApplySource = bodyListSource(
  applyFilters(MAINT_STATUSES),
  projectApplyListKey,
  fetchProjectApplyList,
);

/** 维保项目申请: the unit's maintenance-project applications and what each status allows. */
export function ProjectApplyView() {
  const platform = usePlatform();
  const navigate = useNavigate();
  const { lifecycle, save, invalidate } = useProjectApplyCalls();
  const actions = useLifecycleRowActions(lifecycle, {
    name: (r) => r.applyNo,
    onView: (r) => navigate(linkTo('company_service_maint_apply_detail', { id: r.id })),
    onEdit: (r) => void openProjectForm(platform, save, r),
    invalidate,
  });
  return (
    <ListPage
      title="维保项目申请"
      source={projectApplySource}
      columns={[
        { key: 'applyNo', title: '申请编号', width: 150 },
        { key: 'projectName', title: '项目名称' },
        { key: 'maintUnitName', title: '维保单位', width: 180 },
        { key: 'maintModeName', title: '维保方式', width: 80 },
        {
          id: 'contract',
          title: '合同期限',
          width: 190,
          render: (r) => `${r.contractStartDate ?? '—'} 至 ${r.contractEndDate ?? '—'}`,
        },
        { id: 'eqp', title: '设备', width: 60, render: (r) => `${r.eqpCount ?? r.equList?.length ?? 0} 台` },
        { key: 'applyDate', title: '申请日期', width: 110 },
        statusColumn(lifecycle, { width: 90 }),
      ]}
      rowActions={actions}
      toolbar={() => <AddButton label="新增维保项目申请" onClick={() => void openProjectForm(platform, save)} />}
      emptyText="没有符合条件的维保项目申请"
    />
  );
}
