import type { Option } from '@/kit/options';
import type { FilterSpec, FilterValues } from './types';

/**
 * Builders of the filters a list declares, one line each. The filter type comes from the list it
 * is declared in (`const filters: FilterSpec<Filters>[] = [textFilter('eqpCode', '设备代码')]`), so
 * a name that is not one of the list's filters fails the type check.
 */
type Name<F extends FilterValues> = keyof F & string;

export const textFilter = <F extends FilterValues>(name: Name<F>, label: string, width?: number): FilterSpec<F> => ({
  kind: 'text',
  name,
  label,
  width,
});

export const selectFilter = <F extends FilterValues>(
  name: Name<F>,
  label: string,
  options: Option[],
  width?: number,
): FilterSpec<F> => ({ kind: 'select', name, label, options, width });

export const dateRangeFilter = <F extends FilterValues>(
  from: Name<F>,
  to: Name<F>,
  label: string,
  width?: number,
): FilterSpec<F> => ({ kind: 'dateRange', from, to, label, width });
