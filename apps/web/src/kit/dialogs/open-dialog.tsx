import type { ReactNode } from 'react';
import { modals } from '@mantine/modals';

/**
 * Opens a dialog whose body runs an action: resolves true once the body says it is done (the dialog
 * closes), false when the user closes or cancels it. The confirmation and the reason dialogs share it.
 */
export function openActionDialog(title: ReactNode, body: (close: { onCancel: () => void; onDone: () => void }) => ReactNode): Promise<boolean> {
  return new Promise((resolve) => {
    let settled = false;
    const settle = (ok: boolean) => { if (!settled) { settled = true; resolve(ok); } };
    const id = modals.open({
      title,
      centered: true,
      onClose: () => settle(false),
      children: body({ onCancel: () => modals.close(id), onDone: () => { settle(true); modals.close(id); } }),
    });
  });
}
