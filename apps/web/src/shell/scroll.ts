/** Scrolls the window to the top over `duration` ms (ease-out), as the spec's 500 ms animation. */
export function scrollToTop(duration: number, target: Window | HTMLElement = window) {
  const from = target instanceof Window ? target.scrollY : target.scrollTop;
  if (from <= 0) return;
  const set = (y: number) => (target instanceof Window ? target.scrollTo(0, y) : (target.scrollTop = y));
  const start = performance.now();
  const step = (t: number) => {
    const p = Math.min(1, (t - start) / duration);
    set(from * (1 - (1 - (1 - p) ** 3)));
    if (p < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}
