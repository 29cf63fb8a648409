import type { ReactNode } from 'react';

/**
 * A box that scrolls sideways when its content (a wide table) is wider than the page, as on a phone
 * or a tablet: the page itself never scrolls sideways. The box takes the focus, so it can be scrolled
 * with the keyboard (WCAG 2.1.1; axe `scrollable-region-focusable`), and is named by `label`.
 */
export function ScrollBox({ label, children }: { label: string; children: ReactNode }) {
  // A plain scrolling box, not Mantine's ScrollArea: that one keeps its viewport and scrollbars in
  // state set from refs and resize observers, so a cached list shown again re-rendered it and ran
  // its effects in the commit that showed the page, which slowed every tab switch.
  return (
    <div
      tabIndex={0}
      role="region"
      aria-label={label}
      className="mantine-focus-auto"
      style={{ overflowX: 'auto', scrollbarWidth: 'thin' }}
    >
      {children}
    </div>
  );
}
