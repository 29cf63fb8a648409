import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { usePlatform } from '@/platform/PlatformContext';
import { ExportButton } from '@/kit/list/ExportButton';
import { ListPage } from '@/kit/list/ListPage';
import { bodyListSource, prefetchList } from '@/kit/list/source';
import type { FilterSpec } from '@/kit/list/types';
import { exportEquipmentList } from '@/features/equipment/api/equipment-export-list';
import { ExportSelectedButton } from '@/features/equipment/EquipmentExports';
import { fetchPipelineMaintainList, pipelineMaintainListKey } from '@/features/equipment/api/pipeline-maintain-list';
import { InspectionHint } from '@/features/equipment/EquipmentCells';
import { useEquipmentRowActions } from '@/features/equipment/useEquipmentRowActions';

import {
  pipelineColumns as c,
  pipelineFilterSpecs as f,
  type PipelineFilters,
} from '@/features/equipment/pipeline-table';
import { linkTo } from '@/platform/routing';

type Filters = PipelineFilters<
  'infoStatus' | 'pipelineName' | 'pipelineNo' | 'eqpVarietyCode' | 'pipeLevel' | 'useStatus' | 'areaCode'
>;
const filters: FilterSpec<Filters>[] = [
  f.infoStatus,
  f.pipelineName,
  f.pipelineNo,
  f.eqpVarietyCode,
  f.pipeLevel,
  f.useStatus,
  f.areaCode,
];

const source = bodyListSource(filters, pipelineMaintainListKey, fetchPipelineMaintainList);
export const prefetch = prefetchList(source);

/** 压力管道维护: the unit's pipelines by data state (待完善 first), to add and complete them. */
export default function PipelineMaintainPage() {
  const platform = usePlatform();
  const navigate = useNavigate();
  const actions = useEquipmentRowActions();
  return (
    <ListPage
      title="压力管道资料维护"
      header={
        <InspectionHint color="blue">
          压力管道按条维护：“待完善”的管道请补全级别、规格、设计参数与起止点后保存；资料经监管部门确认后为“已确认”。
        </InspectionHint>
      }
      source={source}
      columns={[c.infoStatus, c.pipelineName, c.pipelineNo, c.kind, c.size, c.medium, c.useStatus, c.updateDate]}
      rowKey={(r) => r.oidno}
      rowActions={[actions.edit, actions.archive]}
      selectable
      emptyText="还没有压力管道，点“新增管道”登记"
      toolbar={({ selected }) => (
        <>
          <Button leftSection={<IconPlus size={16} />} onClick={() => navigate(linkTo('equipment_pipeline_form'))}>
            新增管道
          </Button>
          <ExportSelectedButton selected={selected} fallbackName="压力管道.xlsx" />
          <ExportButton
            label="导出全部管道"
            fallbackName="压力管道.xlsx"
            download={() => exportEquipmentList(platform, { equclacode: '8000', queryType: 'comprehensive' })}
          />
        </>
      )}
    />
  );
}
