import { Badge } from '@mantine/core';
import { useNavigate } from 'react-router';
import { usePlatform } from '@/platform/PlatformContext';
import { DetailView } from '@/kit/detail/DetailView';
import { QueryState } from '@/kit/QueryState';
import { LifecycleButtons } from '@/kit/lifecycle/LifecycleUi';
import { statusTag } from '@/kit/lifecycle/lifecycle';
import { useChargeRegistrationDetail } from '@/features/person/api/charge-registration-detail';
import { type ExamFeeRegistration } from '@/features/person/api/charge-registration-list';
import { deleteChargeRegistration } from '@/features/person/api/delete-charge-registration';
import { chargeRegistrationLifecycle, payStatusColor } from '@/features/person/charge-registration';
import { useChargeRegistrationForm } from '@/features/person/useChargeRegistrationForm';
import { linkTo } from '@/platform/routing';
import { PersonalValue } from '@/kit/detail/PersonalValue';
import { RecordTable } from '@/kit/RecordTable';
import { chargeRegistrationKey } from '@/features/person/api/keys';

const money = (n?: number | null) => `${(n ?? 0).toFixed(2)} 元`;

/** 考试费登记详情: the registration, its operators with their fees, and the payment status. */
export default function ChargeRegistrationDetailPage({ id }: { id: string }) {
  const platform = usePlatform();
  const navigate = useNavigate();
  const detail = useChargeRegistrationDetail(id);
  const openForm = useChargeRegistrationForm();
  const lifecycle = chargeRegistrationLifecycle({ delete: (r) => deleteChargeRegistration(platform, { id: r.id }) });
  return (
    <QueryState query={detail} minHeight={240}>
      {(d) => {
        const row = d as ExamFeeRegistration;
        const tag = statusTag(lifecycle, row);
        return (
          <DetailView
            title={`考试费登记 ${d.regNo}`}
            subtitle={`${d.unitName ?? ''} · 登记于 ${d.createTime ?? '—'}`}
            tags={[
              { label: tag.text, color: tag.color },
              { label: d.payStatusName ?? '—', color: payStatusColor[d.payStatus ?? ''] ?? 'gray' },
            ]}
            actions={
              <LifecycleButtons
                lifecycle={lifecycle}
                row={row}
                name={d.regNo}
                onEdit={() => void openForm(row)}
                invalidate={[chargeRegistrationKey]}
                onDone={(a) => {
                  if (a === 'delete') navigate(linkTo('company_service_charge_registration'));
                }}
              />
            }
            sections={[
              {
                title: '考试信息',
                fields: [
                  { label: '考试批次', value: d.examBatch, span: 2 },
                  { label: '作业项目', value: `${d.workItemCode} ${d.workItemName ?? ''}` },
                  { label: '考试类别', value: d.examTypeName },
                  { label: '考试日期', value: d.examDate },
                  { label: '考试地点', value: d.examPlace, span: 2 },
                  { label: '联系人', value: d.contactName },
                  { label: '联系电话', value: d.contactPhone },
                  { label: '备注', value: d.remark },
                ],
              },
              {
                title: `报名人员（${d.personCount ?? d.persons?.length ?? 0} 人）`,
                content: d.persons?.length ? (
                  <RecordTable
                    label="报名人员"
                    rows={d.persons}
                    rowKey={(p) => p.operatorId ?? p.idCard}
                    minWidth={640}
                    title={{ title: '姓名', cell: (p) => p.name }}
                    columns={[
                      { title: '身份证号', cell: (p) => <PersonalValue kind="idCard" value={p.idCard} /> },
                      { title: '手机号码', cell: (p) => <PersonalValue kind="mobile" value={p.mobile} /> },
                      { title: '考试费', cell: (p) => money(p.fee) },
                    ]}
                  />
                ) : undefined,
                empty: '尚未选择报名人员',
              },
              {
                title: '缴费',
                fields: [
                  { label: '单价', value: `${money(d.unitPrice)}/人` },
                  { label: '应缴金额', value: money(d.totalFee) },
                  {
                    label: '缴费状态',
                    value: (
                      <Badge variant="light" color={payStatusColor[d.payStatus ?? ''] ?? 'gray'}>
                        {d.payStatusName ?? '—'}
                      </Badge>
                    ),
                  },
                  { label: '缴费单号', value: d.chargesysid },
                ],
              },
            ]}
          />
        );
      }}
    </QueryState>
  );
}
