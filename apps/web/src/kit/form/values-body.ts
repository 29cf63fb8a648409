import type { FieldSpec, FormValues } from './types';

/** A field `valuesBody` sends: its name, or its declaration (a `number` field goes as a number). */
type BodyField<V extends FormValues, B> =
  NoInfer<keyof V & keyof B & string> | { name: NoInfer<keyof V & keyof B & string>; kind?: FieldSpec<V>['kind'] };

/**
 * The request body of exactly the given fields, for what `formBody` (the shown sections' non-empty
 * values) does not fit: a step form whose pickers are not section fields, a change application that
 * sends only what changed. Each value is trimmed, a `number` field's value sent as a number, an empty
 * one sent empty (a change that clears a field); then `extra`. The body type `B` is inferred from
 * where the result goes, and every field must be a field of both the values and `B` (a renamed
 * contract field fails the type check). Enumerations and required fields are checked by the form's
 * rules and by the server, not by the type.
 */
export function valuesBody<B extends object, V extends FormValues = FormValues>(
  values: V,
  fields: readonly BodyField<V, B>[],
  extra?: NoInfer<Partial<B>>,
): B {
  const body: Record<string, string | number> = {};
  for (const field of fields) {
    const { name, kind } = typeof field === 'string' ? { name: field, kind: undefined } : field;
    const v = (values[name] ?? '').trim();
    body[name] = kind === 'number' && v !== '' && Number.isFinite(Number(v)) ? Number(v) : v;
  }
  // The names are checked above; the values by the form's rules and by the server.
  return { ...body, ...extra } as B;
}
