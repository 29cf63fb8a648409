import { Alert, List } from '@mantine/core';
import type { Refused } from './requested';

/** The selected devices a form left out, each with the reason, above what it did take. */
export function RefusedEquipment({
  refused,
  nameOf,
  what,
}: {
  refused: readonly Refused[];
  nameOf: (oidno: string) => string;
  /** What the form does (报检, 办理使用登记), for the title. */
  what: string;
}) {
  if (!refused.length) return null;
  return (
    <Alert color="orange" title={`所选设备中有 ${refused.length} 台不能一并${what}`} data-testid="refused-equipment">
      <List size="sm" spacing={2}>
        {refused.map((r) => (
          <List.Item key={r.oidno}>
            {nameOf(r.oidno)}：{r.reason}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
