import { Table } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { usePlatform } from '@/platform/PlatformContext';
import { QueryState } from '@/kit/QueryState';
import { ApplicationDetail } from '@/kit/lifecycle/ApplicationDetail';
import { ApplicationTrail } from '@/kit/lifecycle/ApplicationTrail';
import { priceApplyKey, projectApplyKey } from '@/features/maintenance/api/keys';
import { ApplicationFlowCard } from '@/shared/application/ApplicationFlowCard';
import { can } from '@/kit/lifecycle/lifecycle';
import { equipmentSection } from '@/shared/equipment/EquipmentTable';
import { useProjectApplyDetail } from '@/features/maintenance/api/maintenance-project-detail';
import { usePriceApplyDetail } from '@/features/maintenance/api/maintenance-price-detail';
import { openPriceForm, openProjectForm } from '@/features/maintenance/application-forms';
import { usePriceApplyCalls, useProjectApplyCalls } from '@/features/maintenance/useApplicationCalls';
import { linkTo } from '@/platform/routing';

/** Statuses whose audit opinion is a refusal (returned, revoked). */
const REFUSED = new Set(['4', '5']);

function ProjectDetail({ id }: { id: string }) {
  const platform = usePlatform();
  const detail = useProjectApplyDetail(id);
  const { lifecycle, save, invalidate } = useProjectApplyCalls();
  return (
    <QueryState query={detail} minHeight={240}>
      {(d) => (
        <ApplicationDetail
          lifecycle={lifecycle}
          row={d}
          name={d.applyNo}
          title={`维保项目申请 ${d.applyNo}`}
          subtitle={`${d.projectName} · 申请日期 ${d.applyDate ?? '—'}${d.commitTime ? ` · 提交于 ${d.commitTime}` : ''}`}
          onEdit={() => void openProjectForm(platform, save, d)}
          invalidate={invalidate}
          afterDelete={linkTo('company_service_weibao', { view: 'project' })}
          sections={[
            {
              title: '维保单位与合同',
              fields: [
                { label: '使用单位', value: d.useUnitName },
                { label: '维保单位', value: d.maintUnitName },
                { label: '维保单位许可证', value: d.maintLicenseNo },
                { label: '合同编号', value: d.contractNo },
                { label: '合同期限', value: `${d.contractStartDate ?? '—'} 至 ${d.contractEndDate ?? '—'}` },
                { label: '维保方式', value: d.maintModeName },
                { label: '维保周期', value: d.maintCycleDays ? `${d.maintCycleDays} 天` : null },
                { label: '项目负责人', value: [d.projectLeader, d.projectLeaderPhone].filter(Boolean).join(' ') },
                { label: '审核部门', value: d.auditOrgName },
                { label: '备注', value: d.remarks, span: 3 },
              ],
            },
            equipmentSection(`维保设备（${d.eqpCount ?? d.equList?.length ?? 0} 台）`, d.equList, {
              label: '维保设备',
              columns: ['eqpName', 'eqpCode', 'eqpVarietyName', 'useAddress', 'useStatusName'],
            }),
          ]}
          attachments={{ attrefsysid: d.id, readOnly: !can(lifecycle, d, 'edit') }}
        >
          <ApplicationTrail
            opinion={d.auditOpinion}
            opinionTitle="审核意见"
            opinionTime={d.auditTime}
            returned={REFUSED.has(d.status)}
            flow={<ApplicationFlowCard objectKey={projectApplyKey} bizType="maintenanceProject" id={d.id} />}
          />
        </ApplicationDetail>
      )}
    </QueryState>
  );
}

const money = (n?: number | null) => (n === null || n === undefined ? '—' : `${n.toFixed(2)} 元`);

function PriceDetail({ id }: { id: string }) {
  const platform = usePlatform();
  const detail = usePriceApplyDetail(id);
  const { lifecycle, save, invalidate } = usePriceApplyCalls();
  return (
    <QueryState query={detail} minHeight={240}>
      {(d) => (
        <ApplicationDetail
          lifecycle={lifecycle}
          row={d}
          name={d.applyNo}
          title={`维保价格申请 ${d.applyNo}`}
          subtitle={`${d.projectName ?? ''} · 申请日期 ${d.applyDate ?? '—'}`}
          onEdit={() => void openPriceForm(platform, save, d)}
          invalidate={invalidate}
          afterDelete={linkTo('company_service_weibao', { view: 'price' })}
          sections={[
            {
              title: '价格',
              fields: [
                { label: '维保项目', value: `${d.projectName ?? ''}（${d.projectApplyNo ?? ''}）`, span: 2 },
                { label: '维保单位', value: d.maintUnitName },
                { label: '维保方式', value: d.maintModeName },
                { label: '合计金额', value: money(d.totalAmount) },
                { label: '价格有效期', value: `${d.effectiveDate ?? '—'} 至 ${d.expireDate ?? '—'}` },
                { label: '付款方式', value: d.paymentMethod },
                { label: '定价依据', value: d.pricingBasis },
                { label: '联系人', value: [d.contactPerson, d.contactPhone].filter(Boolean).join(' ') },
              ],
            },
            {
              title: '计价明细',
              content: d.priceItems?.length ? (
                <Table striped withTableBorder fz="sm" aria-label="计价明细">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>设备名称</Table.Th>
                      <Table.Th>设备代码</Table.Th>
                      <Table.Th>主要参数</Table.Th>
                      <Table.Th>单价（元/台·月）</Table.Th>
                      <Table.Th>月数</Table.Th>
                      <Table.Th>金额</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {d.priceItems.map((i) => (
                      <Table.Tr key={i.oidno}>
                        <Table.Td>{i.eqpName}</Table.Td>
                        <Table.Td>{i.eqpCode}</Table.Td>
                        <Table.Td>{i.spec ?? '—'}</Table.Td>
                        <Table.Td>{i.unitPrice}</Table.Td>
                        <Table.Td>{i.months ?? '—'}</Table.Td>
                        <Table.Td>{money(i.amount)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              ) : undefined,
            },
          ]}
          attachments={{ attrefsysid: d.id, readOnly: !can(lifecycle, d, 'edit') }}
        >
          <ApplicationTrail
            opinion={d.auditOpinion}
            opinionTitle="审核意见"
            opinionTime={d.auditTime}
            returned={REFUSED.has(d.status)}
            flow={<ApplicationFlowCard objectKey={priceApplyKey} bizType="maintenancePrice" id={d.id} />}
          />
        </ApplicationDetail>
      )}
    </QueryState>
  );
}

/** 维保申请详情 (maintenance-pro-apply-detail): one project (default) or price (`kind=price`) application with its flow and attachments. */
export default function MaintenanceApplyDetailPage({ id }: { id: string }) {
  const [params] = useSearchParams();
  return params.get('kind') === 'price' ? <PriceDetail id={id} /> : <ProjectDetail id={id} />;
}
