import { useCallback, useEffect, useRef, type RefObject } from 'react';

/**
 * The focus rule after a navigation to another page: the new page's heading takes the focus, so the
 * next Tab is in the page. Not where the focus is on the tab bar (switching tabs there). Decided in
 * the next frame, not at once: if the user has moved the focus by then, with a key or the pointer
 * (on a busy phone the frame comes late), it stays where they put it. A focus the page moves itself
 * (the phone's menu drawer gives it back to its button as it closes) does not count.
 *
 * Returns the function to call once per navigation; a later call replaces a decision still pending.
 */
export function useHeadingFocus(heading: RefObject<HTMLElement | null>, tabBar: RefObject<HTMLElement | null>) {
  const pending = useRef<(() => void) | null>(null);
  useEffect(() => () => pending.current?.(), []);
  return useCallback(() => {
    pending.current?.();
    const from = document.activeElement;
    let userActed = false;
    const acted = () => {
      userActed = true;
    };
    document.addEventListener('keydown', acted, true);
    document.addEventListener('pointerdown', acted, true);
    const stop = () => {
      document.removeEventListener('keydown', acted, true);
      document.removeEventListener('pointerdown', acted, true);
      pending.current = null;
    };
    const frame = requestAnimationFrame(() => {
      stop();
      const now = document.activeElement;
      if (tabBar.current?.contains(now) || (userActed && now !== from)) return;
      heading.current?.focus({ preventScroll: true });
    });
    pending.current = () => {
      cancelAnimationFrame(frame);
      stop();
    };
  }, [heading, tabBar]);
}
