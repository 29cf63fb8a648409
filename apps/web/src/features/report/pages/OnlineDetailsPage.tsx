import { useRef, useState } from 'react';
import { Alert, Badge, Button, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconEye } from '@tabler/icons-react';
import { usePlatform } from '@/platform/PlatformContext';
import { AttachmentPanel } from '@/kit/attachments/AttachmentPanel';
import { useAttachments } from '@/kit/attachments/api';
import { DetailView, FieldGrid } from '@/kit/detail/DetailView';
import { formBody } from '@/kit/form/form-body';
import { useSectionsForm } from '@/kit/form/useSectionsForm';
import { useFormDraft } from '@/kit/form/useFormDraft';
import { DraftRestoredAlert } from '@/kit/form/DraftRestoredAlert';
import type { FormSection } from '@/kit/form/types';
import { renderFieldInput } from '@/kit/form/FieldInput';
import { decodeValues } from '@/kit/form/values';
import { focusFirstError } from '@/kit/form-errors';
import { OpinionAlert } from '@/kit/lifecycle/ApplicationTrail';
import { statusTag } from '@/kit/lifecycle/lifecycle';
import { PageCard } from '@/kit/PageCard';
import { PdfDownloadButton, PdfPreview } from '@/kit/pdf/PdfPreview';
import { QueryState } from '@/kit/QueryState';
import { useSubmit } from '@/kit/useSubmit';
import { useOpinionDetail } from '@/features/report/api/opinion-detail';
import { fetchOpinionPdf } from '@/features/report/api/opinion-pdf';
import { useConfirmRectification } from '@/features/report/api/confirm-rectification';
import type { InspectionOpinion } from '@/features/report/api/opinion-list';
import { awaitsRectification, opinionLifecycle } from '@/features/report/statuses';

type RectifyValues = { rectifyDescription: string; rectifyDate: string };
const sections: FormSection<RectifyValues>[] = [
  {
    title: '整改情况',
    fields: [
      {
        name: 'rectifyDescription',
        label: '整改情况说明',
        kind: 'textarea',
        required: true,
        span: 2,
        maxLength: 1000,
        placeholder: '逐条说明采取的整改措施与结果',
        validate: (v) => (v.trim().length < 5 ? '整改情况说明至少 5 个字' : null),
      },
      { name: 'rectifyDate', label: '整改完成日期', kind: 'date' },
    ],
  },
];

/** The unit's rectification: evidence attachments, then what was done; submitted for the inspection body to confirm. */
function RectificationForm({ opinion }: { opinion: InspectionOpinion }) {
  const initialValues: RectifyValues = {
    rectifyDescription: opinion.status === '3' ? (opinion.rectifyDescription ?? '') : '',
    rectifyDate: '',
  };
  const form = useSectionsForm<RectifyValues>(sections, initialValues, false);
  // What was typed outlives a reload or a session time-out, for the same account (drafts.ts).
  const draft = useFormDraft(form, `report.rectify.${opinion.id}`);
  // Evidence hangs off the notice's attrefsysid (the notice's id when the server gives none).
  const ref = opinion.attrefsysid ?? opinion.id;
  const evidence = useAttachments(ref);
  const confirm = useConfirmRectification();
  const { busy, failure, run } = useSubmit();
  const rootRef = useRef<HTMLFormElement>(null);
  const current = decodeValues<RectifyValues>(form.values);

  const submit = async () => {
    const result = form.validate();
    if (result.hasErrors) {
      focusFirstError(rootRef.current);
      return;
    }
    const r = await run('submit', async () => {
      // The evidence list may still be loading (a slow network): it is waited for, not taken as
      // empty, and the submission is busy meanwhile (a second click sends nothing).
      let files = evidence.data;
      if (!files) {
        const loaded = await evidence.refetch();
        if (loaded.isError) throw new Error('整改材料列表未能加载，请稍后重试');
        files = loaded.data;
      }
      if (!files?.length) throw new Error('请先上传整改照片或整改报告等整改材料');
      return confirm.mutateAsync(
        formBody(sections, decodeValues<RectifyValues>(form.getValues()), { id: opinion.id, attrefsysid: ref }),
      );
    });
    if (r?.ok) {
      draft.saved();
      notifications.show({ color: 'green', message: '整改情况已提交，等待检验机构确认' });
    }
  };

  return (
    <PageCard title="整改确认">
      <form
        ref={rootRef}
        noValidate
        aria-label="整改确认"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Stack gap="md">
          {draft.restoredAt && <DraftRestoredAlert savedAt={draft.restoredAt} onDiscard={draft.discard} />}
          <Text size="sm" c="dimmed">
            请在整改期限 {opinion.rectifyDeadline} 前上传整改照片、整改报告等材料，填写整改情况后提交，由检验机构确认。
          </Text>
          <Stack gap={6}>
            <Text fw={600} size="sm">
              整改材料
            </Text>
            <AttachmentPanel attrefsysid={ref} attType="整改材料" />
          </Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
            {sections[0].fields.map((f) => (
              <div key={f.name} style={f.span === 2 ? { gridColumn: 'span 2' } : undefined}>
                {renderFieldInput(form, f, { readOnly: false, required: !!f.required, current })}
              </div>
            ))}
          </SimpleGrid>
          {failure && (
            <Alert color="red" role="alert" title="提交失败">
              {failure}（已填写的内容已保留）
            </Alert>
          )}
          <Group justify="flex-end">
            <Button type="submit" color="teal" loading={busy !== null}>
              提交整改
            </Button>
          </Group>
        </Stack>
      </form>
    </PageCard>
  );
}

