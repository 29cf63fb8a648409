import { useRef, useState } from 'react';
import { notifications } from '@mantine/notifications';
import { openReasonDialog } from '@/kit/dialogs/ReasonDialog';
import { openConfirmDialog } from '@/kit/dialogs/ConfirmDialog';
import { failureMessage } from '@/kit/useSubmit';
import type { RowAction } from './types';

/**
 * Runs a list's row actions: asks for a reason or a confirmation first when the action declares
 * one, and reports a failure. `isRunning` says which are running now.
 */
export function useRowActionRunner<Row>(rowKey: (row: Row) => string) {
  // Row actions running now (row key and label): busy from the click until the answer, so a second
  // click sends nothing.
  const [running, setRunning] = useState<ReadonlySet<string>>(new Set());
  const inFlight = useRef(new Set<string>());
  const runAction = (a: RowAction<Row>, row: Row) => {
    const id = `${rowKey(row)}\u0000${a.label}`;
    if (inFlight.current.has(id)) return;
    const track = async (work: () => unknown) => {
      inFlight.current.add(id);
      setRunning(new Set(inFlight.current));
      try {
        await work();
      } finally {
        inFlight.current.delete(id);
        setRunning(new Set(inFlight.current));
      }
    };
    if (a.reason) {
      void track(() =>
        openReasonDialog({
          title: a.label,
          label: a.reason!.label,
          description: a.reason!.description?.(row),
          color: a.color,
          onSubmit: async (reason) => {
            await a.onClick(row, reason);
          },
        }),
      );
      return;
    }
    if (a.confirm) {
      // The dialog stays open and busy until the answer, and shows a failure itself.
      void track(() =>
        openConfirmDialog({
          title: `确认${a.label}`,
          message: a.confirm!(row),
          confirmLabel: '确定',
          color: a.color ?? 'red',
          onConfirm: async () => {
            await a.onClick(row);
          },
        }),
      );
      return;
    }
    void track(async () => {
      try {
        await a.onClick(row);
      } catch (e) {
        notifications.show({ color: 'red', title: `${a.label}失败`, message: failureMessage(e) });
      }
    });
  };
  const isRunning = (a: RowAction<Row>, row: Row) => running.has(`${rowKey(row)}\u0000${a.label}`);
  return { runAction, isRunning };
}
