import { ActionIcon, Button, Group, Paper, Progress, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconFile, IconPhoto, IconRefresh, IconX } from '@tabler/icons-react';
import { isImageName, sizeLabel } from './files';
import type { UploadItem } from './useUploads';
import classes from './page.module.css';

function statusText(item: UploadItem): string {
  const sent = item.prepared ?? item.source;
  switch (item.status) {
    case 'waiting':
      return '等待上传';
    case 'preparing':
      return '正在压缩照片…';
    case 'uploading':
      return item.percent >= 100 ? '等待服务器确认…' : `上传中 ${item.percent}%`;
    case 'done':
      return item.originalSize
        ? `已上传 · ${sizeLabel(sent.size)}（原图 ${sizeLabel(item.originalSize)}，已压缩）`
        : `已上传 · ${sizeLabel(sent.size)}`;
    case 'failed':
      return `上传失败：${item.error ?? ''}`;
    case 'rejected':
      return item.error ?? '无法上传';
  }
}

/** The files of this visit, each with its progress bar, a retry when it failed. */
export function UploadQueue({
  items,
  onRetry,
  onRemove,
}: {
  items: UploadItem[];
  onRetry: (key: string) => void;
  onRemove: (key: string) => void;
}) {
  if (!items.length) return null;
  const done = items.filter((i) => i.status === 'done').length;
  return (
    <Stack gap="xs" component="section" aria-label="本次上传">
      <Group justify="space-between">
        <Title order={2} size="h4">
          本次上传
        </Title>
        <Text size="sm" c="dimmed">
          已完成 {done}/{items.length}
        </Text>
      </Group>
      {items.map((item) => {
        const sent = item.prepared ?? item.source;
        const bad = item.status === 'failed' || item.status === 'rejected';
        return (
          <Paper
            key={item.key}
            p="sm"
            withBorder
            data-testid="upload-item"
            data-status={item.status}
            className={bad ? classes.failed : undefined}
          >
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <ThemeIcon size={40} variant="light" color={bad ? 'red' : item.status === 'done' ? 'green' : 'blue'}>
                {bad ? (
                  <IconAlertTriangle size={22} />
                ) : item.status === 'done' ? (
                  <IconCheck size={22} />
                ) : isImageName(sent.name) ? (
                  <IconPhoto size={22} />
                ) : (
                  <IconFile size={22} />
                )}
              </ThemeIcon>
              <Stack gap={4} className={classes.grow}>
                <Text size="sm" fw={500} className={classes.wrap} lineClamp={2}>
                  {sent.name}
                </Text>
                <Text
                  size="sm"
                  c={bad ? 'red.7' : item.status === 'done' ? 'green.8' : 'dimmed'}
                  data-testid="upload-status"
                >
                  {statusText(item)}
                </Text>
                {!bad && (
                  <Progress
                    value={item.status === 'done' ? 100 : item.percent}
                    color={item.status === 'done' ? 'green' : 'blue'}
                    size="lg"
                    radius="xl"
                    animated={item.status === 'uploading' || item.status === 'preparing'}
                    striped={item.status === 'preparing'}
                    aria-label={`${sent.name} 上传进度`}
                    data-testid="upload-progress"
                  />
                )}
              </Stack>
              {bad && (
                <ActionIcon
                  size={44}
                  variant="subtle"
                  color="gray"
                  aria-label={`移除 ${sent.name}`}
                  onClick={() => onRemove(item.key)}
                >
                  <IconX size={22} />
                </ActionIcon>
              )}
            </Group>
            {item.status === 'failed' && (
              <Button
                mt="sm"
                size="lg"
                fullWidth
                variant="light"
                color="red"
                leftSection={<IconRefresh size={20} />}
                onClick={() => onRetry(item.key)}
              >
                重试
              </Button>
            )}
          </Paper>
        );
      })}
    </Stack>
  );
}
