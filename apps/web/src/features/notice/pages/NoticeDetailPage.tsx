import { Button, Divider, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconPaperclip } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageCard } from '@/kit/PageCard';
import { QueryState } from '@/kit/QueryState';
import { SanitizedHtml } from '@/kit/Sanitized';
import { AttachmentLink } from '@/kit/AttachmentLink';
import { useNotice } from '@/features/notice/api/notice-detail';
import { linkTo } from '@/platform/routing';

/** 公告详情: the notice's HTML, sanitized, with its attachments. */
export default function NoticeDetailPage({ id }: { id: string }) {
  const notice = useNotice(id);
  return (
    <PageCard>
      <QueryState query={notice}>
        {(a) => (
          <Stack>
            <Button
              component={Link}
              to={linkTo('notice')}
              variant="subtle"
              leftSection={<IconArrowLeft size={16} />}
              w="fit-content"
            >
              返回公告列表
            </Button>
            <Title order={2} ta="center">
              {a.title}
            </Title>
            <Group justify="center" gap="lg">
              <Text size="sm" c="dimmed">
                发布单位：{a.publisher ?? '—'}
              </Text>
              <Text size="sm" c="dimmed">
                发布时间：{a.publishDate}
              </Text>
              {a.hits !== undefined && (
                <Text size="sm" c="dimmed">
                  浏览：{a.hits}
                </Text>
              )}
            </Group>
            <Divider />
            <SanitizedHtml html={a.content ?? a.summary} />
            {!!a.attachments?.length && (
              <>
                <Divider label="附件" labelPosition="left" />
                <List icon={<IconPaperclip size={14} />} spacing={4}>
                  {a.attachments.map((f) => (
                    <List.Item key={f.attsysid}>
                      <AttachmentLink attsysid={f.attsysid} fileName={f.fileName} />
                    </List.Item>
                  ))}
                </List>
              </>
            )}
          </Stack>
        )}
      </QueryState>
    </PageCard>
  );
}
