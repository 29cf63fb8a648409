/**
 * The shell's sizes and motion (spec 9: menu width 212 expanded, header 64 px, tab scroll step 240,
 * back-to-top button after 100 px of scroll, scroll animation 500 ms). UI sizes, so they live with
 * the app, not in the SDK.
 */
export const LAYOUT = {
  menuWidth: 212,
  headerHeight: 64,
  tabScrollStep: 240,
  backToTopVisibleAfter: 100,
  scrollDurationMs: 500,
  /** How long a cached page shown again waits to be tall enough for its scroll position. */
  revealScrollPatienceMs: 3000,
} as const;
