import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { modals } from '@mantine/modals';
import { Text } from '@mantine/core';
import { MESSAGES } from '@tzsb/sdk';
import { findShellRoute } from '@/platform/routing';
import { type TabStore } from './tabs';
import { tabKey } from '@/platform/tabIdentity';
import { queryClientOf } from '@/platform/queryClient';
import { usePlatform } from '@/platform/PlatformContext';
import { isDirty, markDirty } from '@/kit/dirty';

/** Asks 确定要关闭这一页吗; resolves true on confirm. */
export function confirmClose(): Promise<boolean> {
  return new Promise((resolve) => {
    modals.openConfirmModal({
      title: '提示',
      children: <Text size="sm">{MESSAGES.confirmCloseTab}</Text>,
      labels: { confirm: '确定', cancel: '取消' },
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
    });
  });
}

/** Closing, refreshing and navigating between tabs, honouring before-close rules. */
export function useTabActions(store: TabStore) {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = queryClientOf(usePlatform());
  const activeKey = tabKey(location.pathname, location.search);

  const close = useCallback(
    async (keys: string[], stay?: string) => {
      const closing = keys.filter((k) => k !== store.homeKey);
      if (!closing.length) return;
      const guarded = closing.some((k) => isDirty(k) || findShellRoute(store.list.find((t) => t.key === k)?.pathname ?? '')?.route.beforeClose);
      if (guarded && !(await confirmClose())) return;
      let target: string | undefined;
      if (closing.includes(activeKey)) target = stay ?? (closing.length === 1 ? store.neighbour(activeKey).key : store.homeKey);
      else if (stay && stay !== activeKey) target = stay;
      for (const k of store.remove(closing)) markDirty(k, false);
      if (target) navigate(target);
    },
    [store, activeKey, navigate],
  );

  return {
    activeKey,
    closeOne: (key: string) => close([key]),
    /** Keeps the tab that was right-clicked (not the active one) and home. */
    closeOthers: (key: string) => close(store.othersThan(key), key),
    closeAll: () => close(store.all(), store.homeKey),
    closeLeft: (key: string) => close(store.leftOf(key), store.leftOf(key).includes(activeKey) ? key : undefined),
    closeRight: (key: string) => close(store.rightOf(key), store.rightOf(key).includes(activeKey) ? key : undefined),
    refresh: (key: string) => {
      store.refresh(key);
      void queryClient.invalidateQueries();
    },
  };
}
