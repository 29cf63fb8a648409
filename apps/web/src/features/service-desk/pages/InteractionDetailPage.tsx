import { useRef, useState } from 'react';
import { useValuesDraft } from '@/kit/form/useFormDraft';
import { DraftRestoredAlert } from '@/kit/form/DraftRestoredAlert';
import { Alert, Button, FileInput, Group, Paper, Stack, Table, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPaperclip } from '@tabler/icons-react';
import { uuid32 } from '@tzsb/sdk';
import { usePlatform } from '@/platform/PlatformContext';
import { uploadAttachment } from '@/kit/attachments/api';
import { AttachmentLink } from '@/kit/AttachmentLink';
import { DetailView } from '@/kit/detail/DetailView';
import { PageCard } from '@/kit/PageCard';
import { QueryState } from '@/kit/QueryState';
import { useSubmit } from '@/kit/useSubmit';
import { useInteractionDetail } from '@/features/service-desk/api/interaction-detail';
import type { Interaction } from '@/features/service-desk/api/interaction-list';
import { useSaveInteraction } from '@/features/service-desk/api/save-interaction';

/** One message of the conversation: who, from which unit, when, what. */
function Message({
  who,
  unit,
  time,
  content,
  mine,
}: {
  who: string;
  unit?: string | null;
  time: string;
  content: string;
  mine: boolean;
}) {
  return (
    <Paper withBorder p="sm" radius="md" bg={mine ? 'blue.0' : 'gray.0'} ml={mine ? 80 : 0} mr={mine ? 0 : 80}>
      <Group justify="space-between" mb={4}>
        <Text size="sm" fw={600}>
          {who}
          {unit ? `（${unit}）` : ''}
        </Text>
        <Text size="xs" c="dimmed">
          {time}
        </Text>
      </Group>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
        {content}
      </Text>
    </Paper>
  );
}

/**
 * The reply box, with one optional attachment: the file goes up first under an id made here (kept
 * until the reply is sent, so a retry does not upload it twice), then the reply is saved with it.
 * The text and the file stay when sending fails.
 */
function ReplyForm({ parentId }: { parentId: string }) {
  const platform = usePlatform();
  const [content, setContent] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [empty, setEmpty] = useState(false);
  // The text outlives a reload or a session time-out, for the same account (the file cannot be kept).
  const draft = useValuesDraft(`service-desk.reply.${parentId}`, { content }, { content: '' }, (v) =>
    setContent(v.content ?? ''),
  );
  const sent = useRef<{ attrefsysid: string; file: File | null }>({ attrefsysid: uuid32(), file: null });
  const save = useSaveInteraction();
  const { busy, failure, setFailure, run } = useSubmit();
  const send = async () => {
    setEmpty(!content.trim());
    if (!content.trim()) {
      setFailure(null);
      return;
    }
    const r = await run('submit', async () => {
      if (file && sent.current.file !== file) {
        await uploadAttachment(platform, { file, attrefsysid: sent.current.attrefsysid, attType: '留言附件' });
        sent.current.file = file;
      }
      await save.mutateAsync({
        parentId,
        content: content.trim(),
        ...(file ? { attrefsysid: sent.current.attrefsysid } : {}),
      });
    });
    if (!r?.ok) return;
    draft.saved();
    setContent('');
    setFile(null);
    sent.current = { attrefsysid: uuid32(), file: null };
    notifications.show({ color: 'green', message: '回复已发送' });
  };
  return (
    <PageCard title="回复">
      <Stack gap="sm">
        {draft.restoredAt && (
          <DraftRestoredAlert
            savedAt={draft.restoredAt}
            onDiscard={() => {
              draft.discard();
              setContent('');
            }}
          />
        )}
        <Textarea
          label="回复内容"
          value={content}
          onChange={(e) => setContent(e.currentTarget.value)}
          autosize
          minRows={3}
          maxLength={2000}
          error={empty && !content.trim() ? '请输入回复内容' : undefined}
        />
        <FileInput
          label="附件"
          placeholder="可附一个文件"
          leftSection={<IconPaperclip size={16} />}
          value={file}
          onChange={setFile}
          clearable
          w={360}
        />
        {failure && (
          <Alert color="red" role="alert" title="发送失败">
            {failure}（已填写的内容已保留）
          </Alert>
        )}
        <Group justify="flex-end">
          <Button onClick={() => void send()} loading={busy !== null}>
            发送回复
          </Button>
        </Group>
      </Stack>
    </PageCard>
  );
}

function InteractionView({ m }: { m: Interaction }) {
  const mine = m.senderType === '1';
  return (
    <DetailView
      title={m.subject}
      subtitle={`${m.bizTypeName ?? ''}${m.relatedNo ? ` · 关联 ${m.relatedNo}` : ''} · ${mine ? '本单位发给' : '发自'} ${mine ? (m.receiverUnitName ?? '检验机构') : (m.senderUnitName ?? '检验机构')}`}
      tags={[{ label: m.replyStatusName, color: m.replyStatus === '1' ? 'teal' : 'orange' }]}
      sections={[
        {
          title: '留言与回复',
          content: (
            <Stack gap="sm">
              <Message who={m.senderName} unit={m.senderUnitName} time={m.sendTime} content={m.content} mine={mine} />
              {(m.replies ?? []).map((r) => (
                <Message
                  key={r.id}
                  who={r.replierName}
                  unit={r.replierUnitName}
                  time={r.replyTime}
                  content={r.content}
                  mine={r.replierUnitName ? r.replierUnitName === m.senderUnitName && mine : false}
                />
              ))}
              {!m.replies?.length && (
                <Text size="sm" c="dimmed">
                  {mine ? '检验机构尚未回复' : '尚无回复'}
                </Text>
              )}
            </Stack>
          ),
        },
        {
          title: '附件',
          content: m.attachments?.length ? (
            <Table withTableBorder fz="sm">
              <Table.Tbody>
                {m.attachments.map((a) => (
                  <Table.Tr key={a.attsysid}>
                    <Table.Td>
                      <AttachmentLink attsysid={a.attsysid} fileName={a.fileName ?? a.attsysid} />
                    </Table.Td>
                    <Table.Td w={170}>{a.uploadTime}</Table.Td>
                    <Table.Td w={100}>{a.uploader}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          ) : undefined,
          empty: '无附件',
        },
      ]}
    >
      <ReplyForm parentId={m.id} />
    </DetailView>
  );
}

/** 互动留言详情 (inferred page, ?id=): the question or notice, the conversation, attachments and a reply. */
export default function InteractionDetailPage({ id }: { id: string }) {
  const detail = useInteractionDetail(id);
  return (
    <QueryState query={detail} minHeight={240}>
      {(m) => <InteractionView m={m} />}
    </QueryState>
  );
}
