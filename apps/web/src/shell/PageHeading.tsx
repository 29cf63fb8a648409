import { type Ref } from 'react';
import { Anchor, Group, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { findShellRoute, homePath } from '@/platform/routing';
import { usePlatform } from '@/platform/PlatformContext';
import classes from './Shell.module.css';

/** The id of the page heading: the skip link's target. */
export const PAGE_HEADING_ID = 'page-heading';

/**
 * Above every page: the breadcrumbs of its route chain (routes marked hideInBread left out), then
 * the route's title as the page's one `h1`, where they end. Pages title their cards with lower
 * headings, so each page has exactly one h1. The heading takes the focus after a navigation and
 * from the skip link (`tabIndex=-1`: focusable by script, not in the Tab order).
 */
export function PageHeading({ headingRef }: { headingRef: Ref<HTMLHeadingElement> }) {
  const { pathname } = useLocation();
  const platform = usePlatform();
  const resolved = findShellRoute(pathname);
  if (!resolved) return null;
  const ancestors = resolved.chain.filter((r) => !r.hideInBread && r !== resolved.route);
  const separator = (
    <span aria-hidden className={classes.crumbSeparator}>
      /
    </span>
  );
  return (
    <Group px="md" py={8} gap={0} className={classes.crumbs}>
      <nav aria-label="面包屑" className={classes.crumbTrail}>
        <Anchor component={Link} to={homePath(platform)} size="sm">
          首页
        </Anchor>
        {separator}
        {ancestors.map((r) => (
          <span key={r.name} className={classes.crumb}>
            <Text span size="sm">
              {r.title}
            </Text>
            {separator}
          </span>
        ))}
      </nav>
      <h1 id={PAGE_HEADING_ID} ref={headingRef} tabIndex={-1} className={classes.pageHeading}>
        {resolved.route.title}
      </h1>
    </Group>
  );
}
