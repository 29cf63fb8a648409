import { useState } from 'react';
import { Anchor, Stack } from '@mantine/core';
import { Link } from 'react-router';
import type { OperationType } from '@tzsb/sdk';
import { FormPage } from '@/kit/form/FormPage';
import { readDraft } from '@/kit/form/drafts';
import { useDraftOwner } from '@/kit/form/useDraftOwner';
import type { EquipmentDetail } from '@/features/equipment/api/equipment-detail';
import { useSavePipeline } from '@/features/equipment/api/save-pipeline';
import { EquipmentFormHeading, EquipmentFormRoute, FormAttachments } from '@/features/equipment/EquipmentFormFrame';
import { archivePath } from '@/features/equipment/links';
import {
  emptyPipelineValues,
  pipelineBody,
  pipelineSections,
  pipelineValuesOf,
  type PipelineValues,
} from './pipeline-form';
import { linkTo } from '@/platform/routing';
import { useFollowUp } from '@/kit/useFollowUp';

const TITLES: Record<OperationType, string> = { add: '新增压力管道', edit: '维护管道资料', view: '查看管道信息' };

function PipelineForm({
  operation,
  detail,
  onAdded,
}: {
  operation: OperationType;
  detail?: EquipmentDetail;
  onAdded?: () => void;
}) {
  const save = useSavePipeline();
  const followUp = useFollowUp();
  const draftKey = detail ? `equipment.pipeline.edit.${detail.oidno}` : 'equipment.pipeline.add';
  const owner = useDraftOwner();
  const [initial] = useState<PipelineValues>(() => {
    if (detail) return pipelineValuesOf(detail);
    const values = emptyPipelineValues();
    return {
      ...values,
      attrefsysid: readDraft<PipelineValues>(owner, draftKey)?.values.attrefsysid || values.attrefsysid,
    };
  });

  return (
    <Stack gap={0}>
      <EquipmentFormHeading
        title={TITLES[operation]}
        detail={detail}
        equclacode="8000"
        view={operation === 'view'}
        list="equipment_pipeline_maintain"
      >
        {operation === 'view'
          ? '只读查看。'
          : '「暂存」保存为待完善；资料填写齐全后点「保存并标记已完善」。内容会自动存为本机草稿，保存后清除。'}
        {operation === 'add' && (
          <>
            其他设备请在
            <Anchor component={Link} to={linkTo('equipment_device_form')} size="sm">
              设备信息
            </Anchor>
            中录入。
          </>
        )}
      </EquipmentFormHeading>
      <FormPage<PipelineValues>
        title={TITLES[operation]}
        operation={operation}
        initialValues={initial}
        sections={pipelineSections}
        draftKey={draftKey}
        onSave={(values, { commit }) => save.mutateAsync(pipelineBody(values, commit))}
        onSaved={(result, { values }) => {
          const oidno = typeof result === 'string' && result ? result : values.oidno;
          followUp(
            oidno
              ? (archivePath('8000', oidno) ?? linkTo('equipment_pipeline_maintain'))
              : linkTo('equipment_pipeline_maintain'),
          );
          if (operation === 'add') onAdded?.();
        }}
        saveLabel="暂存"
        commitLabel="保存并标记已完善"
        extra={
          <FormAttachments
            title="附件（单线图、竣工资料）"
            attrefsysid={initial.attrefsysid}
            view={operation === 'view'}
          />
        }
      />
    </Stack>
  );
}

/** 管道信息 (pipeline-info-new): add, edit (`?oidno=...&operation=edit`) or view a pressure pipeline. */
export default function PipelineFormPage() {
  return (
    <EquipmentFormRoute
      existing={(d, view) => <PipelineForm operation={view ? 'view' : 'edit'} detail={d} />}
      add={(onAdded) => <PipelineForm operation="add" onAdded={onAdded} />}
    />
  );
}
