import type { DetailSection } from '@/kit/detail/DetailView';
import { notifications } from '@mantine/notifications';
import { openReasonDialog } from '@/kit/dialogs/ReasonDialog';
import { openConfirmDialog } from '@/kit/dialogs/ConfirmDialog';

/** 通过 with confirmation: the dialog is busy until the answer and shows a failure itself; resolves true once done. */
export function confirmApprove({
  title,
  what,
  done,
  run,
  onDone,
}: {
  title: string;
  what: string;
  /** What the notice says once done (which application, what became of it); by default 已 + the title. */
  done?: string;
  run: () => Promise<unknown>;
  onDone?: () => void;
}) {
  // The dialog stays open and busy until the answer, and shows a failure itself.
  return openConfirmDialog({
    title,
    message: what,
    color: 'teal',
    onConfirm: async () => {
      await run();
      notifications.show({ color: 'green', message: done ?? `已${title}` });
      onDone?.();
    },
  });
}

/** 不通过 with a required reason (the kit's reason dialog keeps it when the call fails). */
export async function askReject({
  title,
  label,
  description,
  done,
  run,
  onDone,
}: {
  title: string;
  label: string;
  description: string;
  /** What the notice says once done; by default 已 + the title. */
  done?: string;
  run: (reason: string) => Promise<unknown>;
  onDone?: () => void;
}) {
  const ok = await openReasonDialog({ title, label, description, maxLength: 200, onSubmit: run });
  if (ok) {
    notifications.show({ color: 'green', message: done ?? `已${title}` });
    onDone?.();
  }
}

/** The 审核信息 section of an audited application (empty while it waits), with the label of its opinion. */
export const auditSection = (
  r: {
    status: string;
    statusName?: string | null;
    auditor?: string | null;
    auditTime?: string | null;
    auditOpinion?: string | null;
  },
  opinionLabel = '审核意见',
): DetailSection => ({
  title: '审核信息',
  fields:
    r.status === '0'
      ? []
      : [
          { label: '审核结果', value: r.statusName },
          { label: '审核人', value: r.auditor },
          { label: '审核时间', value: r.auditTime },
          { label: opinionLabel, value: r.auditOpinion, span: 3 },
        ],
  empty: '尚未审核',
});
