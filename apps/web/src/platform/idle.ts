let preloadStarted = false;

/**
 * Runs `work` (fetching code for later) once the browser is idle, soon after where
 * requestIdleCallback is missing. The first such run marks `tzsb:preload` in the performance
 * timeline: what a page fetches before that mark is what it needed to show (bench/speed.mjs).
 */
export function whenIdle(work: () => void, timeout = 2000) {
  if (typeof window === 'undefined') return;
  const run = () => {
    if (!preloadStarted) {
      preloadStarted = true;
      performance.mark('tzsb:preload');
    }
    work();
  };
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout });
  else setTimeout(run, 200);
}
