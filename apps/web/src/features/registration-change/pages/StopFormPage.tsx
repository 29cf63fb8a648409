import { useMemo } from 'react';
import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { usePlatform } from '@/platform/PlatformContext';
import { SAME_TAB_STATE } from '@/platform/tab-identity';
import { AttachmentPanel } from '@/kit/attachments/AttachmentPanel';
import { FormPage } from '@/kit/form/FormPage';
import { formBody } from '@/kit/form/form-body';
import type { FormSection } from '@/kit/form/types';
import { PageCard } from '@/kit/PageCard';
import { QueryState } from '@/kit/QueryState';
import { useTerminationDetail } from '@/features/registration-change/api/termination-detail';
import type { TerminationApply } from '@/features/registration-change/api/termination-list';
import { saveTermination } from '@/features/registration-change/api/save-termination';
import { checkCancellable } from '@/features/registration-change/api/check-cancellable';
import { FIRST_PAGE, equipmentListQuery, type Equipment as UnitEquipment } from '@/shared/equipment/api/equipment-list';
import {
  assertNotInFlow,
  equipmentLabel,
  equipmentOptions,
  terminationTypeOptions,
} from '@/features/registration-change/applications';
import { useTerminationCalls } from '@/features/registration-change/termination';
import { EditableApplication } from '@/kit/lifecycle/EditableApplication';
import { linkTo } from '@/platform/routing';
import { useFollowUp } from '@/kit/useFollowUp';

const IN_TAB = { replace: true, state: SAME_TAB_STATE } as const;
type Values = Record<
  | 'applyType'
  | 'equclacode'
  | 'oidno'
  | 'reason'
  | 'stopDate'
  | 'planRestartDate'
  | 'disposalMethod'
  | 'certReturned'
  | 'contactPerson'
  | 'contactPhone'
  | 'remarks',
  string
>;

const afterStop = (v: string, all: Values) => (all.stopDate && v < all.stopDate ? '启用日期不能早于停用日期' : null);

