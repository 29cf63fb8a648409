import { Button, Text } from '@mantine/core';
import { IconBellRinging, IconPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { usePlatform } from '@/platform/PlatformContext';
import { AttachmentList } from '@/kit/attachments/AttachmentList';
import { openFormDialog } from '@/kit/form/FormDialog';
import { formBody } from '@/kit/form/form-body';
import type { FormSection } from '@/kit/form/types';
import { PageCard } from '@/kit/PageCard';
import { QueryState } from '@/kit/QueryState';
import { ApplicationDetail } from '@/kit/lifecycle/ApplicationDetail';
import { FlowTimeline, OpinionAlert } from '@/kit/lifecycle/ApplicationTrail';
import { can } from '@/kit/lifecycle/lifecycle';
import { equipmentSection } from '@/shared/equipment/EquipmentTable';
import { useUseManageDetail, type fetchUseManageDetail } from '@/features/registration-change/api/use-manage-detail';
import { useUseManageHandleSteps } from '@/features/registration-change/api/use-manage-handle-steps';
import { useUseManageAttachments } from '@/features/registration-change/api/use-manage-attachments';
import {
  useManageEqmChangesKey,
  useUseManageEqmChanges,
} from '@/features/registration-change/api/use-manage-eqm-changes';
import { saveUseManageEqmChange } from '@/features/registration-change/api/save-use-manage-eqm-change';
import { RETURNED, equipmentLabel } from '@/features/registration-change/applications';
import { useManageCalls, useRemindAction } from '@/features/registration-change/useManage';
import { linkTo } from '@/platform/routing';
import { RecordTable } from '@/kit/RecordTable';
import { beforeAfterColumns } from '@/features/registration-change/change-values';

type Record_ = Awaited<ReturnType<typeof fetchUseManageDetail>>;

function FlowCard({ id }: { id: string }) {
  const steps = useUseManageHandleSteps(id);
  return (
    <PageCard title="办理流程">
      <QueryState query={steps} minHeight={60}>
        {(s) => <FlowTimeline steps={s} empty="尚未提交，提交后进入办理流程" />}
      </QueryState>
    </PageCard>
  );
}

function SubmittedAttachments({ id }: { id: string }) {
  const files = useUseManageAttachments(id);
  return (
    <QueryState query={files} minHeight={60}>
      {(f) => <AttachmentList files={f} />}
    </QueryState>
  );
}

type ItemValues = Record<'oidno' | 'changeItem' | 'oldValue' | 'newValue' | 'changeReason', string>;

/** The per-equipment change items (before / after); a draft or returned application adds items. */
function ChangeItems({ d, editable }: { d: Record_; editable: boolean }) {
  const platform = usePlatform();
  const qc = useQueryClient();
  const items = useUseManageEqmChanges({ pageNo: 1, pageSize: 50, useManageId: d.id });
  const mine = <T extends { useManageId?: string | null }>(list: T[]) =>
    list.filter((i) => !i.useManageId || i.useManageId === d.id);
  const sections: FormSection<ItemValues>[] = [
    {
      title: '变更明细',
      fields: [
        {
          name: 'oidno',
          label: '设备',
          kind: 'select',
          options: d.equipmentList.map((e) => ({ value: e.oidno, label: equipmentLabel(e) })),
          required: true,
          span: 2,
        },
        {
          name: 'changeItem',
          label: '变更项目',
          required: true,
          maxLength: 50,
          placeholder: '如 使用地点、曳引机、控制柜',
        },
        { name: 'oldValue', label: '变更前', maxLength: 200 },
        { name: 'newValue', label: '变更后', required: true, maxLength: 200, span: 2 },
        { name: 'changeReason', label: '变更原因', kind: 'textarea', span: 2, maxLength: 500 },
      ],
    },
  ];
  const add = () =>
    void openFormDialog<ItemValues>({
      title: '新增变更明细',
      description: `${d.applyNo} · ${d.bizTypeName}`,
      sections,
      initialValues: {
        oidno: d.equipmentList.length === 1 ? d.equipmentList[0].oidno : '',
        changeItem: '',
        oldValue: '',
        newValue: '',
        changeReason: '',
      },
      onSubmit: async (v) => {
        await saveUseManageEqmChange(platform, formBody(sections, v, { useManageId: d.id, changeType: d.bizType }));
        void qc.invalidateQueries({ queryKey: useManageEqmChangesKey });
      },
    });
  return (
    <PageCard
      title="变更明细"
      actions={
        editable ? (
          <Button size="xs" variant="light" leftSection={<IconPlus size={14} />} onClick={add}>
            新增变更明细
          </Button>
        ) : undefined
      }
    >
      {/* Only this application's items, whatever else a server's answer carries. */}
      <QueryState query={items} isEmpty={(p) => !mine(p.list).length} empty="尚未填写变更明细" minHeight={60}>
        {(p) => (
          <RecordTable
            label="变更明细"
            rows={mine(p.list)}
            rowKey={(i) => i.id}
            minWidth={640}
            title={{
              title: '设备',
              cell: (i) => (
                <>
                  {i.eqpName ?? i.oidno}
                  <Text size="xs" c="dimmed">
                    {i.eqpCode}
                  </Text>
                </>
              ),
            }}
            columns={[
              { title: '变更项目', cell: (i) => i.changeItem },
              ...beforeAfterColumns<(typeof p.list)[number]>(
                (i) => i.oldValue,
                (i) => i.newValue,
                '—',
              ),
              { title: '变更原因', cell: (i) => i.changeReason ?? '—' },
            ]}
          />
        )}
      </QueryState>
    </PageCard>
  );
}

/** 变更申请详情 (change-detail?id=…): one change application with its equipment, change items, opinion, flow and attachments. */
export default function ChangeDetailPage({ id }: { id: string }) {
  const detail = useUseManageDetail(id);
  const { lifecycle, invalidate, openForm } = useManageCalls();
  const remind = useRemindAction();
  return (
    <QueryState query={detail} minHeight={240}>
      {(d) => {
        const editable = can(lifecycle, d, 'edit');
        return (
          <ApplicationDetail
            lifecycle={lifecycle}
            row={d}
            name={d.applyNo}
            title={`${d.bizTypeName}申请 ${d.applyNo}`}
            subtitle={`${d.useUnitName} · ${d.applyDate ? `申请日期 ${d.applyDate}` : '尚未提交'}${d.registOrgName ? ` · ${d.registOrgName}` : ''}`}
            actions={
              !remind.hidden?.(d) && (
                <Button
                  variant="light"
                  color="grape"
                  leftSection={<IconBellRinging size={16} />}
                  onClick={() => void remind.onClick(d)}
                >
                  催办
                </Button>
              )
            }
            onEdit={() => void openForm(d)}
            invalidate={invalidate}
            afterDelete={linkTo('company_service_change_register')}
            sections={[
              {
                title: '申请信息',
                fields: [
                  { label: '业务类型', value: d.bizTypeName },
                  { label: '设备类别', value: d.equclaname },
                  { label: '所在区县', value: d.areaName },
                  { label: '申请人', value: [d.applicant, d.contactPhone].filter(Boolean).join(' ') },
                  { label: '登记机关', value: d.registOrgName },
                  {
                    label: '当前环节',
                    value: d.currentStep
                      ? `${d.currentStep}${d.currentHandler ? `（${d.currentHandler}）` : ''}`
                      : null,
                  },
                  { label: '申请事由', value: d.reason, span: 3 },
                  { label: '备注', value: d.remarks, span: 3 },
                ],
              },
              equipmentSection(`涉及设备（${d.eqpCount} 台）`, d.equipmentList, { label: '涉及设备' }),
            ]}
            attachments={editable ? { attrefsysid: d.attrefsysid ?? d.id } : undefined}
          >
            {d.returnReason && (
              <PageCard title="审核意见">
                <OpinionAlert opinion={d.returnReason} refused={d.status === RETURNED} />
              </PageCard>
            )}
            <ChangeItems d={d} editable={editable} />
            <FlowCard id={d.id} />
            {!editable && (
              <PageCard title="附件">
                <SubmittedAttachments id={d.id} />
              </PageCard>
            )}
          </ApplicationDetail>
        );
      }}
    </QueryState>
  );
}
