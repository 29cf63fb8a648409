import { Button, Center, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { linkTo } from '@/platform/routing';

const TEXT = {
  '401': { title: '无权访问', body: '您没有访问该页面的权限，如需开通请联系单位管理员。' },
  '404': { title: '页面不存在', body: '您访问的页面不存在或已被移除，请检查地址是否正确。' },
  '500': { title: '服务器出错了', body: '服务器开小差了，请稍后再试。' },
} as const;

/** The 401 / 404 / 500 pages: what happened and a way home. */
export function ErrorScreen({ code, detail }: { code: keyof typeof TEXT; detail?: string }) {
  const t = TEXT[code];
  return (
    <Center mih="100vh" bg="gray.0">
      <Stack align="center" gap="md" maw={520} p="xl">
        <Text fz={96} fw={800} c="blue.6" lh={1}>
          {code}
        </Text>
        <Title order={2}>{t.title}</Title>
        <Text c="dimmed" ta="center">
          {t.body}
        </Text>
        {detail && (
          <Text c="dimmed" size="sm" ta="center">
            {detail}
          </Text>
        )}
        <Group>
          <Button component={Link} to={linkTo('home')}>
            返回首页
          </Button>
          <Button variant="default" onClick={() => history.back()}>
            返回上一页
          </Button>
        </Group>
      </Stack>
    </Center>
  );
}
