import { useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

/**
 * The platform's three widths, from the theme's breakpoints (the same ones AppShell's `breakpoint`
 * uses): a phone below `sm`, a tablet below `lg`, a desktop from `lg` on. The shell (menu drawer,
 * page switcher) and the kit (list rows as cards, one-column details) read the same answer, so no
 * page writes a media query of its own. Read at the first render, so nothing flashes in the wrong
 * layout.
 */
export function useLayoutWidth(): { phone: boolean; tablet: boolean } {
  const { breakpoints } = useMantineTheme();
  const options = { getInitialValueInEffect: false };
  const fromSm = useMediaQuery(`(min-width: ${breakpoints.sm})`, true, options);
  const fromLg = useMediaQuery(`(min-width: ${breakpoints.lg})`, true, options);
  return { phone: !fromSm, tablet: fromSm && !fromLg };
}