function OpinionView({ o }: { o: InspectionOpinion }) {
  const platform = usePlatform();
  const [preview, setPreview] = useState(false);
  const tag = statusTag(opinionLifecycle, o);
  const load = () => fetchOpinionPdf(platform, o.id);
  const fileName = `${o.opinionNo}.pdf`;
  return (
    <DetailView
      title={`检验意见通知书 ${o.opinionNo}`}
      subtitle={`${o.eqpName}（${o.eqpCode}） · 签发 ${o.issueDate} · 整改期限 ${o.rectifyDeadline}`}
      tags={[{ label: tag.text, color: tag.color }, ...(o.isOverdue ? [{ label: '已超期', color: 'red' }] : [])]}
      actions={
        <>
          <Button variant="light" leftSection={<IconEye size={14} />} onClick={() => setPreview(true)}>
            预览通知书
          </Button>
          <PdfDownloadButton load={load} fileName={fileName} label="下载通知书" />
        </>
      }
      sections={[
        {
          title: '通知书信息',
          fields: [
            { label: '设备名称', value: o.eqpName },
            { label: '设备代码', value: o.eqpCode },
            { label: '设备类别', value: o.equclaname },
            { label: '使用单位', value: o.useUnitName },
            { label: '对应报告', value: o.reportNo },
            { label: '报检流水号', value: o.onlinelsh },
            { label: '检验机构', value: o.inspOrgName },
            { label: '检验人员', value: o.inspector },
            {
              label: '整改期限',
              value: (
                <Group gap={6}>
                  <Text size="sm">{o.rectifyDeadline}</Text>
                  {o.isOverdue && (
                    <Badge color="red" size="sm">
                      已超期
                    </Badge>
                  )}
                </Group>
              ),
            },
          ],
        },
        {
          title: `发现的问题（${o.problems.length} 项）`,
          content: (
            <Table withTableBorder striped fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={60}>序号</Table.Th>
                  <Table.Th>问题描述</Table.Th>
                  <Table.Th w={220}>不符合的条款</Table.Th>
                  <Table.Th w={280}>整改要求</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {o.problems.map((p) => (
                  <Table.Tr key={p.seq}>
                    <Table.Td>{p.seq}</Table.Td>
                    <Table.Td>{p.description}</Table.Td>
                    <Table.Td>{p.basis ?? '—'}</Table.Td>
                    <Table.Td>{p.requirement ?? '—'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          ),
        },
      ]}
    >
      {o.status === '3' && (
        <PageCard title="退回意见">
          <OpinionAlert
            opinion={o.confirmOpinion}
            time={o.confirmTime}
            refused
            title="检验机构退回了整改，请补充后重新提交"
          />
        </PageCard>
      )}
      {awaitsRectification(o) ? (
        <RectificationForm opinion={o} />
      ) : (
        <PageCard title="整改情况">
          <Stack gap="md">
            <FieldGrid
              columns={2}
              fields={[
                { label: '整改情况说明', value: o.rectifyDescription, span: 2 },
                { label: '提交时间', value: o.rectifyTime },
                { label: '确认时间', value: o.confirmTime },
              ]}
            />
            <OpinionAlert opinion={o.confirmOpinion} time={o.confirmTime} title="检验机构确认意见" />
            <Text fw={600} size="sm">
              整改材料
            </Text>
            <AttachmentPanel attrefsysid={o.attrefsysid ?? o.id} readOnly />
          </Stack>
        </PageCard>
      )}
      {preview && (
        <PdfPreview opened onClose={() => setPreview(false)} title={o.opinionNo} load={load} fileName={fileName} />
      )}
    </DetailView>
  );
}

/** 检验意见通知书详情 (online-details?id=): what was found, the deadline, and the rectification (form while it is the unit's turn). */
export default function OnlineDetailsPage({ id }: { id: string }) {
  const detail = useOpinionDetail(id);
  return (
    <QueryState query={detail} minHeight={240}>
      {(o) => <OpinionView o={o} />}
    </QueryState>
  );
}
