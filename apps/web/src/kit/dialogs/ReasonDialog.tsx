import { useState } from 'react';
import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useSubmit } from '@/kit/useSubmit';
import { dialogDraftKey, useDialogDraft, type DialogDraft } from '@/kit/form/dialog-drafts';
import { DraftRestoredAlert } from '@/kit/form/DraftRestoredAlert';
import { openActionDialog } from './open-dialog';

export interface ReasonDialogOptions {
  /** Dialog title, e.g. 不通过 / 解聘. */
  title: string;
  /** What is asked for, e.g. 不通过原因 (the field's label; its required message derives from it). */
  label: string;
  /** A line above the field: what is being refused, dismissed or returned. */
  description?: string;
  /** Confirm button text (default 确定). */
  confirmLabel?: string;
  /** Confirm button colour (default red: these actions refuse or end something). */
  color?: string;
  maxLength?: number;
  /** Sends the action; a rejection shows its message in the dialog and keeps what was typed. */
  onSubmit: (reason: string) => Promise<unknown>;
}

/**
 * A dialog that asks for a required reason before an action that refuses or ends something (an
 * audit's 不通过, a dismissal, a return). The dialog stays open while the call runs; a failure is
 * shown inside it with the reason kept, so nothing typed is lost; the reason is a local draft until
 * the dialog is closed or succeeds (dialog-drafts.ts), so a session time-out loses none of it either.
 * Resolves true once the action succeeded, false when the user cancelled.
 */
export function openReasonDialog(options: ReasonDialogOptions): Promise<boolean> {
  const key = dialogDraftKey('reason', options.title, options.label, options.description ?? null);
  return openActionDialog(
    options.title,
    ({ onCancel, onDone }, draft) => <ReasonForm options={options} draft={draft} onCancel={onCancel} onDone={onDone} />,
    key,
  );
}

function ReasonForm({
  options,
  draft,
  onCancel,
  onDone,
}: {
  options: ReasonDialogOptions;
  draft: DialogDraft | null;
  onCancel: () => void;
  onDone: () => void;
}) {
  const [reason, setReason] = useState('');
  const kept = useDialogDraft<{ reason: string }>(
    draft,
    () => ({ reason }),
    reason !== '',
    [reason],
    (values) => setReason(values.reason ?? ''),
  );
  const [error, setError] = useState<string | null>(null);
  const { busy, failure, run } = useSubmit();
  const maxLength = options.maxLength ?? 500;

  const submit = async () => {
    const text = reason.trim();
    if (!text) {
      setError(`请填写${options.label}`);
      return;
    }
    setError(null);
    const r = await run('submit', () => options.onSubmit(text));
    if (r?.ok) onDone();
  };

  return (
    <Stack gap="sm">
      {kept.restoredAt && (
        <DraftRestoredAlert
          savedAt={kept.restoredAt}
          onDiscard={() => {
            kept.discard();
            setReason('');
          }}
        />
      )}
      {options.description && <Text size="sm">{options.description}</Text>}
      <Textarea
        label={options.label}
        required
        autosize
        minRows={3}
        maxLength={maxLength}
        value={reason}
        error={error}
        onChange={(e) => {
          setReason(e.currentTarget.value);
          if (error) setError(null);
        }}
        data-autofocus
        description={`${reason.length}/${maxLength}`}
      />
      {failure && (
        <Alert color="red" role="alert" title={`${options.title}失败`}>
          {failure}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel} disabled={!!busy}>
          取消
        </Button>
        <Button color={options.color ?? 'red'} loading={!!busy} onClick={() => void submit()}>
          {options.confirmLabel ?? '确定'}
        </Button>
      </Group>
    </Stack>
  );
}
