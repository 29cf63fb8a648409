import type { FormSection, FormValues } from './types';

/**
 * The sections without some fields, for the request body of a form that shows more than the call
 * takes: a field that only finds something (the citizen ID that looks up an operator) or one fixed
 * once the record exists and absent from the update call. With the values picked out the same way,
 * `formBody(withoutFields(sections, 'idCard'), rest)` is checked against the body as usual.
 * Sections' `visible` rules then see the remaining values only.
 */
export function withoutFields<V extends FormValues, K extends keyof V & string>(
  sections: readonly FormSection<V>[],
  ...names: K[]
): FormSection<Omit<V, K>>[] {
  const dropped = new Set<string>(names);
  // The remaining fields' names are keys of Omit<V, K>; their rules were written for V, which
  // holds at least those values.
  return sections.map((s) => ({
    ...s,
    fields: s.fields.filter((f) => !dropped.has(f.name)),
  })) as unknown as FormSection<Omit<V, K>>[];
}
