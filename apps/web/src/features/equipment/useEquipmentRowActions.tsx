import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { usePlatform } from '@/platform/PlatformContext';
import { openBlob } from '@/kit/blob';
import type { RowAction } from '@/kit/list/types';
import { equipmentInFlowQuery } from '@/shared/equipment/api/equipment-in-flow';
import { equipmentDetailKey } from './api/equipment-detail';
import { fetchEquipmentUseSign } from './api/equipment-use-sign';
import { archivePath, equipmentFormPath } from './links';

/** Rows of classes with their own pipeline form and archive share these actions too. */
interface EditableRow {
  oidno: string;
  equclacode: string;
  useStatus?: string | null;
}

/**
 * The row actions of the equipment lists: 查看档案, 修改 (refused while the equipment is in a flow)
 * and 打印使用标志 (registered equipment only; the PDF opens in a new window).
 */
/** 报废 and 注销 equipment is closed: its record is no longer changed. */
export const isClosed = (useStatus: string | null | undefined) => useStatus === '3' || useStatus === '4';

export function useEquipmentRowActions() {
  const platform = usePlatform();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const archive: RowAction<EditableRow> = {
    label: '查看档案',
    onClick: (r) => {
      const to = archivePath(r.equclacode, r.oidno);
      if (!to) return;
      // The row was just fetched: an archive kept in its tab since is older (a status the regulator
      // changed meanwhile), so it is fetched again as it is shown, never contradicting the row.
      void queryClient.invalidateQueries({ queryKey: equipmentDetailKey(r.oidno), refetchType: 'none' });
      navigate(to);
    },
    hidden: (r) => !archivePath(r.equclacode, r.oidno),
  };
  const edit: RowAction<EditableRow> = {
    label: '修改',
    hidden: (r) => isClosed(r.useStatus),
    onClick: async (r) => {
      const flow = await queryClient.fetchQuery(equipmentInFlowQuery(platform, r.oidno));
      if (flow.inFlow) {
        modals.open({
          title: '设备正在办理业务',
          children: (
            <Text size="sm">
              该设备正在办理「{flow.flowName ?? '其他业务'}」
              {flow.applyNo
                ? `（申请编号 ${flow.applyNo}${flow.flowStatusName ? `，${flow.flowStatusName}` : ''}）`
                : ''}
              ，办结后才能修改设备信息。
            </Text>
          ),
        });
        return;
      }
      navigate(equipmentFormPath(r.equclacode, r.oidno, 'edit'));
    },
  };
  const printUseSign: RowAction<EditableRow & { registCode?: string | null; eqpName?: string }> = {
    label: '打印使用标志',
    // The server refuses unregistered equipment.
    hidden: (r) => !r.registCode || r.useStatus === '0',
    onClick: async (r) => {
      const name = await openBlob(
        () => fetchEquipmentUseSign(platform, r.oidno),
        `${r.eqpName ?? r.oidno}使用标志.pdf`,
      );
      notifications.show({ color: 'green', message: `已打开：${name}` });
    },
  };
  return { archive, edit, printUseSign };
}
