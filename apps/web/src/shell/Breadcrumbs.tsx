import { Anchor, Breadcrumbs as MantineBreadcrumbs, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { findShellRoute, homePath } from '@/platform/routing';
import { usePlatform } from '@/platform/PlatformContext';

/** Breadcrumbs from the route chain; routes marked hideInBread are left out. */
export function Breadcrumbs() {
  const { pathname } = useLocation();
  const platform = usePlatform();
  const resolved = findShellRoute(pathname);
  if (!resolved) return null;
  const crumbs = resolved.chain.filter((r) => !r.hideInBread);
  return (
    <MantineBreadcrumbs separator="/" aria-label="面包屑" fz="sm">
      <Anchor component={Link} to={homePath(platform)} size="sm">首页</Anchor>
      {crumbs.map((r, i) =>
        i === crumbs.length - 1 ? <Text key={r.name} size="sm" c="dimmed">{r.title}</Text> : <Text key={r.name} size="sm">{r.title}</Text>,
      )}
    </MantineBreadcrumbs>
  );
}
