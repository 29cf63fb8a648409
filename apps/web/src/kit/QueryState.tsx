import type { ReactNode } from 'react';
import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';

/** Loading, error (with retry) and empty states around a query's content. */
export function QueryState<T>({
  query,
  empty,
  isEmpty,
  children,
  minHeight = 120,
}: {
  query: { isPending: boolean; isError: boolean; error: unknown; data: T | undefined; refetch: () => unknown };
  empty?: ReactNode;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
  minHeight?: number;
}) {
  if (query.isPending)
    return (
      <Center mih={minHeight}>
        <Loader size="sm" aria-label="加载中" />
      </Center>
    );
  if (query.isError) {
    return (
      <Alert color="red" title="加载失败" role="alert">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{query.error instanceof Error ? query.error.message : '服务器开小差了，请稍后再试'}</Text>
          <Button size="xs" variant="light" color="red" onClick={() => void query.refetch()}>
            重试
          </Button>
        </Stack>
      </Alert>
    );
  }
  const data = query.data as T;
  if (isEmpty?.(data)) {
    return (
      <Center mih={minHeight}>
        <Stack align="center" gap={4}>
          <IconInbox color="var(--mantine-color-gray-5)" />
          <Text c="dimmed" size="sm">
            {empty ?? '暂无数据'}
          </Text>
        </Stack>
      </Center>
    );
  }
  return <>{children(data)}</>;
}
