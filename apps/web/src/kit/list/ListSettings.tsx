import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Button, Loader, Popover } from '@mantine/core';
import { IconBookmark, IconColumns } from '@tabler/icons-react';
import { MountOnIntent } from '@/kit/MountOnIntent';
import type { ColumnSettingsProps } from './ColumnSettingsPanel';
import type { SavedFiltersProps } from './SavedFiltersPanel';

const ColumnSettingsPanel = lazy(() => import('./ColumnSettingsPanel'));
const SavedFiltersPanel = lazy(() => import('./SavedFiltersPanel'));

/**
 * A toolbar button that opens a panel: until first pointed at or focused a plain button (no
 * popover to re-position when a cached tab is shown again), and the panel's code loads when it opens.
 */
function PanelButton({
  label,
  icon,
  width,
  panel,
}: {
  label: string;
  icon: ReactNode;
  width: number;
  panel: (close: () => void) => ReactNode;
}) {
  const [opened, setOpened] = useState(false);
  const button = (
    <Button variant="default" leftSection={icon} aria-haspopup="dialog" aria-expanded={opened}>
      {label}
    </Button>
  );
  return (
    <MountOnIntent standIn={button}>
      {() => (
        <Popover opened={opened} onChange={setOpened} position="bottom-end" shadow="md" width={width} trapFocus>
          <Popover.Target>
            <Button variant="default" leftSection={icon} onClick={() => setOpened((o) => !o)}>
              {label}
            </Button>
          </Popover.Target>
          <Popover.Dropdown aria-label={label}>
            <Suspense fallback={<Loader size="sm" aria-label="加载中" />}>{panel(() => setOpened(false))}</Suspense>
          </Popover.Dropdown>
        </Popover>
      )}
    </MountOnIntent>
  );
}

/** 列设置: which columns show (a card's fields on a phone), their order, the density. */
export function ColumnSettings<Row>(props: ColumnSettingsProps<Row>) {
  return (
    <PanelButton
      label="列设置"
      icon={<IconColumns size={16} />}
      width={300}
      panel={() => <ColumnSettingsPanel {...(props as ColumnSettingsProps<unknown>)} />}
    />
  );
}

/** 常用筛选: the filters saved by name, applied in a click; the current ones saved under a name. */
export function SavedFilters(props: Omit<SavedFiltersProps, 'close'>) {
  return (
    <PanelButton
      label="常用筛选"
      icon={<IconBookmark size={16} />}
      width={280}
      panel={(close) => <SavedFiltersPanel {...props} close={close} />}
    />
  );
}
