import { Table } from '@mantine/core';
import { useNavigate } from 'react-router';
import { DetailView } from '@/kit/detail/DetailView';
import { QueryState } from '@/kit/QueryState';
import { ApplicationTrail, LifecycleButtons } from '@/kit/lifecycle/LifecycleUi';
import { can, statusTag } from '@/kit/lifecycle/lifecycle';
import { useConstructionDetail } from '@/features/construction/api/construction-detail';
import { useConstructionCalls } from '@/features/construction/notices';
import { linkTo } from '@/platform/routing';

/** 施工告知详情 (detail?id=…): the notice, its equipment, opinion, flow and attachments, with the actions its status allows. */
export default function ConstructionDetailPage({ id }: { id: string }) {
  const navigate = useNavigate();
  const detail = useConstructionDetail(id);
  const { lifecycle, invalidate } = useConstructionCalls();
  return (
    <QueryState query={detail} minHeight={240}>
      {(d) => {
        const tag = statusTag(lifecycle, d);
        const editable = can(lifecycle, d, 'edit');
        return (
          <DetailView
            title={`${d.constructionTypeName}告知 ${d.noticeNo}`}
            subtitle={`${d.constructUnitName} · ${d.noticeDate ? `告知日期 ${d.noticeDate}` : '尚未提交'}`}
            tags={[{ label: tag.text, color: tag.color }]}
            actions={<LifecycleButtons lifecycle={lifecycle} row={d} name={d.noticeNo} onEdit={() => navigate(linkTo('construction_register', { id: d.id }))} invalidate={invalidate} onDone={(a) => { if (a === 'delete') navigate(linkTo('construction_register_list')); }} />}
            sections={[
              {
                title: '施工信息',
                fields: [
                  { label: '施工类别', value: d.constructionTypeName },
                  { label: '设备类别', value: d.equclaname },
                  { label: '计划工期', value: `${d.planStartDate ?? '—'} 至 ${d.planEndDate ?? '—'}` },
                  { label: '施工地点', value: [d.siteAreaName, d.siteAddress].filter(Boolean).join(' '), span: 2 },
                  { label: '监管部门', value: d.regOrgName },
                  { label: '施工内容', value: d.constructContent, span: 3 },
                  { label: '备注', value: d.remarks, span: 3 },
                ],
              },
              {
                title: '施工单位与使用单位',
                fields: [
                  { label: '施工单位', value: d.constructUnitName },
                  { label: '统一社会信用代码', value: d.constructUnitCreditCode },
                  { label: '许可证编号', value: d.constructLicenseNo },
                  { label: '施工负责人', value: [d.constructLeader, d.constructLeaderPhone].filter(Boolean).join(' ') },
                  { label: '使用单位', value: d.useUnitName },
                  { label: '使用单位联系人', value: [d.useUnitContact, d.useUnitPhone].filter(Boolean).join(' ') },
                  { label: '监督检验机构', value: d.inspOrgName },
                  { label: '受理时间', value: d.acceptTime },
                ],
              },
              {
                title: `施工设备（${d.eqpCount ?? d.equList?.length ?? 0} 台）`,
                content: d.equList?.length ? (
                  <Table striped withTableBorder fz="sm" aria-label="施工设备">
                    <Table.Thead><Table.Tr><Table.Th>设备名称</Table.Th><Table.Th>设备代码</Table.Th><Table.Th>品种</Table.Th><Table.Th>使用地点</Table.Th><Table.Th>使用状态</Table.Th></Table.Tr></Table.Thead>
                    <Table.Tbody>{d.equList.map((e) => <Table.Tr key={e.oidno}><Table.Td>{e.eqpName}</Table.Td><Table.Td>{e.eqpCode || '—'}</Table.Td><Table.Td>{e.eqpVarietyName ?? '—'}</Table.Td><Table.Td>{e.useAddress ?? '—'}</Table.Td><Table.Td>{e.useStatusName ?? '—'}</Table.Td></Table.Tr>)}</Table.Tbody>
                  </Table>
                ) : undefined,
                empty: '尚未填写设备',
              },
            ]}
            attachments={editable ? { attrefsysid: d.id } : undefined}
          >
            <ApplicationTrail opinion={d.acceptOpinion} opinionTitle="受理意见" returned={d.status === '4'} steps={d.handleSteps ?? []} files={editable ? undefined : d.attachments ?? []} />
          </DetailView>
        );
      }}
    </QueryState>
  );
}
