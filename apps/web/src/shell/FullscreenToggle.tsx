import { ActionIcon, Tooltip } from '@mantine/core';
import { useFullscreenDocument } from '@mantine/hooks';
import { IconMaximize, IconMinimize } from '@tabler/icons-react';

/** Full-screen toggle (exists as a component; the shell does not place it, as in the spec). */
export function FullscreenToggle() {
  const { toggle, fullscreen } = useFullscreenDocument();
  return (
    <Tooltip label={fullscreen ? '退出全屏' : '全屏'}>
      <ActionIcon variant="subtle" onClick={toggle} aria-label={fullscreen ? '退出全屏' : '全屏'}>
        {fullscreen ? <IconMinimize size={18} /> : <IconMaximize size={18} />}
      </ActionIcon>
    </Tooltip>
  );
}
