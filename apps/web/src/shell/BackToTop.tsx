import { memo } from 'react';
import { Affix, ActionIcon, Transition } from '@mantine/core';
import { useWindowScroll } from '@mantine/hooks';
import { IconArrowUp } from '@tabler/icons-react';
import { LAYOUT } from '@/platform/layout';
import { scrollToTop } from './scroll';

/** Appears after 100 px of scroll; scrolls back up in 500 ms. */
export const BackToTop = memo(function BackToTop() {
  const [scroll] = useWindowScroll();
  return (
    <Affix position={{ bottom: 32, right: 32 }}>
      <Transition transition="slide-up" mounted={scroll.y > LAYOUT.backToTopVisibleAfter}>
        {(styles) => (
          <ActionIcon
            size="xl"
            radius="xl"
            style={styles}
            aria-label="返回顶部"
            onClick={() => scrollToTop(LAYOUT.scrollDurationMs)}
          >
            <IconArrowUp />
          </ActionIcon>
        )}
      </Transition>
    </Affix>
  );
});
