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
  const set = (y: number) => (target instanceof Window ? target.scrollTo(0, y) : (target.scrollTop = y));
  const start = performance.now();
  const step = (t: number) => {
    const p = Math.min(1, (t - start) / duration);
    set(from * (1 - (1 - (1 - p) ** 3)));
    running = p < 1 ? requestAnimationFrame(step) : undefined;
  };
  running = requestAnimationFrame(step);
}
