import { ActionIcon, Indicator, Tooltip } from '@mantine/core';
import { IconBug } from '@tabler/icons-react';
import { usePlatform } from '@/platform/PlatformContext';
import { useErrorLog } from '@/platform/errorLog';

/** Error-log badge: the count of unread errors (exists as a component; not placed in this shell). */
export function ErrorLogBadge({ onOpen }: { onOpen?: () => void }) {
  const { errorLog } = usePlatform();
  const { entries, read } = useErrorLog(errorLog);
  return (
    <Tooltip label="错误日志">
      <Indicator label={entries.length} disabled={read || !entries.length} size={16} color="red">
        <ActionIcon variant="subtle" aria-label="错误日志" onClick={() => { errorLog.markRead(); onOpen?.(); }}>
          <IconBug size={18} />
        </ActionIcon>
      </Indicator>
    </Tooltip>
  );
}
