import { useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

/**
 * The three widths of the shell and the kit, from the theme's breakpoints (the same ones AppShell's `breakpoint`
 * uses): a phone below `sm` (menu in a drawer, one account menu, a page switcher instead of tabs),
 * a tablet below `lg` (menu starts collapsed to icons, the date goes into the account menu), a
 * desktop from `lg` on. Read at the first render, so nothing flashes in the wrong layout.
 */
export function useScreenLayout(): { phone: boolean; tablet: boolean } {
  const { breakpoints } = useMantineTheme();
  const options = { getInitialValueInEffect: false };
  const fromSm = useMediaQuery(`(min-width: ${breakpoints.sm})`, true, options);
  const fromLg = useMediaQuery(`(min-width: ${breakpoints.lg})`, true, options);
  return { phone: !fromSm, tablet: fromSm && !fromLg };
}
