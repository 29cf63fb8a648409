import { type ReactNode } from 'react';
import { Alert, Badge, Group, Text } from '@mantine/core';
import type { components } from '@tzsb/sdk';
import { AttachmentList } from '@/kit/attachments/AttachmentList';
import { PageCard } from '@/kit/PageCard';
import { HistoryTimeline, type HistoryItem } from '@/kit/detail/DetailView';

/**
 * The audit opinion of an application (showOpinion-style): who decided, when, and what they said;
 * red when the application was returned or refused.
 */
export function OpinionAlert({
  opinion,
  by,
  time,
  refused,
  title,
}: {
  opinion?: string | null;
  by?: string | null;
  time?: string | null;
  refused?: boolean;
  title?: string;
}) {
  if (!opinion) return null;
  return (
    <Alert
      color={refused ? 'red' : 'teal'}
      title={title ?? (refused ? '退回意见' : '审核意见')}
      mb="md"
      data-testid="audit-opinion"
    >
      <Text size="sm">{opinion}</Text>
      {(by || time) && (
        <Text size="xs" c="dimmed" mt={4}>
          {[by, time].filter(Boolean).join(' · ')}
        </Text>
      )}
    </Alert>
  );
}

/** One step of an application's flow (the contract's HandleStep shape, or anything mapped to it). */
export interface FlowStep {
  stepNo?: number;
  stepName: string;
  handler?: string | null;
  handleOrg?: string | null;
  handleTime?: string | null;
  opinion?: string | null;
  status?: string;
  statusName?: string;
}

const STEP_COLOR: Record<string, string> = { '0': 'gray', '1': 'blue', '2': 'teal', '3': 'red' };

/**
 * The flow of an application: each step with its state, handler, time and opinion. With
 * `reachedOnly`, steps not started yet (status 0) are drawn as not reached.
 */
export function FlowTimeline({
  steps,
  empty,
  reachedOnly,
}: {
  steps: readonly FlowStep[];
  empty?: ReactNode;
  reachedOnly?: boolean;
}) {
  if (!steps.length)
    return (
      <Text size="sm" c="dimmed">
        {empty ?? '尚未进入办理流程'}
      </Text>
    );
  const items: HistoryItem[] = steps.map((s, i) => ({
    key: `${s.stepNo ?? i}-${s.stepName}`,
    title: (
      <Group gap="xs">
        <Text size="sm" fw={600}>
          {s.stepName}
        </Text>
        {s.statusName && (
          <Badge size="sm" variant="light" color={STEP_COLOR[s.status ?? ''] ?? 'gray'}>
            {s.statusName}
          </Badge>
        )}
      </Group>
    ),
    time: s.handleTime,
    operator: [s.handler, s.handleOrg].filter(Boolean).join('（') + (s.handler && s.handleOrg ? '）' : ''),
    description: s.opinion,
  }));
  const reached = reachedOnly ? steps.reduce((last, s, i) => (s.status && s.status !== '0' ? i : last), -1) : undefined;
  return <HistoryTimeline items={items} active={reached} />;
}

/**
 * What a detail page shows below an application's own sections: the opinion (titled 退回意见 when it
 * was returned), where the application stands (`flow`: the page's flow card), and the submitted
 * attachments. `files` is left out while the application is still editable: the page's attachment
 * panel shows them then.
 */
export function ApplicationTrail({
  opinion,
  opinionTitle = '办理意见',
  opinionTime,
  returned,
  flow,
  files,
}: {
  opinion?: string | null;
  opinionTitle?: string;
  /** When the opinion was given. */ opinionTime?: string | null;
  returned?: boolean;
  flow: ReactNode;
  files?: readonly components['schemas']['Attachment'][];
}) {
  return (
    <>
      {opinion && (
        <PageCard title={opinionTitle}>
          <OpinionAlert
            opinion={opinion}
            time={opinionTime}
            refused={returned}
            title={returned ? '退回意见' : opinionTitle}
          />
        </PageCard>
      )}
      {flow}
      {files && (
        <PageCard title="附件">
          <AttachmentList files={files} />
        </PageCard>
      )}
    </>
  );
}
