import { useRef, type ComponentProps } from 'react';
import { Alert, Badge, Box, Button, Center, FileButton, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCamera, IconCircleCheck, IconClockX, IconLink, IconPhoto, IconWifiOff } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@tzsb/sdk';
import type { MobileApi, UploadToken } from './api';
import type { AppConfig } from './config';
import { PICKER_ACCEPT, type UploadLink } from './files';
import { Notice } from './Notice';
import { UploadQueue } from './UploadQueue';
import { AttachmentList } from './AttachmentList';
import { useUploads } from './useUploads';
import classes from './page.module.css';

/** A failed envelope (or the session kind) means the server refused the token: expired or used up. */
const refused = (e: unknown) => isApiError(e) && (e.kind === 'business' || e.kind === 'session');

export function UploadPage({ api, config, link }: { api: MobileApi; config: AppConfig; link: UploadLink | null }) {
  return (
    <Box className={classes.page}>
      <header className={classes.header}>
        <Text size="xs" c="blue.1" lineClamp={1}>
          {config.platformTitle}
        </Text>
        <Title order={1} className={classes.title}>
          手机上传附件
        </Title>
      </header>
      <main className={classes.main}>
        {link ? (
          <CheckedPage api={api} config={config} link={link} />
        ) : (
          <Notice
            icon={<IconLink size={40} />}
            color="orange"
            title="链接不完整"
            message="这个链接缺少上传凭证，无法上传附件。"
            hint="请在电脑端的附件区域点击“手机上传”，再用手机扫描显示的二维码。"
          />
        )}
      </main>
    </Box>
  );
}

function CheckedPage({ api, config, link }: { api: MobileApi; config: AppConfig; link: UploadLink }) {
  const check = useQuery({
    queryKey: ['check', link.token, link.id],
    queryFn: () => api.check(link),
    retry: (count, e) => !refused(e) && count < 2,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
  if (check.isPending) {
    return (
      <Center py={80}>
        <Stack align="center" gap="sm">
          <Loader />
          <Text c="dimmed">正在验证二维码…</Text>
        </Stack>
      </Center>
    );
  }
  if (check.isError && !refused(check.error)) {
    return (
      <Notice
        icon={<IconWifiOff size={40} />}
        color="gray"
        title="暂时无法连接服务器"
        message={check.error.message}
        hint="请检查手机网络后重试。"
        action={
          <Button size="lg" fullWidth onClick={() => void check.refetch()} loading={check.isFetching}>
            重试
          </Button>
        }
      />
    );
  }
  if (check.isError || !check.data?.valid) {
    return (
      <Notice
        icon={<IconClockX size={40} />}
        color="red"
        title="二维码已失效"
        message={check.isError ? check.error.message : '二维码已过期或已失效'}
        hint="请在电脑端重新点击“手机上传”生成新的二维码，再用手机扫描。"
      />
    );
  }
  return <Uploader api={api} config={config} link={link} token={check.data} />;
}

function Uploader({
  api,
  config,
  link,
  token,
}: {
  api: MobileApi;
  config: AppConfig;
  link: UploadLink;
  token: UploadToken;
}) {
  const qc = useQueryClient();
  const listKey = ['list', link.token, link.id];
  const uploads = useUploads({
    api,
    link,
    compress: { maxEdge: config.imageMaxEdge, quality: config.imageQuality, minBytes: 512 * 1024 },
    maxBytes: config.maxFileSizeMb * 1024 * 1024,
    onUploaded: () => void qc.invalidateQueries({ queryKey: listKey }),
  });
  const resetCamera = useRef<() => void>(null);
  const resetPicker = useRef<() => void>(null);
  const doneCount = uploads.items.filter((i) => i.status === 'done').length;
  const allDone = doneCount > 0 && !uploads.busy && uploads.items.every((i) => i.status === 'done');

  return (
    <Stack gap="md">
      <Paper p="md" shadow="sm" withBorder data-testid="record">
        <Text size="sm" c="dimmed">
          上传到
        </Text>
        <Text fw={600} size="lg" className={classes.wrap}>
          {token.recordTitle || '业务记录附件'}
        </Text>
        {token.unitName && (
          <Text size="sm" c="dimmed" mt={2}>
            {token.unitName}
          </Text>
        )}
        <Group gap="xs" mt="xs">
          {token.attType && (
            <Badge variant="light" size="lg" radius="sm">
              {token.attType}
            </Badge>
          )}
          {token.expireTime && (
            <Text size="xs" c="dimmed">
              二维码有效期至 {token.expireTime}
            </Text>
          )}
        </Group>
      </Paper>

      <Stack gap="sm">
        <FileButton
          resetRef={resetCamera}
          accept="image/*"
          capture="environment"
          onChange={(file) => {
            if (file) uploads.add([file]);
            resetCamera.current?.();
          }}
          inputProps={{ 'aria-label': '拍照', 'data-testid': 'camera-input' } as ComponentProps<'input'>}
        >
          {(props) => (
            <Button {...props} size="xl" h={64} fullWidth leftSection={<IconCamera size={26} />}>
              拍照上传
            </Button>
          )}
        </FileButton>
        <FileButton
          resetRef={resetPicker}
          accept={PICKER_ACCEPT}
          multiple
          onChange={(files) => {
            if (files.length) uploads.add(files);
            resetPicker.current?.();
          }}
          inputProps={{ 'aria-label': '选择照片或文件', 'data-testid': 'file-input' } as ComponentProps<'input'>}
        >
          {(props) => (
            <Button {...props} size="xl" h={64} fullWidth variant="light" leftSection={<IconPhoto size={26} />}>
              从相册或文件选择
            </Button>
          )}
        </FileButton>
        <Text size="sm" c="dimmed" ta="center">
          支持 jpg、png 照片和 pdf 文件，单个不超过 {config.maxFileSizeMb}{' '}
          MB，可一次选择多个；较大的照片会自动压缩后上传。
        </Text>
      </Stack>

      {allDone && (
        <Alert color="green" icon={<IconCircleCheck />} title="上传完成" data-testid="all-done">
          已上传 {doneCount} 个文件，电脑端的附件列表会自动刷新。可以继续上传，或关闭本页。
        </Alert>
      )}

      <UploadQueue items={uploads.items} onRetry={uploads.retry} onRemove={uploads.remove} />

      <AttachmentList api={api} link={link} queryKey={listKey} />
    </Stack>
  );
}
