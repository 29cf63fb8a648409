import { Group, Text } from '@mantine/core';
import { FieldGrid } from '@/kit/detail/DetailView';
import { PageCard } from '@/kit/PageCard';
import { QueryState } from '@/kit/QueryState';
import { useEquipmentBasic } from './api/equipment-basic';
import { describeEquipmentCode } from './equipment-code';
import { conclusionColor, Tag, UseStatusTag } from './EquipmentCells';

/**
 * 当前登记信息: the head of an application about one piece of equipment, read from the registry
 * (basicDetail) so the applicant compares what is registered with what they are changing.
 */
export function EquipmentSummary({ oidno, title = '当前登记信息' }: { oidno: string; title?: string }) {
  const basic = useEquipmentBasic(oidno);
  return (
    <PageCard title={title}>
      <QueryState query={basic} minHeight={80}>
        {(e) => (
          <>
            <Group gap="xs" mb="sm">
              <Text fw={600}>{e.eqpName}</Text>
              {e.useStatus && <UseStatusTag status={e.useStatus} name={e.useStatusName} />}
              {e.inspConclusion && <Tag color={conclusionColor(e.inspConclusion)}>{e.inspConclusion}</Tag>}
            </Group>
            <FieldGrid
              fields={[
                { label: '设备代码', value: e.eqpCode, span: 1 },
                { label: '代码含义', value: describeEquipmentCode(e.eqpCode), span: 2 },
                { label: '使用登记证编号', value: e.registCode },
                { label: '设备类别 / 品种', value: [e.equclaname, e.eqpVarietyName].filter(Boolean).join(' / ') },
                { label: '使用登记日期', value: e.registDate },
                { label: '使用单位', value: e.useUnitName },
                { label: '使用地点', value: e.useAddress, span: 2 },
                { label: '上次检验日期', value: e.lastInspDate },
                { label: '下次检验日期', value: e.nextInspDate },
                { label: '检验机构', value: e.inspOrgName },
              ]}
            />
          </>
        )}
      </QueryState>
    </PageCard>
  );
}
