import { useState, type ReactNode } from 'react';
import { Alert, Badge, Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { components } from '@tzsb/sdk';
import { usePlatform } from '@/platform/PlatformContext';
import { fetchAttachments } from '@/kit/attachments/api';
import { AttachmentList } from '@/kit/attachments/AttachmentList';
import { PageCard } from '@/kit/PageCard';
import { openReasonDialog } from '@/kit/dialogs/ReasonDialog';
import { openConfirmDialog } from '@/kit/dialogs/ConfirmDialog';
import { HistoryTimeline, type HistoryItem } from '@/kit/detail/DetailView';
import type { RowAction } from '@/kit/list/types';
import { ACTION_LABELS, allowedActions, confirmText, missingAttachments, statusTag, type Lifecycle, type LifecycleAction } from './lifecycle';

/** The status of an application as a coloured tag with its text. */
export function StatusTag<Row>({ lifecycle, row, size = 'md' }: { lifecycle: Lifecycle<Row>; row: Row; size?: 'sm' | 'md' | 'lg' }) {
  const t = statusTag(lifecycle, row);
  return <Badge color={t.color} variant="light" size={size} data-status={lifecycle.status(row) ?? ''}>{t.text}</Badge>;
}

type Acting = Exclude<LifecycleAction, 'view' | 'edit'>;

/**
 * Runs a lifecycle action with what it needs first: a confirmation (or a required reason), and for
 * submit the attachments' completeness. On success it says so and invalidates the object's query-key root; a
 * failure shows the server's message (in the reason dialog when there is one, keeping the reason).
 */
function useLifecycleRunner<Row>(lifecycle: Lifecycle<Row>, opts: { name: (row: Row) => string; invalidate?: QueryKey; onDone?: (action: Acting, row: Row) => void }) {
  const platform = usePlatform();
  const qc = useQueryClient();

  const checkAttachments = async (row: Row) => {
    const a = lifecycle.attachments;
    if (!a?.required.length) return;
    const ref = a.of(row);
    const files = ref ? await fetchAttachments(platform, ref) : [];
    const missing = missingAttachments(a.required, files ?? []);
    if (missing.length) throw new Error(`附件不完整，请先上传：${missing.join('、')}`);
  };

  const perform = async (action: Acting, row: Row, reason?: string) => {
    const call = lifecycle.calls[action];
    if (!call) return;
    if (action === 'submit') {
      await checkAttachments(row);
      const refusal = await lifecycle.completeness?.(row);
      if (refusal) throw new Error(refusal);
    }
    await call(row, reason);
    if (opts.invalidate) void qc.invalidateQueries({ queryKey: opts.invalidate });
    notifications.show({ color: 'green', message: `${ACTION_LABELS[action]}成功` });
    opts.onDone?.(action, row);
  };

  /**
   * Asks, then performs in the dialog that asked: its button is busy until the answer, a failure is
   * shown in it (never thrown). Resolves once the dialog is closed.
   */
  const run = (action: Acting, row: Row): Promise<boolean> => {
    const label = ACTION_LABELS[action];
    const reasonLabel = lifecycle.reasonFor?.[action];
    if (reasonLabel) return openReasonDialog({ title: `${label}${lifecycle.noun}`, label: reasonLabel, description: `${lifecycle.noun}「${opts.name(row)}」`, onSubmit: (r) => perform(action, row, r) });
    return openConfirmDialog({
      title: `确认${label}`,
      message: confirmText(action, lifecycle.noun, opts.name(row)),
      color: action === 'submit' ? 'teal' : 'red',
      onConfirm: () => perform(action, row),
    });
  };

  return { run, allowed: (row: Row) => allowedActions(lifecycle, lifecycle.status(row)) };
}

const ACTING_ORDER: Acting[] = ['submit', 'revoke', 'rollback', 'cancel', 'delete'];

/**
 * Row actions of a list of applications: 查看 and 修改 (the page's own), then every action the row's
 * status allows, in a fixed order, each hidden where not allowed.
 */
export function useLifecycleRowActions<Row>(lifecycle: Lifecycle<Row>, opts: { name: (row: Row) => string; onView?: (row: Row) => void; onEdit?: (row: Row) => void; invalidate?: QueryKey }): RowAction<Row>[] {
  const runner = useLifecycleRunner(lifecycle, opts);
  const actions: RowAction<Row>[] = [];
  if (opts.onView) actions.push({ label: ACTION_LABELS.view, onClick: opts.onView });
  if (opts.onEdit) actions.push({ label: ACTION_LABELS.edit, onClick: opts.onEdit, hidden: (r) => !runner.allowed(r).includes('edit') });
  for (const a of ACTING_ORDER) {
    if (!lifecycle.calls[a]) continue;
    actions.push({ label: ACTION_LABELS[a], color: a === 'submit' ? 'teal' : a === 'delete' || a === 'cancel' ? 'red' : 'orange', onClick: (r) => runner.run(a, r), hidden: (r) => !runner.allowed(r).includes(a) });
  }
  return actions;
}

/** The action buttons of one application (a detail page's heading). */
export function LifecycleButtons<Row>({ lifecycle, row, name, onEdit, invalidate, onDone }: { lifecycle: Lifecycle<Row>; row: Row; name: string; onEdit?: () => void; invalidate?: QueryKey; onDone?: (action: Acting) => void }) {
  const runner = useLifecycleRunner(lifecycle, { name: () => name, invalidate, onDone: (a) => onDone?.(a) });
  const allowed = runner.allowed(row);
  // One action at a time: a second click while its dialog is open or its call runs opens nothing.
  const [acting, setActing] = useState<Acting | null>(null);
  const act = (a: Acting) => {
    if (acting) return;
    setActing(a);
    void runner.run(a, row).finally(() => setActing(null));
  };
  return (
    <Group gap="xs">
      {onEdit && allowed.includes('edit') && <Button variant="light" onClick={onEdit}>{ACTION_LABELS.edit}</Button>}
      {ACTING_ORDER.filter((a) => allowed.includes(a)).map((a) => (
        <Button key={a} variant={a === 'submit' ? 'filled' : 'light'} color={a === 'submit' ? 'teal' : a === 'delete' || a === 'cancel' ? 'red' : 'orange'} loading={acting === a} disabled={!!acting && acting !== a} onClick={() => act(a)}>{ACTION_LABELS[a]}</Button>
      ))}
    </Group>
  );
}

/**
 * The audit opinion of an application (showOpinion-style): who decided, when, and what they said;
 * red when the application was returned or refused.
 */
export function OpinionAlert({ opinion, by, time, refused, title }: { opinion?: string | null; by?: string | null; time?: string | null; refused?: boolean; title?: string }) {
  if (!opinion) return null;
  return (
    <Alert color={refused ? 'red' : 'teal'} title={title ?? (refused ? '退回意见' : '审核意见')} mb="md" data-testid="audit-opinion">
      <Text size="sm">{opinion}</Text>
      {(by || time) && <Text size="xs" c="dimmed" mt={4}>{[by, time].filter(Boolean).join(' · ')}</Text>}
    </Alert>
  );
}

/** One step of an application's flow (the contract's HandleStep shape, or anything mapped to it). */
export interface FlowStep { stepNo?: number; stepName: string; handler?: string | null; handleOrg?: string | null; handleTime?: string | null; opinion?: string | null; status?: string; statusName?: string }

const STEP_COLOR: Record<string, string> = { '0': 'gray', '1': 'blue', '2': 'teal', '3': 'red' };

/**
 * The flow of an application: each step with its state, handler, time and opinion. With
 * `reachedOnly`, steps not started yet (status 0) are drawn as not reached.
 */
export function FlowTimeline({ steps, empty, reachedOnly }: { steps: readonly FlowStep[]; empty?: ReactNode; reachedOnly?: boolean }) {
  if (!steps.length) return <Text size="sm" c="dimmed">{empty ?? '尚未进入办理流程'}</Text>;
  const items: HistoryItem[] = steps.map((s, i) => ({
    key: `${s.stepNo ?? i}-${s.stepName}`,
    title: (
      <Group gap="xs">
        <Text size="sm" fw={600}>{s.stepName}</Text>
        {s.statusName && <Badge size="sm" variant="light" color={STEP_COLOR[s.status ?? ''] ?? 'gray'}>{s.statusName}</Badge>}
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
 * was returned), the flow, and the submitted attachments. `files` is left out while the application
 * is still editable: the page's attachment panel shows them then.
 */
export function ApplicationTrail({ opinion, opinionTitle = '办理意见', opinionTime, returned, steps, files }: { opinion?: string | null; opinionTitle?: string; /** When the opinion was given. */ opinionTime?: string | null; returned?: boolean; steps: readonly FlowStep[]; files?: readonly components['schemas']['Attachment'][] }) {
  return (
    <>
      {opinion && (
        <PageCard title={opinionTitle}>
          <OpinionAlert opinion={opinion} time={opinionTime} refused={returned} title={returned ? '退回意见' : opinionTitle} />
        </PageCard>
      )}
      <PageCard title="办理流程"><FlowTimeline steps={steps} empty="尚未提交，提交后进入办理流程" /></PageCard>
      {files && <PageCard title="附件"><AttachmentList files={files} /></PageCard>}
    </>
  );
}
