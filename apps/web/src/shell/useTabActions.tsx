import { useCallback, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { Stack, Text } from '@mantine/core';
import { findShellRoute } from '@/platform/routing';
import { withDirectMarker } from '@/platform/direct-link';
import { type Tab, type TabStore } from './tabs';
import { tabKey } from '@/platform/tab-identity';
import { queryClientOf } from '@/platform/query-client';
import { usePlatform } from '@/platform/PlatformContext';
import { discardTab, isDirty } from '@/kit/dirty';

/** 确定要关闭「账号信息维护」吗: the question names the pages that ask (spec 2.4's before-close rule). */
const closeQuestion = (titles: readonly string[]) => `确定要关闭${titles.map((t) => `「${t}」`).join('、')}吗`;

/** Asks before closing the named pages; resolves true on confirm. `why` comes first when the user did not ask to close. */
function confirmClose(titles: readonly string[], why?: string): Promise<boolean> {
  return new Promise((resolve) => {
    modals.openConfirmModal({
      title: '提示',
      children: (
        <Stack gap={4}>
          {why && <Text size="sm">{why}</Text>}
          <Text size="sm">{closeQuestion(titles)}？</Text>
        </Stack>
      ),
      labels: { confirm: '确定', cancel: '取消' },
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
    });
  });
}

/**
 * The tab cap's one notice: a new one replaces the one shown (Mantine ignores a second notice with
 * the id of one still shown, so each gets its own id and the previous one is hidden).
 */
let capNotice = 0;
function sayCap(color: 'yellow' | 'blue', message: string) {
  notifications.hide(`tab-cap-${capNotice}`);
  notifications.show({ id: `tab-cap-${++capNotice}`, color, message });
}

/** A tab whose page asks before it closes: its route's before-close rule, or a form on it with unsaved changes. */
const asksBeforeClose = (tab: Tab) => isDirty(tab.key) || !!findShellRoute(tab.pathname)?.route.beforeClose;

/** Closing, pinning, moving, refreshing and navigating between tabs, honouring before-close rules. */
export function useTabActions(store: TabStore) {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = queryClientOf(usePlatform());
  const activeKey = tabKey(location.pathname, location.search);
  // Pages the user chose to keep when the cap asked: not asked about again while they still ask.
  const kept = useRef(new Set<string>());

  const close = useCallback(
    async (keys: string[], stay?: string) => {
      // Home and pinned tabs are never closed (a pinned tab is unpinned first).
      const closing = store.list.filter((t) => keys.includes(t.key) && t.key !== store.homeKey && !t.pinned);
      if (!closing.length) {
        if (stay && stay !== activeKey) navigate(stay);
        return;
      }
      const asking = closing.filter(asksBeforeClose);
      if (asking.length && !(await confirmClose(asking.map((t) => t.title)))) return;
      const closingKeys = closing.map((t) => t.key);
      for (const k of closingKeys) kept.current.delete(k);
      let target: string | undefined;
      if (closingKeys.includes(activeKey))
        target = stay ?? (closingKeys.length === 1 ? store.neighbour(activeKey).key : store.homeKey);
      else if (stay && stay !== activeKey) target = stay;
      for (const k of store.remove(closingKeys)) discardTab(k);
      if (target) navigate(target);
    },
    [store, activeKey, navigate],
  );

  /**
   * The tab cap, run when a page opens a new tab: while more than `max` tabs are open, the least
   * recently used one that is neither pinned, home nor the one shown closes, asking first where its
   * page asks. 取消 keeps that page (it is not asked about again while it still asks) and the cap
   * moves on to the next page; with none left, the tabs stay over the cap and the notice says so.
   * One notice, once the questions are answered, says what closed and what was kept: nothing stacks
   * over the dialog.
   */
  const enforceCap = useCallback(
    async (max: number) => {
      const closed: string[] = [];
      let over = false;
      while (store.list.length > max) {
        const oldest = store.leastRecentlyUsed(activeKey, (t) => kept.current.has(t.key) && asksBeforeClose(t));
        if (!oldest) {
          over = true;
          break;
        }
        const why = `最多同时打开 ${max} 个页面，需要关闭最久未用的「${oldest.title}」。`;
        if (asksBeforeClose(oldest) && !(await confirmClose([oldest.title], why))) {
          kept.current.add(oldest.key);
          continue;
        }
        kept.current.delete(oldest.key);
        for (const k of store.remove([oldest.key])) discardTab(k);
        closed.push(`「${oldest.title}」`);
      }
      const keptTitles = store.list.filter((t) => kept.current.has(t.key)).map((t) => `「${t.title}」`);
      const message = [
        closed.length ? `已关闭最久未用的${closed.join('、')}：最多同时打开 ${max} 个页面。` : '',
        over
          ? `已保留${keptTitles.join('、')}：当前打开 ${store.list.length} 个页面，超过上限 ${max} 个，请保存或关闭不用的页面。`
          : '',
      ].join('');
      if (message) sayCap(over ? 'yellow' : 'blue', message);
    },
    [store, activeKey],
  );

  return {
    activeKey,
    closeOne: (key: string) => close([key]),
    /** Keeps the tab that was right-clicked (not the active one), home and the pinned tabs. */
    closeOthers: (key: string) => close(store.othersThan(key), key),
    /** Every tab but home and the pinned ones; back to home (spec 2.4). */
    closeAll: () => close(store.all(), store.homeKey),
    closeLeft: (key: string) => close(store.leftOf(key), store.leftOf(key).includes(activeKey) ? key : undefined),
    closeRight: (key: string) => close(store.rightOf(key), store.rightOf(key).includes(activeKey) ? key : undefined),
    enforceCap,
    pin: (key: string, pinned: boolean) => store.pin(key, pinned),
    /** Moves a tab by `delta` places within its part; returns its new place (1-based) or 0. */
    move: (key: string, delta: number) => {
      const from = store.list.findIndex((t) => t.key === key);
      return from < 0 ? 0 : store.moveTo(key, from + delta) + 1;
    },
    /** The tab's page in a new window: its address, marked so that it opens directly there. */
    openInNewWindow: (key: string) => {
      window.open(withDirectMarker(key), '_blank', 'noopener');
    },
    refresh: (key: string) => {
      discardTab(key);
      store.refresh(key);
      void queryClient.invalidateQueries();
    },
  };
}
