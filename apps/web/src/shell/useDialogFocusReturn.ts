import { useEffect, useRef } from 'react';

const DIALOG = '[role="dialog"], [role="alertdialog"]';
/** Popups that close before the dialog they start opens: their opener, not their item, opened it. */
const POPUP = '[role="menu"], [role="listbox"]';

const isShown = (el: Element) => el.isConnected && el.getClientRects().length > 0;

/**
 * Closing a dialog gives the focus back to what opened it (WCAG 2.4.3). Mantine's dialogs return
 * the focus to the element focused when they opened; that fails when the dialog was opened from a
 * menu item (gone with its menu by then) or is mounted only while open (no closing to react to).
 * Here every dialog remembers the last element focused before it, outside menus and list boxes,
 * and when it leaves the page with the focus lost (on the body), that element gets it back, or,
 * when it is gone too (its row deleted, its page closed), `fallback` (the page heading).
 */
export function useDialogFocusReturn(fallback: () => HTMLElement | null) {
  const fallbackRef = useRef(fallback);
  fallbackRef.current = fallback;
  useEffect(() => {
    const openers = new Map<Element, HTMLElement>();
    let last: HTMLElement | null = null;
    const onFocusIn = (e: FocusEvent) => {
      const target = e.target as HTMLElement;
      const dialog = target.closest(DIALOG);
      if (dialog && !openers.has(dialog) && last && !dialog.contains(last)) openers.set(dialog, last);
      if (!target.closest(POPUP)) last = target;
    };
    const onChange = () => {
      for (const [dialog, opener] of openers) {
        if (isShown(dialog)) continue;
        openers.delete(dialog);
        const active = document.activeElement;
        // The focus went somewhere on purpose (Mantine's own return, a navigation's heading).
        if (active && active !== document.body && isShown(active)) continue;
        (isShown(opener) ? opener : fallbackRef.current())?.focus({ preventScroll: true });
      }
    };
    const observer = new MutationObserver(() => {
      if (openers.size) onChange();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    document.addEventListener('focusin', onFocusIn);
    return () => {
      observer.disconnect();
      document.removeEventListener('focusin', onFocusIn);
    };
  }, []);
}
