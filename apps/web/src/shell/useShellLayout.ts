import { useLayoutWidth } from '@/kit/layout/useLayoutWidth';

/**
 * The shell's three widths (kit/layout/useLayoutWidth: phone below `sm`, tablet below `lg`): below
 * `sm` the menu is a drawer, one account menu, a page switcher instead of tabs; below `lg` the menu
 * starts collapsed to icons and the date goes into the account menu.
 */
export const useShellLayout = useLayoutWidth;
