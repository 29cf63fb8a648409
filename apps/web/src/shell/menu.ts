import { isBranch, routeTree, type TreeNode } from '@/platform/routing';

/** A menu entry: a page (`to`), an external link (`href`) or a group of entries (a section or a menu group). */
export interface MenuItem {
  name: string;
  title: string;
  icon?: string;
  to?: string;
  href?: string;
  children?: MenuItem[];
}

/**
 * The side menu from the route tree, at any depth: hidden routes and routes the user may not open
 * are left out; a section or group with a single visible entry shows that entry directly unless it
 * is `showAlways`; one with none is left out.
 */
export function buildMenu(
  canAccess: (key: string | undefined) => boolean,
  nodes: TreeNode[] = routeTree(),
): MenuItem[] {
  const items: MenuItem[] = [];
  for (const n of nodes) {
    if (n.hideInMenu || !canAccess(n.access)) continue;
    if (isBranch(n)) {
      const children = buildMenu(canAccess, n.children);
      if (!children.length) continue;
      if (children.length === 1 && !n.showAlways) {
        items.push(children[0]);
        continue;
      }
      items.push({ name: n.name, title: n.title, icon: n.icon, children });
    } else {
      items.push({ name: n.name, title: n.title, icon: n.icon, to: n.href ? undefined : n.path, href: n.href });
    }
  }
  return items;
}

/** The entries of a menu, groups opened, in order: the pages a user can reach from it. */
export const menuPages = (items: MenuItem[]): MenuItem[] =>
  items.flatMap((i) => (i.children ? menuPages(i.children) : [i]));

/** The names of the groups from the top down to the entry with this address, if any. */
export function menuTrail(items: MenuItem[], to: string): string[] {
  for (const i of items) {
    if (i.to === to) return [];
    if (i.children) {
      const below = menuTrail(i.children, to);
      if (below.length || i.children.some((c) => c.to === to)) return [i.name, ...below];
    }
  }
  return [];
}
