import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { openReasonDialog } from '@/kit/dialogs/ReasonDialog';

/** 通过 with confirmation; resolves once sent (a failure is shown as a notice). */
export function confirmApprove({ title, what, run, onDone }: { title: string; what: string; run: () => Promise<unknown>; onDone?: () => void }) {
  modals.openConfirmModal({
    title,
    centered: true,
    children: <Text size="sm">{what}</Text>,
    labels: { confirm: '确定', cancel: '取消' },
    confirmProps: { color: 'teal' },
    onConfirm: () => {
      run()
        .then(() => { notifications.show({ color: 'green', message: `${title}：已完成` }); onDone?.(); })
        .catch((e: unknown) => notifications.show({ color: 'red', title: `${title}失败`, message: e instanceof Error ? e.message : String(e) }));
    },
  });
}

/** 不通过 with a required reason (the kit's reason dialog keeps it when the call fails). */
export async function askReject({ title, label, description, run, onDone }: { title: string; label: string; description: string; run: (reason: string) => Promise<unknown>; onDone?: () => void }) {
  const ok = await openReasonDialog({ title, label, description, maxLength: 200, onSubmit: run });
  if (ok) { notifications.show({ color: 'green', message: `${title}：已完成` }); onDone?.(); }
}
