import { DetailView } from '@/kit/detail/DetailView';
import { QueryState } from '@/kit/QueryState';
import { AttachmentList } from '@/kit/attachments/AttachmentList';
import { useStatusColor } from '@/kit/options';
import { useRegistrationSetDetail } from '@/features/registration/api/registration-set-detail';
import { useRegistrationUnitDetail } from '@/features/registration/api/registration-unit-detail';
import { RegistrationEquipmentTable } from '@/features/registration/RegistrationEquipmentTable';

type Detail = NonNullable<ReturnType<typeof useRegistrationSetDetail>['data']>;

function RegistrationDetail({ d, kind }: { d: Detail; kind: string }) {
  return (
    <DetailView
      title={d.setName}
      subtitle={`${kind} · 使用登记证 ${d.registCode ?? '—'} · 登记日期 ${d.registDate ?? '—'}`}
      tags={[{ label: d.useStatusName ?? '—', color: useStatusColor[d.useStatus ?? ''] ?? 'gray' }]}
      sections={[
        {
          title: '登记信息',
          fields: [
            { label: '登记方式', value: d.registModeName },
            { label: '使用登记证编号', value: d.registCode },
            { label: '登记机关', value: d.regOrgName },
            { label: '设备类别', value: d.equclaname },
            { label: '设备品种', value: d.eqpVarietyName },
            {
              label: '设备数量',
              value: `${d.eqpCount} 台（套）${d.totalLength != null ? `，总长 ${d.totalLength} 米` : ''}`,
            },
            { label: '使用地点', value: d.useAddress, span: 2 },
            { label: '所在区县', value: d.areaName },
            { label: '使用单位', value: d.useUnitName },
            { label: '统一社会信用代码', value: d.useUnitCreditCode },
            { label: '安全管理员', value: [d.safetyManager, d.safetyManagerPhone].filter(Boolean).join(' ') },
            { label: '备注', value: d.remarks, span: 3 },
          ],
        },
        {
          title: `设备清单（${d.equList?.length ?? 0} 台）`,
          content: <RegistrationEquipmentTable list={d.equList ?? []} />,
        },
        { title: '登记附件', content: <AttachmentList files={d.attachments ?? []} empty="没有登记附件" /> },
      ]}
    />
  );
}

/** 按套登记详情 (set-detail?id=). */
export function SetDetailPage({ id }: { id: string }) {
  const q = useRegistrationSetDetail(id);
  return (
    <QueryState query={q} minHeight={240}>
      {(d) => <RegistrationDetail d={d} kind="按套登记" />}
    </QueryState>
  );
}

/** 按单位登记详情 (unit-detail?id=). */
export function UnitDetailPage({ id }: { id: string }) {
  const q = useRegistrationUnitDetail(id);
  return (
    <QueryState query={q} minHeight={240}>
      {(d) => <RegistrationDetail d={d} kind="按单位登记" />}
    </QueryState>
  );
}
