import { Alert } from '@mantine/core';
import { useNavigate } from 'react-router';
import { PageCard } from '@/kit/PageCard';
import { QueryState } from '@/kit/QueryState';
import { ApplicationDetail } from '@/kit/lifecycle/ApplicationDetail';
import { FlowTimeline, OpinionAlert } from '@/kit/lifecycle/ApplicationTrail';
import { can, opinionsAsSteps } from '@/kit/lifecycle/lifecycle';
import { useUseRecordDetail } from '@/features/registration/api/use-record-detail';
import { useUseRecordCalls } from '@/features/registration/useRegistrationCalls';
import { RegistrationEquipmentTable } from '@/features/registration/RegistrationEquipmentTable';
import { linkTo } from '@/platform/routing';

/** 使用登记详情 (/use-record/detail?id=): the record, its opinions and flow, equipment and attachments, and the actions its status allows. */
export default function UseRecordDetailPage({ id }: { id: string }) {
  const navigate = useNavigate();
  const detail = useUseRecordDetail(id);
  const { lifecycle, invalidate } = useUseRecordCalls();
  return (
    <QueryState query={detail} minHeight={240}>
      {(d) => {
        const returned = [...d.opinions].reverse().find((o) => o.result === '2');
        return (
          <ApplicationDetail
            lifecycle={lifecycle}
            row={d}
            name={d.applyNo}
            title={`使用登记 ${d.applyNo}`}
            subtitle={`${d.eqpName ?? d.equclaname} · ${d.registModeName} · 申请日期 ${d.applyDate ?? '未提交'}`}
            onEdit={() => navigate(linkTo('use_record_apply', { id: d.id }))}
            invalidate={invalidate}
            afterDelete={linkTo('use_record_query')}
            sections={[
              {
                title: '登记信息',
                fields: [
                  { label: '申请编号', value: d.applyNo },
                  { label: '登记方式', value: d.registModeName },
                  { label: '设备类别', value: d.equclaname },
                  { label: '设备数量', value: `${d.eqpCount} 台（套）` },
                  { label: '设备使用地点', value: d.useAddress, span: 2 },
                  { label: '所在区县', value: d.areaName },
                  { label: '投入使用日期', value: d.useDate },
                  { label: '登记机关', value: d.registOrgName },
                  { label: '受理日期', value: d.acceptDate },
                  { label: '办结日期', value: d.finishDate },
                  { label: '使用登记证编号', value: d.registCode },
                  { label: '备注', value: d.remarks, span: 3 },
                ],
              },
              {
                title: '使用单位',
                fields: [
                  { label: '使用单位', value: d.useUnitName },
                  { label: '统一社会信用代码', value: d.creditCode },
                  { label: '法定代表人', value: d.legalPerson },
                  { label: '单位地址', value: d.useUnitAddress, span: 2 },
                  { label: '邮政编码', value: d.postalCode },
                  { label: '安全管理员', value: d.safetyManager },
                  { label: '安全管理员手机', value: d.safetyManagerPhone },
                  { label: '单位固定电话', value: d.contactPhone },
                  { label: '产权单位', value: d.propertyUnitName },
                ],
              },
              {
                title: `设备清单（${d.equipmentList.length} 台）`,
                content: <RegistrationEquipmentTable list={d.equipmentList} />,
              },
            ]}
            attachments={{ attrefsysid: d.attrefsysid, readOnly: !can(lifecycle, d, 'edit') }}
          >
            {returned && (
              <PageCard title="退回意见">
                <OpinionAlert
                  opinion={returned.opinion}
                  by={[returned.handler, returned.handleOrg].filter(Boolean).join('，')}
                  time={returned.handleTime}
                  refused
                  title={`${returned.stepName}环节退回`}
                />
              </PageCard>
            )}
            <PageCard title="办理意见与流程">
              <FlowTimeline steps={opinionsAsSteps(d.opinions)} empty="尚未提交，提交后进入办理流程" />
              {d.status === '1' && (
                <Alert color="blue" mt="md">
                  已提交，等待登记机关受理；受理前可撤回修改。
                </Alert>
              )}
            </PageCard>
          </ApplicationDetail>
        );
      }}
    </QueryState>
  );
}
