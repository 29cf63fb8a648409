import { useNavigate } from 'react-router';
import { QueryState } from '@/kit/QueryState';
import { ApplicationDetail } from '@/kit/lifecycle/ApplicationDetail';
import { ApplicationTrail } from '@/kit/lifecycle/ApplicationTrail';
import { constructionKey } from '@/features/construction/api/keys';
import { ApplicationFlowCard } from '@/shared/application/ApplicationFlowCard';
import { can } from '@/kit/lifecycle/lifecycle';
import { equipmentSection } from '@/shared/equipment/EquipmentTable';
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
        const editable = can(lifecycle, d, 'edit');
        return (
          <ApplicationDetail
            lifecycle={lifecycle}
            row={d}
            name={d.noticeNo}
            title={`${d.constructionTypeName}告知 ${d.noticeNo}`}
            subtitle={`${d.constructUnitName} · ${d.noticeDate ? `告知日期 ${d.noticeDate}` : '尚未提交'}`}
            onEdit={() => navigate(linkTo('construction_register', { id: d.id }))}
            invalidate={invalidate}
            afterDelete={linkTo('construction_register_list')}
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
              equipmentSection(`施工设备（${d.eqpCount ?? d.equList?.length ?? 0} 台）`, d.equList, {
                label: '施工设备',
                columns: ['eqpName', 'eqpCode', 'eqpVarietyName', 'useAddress', 'useStatusName'],
                empty: '尚未填写设备',
              }),
            ]}
            attachments={editable ? { attrefsysid: d.id } : undefined}
          >
            <ApplicationTrail
              opinion={d.acceptOpinion}
              opinionTitle="受理意见"
              returned={d.status === '4'}
              flow={<ApplicationFlowCard objectKey={constructionKey} bizType="construction" id={d.id} />}
              files={editable ? undefined : (d.attachments ?? [])}
            />
          </ApplicationDetail>
        );
      }}
    </QueryState>
  );
}
