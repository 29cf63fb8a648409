import { Button } from '@mantine/core';
import { usePlatform } from '@/platform/PlatformContext';
import { DetailView } from '@/kit/detail/DetailView';
import { QueryState } from '@/kit/QueryState';
import { useRescueDetail } from '@/features/service-desk/api/rescue-detail';
import { useSaveRescue } from '@/features/service-desk/api/save-rescue';
import { equipmentSection, openRescueForm } from '@/features/service-desk/forms';

/** 救援登记详情 (inferred page, ?id=): one rescue with its times, cause, rescuers and attachments. */
export default function RescueDetailPage({ id }: { id: string }) {
  const platform = usePlatform();
  const save = useSaveRescue();
  const detail = useRescueDetail(id);
  return (
    <QueryState query={detail} minHeight={240}>
      {(r) => (
        <DetailView
          title={`救援登记 ${r.rescueNo}`}
          subtitle={`${r.eqpName ?? r.oidno}（${r.eqpCode}） · 报警 ${r.alarmTime}`}
          tags={[
            { label: `被困 ${r.trappedCount} 人`, color: 'orange' },
            ...(r.injuredCount ? [{ label: `受伤 ${r.injuredCount} 人`, color: 'red' }] : []),
          ]}
          actions={
            <Button variant="light" onClick={() => void openRescueForm(platform, save.mutateAsync, r)}>
              修改
            </Button>
          }
          sections={[
            equipmentSection(r),
            {
              title: '救援经过',
              fields: [
                { label: '报警时间', value: r.alarmTime },
                { label: '报警来源', value: r.alarmSource },
                {
                  label: '到场时间',
                  value: r.arrivalTime
                    ? `${r.arrivalTime}${r.arrivalMinutes != null ? `（用时 ${r.arrivalMinutes} 分钟）` : ''}`
                    : null,
                },
                { label: '救援完成时间', value: r.finishTime },
                { label: '被困人数', value: `${r.trappedCount} 人` },
                { label: '受伤人数', value: `${r.injuredCount ?? 0} 人` },
                { label: '原因类别', value: r.causeTypeName },
                { label: '困人原因', value: r.cause, span: 2 },
                { label: '救援单位', value: r.rescueUnitName },
                { label: '救援人员', value: r.rescuers, span: 2 },
                { label: '救援经过', value: r.process, span: 3 },
                { label: '登记人', value: r.recordPerson },
                { label: '登记时间', value: r.createDate },
              ],
            },
          ]}
          attachments={{ attrefsysid: r.id }}
        />
      )}
    </QueryState>
  );
}
