import type { ReactNode } from 'react';
import type { ModalProps } from '@mantine/core';
import { modals } from '@mantine/modals';
import { trackDialogDraft, type DialogDraft } from '@/kit/form/dialog-drafts';

/**
 * Opens a dialog whose body runs an action: resolves true once the body says it is done (the dialog
 * closes), false when the user closes or cancels it. The confirmation and the reason dialogs share it.
 * With a `draftKey` the body keeps a draft (dialog-drafts.ts): the dialog is opened again after a
 * time-out login, and the same promise settles when that one is done. `modal` sets the dialog's
 * size and whether a click outside closes it (a form's dialog keeps what is typed).
 */
export function openActionDialog(
  title: ReactNode,
  body: (close: { onCancel: () => void; onDone: () => void }, draft: DialogDraft | null) => ReactNode,
  draftKey?: string | null,
  modal: Pick<ModalProps, 'size' | 'closeOnClickOutside'> = {},
): Promise<boolean> {
  return new Promise((resolve) => {
    let settled = false;
    const settle = (ok: boolean) => {
      if (!settled) {
        settled = true;
        resolve(ok);
      }
    };
    const show = () => {
      const draft = draftKey ? trackDialogDraft(draftKey, show) : null;
      const id = modals.open({
        title,
        ...modal,
        centered: true,
        onClose: () => {
          draft?.close();
          settle(false);
        },
        children: body(
          {
            onCancel: () => modals.close(id),
            onDone: () => {
              draft?.close();
              settle(true);
              modals.close(id);
            },
          },
          draft,
        ),
      });
    };
    show();
  });
}
