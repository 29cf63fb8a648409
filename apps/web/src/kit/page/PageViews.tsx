import { Fragment, type ReactNode } from 'react';
import { Group, SegmentedControl } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { SAME_TAB_STATE } from '@/platform/tab-identity';
import type { PagePrefetch } from '@/platform/page-loader';

/** One view of a page: a list of operators, their certificates, their employment, … */
export interface PageView {
  value: string;
  label: string;
  render: () => ReactNode;
  /** The view's data, started with its route (a list's `prefetchList`). */
  prefetch?: PagePrefetch;
}

/**
 * The prefetch of a page with views, declared once at module level with the views: the data of the
 * view the address names (the first without `?view=`).
 */
export const viewsPrefetch =
  (views: readonly PageView[], param = 'view'): PagePrefetch =>
  (platform, at) => {
    const current = views.find((v) => v.value === at.search.get(param)) ?? views[0];
    return current?.prefetch?.(platform, at) ?? Promise.resolve();
  };

/**
 * Views of one page, switched by a segmented control and kept in the address (`?view=`; the first
 * view is the page without it), so a reload, a tab and a link keep the view. Switching starts the
 * new view from its own defaults (the other view's filters are dropped) and keeps the page's tab.
 */
export function PageViews({
  views,
  label = '查看内容',
  param = 'view',
  extra,
}: {
  views: PageView[];
  label?: string;
  param?: string;
  /** Beside the control (a hint, a button). */ extra?: ReactNode;
}) {
  const [params, setParams] = useSearchParams();
  const current = views.find((v) => v.value === params.get(param)) ?? views[0];
  const select = (value: string) =>
    setParams(value === views[0].value ? {} : { [param]: value }, { replace: true, state: SAME_TAB_STATE });
  return (
    <>
      <Group mb="md" justify="space-between">
        <SegmentedControl
          aria-label={label}
          data={views.map(({ value, label: l }) => ({ value, label: l }))}
          value={current.value}
          onChange={select}
        />
        {extra}
      </Group>
      <Fragment key={current.value}>{current.render()}</Fragment>
    </>
  );
}
