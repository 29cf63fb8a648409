import { shellRoutes, type AppRoute } from '../routes';

/** A menu entry: a page (`to`), an external link (`href`) or a group of entries. */
export interface MenuItem {
  name: string;
  title: string;
  icon?: string;
  to?: string;
  href?: string;
  children?: MenuItem[];
}

const join = (parent: string, path: string) => (path.startsWith('/') ? path : `${parent.replace(/\/$/, '')}/${path}`);

/**
 * The side menu from the route table: hidden routes and routes the user may not open are left out;
 * a parent with a single visible child shows that child directly unless it is `showAlways`.
 */
export function buildMenu(canAccess: (key: string | undefined) => boolean, routes: AppRoute[] = shellRoutes, parent = '/'): MenuItem[] {
  const items: MenuItem[] = [];
  for (const r of routes) {
    if (r.hideInMenu || !canAccess(r.access)) continue;
    const full = join(parent, r.path);
    const children = r.children ? buildMenu(canAccess, r.children, full) : [];
    if (r.children) {
      if (!children.length) continue;
      if (children.length === 1 && !r.showAlways) { items.push(children[0]); continue; }
      items.push({ name: r.name, title: r.title, icon: r.icon, children });
    } else {
      items.push({ name: r.name, title: r.title, icon: r.icon, to: r.href ? undefined : full, href: r.href });
    }
  }
  return items;
}
