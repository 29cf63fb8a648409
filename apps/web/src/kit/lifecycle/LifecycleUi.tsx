import { useState } from 'react';
import { Badge, Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { usePlatform } from '@/platform/PlatformContext';
import { fetchAttachments } from '@/kit/attachments/api';
import { openReasonDialog } from '@/kit/dialogs/ReasonDialog';
import { openConfirmDialog } from '@/kit/dialogs/ConfirmDialog';
import type { ColumnSpec, RowAction } from '@/kit/list/types';
import {
  ACTION_LABELS,
  allowedActions,
  confirmText,
  missingAttachments,
  statusTag,
  type Lifecycle,
  type LifecycleAction,
} from './lifecycle';

/** The status of an application as a coloured tag with its text. */
export function StatusTag<Row>({
  lifecycle,
  row,
  size = 'md',
}: {
  lifecycle: Lifecycle<Row>;
  row: Row;
  size?: 'sm' | 'md' | 'lg';
}) {
  const t = statusTag(lifecycle, row);
  return (
    <Badge color={t.color} variant="light" size={size} data-status={lifecycle.status(row) ?? ''}>
      {t.text}
    </Badge>
  );
}

/** A list's status column: each row's status as a small tag (a status tag on a phone's card with `role`). */
export const statusColumn = <Row,>(
  lifecycle: Lifecycle<Row>,
  { title = '状态', width, role }: { title?: string; width?: number; role?: 'status' },
): ColumnSpec<Row> => ({
  id: 'status',
  title,
  ...(role ? { role } : {}),
  width,
  render: (r) => <StatusTag lifecycle={lifecycle} row={r} size="sm" />,
});

type Acting = Exclude<LifecycleAction, 'view' | 'edit'>;

/**
 * Runs a lifecycle action with what it needs first: a confirmation (or a required reason), and for
 * submit the attachments' completeness. On success it says so and invalidates what the action makes stale; a
 * failure shows the server's message (in the reason dialog when there is one, keeping the reason).
 */
function useLifecycleRunner<Row>(
  lifecycle: Lifecycle<Row>,
  opts: { name: (row: Row) => string; invalidate?: readonly QueryKey[]; onDone?: (action: Acting, row: Row) => void },
) {
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
    for (const queryKey of opts.invalidate ?? []) void qc.invalidateQueries({ queryKey });
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
    if (reasonLabel)
      return openReasonDialog({
        title: `${label}${lifecycle.noun}`,
        label: reasonLabel,
        description: `${lifecycle.noun}「${opts.name(row)}」`,
        onSubmit: (r) => perform(action, row, r),
      });
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
export function useLifecycleRowActions<Row>(
  lifecycle: Lifecycle<Row>,
  opts: {
    name: (row: Row) => string;
    onView?: (row: Row) => void;
    onEdit?: (row: Row) => void;
    invalidate?: readonly QueryKey[];
  },
): RowAction<Row>[] {
  const runner = useLifecycleRunner(lifecycle, opts);
  const actions: RowAction<Row>[] = [];
  if (opts.onView) actions.push({ label: ACTION_LABELS.view, onClick: opts.onView });
  if (opts.onEdit)
    actions.push({
      label: ACTION_LABELS.edit,
      onClick: opts.onEdit,
      hidden: (r) => !runner.allowed(r).includes('edit'),
    });
  for (const a of ACTING_ORDER) {
    if (!lifecycle.calls[a]) continue;
    actions.push({
      label: ACTION_LABELS[a],
      color: a === 'submit' ? 'teal' : a === 'delete' || a === 'cancel' ? 'red' : 'orange',
      onClick: (r) => runner.run(a, r),
      hidden: (r) => !runner.allowed(r).includes(a),
    });
  }
  return actions;
}

/** The action buttons of one application (a detail page's heading). */
export function LifecycleButtons<Row>({
  lifecycle,
  row,
  name,
  onEdit,
  invalidate,
  onDone,
}: {
  lifecycle: Lifecycle<Row>;
  row: Row;
  name: string;
  onEdit?: () => void;
  invalidate?: readonly QueryKey[];
  onDone?: (action: Acting) => void;
}) {
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
      {onEdit && allowed.includes('edit') && (
        <Button variant="light" onClick={onEdit}>
          {ACTION_LABELS.edit}
        </Button>
      )}
      {ACTING_ORDER.filter((a) => allowed.includes(a)).map((a) => (
        <Button
          key={a}
          variant={a === 'submit' ? 'filled' : 'light'}
          color={a === 'submit' ? 'teal' : a === 'delete' || a === 'cancel' ? 'red' : 'orange'}
          loading={acting === a}
          disabled={!!acting && acting !== a}
          onClick={() => act(a)}
        >
          {ACTION_LABELS[a]}
        </Button>
      ))}
    </Group>
  );
}
