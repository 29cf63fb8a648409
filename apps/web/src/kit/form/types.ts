import type { ReactNode } from 'react';
import type { RuleId } from '@tzsb/sdk/validators';
import type { Option } from '@/kit/options';

/** Form values are what inputs hold: text. A page maps them to the contract's body on save. */
export type FormValues = Record<string, string>;

export interface FieldSpec<V extends FormValues> {
  name: keyof V & string;
  label: string;
  /** `multiselect` keeps its choices as one comma-separated text (the contract's multi-value fields). */
  /** `datetime` holds the platform's `yyyy-MM-dd HH:mm:ss` text. */
  kind?: 'text' | 'textarea' | 'number' | 'select' | 'multiselect' | 'date' | 'datetime' | 'equipmentType';
  required?: boolean;
  /** An SDK validation rule (spec 5), checked 500 ms after input or blur. */
  rule?: RuleId;
  /** Select options; a function for options that depend on other values (e.g. varieties of the chosen class). */
  options?: Option[] | ((values: V) => Option[]);
  placeholder?: string;
  /** Help under the field; may depend on the values (e.g. what an equipment code encodes). */
  description?: ReactNode | ((values: V) => ReactNode);
  span?: 1 | 2 | 3;
  maxLength?: number;
  /** Fixed once the record exists. */
  readOnlyOnEdit?: boolean;
  /** Fields emptied when this one changes (e.g. the variety when the class changes). */
  resets?: (keyof V & string)[];
  /** A `date` field that takes only today or later: earlier days are disabled in its picker and refused. */
  minDate?: 'today';
  /** Extra check after required/rule: return a message or null. */
  validate?: (value: string, values: V) => string | null;
}

export interface FormSection<V extends FormValues> {
  title: string;
  fields: FieldSpec<V>[];
  visible?: (values: V) => boolean;
  columns?: 2 | 3;
}
