import { useMemo, useRef, useState } from 'react';
import { Alert, Anchor, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { FormPage } from '@/kit/form/FormPage';
import { readDraft } from '@/kit/form/drafts';
import { useDraftOwner } from '@/kit/form/useDraftOwner';
import { PageCard } from '@/kit/PageCard';
import type { EquipmentDetail } from '@/features/equipment/api/equipment-detail';
import { useEquipmentInFlow } from '@/shared/equipment/api/equipment-in-flow';
import { useSaveEquipment } from '@/features/equipment/api/save-equipment';
import { useChangeEquipment } from '@/features/equipment/api/change-equipment';
import { EquipmentSummary } from '@/features/equipment/EquipmentSummary';
import { EquipmentFormHeading, EquipmentFormRoute, FormAttachments } from '@/features/equipment/EquipmentFormFrame';
import { archivePath } from '@/features/equipment/links';
import {
  changeBody,
  deviceBody,
  deviceSections,
  deviceValuesOf,
  emptyDeviceValues,
  type DeviceMode,
  type DeviceValues,
} from './device-form';
import { linkTo } from '@/platform/routing';
import { useFollowUp } from '@/kit/useFollowUp';

const TITLES: Record<DeviceMode, string> = {
  add: '新增设备',
  edit: '修改设备信息',
  change: '设备信息变更申请',
  view: '查看设备信息',
};

function DeviceForm({ mode, detail, onAdded }: { mode: DeviceMode; detail?: EquipmentDetail; onAdded?: () => void }) {
  const sections = useMemo(() => deviceSections(mode), [mode]);
  const followUp = useFollowUp(TITLES[mode]);
  const draftKey = detail ? `equipment.device.edit.${detail.oidno}` : 'equipment.device.add';
  const owner = useDraftOwner();
  const [initial] = useState<DeviceValues>(() => {
    if (detail) return deviceValuesOf(detail, sections);
    // A new record's attachments hang on a client id; a restored draft keeps its own.
    const values = emptyDeviceValues(sections);
    return {
      ...values,
      attrefsysid: readDraft<DeviceValues>(owner, draftKey)?.values.attrefsysid || values.attrefsysid,
    };
  });
  const inFlow = useEquipmentInFlow(mode === 'change' && detail ? detail.oidno : '');
  const flow = inFlow.data?.inFlow ? inFlow.data : null;
  const save = useSaveEquipment();
  const change = useChangeEquipment();
  const draftId = useRef<string | undefined>(undefined);

  const onSave = async (values: DeviceValues, { commit }: { commit: boolean }): Promise<unknown> => {
    if (mode !== 'change') return save.mutateAsync(deviceBody(values));
    if (flow)
      throw new Error(
        `该设备正在办理【${flow.flowName ?? '其他业务'}】（申请编号 ${flow.applyNo ?? '—'}），请待流程结束后再申请变更`,
      );
    return change.mutateAsync({ body: changeBody(sections, values, initial, draftId.current), isCommit: commit });
  };

  const onSaved = (result: unknown, { commit, values }: { commit: boolean; values: DeviceValues }) => {
    const id = typeof result === 'string' ? result : undefined;
    if (mode === 'change' && !commit) {
      draftId.current = id ?? draftId.current;
      return;
    }
    const oidno = mode === 'add' ? id : values.oidno;
    followUp(oidno ? (archivePath(values.equclacode, oidno) ?? linkTo('equipment_query')) : linkTo('equipment_query'));
    if (mode === 'add') onAdded?.();
  };

  return (
    <Stack gap={0}>
      <EquipmentFormHeading title={TITLES[mode]} detail={detail} view={mode === 'view'} list="equipment_query">
        {mode === 'add' && (
          <>
            填写设备的基本信息、使用信息和技术参数；内容会自动存为本机草稿，保存后清除。压力管道请在
            <Anchor component={Link} to={linkTo('equipment_pipeline_form')} size="sm">
              管道信息
            </Anchor>
            中录入。
          </>
        )}
        {mode === 'edit' && '该设备尚未办理使用登记，修改后直接保存到设备档案。'}
        {mode === 'change' &&
          '该设备已办理使用登记：设备代码、类别、制造信息等登记项目不可修改；其余修改作为设备信息变更申请，可先保存草稿，再提交审核。'}
        {mode === 'view' && '只读查看。'}
      </EquipmentFormHeading>
      {mode === 'change' && detail && <EquipmentSummary oidno={detail.oidno} />}
      {flow && (
        <Alert color="orange" mb="md" title="该设备正在办理其他业务，暂不能申请变更" role="alert">
          {flow.flowName}（申请编号 {flow.applyNo ?? '—'}，{flow.flowStatusName ?? '办理中'}，申请时间{' '}
          {flow.applyDate ?? '—'}）
        </Alert>
      )}
      <FormPage<DeviceValues>
        title={TITLES[mode]}
        operation={mode === 'add' ? 'add' : mode === 'view' ? 'view' : 'edit'}
        initialValues={initial}
        sections={sections}
        draftKey={draftKey}
        onSave={onSave}
        onSaved={onSaved}
        allowCommit={mode === 'change'}
        saveLabel={mode === 'change' ? '保存草稿' : '保存'}
        commitLabel="提交变更申请"
        extra={<FormAttachments title="附件" attrefsysid={initial.attrefsysid} view={mode === 'view'} />}
      />
    </Stack>
  );
}

/** An existing device: a registered one is changed through a change application; pipelines have their own form. */
function ExistingDevice({ detail: d, view }: { detail: EquipmentDetail; view: boolean }) {
  if (d.equclacode !== '8000')
    return <DeviceForm mode={view ? 'view' : d.registration || d.registCode ? 'change' : 'edit'} detail={d} />;
  return (
    <PageCard>
      <Alert color="blue" title="压力管道请在管道信息中维护">
        <Anchor
          component={Link}
          to={linkTo('equipment_pipeline_form', { oidno: d.oidno, operation: view ? 'view' : 'edit' })}
          size="sm"
        >
          打开管道信息
        </Anchor>
      </Alert>
    </PageCard>
  );
}

/**
 * 设备信息 (device-info-new): add (no query), edit (`?oidno=...&operation=edit`) or view
 * (`operation=view`) a piece of equipment; a registered one is changed through a change application.
 */
export default function DeviceFormPage() {
  return (
    <EquipmentFormRoute
      existing={(d, view) => <ExistingDevice detail={d} view={view} />}
      add={(onAdded) => <DeviceForm mode="add" onAdded={onAdded} />}
    />
  );
}
