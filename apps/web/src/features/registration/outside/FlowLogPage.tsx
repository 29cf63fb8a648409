import { Alert, Anchor, Badge, Box, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { usePlatform, useSessionState } from '@/platform/PlatformContext';
import { QueryState } from '@/kit/QueryState';
import { FlowTimeline } from '@/kit/lifecycle/ApplicationTrail';
import { useApplyProgress } from '@/features/registration/api/apply-progress';
import { useApplySteps } from '@/features/registration/api/apply-steps';
import classes from './FlowLogPage.module.css';
import { linkTo } from '@/platform/routing';

function FlowLog({ id }: { id: string }) {
  const progress = useApplyProgress(id);
  const steps = useApplySteps(id);
  return (
    <Stack gap="md">
      <QueryState query={progress} minHeight={60}>
        {(p) => (
          <Group gap="lg" data-testid="flow-log-summary">
            <Text size="sm">
              申请编号 <b>{p.applyNo}</b>
            </Text>
            <Badge variant="light">{p.statusName}</Badge>
            {p.currentStepName && (
              <Text size="sm">
                当前环节：{p.currentStepName}
                {p.currentHandler ? `（${p.currentHandler}）` : ''}
              </Text>
            )}
            {p.deadline && <Text size="sm">办理截止：{p.deadline}</Text>}
          </Group>
        )}
      </QueryState>
      <QueryState query={steps} minHeight={120} isEmpty={(s) => !s.length} empty="尚未进入办理流程">
        {(s) => <FlowTimeline steps={s} reachedOnly />}
      </QueryState>
    </Stack>
  );
}

/**
 * 流程日志 (/flowLog-single?id=): the flow of one application on its own page (no shell), for links
 * and printing. Reachable without a session like the other standalone pages; the flow itself is the
 * unit's data, so it is fetched only with a session (a new window opened from the detail has one).
 */
export default function FlowLogPage() {
  const { config } = usePlatform();
  const id = useSearchParams()[0].get('id') ?? '';
  const { loggedIn } = useSessionState();
  return (
    <Box mih="100vh" bg="var(--mantine-color-gray-1)" py="lg" className={classes.page}>
      <Container size={860}>
        <Paper withBorder radius="md" p="xl" className={classes.sheet}>
          <Group justify="space-between" align="flex-start" mb="md">
            <div>
              <Text size="sm" c="dimmed">
                {config.cityName}
                {config.platformTitle}
              </Text>
              <Title order={2}>使用登记办理流程日志</Title>
            </div>
            <Button
              variant="light"
              leftSection={<IconPrinter size={16} />}
              onClick={() => window.print()}
              className={classes.noPrint}
            >
              打印
            </Button>
          </Group>
          {!id ? (
            <Alert color="orange" title="缺少申请编号">
              请从使用登记申请详情中的「流程日志」打开本页。
            </Alert>
          ) : loggedIn ? (
            <FlowLog id={id} />
          ) : (
            <Alert color="blue" title="请先登录">
              流程日志只对申请单位开放，
              <Anchor component={Link} to={linkTo('login')} size="sm" c="blue.9" fw={600} underline="always">
                登录
              </Anchor>
              后重新打开本链接即可查看。
            </Alert>
          )}
        </Paper>
      </Container>
    </Box>
  );
}
