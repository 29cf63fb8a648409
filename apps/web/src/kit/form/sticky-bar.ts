/** The submit bar on phones: stays at the bottom of the screen while the form scrolls under it. */
export const STICKY_BAR = {
  position: 'sticky',
  bottom: 0,
  zIndex: 5,
  boxShadow: '0 -2px 8px rgba(0, 0, 0, 0.08)',
} as const;
