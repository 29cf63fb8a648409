import { Button, Group } from '@mantine/core';
import { askReject, confirmApprove } from './audit-actions';

/**
 * The 通过 / 不通过 buttons of an application waiting for its audit: the first confirms, the
 * second asks for the reason; both go `onDone` (back to the list) once the call succeeded.
 */
export function AuditButtons({
  approve,
  reject,
  onDone,
}: {
  approve: { title: string; what: string; done?: string; run: () => Promise<unknown> };
  reject: {
    title: string;
    label: string;
    description: string;
    done?: string;
    run: (reason: string) => Promise<unknown>;
  };
  onDone: () => void;
}) {
  return (
    <Group gap="xs">
      <Button color="teal" onClick={() => confirmApprove({ ...approve, onDone })}>
        {approve.title}
      </Button>
      <Button color="red" variant="light" onClick={() => void askReject({ ...reject, onDone })}>
        {reject.title}
      </Button>
    </Group>
  );
}
