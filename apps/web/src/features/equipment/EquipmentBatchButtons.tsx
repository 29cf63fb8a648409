import { Button } from '@mantine/core';
import { IconClipboardCheck, IconId } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { usePlatform } from '@/platform/PlatformContext';
import { linkTo, routeAllowed } from '@/platform/routing';
import type { RequestedState } from '@/shared/equipment/requested';

export type BatchWork = 'declare' | 'register';

const WORK = {
  declare: { label: '批量报检', route: 'company_service_online_apply', icon: IconClipboardCheck },
  register: { label: '办理使用登记', route: 'use_record_apply', icon: IconId },
} as const;

/**
 * Work on the selected rows at once: one 定期检验报检, or one 使用登记, opened with them (the form
 * takes those it can and says why not the others). Offered where the role may open that form.
 */
export function EquipmentBatchButtons({
  selected,
  work,
}: {
  selected: readonly { oidno: string; eqpName: string }[];
  work: readonly BatchWork[];
}) {
  const navigate = useNavigate();
  const { session } = usePlatform();
  const state: RequestedState = { equipmentNames: Object.fromEntries(selected.map((r) => [r.oidno, r.eqpName])) };
  const oidnos = selected.map((r) => r.oidno).join(',');
  return work
    .filter((w) => routeAllowed(WORK[w].route, (k) => session.canAccess(k)))
    .map((w) => {
      const { label, route, icon: Icon } = WORK[w];
      return (
        <Button
          key={w}
          variant="light"
          leftSection={<Icon size={16} />}
          disabled={!selected.length}
          onClick={() => navigate(linkTo(route, { oidnos }), { state })}
        >
          {selected.length ? `${label}（${selected.length}）` : label}
        </Button>
      );
    });
}