function StopForm({ existing, equipment }: { existing?: TerminationApply; equipment: UnitEquipment[] }) {
  const platform = usePlatform();
  const followUp = useFollowUp();
  const { refresh } = useTerminationCalls();
  const nameOf = (oidno: string) => {
    const e = equipment.find((x) => x.oidno === oidno);
    return e ? equipmentLabel(e) : oidno;
  };
  const sections = useMemo<FormSection<Values>[]>(
    () => [
      {
        title: '申请',
        fields: [
          {
            name: 'applyType',
            label: '申请类型',
            kind: 'select',
            options: terminationTypeOptions,
            required: true,
            readOnlyOnEdit: true,
          },
          {
            name: 'equclacode',
            label: '设备类别',
            kind: 'equipmentType',
            required: true,
            resets: ['oidno'],
            readOnlyOnEdit: true,
          },
          {
            name: 'stopDate',
            label: '停用/报废/注销日期',
            kind: 'date',
            required: true,
            description: (v) => (v.applyType === '4' ? '启用申请填原停用日期' : undefined),
          },
          {
            name: 'oidno',
            label: '设备',
            kind: 'multiselect',
            options: (v) => equipmentOptions(equipment, v.equclacode),
            required: true,
            span: 3,
            description: '可选同一类别的多台设备；正在办理其他业务的设备不能申请，注销前检查能否注销',
          },
          { name: 'reason', label: '申请原因', kind: 'textarea', required: true, span: 3, maxLength: 500 },
        ],
      },
      {
        title: '启用计划',
        visible: (v) => v.applyType === '1' || v.applyType === '4',
        fields: [
          { name: 'planRestartDate', label: '计划（申请）启用日期', kind: 'date', required: true, validate: afterStop },
        ],
      },
      {
        title: '处置',
        visible: (v) => v.applyType === '2' || v.applyType === '3',
        fields: [
          {
            name: 'disposalMethod',
            label: '处置方式',
            kind: 'textarea',
            required: true,
            span: 3,
            maxLength: 200,
            placeholder: '如 拆除后由具备资质的单位回收处置，不再移装使用',
          },
        ],
      },
      {
        title: '联系人与登记证',
        fields: [
          {
            name: 'certReturned',
            label: '使用登记证',
            kind: 'select',
            options: [
              { value: 'true', label: '交回登记机关' },
              { value: 'false', label: '不交回' },
            ],
            required: true,
          },
          { name: 'contactPerson', label: '联系人', required: true, maxLength: 30 },
          { name: 'contactPhone', label: '联系电话', required: true, rule: 'phone' },
          { name: 'remarks', label: '备注', kind: 'textarea', span: 3, maxLength: 500 },
        ],
      },
    ],
    [equipment],
  );
  const t = (v: unknown) => (v === null || v === undefined ? '' : String(v));
  const initialValues: Values = {
    applyType: t(existing?.applyType),
    equclacode: t(existing?.equclacode),
    oidno: (existing?.equList ?? []).map((e) => e.oidno).join(','),
    reason: t(existing?.reason),
    stopDate: t(existing?.stopDate),
    planRestartDate: t(existing?.planRestartDate),
    disposalMethod: t(existing?.disposalMethod),
    certReturned: existing ? String(!!existing.certReturned) : '',
    contactPerson: t(existing?.contactPerson),
    contactPhone: t(existing?.contactPhone),
    remarks: t(existing?.remarks),
  };
  const onSave = async (v: Values, { commit }: { commit: boolean }) => {
    const oidnos = v.oidno.split(',').filter(Boolean);
    if (!existing)
      await assertNotInFlow(
        platform,
        oidnos,
        nameOf,
        `${terminationTypeOptions.find((o) => o.value === v.applyType)?.label ?? ''}申请`,
      );
    if (v.applyType === '3') {
      for (const oidno of oidnos) {
        const check = await checkCancellable(platform, { oidno });
        if (!check.canCancel)
          throw new Error(`设备「${nameOf(oidno)}」不能注销：${check.reason ?? '登记机关不允许注销'}`);
      }
    }
    // The restart plan or the disposal is sent with the kinds that show it (the sections' visibility).
    const id = await saveTermination(
      platform,
      formBody(sections, v, {
        ...(existing ? { id: existing.id } : {}),
        oidno: oidnos,
        certReturned: v.certReturned === 'true',
      }),
      commit,
    );
    refresh();
    return id;
  };
  return (
    <FormPage<Values>
      title={existing ? `修改${existing.applyTypeName}申请 ${existing.applyNo}` : '新增停用、报废、注销登记申请'}
      operation={existing ? 'edit' : 'add'}
      initialValues={initialValues}
      sections={sections}
      draftKey={existing ? `termination.edit.${existing.id}` : 'termination.add'}
      onSave={onSave}
      onSaved={(id) => {
        if (typeof id === 'string' && id) followUp(linkTo('company_service_termination_detail', { id }), IN_TAB);
      }}
      saveLabel="保存草稿"
      extra={
        existing ? (
          <PageCard title="附件">
            <Text size="sm" c="dimmed" mb="xs">
              提交前须上传停用报废注销登记表；注销还须上传使用登记证原件扫描件。
            </Text>
            <AttachmentPanel attrefsysid={existing.id} />
          </PageCard>
        ) : (
          <PageCard title="附件">
            <Text size="sm" c="dimmed">
              保存草稿后即可上传附件；提交时登记机关要求的附件须齐全。
            </Text>
          </PageCard>
        )
      }
    />
  );
}

function Load({ id }: { id: string }) {
  const platform = usePlatform();
  const { lifecycle } = useTerminationCalls();
  const equipment = useQuery({ ...equipmentListQuery(platform, FIRST_PAGE), select: (page) => page.list });
  const detail = useTerminationDetail(id);
  const withExisting = (existing?: TerminationApply) => (
    <QueryState query={equipment} minHeight={240}>
      {(rows) => {
        const all = [...rows, ...(existing?.equList ?? []).filter((e) => !rows.some((r) => r.oidno === e.oidno))];
        return <StopForm existing={existing} equipment={all} />;
      }}
    </QueryState>
  );
  return (
    <EditableApplication
      id={id}
      detail={detail}
      lifecycle={lifecycle}
      form={withExisting}
      notEditable={(d) => ({
        text: `${d.applyTypeName}申请 ${d.applyNo} 当前为「${d.statusName}」，只有草稿或已退回的申请可以修改。`,
        to: linkTo('company_service_termination_detail', { id: d.id }),
        label: '查看申请详情',
      })}
    />
  );
}

/** 停用报废注销申请 (stopDetail): the form of a new application, or of a draft / returned one (`?id=…`). */
export default function StopFormPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  return <Load key={id} id={id} />;
}
