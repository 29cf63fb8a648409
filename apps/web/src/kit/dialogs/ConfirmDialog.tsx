import type { ReactNode } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useSubmit } from '@/kit/useSubmit';
import { openActionDialog } from './open-dialog';

export interface ConfirmDialogOptions {
  /** Dialog title, e.g. 确认提交. */
  title: string;
  /** What is about to happen, e.g. 确定提交申请「…」吗？ */
  message: ReactNode;
  /** Confirm button text (default 确定). */
  confirmLabel?: string;
  /** Confirm button colour (default red: most confirmed actions delete or end something). */
  color?: string;
  /** Sends the action; a rejection shows its message in the dialog, which stays open. */
  onConfirm: () => Promise<unknown>;
}

/**
 * A confirmation that stays open while its action runs: the confirm button is busy from the click
 * until the answer (a second click or Enter sends nothing), a failure is shown inside the dialog,
 * and an action that timed out is not sent again without the user's word (useSubmit). Resolves true
 * once the action succeeded, false when the user cancelled.
 */
export function openConfirmDialog(options: ConfirmDialogOptions): Promise<boolean> {
  return openActionDialog(options.title, ({ onCancel, onDone }) => (
    <ConfirmBody options={options} onCancel={onCancel} onDone={onDone} />
  ));
}

function ConfirmBody({
  options,
  onCancel,
  onDone,
}: {
  options: ConfirmDialogOptions;
  onCancel: () => void;
  onDone: () => void;
}) {
  const { busy, failure, run } = useSubmit();
  const confirm = async () => {
    const r = await run('submit', options.onConfirm);
    if (r?.ok) onDone();
  };
  return (
    <Stack gap="sm">
      {typeof options.message === 'string' ? <Text size="sm">{options.message}</Text> : options.message}
      {failure && (
        <Alert color="red" role="alert" title={`${options.title.replace(/^确认/, '')}失败`}>
          {failure}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel} disabled={!!busy}>
          取消
        </Button>
        <Button color={options.color ?? 'red'} loading={!!busy} onClick={() => void confirm()} data-autofocus>
          {options.confirmLabel ?? '确定'}
        </Button>
      </Group>
    </Stack>
  );
}
