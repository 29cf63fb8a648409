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

/**
 * Scrolls the window to `y` as soon as the page is tall enough: a page rendered anew grows as its
 * data arrives. Gives up when the user scrolls, types or clicks first, or after `patienceMs`.
 * Returns the function that stops it (another page shown).
 */
export function restoreScroll(y: number, patienceMs = 10_000): () => void {
  if (y <= 0 || typeof ResizeObserver === 'undefined') {
    window.scrollTo(0, Math.max(0, y));
    return () => undefined;
  }
  const userEvents = ['wheel', 'keydown', 'pointerdown', 'touchstart'] as const;
  const attempt = () => {
    window.scrollTo(0, y);
    if (Math.abs(window.scrollY - y) < 1) stop();
  };
  const observer = new ResizeObserver(attempt);
  const timer = setTimeout(() => stop(), patienceMs);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
    for (const e of userEvents) window.removeEventListener(e, stop);
  }
  for (const e of userEvents) window.addEventListener(e, stop, { passive: true });
  // The content area grows with the page (the body may keep the viewport's height).
  for (const el of [document.querySelector('main'), document.body]) if (el) observer.observe(el);
  attempt();
  return stop;
}
