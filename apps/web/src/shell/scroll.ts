let running: number | undefined;

/** Stops a scroll animation still under way (another page is being shown). */
export function stopScrolling() {
  if (running !== undefined) cancelAnimationFrame(running);
  running = undefined;
}

/**
 * Scrolls the window to the top over `duration` ms (ease-out), as the spec's 500 ms animation. A
 * new call, or `stopScrolling`, ends the one under way.
 */
export function scrollToTop(duration: number, target: Window | HTMLElement = window) {
  stopScrolling();
  const from = target instanceof Window ? target.scrollY : target.scrollTop;
  if (from <= 0) return;
  // Less motion asked for: straight to the top.
  if (typeof matchMedia !== 'undefined' && matchMedia('(prefers-reduced-motion: reduce)').matches) duration = 0;
  const set = (y: number) => (target instanceof Window ? target.scrollTo(0, y) : (target.scrollTop = y));
  const start = performance.now();
  const step = (t: number) => {
    const p = duration > 0 ? Math.min(1, (t - start) / duration) : 1;
    set(from * (1 - (1 - (1 - p) ** 3)));
    running = p < 1 ? requestAnimationFrame(step) : undefined;
  };
  running = requestAnimationFrame(step);
}
