import type { QueryKey } from '@tanstack/react-query';
import { Anchor, Badge, Group, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { PageCard } from '@/kit/PageCard';
import { QueryState } from '@/kit/QueryState';
import { FlowTimeline } from '@/kit/lifecycle/ApplicationTrail';
import { linkTo } from '@/platform/routing';
import { useApplicationFlow, type FlowKind } from './api/application-flow';

/**
 * 办理进度: where an application stands — its status, the current step and who holds it, what comes
 * next — and its flow (each step's handler, time and opinion), with the printable flow log a click
 * away in a new window.
 */
export function ApplicationFlowCard({
  objectKey,
  bizType,
  id,
}: {
  objectKey: QueryKey;
  bizType: FlowKind;
  id: string;
}) {
  const flow = useApplicationFlow(objectKey, bizType, id);
  return (
    <PageCard
      title="办理进度"
      actions={
        <Anchor
          href={linkTo('flow_log_single', { id, kind: bizType })}
          target="_blank"
          rel="noopener"
          size="sm"
          aria-label="流程日志（新窗口打开）"
        >
          <Group gap={4} wrap="nowrap">
            流程日志
            <IconExternalLink size={14} />
          </Group>
        </Anchor>
      }
    >
      <QueryState query={flow} minHeight={80}>
        {(f) => (
          <>
            <Group gap="lg" mb="md" data-testid="flow-summary">
              <Badge variant="light" color={f.finished ? 'teal' : 'blue'}>
                {f.statusName}
              </Badge>
              {f.finished ? (
                <Text size="sm">流程已结束</Text>
              ) : (
                <>
                  <Text size="sm">
                    当前环节：<b>{f.currentStepName}</b>
                  </Text>
                  <Text size="sm">当前办理：{f.currentHandler}</Text>
                  <Text size="sm">下一步：{f.nextStepName}</Text>
                </>
              )}
            </Group>
            <FlowTimeline steps={f.steps} reachedOnly />
          </>
        )}
      </QueryState>
    </PageCard>
  );
}
