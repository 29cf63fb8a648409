import { Alert, Anchor, Badge, Box, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { usePlatform, useSessionState } from '@/platform/PlatformContext';
import { QueryState } from '@/kit/QueryState';
import { FlowTimeline } from '@/kit/lifecycle/ApplicationTrail';
import { useApplyProgress } from '@/features/registration/api/apply-progress';
import { useApplySteps } from '@/features/registration/api/apply-steps';
import { useApplicationFlow, type FlowKind } from '@/shared/application/api/application-flow';
import { FLOW_KIND_NAMES, isFlowKind } from '@/shared/application/flow-kinds';
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

/** The flow of any other kind of application, from the flow progress every detail page shows. */
function KindFlowLog({ kind, id }: { kind: FlowKind; id: string }) {
  const flow = useApplicationFlow(['flow-log'], kind, id);
  return (
    <QueryState query={flow} minHeight={120}>
      {(f) => (
        <Stack gap="md">
          <Group gap="lg" data-testid="flow-log-summary">
            {f.applyNo && (
              <Text size="sm">
                申请编号 <b>{f.applyNo}</b>
              </Text>
            )}
            <Badge variant="light">{f.statusName}</Badge>
            {f.currentStepName ? (
              <>
                <Text size="sm">当前环节：{f.currentStepName}</Text>
                <Text size="sm">当前办理：{f.currentHandler}</Text>
                <Text size="sm">下一步：{f.nextStepName}</Text>
              </>
            ) : (
              <Text size="sm">流程已结束</Text>
            )}
          </Group>
          <FlowTimeline steps={f.steps} reachedOnly />
        </Stack>
      )}
    </QueryState>
  );
}

/**
 * 流程日志 (/flowLog-single?id=&kind=): the flow of one application on its own page (no shell), for
 * links and printing. A use-registration application (no `kind`) reads its documented progress and
 * steps; the other kinds the flow progress their detail pages show. Reachable without a session like
 * the other standalone pages; the flow itself is the unit's data, so it is fetched only with a
 * session (a new window opened from the detail has one).
 */
export default function FlowLogPage() {
  const { config } = usePlatform();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const kindParam = params.get('kind');
  const kind = isFlowKind(kindParam) && kindParam !== 'useRegistApply' ? kindParam : null;
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
              <Title order={2}>{kind ? FLOW_KIND_NAMES[kind] : '使用登记'}办理流程日志</Title>
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
            kind ? (
              <KindFlowLog kind={kind} id={id} />
            ) : (
              <FlowLog id={id} />
            )
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
