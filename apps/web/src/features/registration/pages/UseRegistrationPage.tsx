import { Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { usePlatform } from '@/platform/PlatformContext';
import { ListPage } from '@/kit/list/ListPage';
import { bodyListSource, prefetchList } from '@/kit/list/source';
import type { FilterSpec, FiltersOf } from '@/kit/list/types';
import { statusColumn, useLifecycleRowActions } from '@/kit/lifecycle/LifecycleUi';
import {
  fetchUseRegistApplyList,
  useRegistApplyListKey,
  type UseRegistApplyListBody,
} from '@/features/registration/api/use-regist-apply-list';
import { fetchUseRegistApplyDetail } from '@/features/registration/api/use-regist-apply-detail';
import { useApplyCalls } from '@/features/registration/useRegistrationCalls';
import { openApplyForm } from '@/features/registration/apply-form';
import { APPLY_TYPE_OPTIONS, USE_REGIST_APPLY_STATUSES } from '@/features/registration/lifecycles';
import { linkTo } from '@/platform/routing';
import { selectFilter, textFilter } from '@/kit/list/filters';
import { statusOptions } from '@/kit/lifecycle/lifecycle';

type Filters = FiltersOf<UseRegistApplyListBody, 'applyNo' | 'applyType' | 'equclacode' | 'eqpCode' | 'status'>;
const filters: FilterSpec<Filters>[] = [
  textFilter('applyNo', '申请编号', 180),
  selectFilter('applyType', '申请类型', APPLY_TYPE_OPTIONS, 120),
  { kind: 'equipmentType', name: 'equclacode', label: '设备类别', width: 150 },
  textFilter('eqpCode', '设备代码', 190),
  selectFilter('status', '状态', statusOptions(USE_REGIST_APPLY_STATUSES), 110),
];

const source = bodyListSource(filters, useRegistApplyListKey, fetchUseRegistApplyList);
export const prefetch = prefetchList(source);

/** 使用登记 (useRegistration): the unit's use-registration applications and what each status allows. */
export default function UseRegistrationPage() {
  const platform = usePlatform();
  const navigate = useNavigate();
  const { lifecycle, save, invalidate } = useApplyCalls();
  const actions = useLifecycleRowActions(lifecycle, {
    name: (r) => r.applyNo,
    onView: (r) => navigate(linkTo('company_service_use_register_details', { id: r.id })),
    onEdit: (r) => {
      fetchUseRegistApplyDetail(platform, r.id)
        .then((d) => openApplyForm(platform, save, d))
        .catch((e: unknown) =>
          notifications.show({
            color: 'red',
            title: '打开申请失败',
            message: e instanceof Error ? e.message : String(e),
          }),
        );
    },
    invalidate,
  });
  return (
    <ListPage
      title="使用登记申请"
      source={source}
      columns={[
        { key: 'applyNo', title: '申请编号', width: 150 },
        { key: 'applyTypeName', title: '申请类型', width: 90 },
        {
          id: 'eqp',
          title: '设备',
          render: (r) => (
            <Stack gap={0}>
              <Text size="sm">{r.eqpName ?? '—'}</Text>
              <Text size="xs" c="dimmed">
                {r.equclaname} · {r.eqpCount} 台
              </Text>
            </Stack>
          ),
        },
        { key: 'applyDate', title: '申请日期', width: 105, render: (r) => r.applyDate ?? '未提交' },
        { key: 'acceptOrg', title: '受理机关', width: 180, render: (r) => r.acceptOrg ?? '—' },
        { key: 'registCode', title: '使用登记证编号', width: 180, render: (r) => r.registCode ?? '—' },
        statusColumn(lifecycle, { width: 90 }),
      ]}
      rowActions={actions}
      toolbar={() => (
        <Group gap="xs">
          <Button
            size="xs"
            leftSection={<IconPlus size={14} />}
            onClick={() => {
              openApplyForm(platform, save).catch((e: unknown) =>
                notifications.show({
                  color: 'red',
                  title: '打开申请表失败',
                  message: e instanceof Error ? e.message : String(e),
                }),
              );
            }}
          >
            新增使用登记申请
          </Button>
          <Button size="xs" variant="default" onClick={() => navigate(linkTo('use_record_query'))}>
            使用登记记录
          </Button>
        </Group>
      )}
      emptyText="没有符合条件的使用登记申请"
    />
  );
}
