import { useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import type { Tab, TabStore } from './tabs';

/** Past this many pixels a pressed tab is being dragged, not clicked. */
const DRAG_THRESHOLD = 6;

/**
 * Drag to reorder (mouse and pen; a finger scrolls the strip): past a few pixels the pressed tab
 * follows the pointer, taking the place of the tab it crosses, within its part. `justDragged` tells
 * the click that ends a drag from a click that opens the tab.
 */
export function useTabDrag(
  store: TabStore,
  tabElement: (key: string) => HTMLElement | null | undefined,
  announce: (message: string) => void,
) {
  const drag = useRef<{ key: string; startX: number; moved: boolean } | null>(null);
  const [dragging, setDragging] = useState<string | null>(null);
  const justDragged = useRef(false);
  const onPointerDown = (e: ReactPointerEvent<HTMLElement>, tab: Tab) => {
    justDragged.current = false;
    if (e.button !== 0 || e.pointerType === 'touch' || tab.key === store.homeKey) return;
    drag.current = { key: tab.key, startX: e.clientX, moved: false };
    const onMove = (ev: PointerEvent) => {
      const d = drag.current;
      if (!d) return;
      if (!d.moved && Math.abs(ev.clientX - d.startX) < DRAG_THRESHOLD) return;
      if (!d.moved) {
        d.moved = true;
        setDragging(d.key);
      }
      const list = store.list;
      const from = list.findIndex((t) => t.key === d.key);
      // The tab under the pointer, once the pointer is past its middle towards it.
      for (let i = 0; i < list.length; i++) {
        if (i === from) continue;
        const r = tabElement(list[i].key)?.getBoundingClientRect();
        if (!r || ev.clientX < r.left || ev.clientX > r.right) continue;
        const past = i > from ? ev.clientX > r.left + r.width / 2 : ev.clientX < r.left + r.width / 2;
        if (past) store.moveTo(d.key, i);
        break;
      }
    };
    const onUp = () => {
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerup', onUp);
      window.removeEventListener('pointercancel', onUp);
      const d = drag.current;
      drag.current = null;
      if (d?.moved) {
        justDragged.current = true;
        setDragging(null);
        const place = store.list.findIndex((t) => t.key === d.key) + 1;
        const title = store.list[place - 1]?.title;
        if (title) announce(`「${title}」已移到第 ${place} 位`);
      }
    };
    window.addEventListener('pointermove', onMove);
    window.addEventListener('pointerup', onUp);
    window.addEventListener('pointercancel', onUp);
  };
  return { dragging, justDragged, onPointerDown };
}
