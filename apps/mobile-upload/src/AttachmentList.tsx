import { Alert, Button, Group, Paper, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconFile, IconFileTypePdf, IconPhoto, IconRefresh } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { MobileApi } from './api';
import { extensionOf, isImageName, shortTime, sizeLabel, type UploadLink } from './files';
import classes from './page.module.css';

function FileIcon({ name }: { name: string }) {
  const ext = extensionOf(name);
  if (ext === 'pdf')
    return (
      <ThemeIcon size={40} variant="light" color="red">
        <IconFileTypePdf size={22} />
      </ThemeIcon>
    );
  if (isImageName(name))
    return (
      <ThemeIcon size={40} variant="light" color="teal">
        <IconPhoto size={22} />
      </ThemeIcon>
    );
  return (
    <ThemeIcon size={40} variant="light" color="gray">
      <IconFile size={22} />
    </ThemeIcon>
  );
}

/** What the record holds now (uploaded from the computer or this phone); refreshed after each upload. */
export function AttachmentList({
  api,
  link,
  queryKey,
}: {
  api: MobileApi;
  link: UploadLink;
  queryKey: readonly unknown[];
}) {
  const list = useQuery({ queryKey, queryFn: () => api.list(link) });
  return (
    <Stack gap="xs" component="section" aria-label="已上传的附件" data-testid="attachment-list">
      <Group justify="space-between" wrap="nowrap">
        <Title order={2} size="h4">
          已上传的附件{list.data ? `（${list.data.length}）` : ''}
        </Title>
        <Button
          variant="subtle"
          size="md"
          px="xs"
          mr={-8}
          leftSection={<IconRefresh size={18} />}
          loading={list.isFetching}
          onClick={() => void list.refetch()}
        >
          刷新
        </Button>
      </Group>
      {list.isPending ? (
        <Stack gap="xs">
          {[0, 1].map((i) => (
            <Skeleton key={i} h={64} radius="md" />
          ))}
        </Stack>
      ) : list.isError ? (
        <Alert color="red" title="附件列表加载失败">
          <Text size="sm">{list.error.message}</Text>
          <Button mt="sm" size="md" variant="light" color="red" onClick={() => void list.refetch()}>
            重试
          </Button>
        </Alert>
      ) : list.data.length === 0 ? (
        <Paper p="lg" withBorder>
          <Text c="dimmed" ta="center">
            还没有附件，拍照或选择文件上传吧
          </Text>
        </Paper>
      ) : (
        list.data.map((f) => (
          <Paper key={f.attsysid} p="sm" withBorder data-testid="attachment">
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <FileIcon name={f.fileName} />
              <Stack gap={2} className={classes.grow}>
                <Text size="sm" fw={500} className={classes.wrap} lineClamp={2}>
                  {f.fileName}
                </Text>
                <Text size="xs" c="dimmed">
                  {[sizeLabel(f.fileSize), shortTime(f.uploadTime), f.uploader].filter(Boolean).join(' · ')}
                </Text>
              </Stack>
            </Group>
          </Paper>
        ))
      )}
    </Stack>
  );
}
