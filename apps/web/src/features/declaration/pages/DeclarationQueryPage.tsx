import { Button, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { usePlatform } from '@/platform/PlatformContext';
import { ListPage } from '@/kit/list/ListPage';
import { toBody } from '@/kit/list/query';
import { listSource, prefetchList, type ListSource } from '@/kit/list/source';
import type { FilterSpec, FiltersOf } from '@/kit/list/types';
import { statusColumn, useLifecycleRowActions } from '@/kit/lifecycle/LifecycleUi';
import {
  declarationListKey,
  fetchDeclarationList,
  type Declaration,
  type DeclarationListBody,
} from '@/features/declaration/api/declaration-list';
import {
  DECLARATION_KINDS,
  DECLARATION_STATUSES,
  kindOf,
  openDeclarationForm,
  type DeclarationKind,
} from '@/features/declaration/kinds';
import { useDeclarationCalls } from '@/features/declaration/useDeclarationCalls';
import { linkTo } from '@/platform/routing';
import { type PagePrefetch } from '@/platform/page-loader';
import { dateRangeFilter, selectFilter, textFilter } from '@/kit/list/filters';
import { statusOptions } from '@/kit/lifecycle/lifecycle';

type Filters = FiltersOf<
  DeclarationListBody,
  'onlinelsh' | 'equclacode' | 'status' | 'declareDateBegin' | 'declareDateEnd'
>;
const filters: FilterSpec<Filters>[] = [
  textFilter('onlinelsh', '申报流水号', 190),
  { kind: 'equipmentType', name: 'equclacode', label: '设备类别' },
  selectFilter('status', '办理状态', statusOptions(DECLARATION_STATUSES), 120),
  dateRangeFilter('declareDateBegin', 'declareDateEnd', '提交日期'),
];

/** One kind's list: the same filters and call, with the kind as `declareType` (one object per kind, so the list's memos hold). */
const sources = new Map<DeclarationKind['type'], ListSource<Declaration, Filters>>();
const sourceOf = (type: DeclarationKind['type']) => {
  let source = sources.get(type);
  if (!source) {
    source = listSource({
      filters,
      queryKey: [...declarationListKey, type],
      fetch: (platform, q) => fetchDeclarationList(platform, { ...toBody(q), declareType: type }),
    });
    sources.set(type, source);
  }
  return source;
};

/** The list of the kind the route names (its `kind` prop). */
export const prefetch: PagePrefetch = (platform, at) => {
  const kind = kindOf(typeof at.props?.kind === 'string' ? at.props.kind : undefined);
  return kind ? prefetchList(sourceOf(kind.type))(platform, at) : Promise.resolve();
};

/**
 * One declaration kind's list (监督检验, 制造监督检验, 委托检验, 设计文件鉴定: the route says which), with its
 * form (new, change) and the way to its detail.
 */
export default function DeclarationQueryPage({ kind: type }: { kind: DeclarationKind['type'] }) {
  const kind = DECLARATION_KINDS[type];
  const platform = usePlatform();
  const navigate = useNavigate();
  const { lifecycle, save, invalidate } = useDeclarationCalls(kind);
  const actions = useLifecycleRowActions(lifecycle, {
    name: (r) => r.onlinelsh,
    onView: (r) => navigate(linkTo('company_service_declaration_detail', { onlinelsh: r.onlinelsh })),
    onEdit: (r) => void openDeclarationForm(platform, kind, save, r),
    invalidate,
  });
  return (
    <ListPage
      source={sourceOf(kind.type)}
      columns={[
        { key: 'onlinelsh', title: '申报流水号', width: 160 },
        {
          id: 'project',
          title: kind.projectLabel,
          render: (r) => (
            <Stack gap={0}>
              <Text size="sm">{r.projectName ?? '—'}</Text>
              <Text size="xs" c="dimmed">
                {r.equclaname ?? ''}
                {kind.equipment ? ` · ${r.eqpCount ?? 0} 台` : ''}
              </Text>
            </Stack>
          ),
        },
        ...(kind.partyLabel
          ? [{ key: 'constructUnitName' as const, title: kind.partyLabel, width: 190 }]
          : [{ key: 'useUnitName' as const, title: '使用单位', width: 190 }]),
        ...(kind.constructType ? [{ key: 'constructType' as const, title: '施工类别', width: 80 }] : []),
        {
          id: 'contact',
          title: '联系人',
          width: 150,
          render: (r) => `${r.contactName ?? '—'} ${r.contactPhone ?? ''}`,
        },
        { key: 'declareTime', title: '提交时间', width: 160, sortField: 'declareTime' },
        statusColumn(lifecycle, { title: '办理状态', width: 90 }),
      ]}
      rowActions={actions}
      toolbar={() => (
        <Button
          size="xs"
          leftSection={<IconPlus size={14} />}
          onClick={() => void openDeclarationForm(platform, kind, save)}
        >
          新增{kind.noun}
        </Button>
      )}
      emptyText={kind.emptyText}
    />
  );
}
