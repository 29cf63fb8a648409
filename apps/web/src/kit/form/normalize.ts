import type { ClipboardEvent } from 'react';
import { normalizeValue, type RuleId } from '@tzsb/sdk/validators';
import type { FormSection, FormValues } from './types';

/**
 * The value of a field as its SDK rule reads it (`normalizeValue`: trimmed, half width, no spaces or
 * dashes in codes and mobile numbers, an ID number's final x as X); fields without a rule as typed.
 */
export const normalizeField = (rule: RuleId | undefined, value: string): string =>
  rule && typeof value === 'string' ? normalizeValue(rule, value) : value;

/**
 * The values with every field of `sections` that has a rule normalised: what a form shows after a
 * save and what it sends (a value typed and submitted with Enter never left its input).
 */
export function normalizeValues<V extends FormValues>(sections: readonly FormSection<V>[], values: V): V {
  const out: FormValues = { ...values };
  for (const s of sections)
    for (const f of s.fields)
      if (f.rule && typeof out[f.name] === 'string') out[f.name] = normalizeField(f.rule, out[f.name]!);
  return out as V;
}

/**
 * What an input's paste becomes: the pasted text put where the selection is, then the whole value
 * normalised (a pasted "138 1234 5678" shows as 13812345678 at once). Returns null when the field has
 * no rule (the browser pastes as usual).
 */
export function pastedValue(
  rule: RuleId | undefined,
  e: ClipboardEvent<HTMLInputElement | HTMLTextAreaElement>,
): string | null {
  if (!rule) return null;
  const input = e.currentTarget;
  const text = e.clipboardData.getData('text');
  const start = input.selectionStart ?? input.value.length;
  const end = input.selectionEnd ?? start;
  return normalizeField(rule, input.value.slice(0, start) + text + input.value.slice(end));
}
