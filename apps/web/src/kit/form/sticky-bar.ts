/**
 * The submit bar on phones: stays at the bottom of the screen while the form scrolls under it. On the
 * sandbox it reaches below its buttons by the height of the corner mark (模拟环境), which would
 * otherwise cover the first button's corner and take its taps.
 */
export const STICKY_BAR = {
  position: 'sticky',
  bottom: 0,
  zIndex: 5,
  boxShadow: '0 -2px 8px rgba(0, 0, 0, 0.08)',
  background: 'var(--mantine-color-body)',
  paddingBottom: 'var(--sandbox-mark-height, 0px)',
} as const;
