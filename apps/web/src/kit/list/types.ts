import type { ReactNode } from 'react';
import type { Option } from '@/kit/options';
import type { PersonalKind } from '@/platform/personal-data';

/** Filters are strings in the address; a page maps them to the contract's body. */
export type FilterValues = Record<string, string>;

/**
 * The filter values of a list whose names are fields of the contract's request body `Body`: a
 * renamed or removed contract field fails the type check (`FiltersOf<EquipmentQuery, 'eqpCode'>`).
 */
export type FiltersOf<Body, K extends keyof Body & string> = { [P in K]: string };

export type FilterSpec<F extends FilterValues> =
  | { kind: 'text'; name: keyof F & string; label: string; placeholder?: string; width?: number }
  | {
      kind: 'select';
      name: keyof F & string;
      label: string;
      options: Option[];
      width?: number;
      /** false: a value is always chosen (no 全部). */ clearable?: boolean;
      /** The value before another is chosen, which 重置 restores (with `clearable: false`). */ defaultValue?: string;
    }
  | { kind: 'equipmentType'; name: keyof F & string; label?: string; width?: number }
  | { kind: 'dateRange'; from: keyof F & string; to: keyof F & string; label: string; width?: number };

/** The empty value of every filter (and of the hidden ones), or its declared default: what 重置 restores. */
export function filterDefaults<F extends FilterValues>(
  specs: readonly FilterSpec<F>[],
  hidden: readonly (keyof F & string)[] = [],
): F {
  const names = specs.flatMap((s) => (s.kind === 'dateRange' ? [s.from, s.to] : [s.name]));
  const given = specs.flatMap((s) => (s.kind === 'select' && s.defaultValue ? [[s.name, s.defaultValue]] : []));
  return Object.fromEntries([...[...names, ...hidden].map((n) => [n, '']), ...given]) as F;
}

/** What a list page's fetcher receives: the filters plus paging and sorting. */
export type ListQuery<F extends FilterValues> = F & { pageNo: number; pageSize: number; orderBy?: string };

/** A page of rows as the contract's list calls answer it. */
export interface Page<Row> {
  list: Row[];
  count: number;
}

/**
 * What a column is on a phone, where a row becomes a card: its title, its status tag, or one of its
 * key figures (amount, date, code). A list that gives no column a role gets `cardLayout`'s default.
 */
type ColumnRole = 'title' | 'status' | 'figure';

export type ColumnSpec<Row> = {
  title: string;
  width?: number;
  /** Enables sorting by this server field (`orderBy=<field> asc|desc`). */
  sortField?: string;
  /** Its place on the card a row becomes below `sm`; columns without one stay off the card once any column has one. */
  role?: ColumnRole;
} & (
  | {
      /** A field of the row (typed against the contract). */ key: keyof Row & string;
      render?: (row: Row) => ReactNode;
      /** Personal data shown masked (3302**********0031, 138****5678); exports keep it whole. */ mask?: PersonalKind;
    }
  | { id: string; render: (row: Row) => ReactNode }
);

export interface RowAction<Row> {
  label: string;
  onClick: (row: Row, reason?: string) => unknown;
  color?: string;
  /** Asks first (destructive actions). */
  confirm?: (row: Row) => string;
  /**
   * Asks for a required reason first (refusing, dismissing): `onClick` then receives it. The dialog
   * keeps the reason and shows the error when the action fails.
   */
  reason?: { label: string; description?: (row: Row) => string };
  hidden?: (row: Row) => boolean;
  /** Always a visible button of the row, also when the others go under ⋯ (what users come for: 下载, 打印). */
  inline?: boolean;
}
