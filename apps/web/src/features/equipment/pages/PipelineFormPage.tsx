import { useState } from 'react';
import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconEdit, IconFileText } from '@tabler/icons-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { OperationType } from '@tzsb/sdk';
import { FormPage, readDraft } from '@/kit/form/FormPage';
import { PageCard } from '@/kit/PageCard';
import { QueryState } from '@/kit/QueryState';
import { AttachmentPanel } from '@/kit/attachments/AttachmentPanel';
import { useEquipmentDetail, type EquipmentDetail } from '@/features/equipment/api/equipment-detail';
import { useSavePipeline } from '@/features/equipment/api/save-pipeline';
import { archivePath, equipmentFormPath } from '@/features/equipment/links';
import { emptyPipelineValues, pipelineBody, pipelineSections, pipelineValuesOf, type PipelineValues } from './pipeline-form';
import { linkTo } from '@/platform/routing';

const TITLES: Record<OperationType, string> = { add: '新增压力管道', edit: '维护管道资料', view: '查看管道信息' };

function PipelineForm({ operation, detail, onAdded }: { operation: OperationType; detail?: EquipmentDetail; onAdded?: () => void }) {
  const navigate = useNavigate();
  const save = useSavePipeline();
  const draftKey = detail ? `equipment.pipeline.edit.${detail.oidno}` : 'equipment.pipeline.add';
  const [initial] = useState<PipelineValues>(() => {
    if (detail) return pipelineValuesOf(detail);
    const values = emptyPipelineValues();
    return { ...values, attrefsysid: readDraft<PipelineValues>(draftKey)?.values.attrefsysid || values.attrefsysid };
  });

  return (
    <Stack gap={0}>
      <PageCard>
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={3}>{TITLES[operation]}{detail ? `：${detail.eqpName}` : ''}</Title>
            <Text size="sm" c="dimmed" mt={4}>
              {operation === 'view' ? '只读查看。' : '「暂存」保存为待完善；资料填写齐全后点「保存并标记已完善」。内容会自动存为本机草稿，保存后清除。'}
              {operation === 'add' && <>其他设备请在<Anchor component={Link} to={linkTo('equipment_device_form')} size="sm">设备信息</Anchor>中录入。</>}
            </Text>
          </div>
          {detail && (
            <Group gap="xs">
              {operation === 'view' && <Button component={Link} to={equipmentFormPath('8000', detail.oidno, 'edit')} leftSection={<IconEdit size={16} />}>修改</Button>}
              <Button component={Link} to={archivePath('8000', detail.oidno) ?? linkTo('equipment_pipeline_maintain')} variant="light" leftSection={<IconFileText size={16} />}>查看档案</Button>
            </Group>
          )}
        </Group>
      </PageCard>
      <FormPage<PipelineValues>
        title={TITLES[operation]}
        operation={operation}
        initialValues={initial}
        sections={pipelineSections}
        draftKey={draftKey}
        onSave={(values, { commit }) => save.mutateAsync(pipelineBody(values, commit))}
        onSaved={(result, { values }) => {
          const oidno = typeof result === 'string' && result ? result : values.oidno;
          navigate(oidno ? archivePath('8000', oidno) ?? linkTo('equipment_pipeline_maintain') : linkTo('equipment_pipeline_maintain'));
          if (operation === 'add') onAdded?.();
        }}
        saveLabel="暂存"
        commitLabel="保存并标记已完善"
        extra={
          <PageCard title="附件（单线图、竣工资料）">
            <AttachmentPanel attrefsysid={initial.attrefsysid} readOnly={operation === 'view'} />
          </PageCard>
        }
      />
    </Stack>
  );
}

function ExistingPipeline({ oidno, view }: { oidno: string; view: boolean }) {
  const detail = useEquipmentDetail(oidno);
  return <QueryState query={detail} minHeight={240}>{(d) => <PipelineForm operation={view ? 'view' : 'edit'} detail={d} />}</QueryState>;
}

/** 管道信息 (pipeline-info-new): add, edit (`?oidno=...&operation=edit`) or view a pressure pipeline. */
export default function PipelineFormPage() {
  const [search] = useSearchParams();
  const oidno = search.get('oidno') ?? '';
  const [round, setRound] = useState(0);
  if (oidno) return <ExistingPipeline key={oidno} oidno={oidno} view={search.get('operation') === 'view'} />;
  return <PipelineForm key={round} operation="add" onAdded={() => setRound((r) => r + 1)} />;
}
