import { Anchor, Button } from '@mantine/core';
import { Link } from 'react-router';
import { usePlatform } from '@/platform/PlatformContext';
import { DetailView } from '@/kit/detail/DetailView';
import { QueryState } from '@/kit/QueryState';
import { useFaultDetail } from '@/features/service-desk/api/fault-detail';
import { useSaveFault } from '@/features/service-desk/api/save-fault';
import { equipmentSection, openFaultForm } from '@/features/service-desk/forms';
import { linkTo } from '@/platform/routing';

/** 故障登记详情 (inferred page, ?id=): one fault, its handling, recovery and attachments. */
export default function FaultDetailPage({ id }: { id: string }) {
  const platform = usePlatform();
  const save = useSaveFault();
  const detail = useFaultDetail(id);
  return (
    <QueryState query={detail} minHeight={240}>
      {(r) => (
        <DetailView
          title={`故障登记 ${r.faultNo}`}
          subtitle={`${r.eqpName ?? r.oidno}（${r.eqpCode}） · 故障 ${r.faultTime}`}
          tags={[
            r.recoveryTime ? { label: '已恢复运行', color: 'teal' } : { label: '未恢复', color: 'orange' },
            ...(r.trapped ? [{ label: '造成困人', color: 'red' }] : []),
          ]}
          actions={
            <Button variant="light" onClick={() => void openFaultForm(platform, save.mutateAsync, r)}>
              修改
            </Button>
          }
          sections={[
            equipmentSection(r),
            {
              title: '故障与处理',
              fields: [
                { label: '故障发生时间', value: r.faultTime },
                { label: '故障类别', value: r.faultCategory },
                {
                  label: '是否造成困人',
                  value: r.trapped ? (
                    r.rescueId ? (
                      <Anchor
                        component={Link}
                        to={linkTo('company_service_rescue_detail', { id: r.rescueId })}
                        size="sm"
                      >
                        是（查看救援登记）
                      </Anchor>
                    ) : (
                      '是'
                    )
                  ) : (
                    '否'
                  ),
                },
                { label: '故障现象', value: r.phenomenon, span: 3 },
                { label: '故障原因', value: r.cause, span: 3 },
                { label: '处理措施', value: r.handling, span: 3 },
                { label: '处理单位', value: r.handlerUnitName },
                { label: '处理人', value: r.handler },
                { label: '恢复运行时间', value: r.recoveryTime },
                { label: '停机时长', value: r.downtimeHours != null ? `${r.downtimeHours} 小时` : null },
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
