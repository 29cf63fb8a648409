import { Table } from '@mantine/core';
import { useNavigate, useSearchParams } from 'react-router';
import { usePlatform } from '@/platform/PlatformContext';
import { DetailView } from '@/kit/detail/DetailView';
import { PageCard } from '@/kit/PageCard';
import { QueryState } from '@/kit/QueryState';
import { FlowTimeline, LifecycleButtons, OpinionAlert } from '@/kit/lifecycle/LifecycleUi';
import { can, statusTag, type Lifecycle } from '@/kit/lifecycle/lifecycle';
import { type MaintenanceProjectApply } from '@/features/maintenance/api/maintenance-project-list';
import { useProjectApplyDetail } from '@/features/maintenance/api/maintenance-project-detail';
import { type MaintenancePriceApply } from '@/features/maintenance/api/maintenance-price-list';
import { usePriceApplyDetail } from '@/features/maintenance/api/maintenance-price-detail';
import { openPriceForm, openProjectForm } from '@/features/maintenance/applications';
import { usePriceApplyCalls, useProjectApplyCalls } from '@/features/maintenance/useApplicationCalls';
import { linkTo } from '@/platform/routing';

const REFUSED = new Set(['4', '5']);

/** The parts both kinds of application show: heading with actions, opinion, flow and attachments. */
function ApplicationView<Row extends { id: string; applyNo: string; status: string; auditOpinion?: string | null; auditTime?: string | null; handleSteps?: MaintenanceProjectApply['handleSteps'] }>({
  row, lifecycle, title, subtitle, sections, onEdit, invalidate, back,
}: {
  row: Row; lifecycle: Lifecycle<Row>; title: string; subtitle: string; sections: Parameters<typeof DetailView>[0]['sections'];
  onEdit: () => void; invalidate: readonly (readonly unknown[])[]; back: string;
}) {
  const navigate = useNavigate();
  const tag = statusTag(lifecycle, row);
  const editable = can(lifecycle, row, 'edit');
  return (
    <DetailView
      title={title}
      subtitle={subtitle}
      tags={[{ label: tag.text, color: tag.color }]}
      actions={<LifecycleButtons lifecycle={lifecycle} row={row} name={row.applyNo} onEdit={onEdit} invalidate={invalidate} onDone={(a) => { if (a === 'delete') navigate(back); }} />}
      sections={sections}
      attachments={{ attrefsysid: row.id, readOnly: !editable }}
    >
      {row.auditOpinion && (
        <PageCard title="审核意见">
          <OpinionAlert opinion={row.auditOpinion} time={row.auditTime} refused={REFUSED.has(row.status)} />
        </PageCard>
      )}
      <PageCard title="办理流程">
        <FlowTimeline steps={row.handleSteps ?? []} empty="尚未提交，提交后进入办理流程" />
      </PageCard>
    </DetailView>
  );
}

function ProjectDetail({ id }: { id: string }) {
  const platform = usePlatform();
  const detail = useProjectApplyDetail(id);
  const { lifecycle, save, invalidate } = useProjectApplyCalls();
  return (
    <QueryState query={detail} minHeight={240}>
      {(d) => {
        const row = d as MaintenanceProjectApply;
        return (
          <ApplicationView
            row={row}
            lifecycle={lifecycle}
            title={`维保项目申请 ${d.applyNo}`}
            subtitle={`${d.projectName} · 申请日期 ${d.applyDate ?? '—'}${d.commitTime ? ` · 提交于 ${d.commitTime}` : ''}`}
            onEdit={() => void openProjectForm(platform, save, row)}
            invalidate={invalidate}
            back={linkTo('company_service_weibao', { view: 'project' })}
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
              {
                title: `维保设备（${d.eqpCount ?? d.equList?.length ?? 0} 台）`,
                content: d.equList?.length ? (
                  <Table striped withTableBorder fz="sm" aria-label="维保设备">
                    <Table.Thead><Table.Tr><Table.Th>设备名称</Table.Th><Table.Th>设备代码</Table.Th><Table.Th>品种</Table.Th><Table.Th>使用地点</Table.Th><Table.Th>使用状态</Table.Th></Table.Tr></Table.Thead>
                    <Table.Tbody>{d.equList.map((e) => <Table.Tr key={e.oidno}><Table.Td>{e.eqpName}</Table.Td><Table.Td>{e.eqpCode ?? '—'}</Table.Td><Table.Td>{e.eqpVarietyName ?? '—'}</Table.Td><Table.Td>{e.useAddress ?? '—'}</Table.Td><Table.Td>{e.useStatusName ?? '—'}</Table.Td></Table.Tr>)}</Table.Tbody>
                  </Table>
                ) : undefined,
                empty: '尚未选择设备',
              },
            ]}
          />
        );
      }}
    </QueryState>
  );
}

function PriceDetail({ id }: { id: string }) {
  const platform = usePlatform();
  const detail = usePriceApplyDetail(id);
  const { lifecycle, save, invalidate } = usePriceApplyCalls();
  const money = (n?: number | null) => (n === null || n === undefined ? '—' : `${n.toFixed(2)} 元`);
  return (
    <QueryState query={detail} minHeight={240}>
      {(d) => {
        const row = d as MaintenancePriceApply;
        return (
          <ApplicationView
            row={row}
            lifecycle={lifecycle}
            title={`维保价格申请 ${d.applyNo}`}
            subtitle={`${d.projectName ?? ''} · 申请日期 ${d.applyDate ?? '—'}`}
            onEdit={() => void openPriceForm(platform, save, row)}
            invalidate={invalidate}
            back={linkTo('company_service_weibao', { view: 'price' })}
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
                    <Table.Thead><Table.Tr><Table.Th>设备名称</Table.Th><Table.Th>设备代码</Table.Th><Table.Th>主要参数</Table.Th><Table.Th>单价（元/台·月）</Table.Th><Table.Th>月数</Table.Th><Table.Th>金额</Table.Th></Table.Tr></Table.Thead>
                    <Table.Tbody>{d.priceItems.map((i) => <Table.Tr key={i.oidno}><Table.Td>{i.eqpName}</Table.Td><Table.Td>{i.eqpCode}</Table.Td><Table.Td>{i.spec ?? '—'}</Table.Td><Table.Td>{i.unitPrice}</Table.Td><Table.Td>{i.months ?? '—'}</Table.Td><Table.Td>{money(i.amount)}</Table.Td></Table.Tr>)}</Table.Tbody>
                  </Table>
                ) : undefined,
              },
            ]}
          />
        );
      }}
    </QueryState>
  );
}

/** 维保申请详情 (maintenance-pro-apply-detail): one project (default) or price (`kind=price`) application with its flow and attachments. */
export default function MaintenanceApplyDetailPage({ id }: { id: string }) {
  const [params] = useSearchParams();
  return params.get('kind') === 'price' ? <PriceDetail id={id} /> : <ProjectDetail id={id} />;
}
