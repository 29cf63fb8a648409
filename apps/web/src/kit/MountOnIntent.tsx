import { useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';

/**
 * A control whose real component mounts when it is first pointed at or focused; until then a
 * stand-in that looks and reads the same (label, value, role) is shown. For Mantine's selects, date
 * pickers and menus: each holds a popover whose floating position lives in state set from refs. A
 * cached tab shown again re-attaches those refs, which re-renders every such field of the page in
 * the commit that shows it, and the tab bar's menu with the bar at every switch. A control once used
 * stays mounted.
 *
 * The swap is synchronous, in the pointer's or the focus's own event: the press and the click that
 * follow land on the real control, and a focus moves to it.
 */
export function MountOnIntent({ standIn, children }: { standIn: ReactNode; children: () => ReactNode }) {
  const [live, setLive] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const wake = (focus: boolean) => {
    flushSync(() => setLive(true));
    if (focus) box.current?.querySelector<HTMLElement>('input:not([type="hidden"]), button')?.focus();
  };
  return (
    <div
      ref={box}
      style={{ display: 'contents' }}
      onPointerEnter={live ? undefined : () => wake(false)}
      onFocus={live ? undefined : () => wake(true)}
    >
      {live ? children() : standIn}
    </div>
  );
}
