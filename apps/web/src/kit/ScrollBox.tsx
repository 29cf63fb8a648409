import type { ReactNode } from 'react';
import { ScrollArea } from '@mantine/core';

/**
 * A box that scrolls sideways when its content (a wide table) is wider than the page, as on a phone
 * or a tablet: the page itself never scrolls sideways. The box takes the focus, so it can be scrolled
 * with the keyboard (WCAG 2.1.1; axe `scrollable-region-focusable`), and is named by `label`.
 */
export function ScrollBox({ label, children }: { label: string; children: ReactNode }) {
  return <ScrollArea type="auto" viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': label }}>{children}</ScrollArea>;
}
