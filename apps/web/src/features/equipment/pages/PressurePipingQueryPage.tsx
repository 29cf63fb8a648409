import { useNavigate, useSearchParams } from 'react-router';
import { SAME_TAB_STATE } from '@/platform/tab-identity';
import { FilterHint } from '@/kit/list/FilterHint';
import { ListPage } from '@/kit/list/ListPage';
import { PageViews, viewsPrefetch, type PageView } from '@/kit/page/PageViews';
import { bodyListSource, prefetchList } from '@/kit/list/source';
import type { FilterSpec } from '@/kit/list/types';
import { ExportSelectedButton } from '@/features/equipment/EquipmentExports';
import { fetchPressurePipelineList, pressurePipelineListKey } from '@/features/equipment/api/pressure-pipeline-list';
import { fetchPressurePipingList, pressurePipingListKey } from '@/features/equipment/api/pressure-piping-list';
import { useEquipmentRowActions } from '@/features/equipment/useEquipmentRowActions';

import {
  pipelineColumns as c,
  pipelineFilterSpecs as f,
  pipingColumns,
  pipingFilterSpecs,
  type PipelineFilters,
} from '@/features/equipment/pipeline-table';
import { linkTo } from '@/platform/routing';

/** Opening a pipeline's components stays in this page's tab, as the list's own filters do. */
const IN_TAB = { replace: true, state: SAME_TAB_STATE } as const;

type PipelineViewFilters = PipelineFilters<
  'pipelineName' | 'pipelineNo' | 'eqpVarietyCode' | 'pipeLevel' | 'medium' | 'useStatus' | 'areaCode'
>;
const pipelineFilters: FilterSpec<PipelineViewFilters>[] = [
  f.pipelineName,
  f.pipelineNo,
  f.eqpVarietyCode,
  f.pipeLevel,
  f.medium,
  f.useStatus,
  f.areaCode,
];

const pipelineSource = bodyListSource(pipelineFilters, pressurePipelineListKey, fetchPressurePipelineList);

const pipingSource = bodyListSource(pipingFilterSpecs, pressurePipingListKey, fetchPressurePipingList, [
  'pipelineOidno',
]);

function PipelineView() {
  const navigate = useNavigate();
  const actions = useEquipmentRowActions();
  return (
    <ListPage
      title="压力管道"
      source={pipelineSource}
      columns={[c.pipelineName, c.pipelineNo, c.eqpCode, c.kind, c.size, c.medium, c.useStatus, c.nextInspDate]}
      rowKey={(r) => r.oidno}
      rowActions={[
        actions.archive,
        {
          label: '查看元件',
          onClick: (r) =>
            navigate(
              linkTo('equipment_pressure_piping', {
                view: 'piping',
                pipelineOidno: r.oidno,
                pipelineTitle: r.pipelineName,
              }),
              IN_TAB,
            ),
        },
      ]}
      selectable
      emptyText="没有符合条件的压力管道"
      toolbar={({ selected }) => <ExportSelectedButton selected={selected} fallbackName="压力管道.xlsx" />}
    />
  );
}

function PipingView() {
  const [params] = useSearchParams();
  const actions = useEquipmentRowActions();
  const pipeline = params.get('pipelineOidno');
  return (
    <ListPage
      title="压力管道元件"
      header={
        pipeline ? (
          <FilterHint showAll={{ label: '显示全部元件', to: linkTo('equipment_pressure_piping', { view: 'piping' }) }}>
            只显示安装在「{params.get('pipelineTitle') || pipeline}」上的元件
          </FilterHint>
        ) : undefined
      }
      source={pipingSource}
      columns={pipingColumns}
      rowKey={(r) => r.oidno}
      rowActions={[actions.archive]}
      selectable
      emptyText="没有符合条件的压力管道元件"
      toolbar={({ selected }) => <ExportSelectedButton selected={selected} fallbackName="压力管道元件.xlsx" />}
    />
  );
}

const views: PageView[] = [
  { value: 'pipeline', label: '压力管道', render: () => <PipelineView />, prefetch: prefetchList(pipelineSource) },
  { value: 'piping', label: '压力管道元件', render: () => <PipingView />, prefetch: prefetchList(pipingSource) },
];
export const prefetch = viewsPrefetch(views);

/** 压力管道查询: the unit's pressure pipelines (by line) and their components (压力管道元件), one view each. */
export default function PressurePipingQueryPage() {
  return <PageViews label="查询对象" views={views} />;
}
