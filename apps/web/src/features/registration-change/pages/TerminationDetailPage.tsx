import { Button } from '@mantine/core';
import { IconFileCertificate } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { QueryState } from '@/kit/QueryState';
import { ApplicationDetail } from '@/kit/lifecycle/ApplicationDetail';
import { ApplicationTrail } from '@/kit/lifecycle/ApplicationTrail';
import { terminationKey } from '@/features/registration-change/api/keys';
import { ApplicationFlowCard } from '@/shared/application/ApplicationFlowCard';
import { can } from '@/kit/lifecycle/lifecycle';
import { equipmentSection } from '@/shared/equipment/EquipmentTable';
import { useTerminationDetail } from '@/features/registration-change/api/termination-detail';
import { RETURNED } from '@/features/registration-change/applications';
import { hasCancellationNotice, useTerminationCalls } from '@/features/registration-change/termination';
import { openCancellationNotice } from '@/features/registration-change/CancellationNotice';
import { linkTo } from '@/platform/routing';

/** 停用报废注销申请详情 (termination-application-detail?id=…): the application, its flow and opinion; a finished 注销 prints its notice. */
export default function TerminationDetailPage({ id }: { id: string }) {
  const navigate = useNavigate();
  const detail = useTerminationDetail(id);
  const { lifecycle, invalidate } = useTerminationCalls();
  return (
    <QueryState query={detail} minHeight={240}>
      {(d) => {
        const editable = can(lifecycle, d, 'edit');
        const dateLabel = d.applyType === '4' ? '原停用日期' : `${d.applyTypeName}日期`;
        return (
          <ApplicationDetail
            lifecycle={lifecycle}
            row={d}
            name={d.applyNo}
            title={`${d.applyTypeName}登记申请 ${d.applyNo}`}
            subtitle={`${d.useUnitName ?? ''} · 申请日期 ${d.applyDate ?? '—'}${d.commitTime ? ` · 提交于 ${d.commitTime}` : ''}`}
            actions={
              hasCancellationNotice(d) && (
                <Button
                  variant="light"
                  color="dark"
                  leftSection={<IconFileCertificate size={16} />}
                  onClick={() => openCancellationNotice(d.bcwId!)}
                >
                  注销告知书
                </Button>
              )
            }
            onEdit={() => navigate(linkTo('company_service_stop_form', { id: d.id }))}
            invalidate={invalidate}
            afterDelete={linkTo('company_service_stop_register')}
            sections={[
              {
                title: '申请信息',
                fields: [
                  { label: '申请类型', value: d.applyTypeName },
                  { label: dateLabel, value: d.stopDate },
                  { label: d.applyType === '4' ? '申请启用日期' : '计划启用日期', value: d.planRestartDate },
                  { label: '使用单位', value: d.useUnitName },
                  { label: '统一社会信用代码', value: d.useUnitCreditCode },
                  { label: '登记机关', value: d.regOrgName },
                  { label: '联系人', value: [d.contactPerson, d.contactPhone].filter(Boolean).join(' ') },
                  { label: '使用登记证', value: d.certReturned ? '已交回登记机关' : '未交回' },
                  { label: '办结时间', value: d.finishTime },
                  { label: '申请原因', value: d.reason, span: 3 },
                  { label: '处置方式', value: d.disposalMethod, span: 3 },
                  { label: '备注', value: d.remarks, span: 3 },
                ],
              },
              equipmentSection(`设备（${d.eqpCount ?? d.equList.length} 台）`, d.equList, { label: '申请的设备' }),
            ]}
            attachments={editable ? { attrefsysid: d.id } : undefined}
          >
            <ApplicationTrail
              opinion={d.handleOpinion}
              returned={d.status === RETURNED}
              flow={<ApplicationFlowCard objectKey={terminationKey} bizType="termination" id={d.id} />}
              files={editable ? undefined : (d.attachments ?? [])}
            />
          </ApplicationDetail>
        );
      }}
    </QueryState>
  );
}
