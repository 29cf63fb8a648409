import { isEmpty } from './validation';
import type { FormSection, FormValues } from './types';

/** Field names of a form that its request body `B` does not have. */
type NotInBody<V, B> = Exclude<keyof V, keyof B>;

/**
 * The request body of the shown sections, typed as the contract's body `B`, which is inferred from
 * where the result goes (`add.mutateAsync(formBody(sections, values))`) or from an annotation: every
 * field name must be a field of `B` (a renamed contract field fails the type check). It holds the
 * non-empty values of the shown fields, `number` fields as numbers, the rest as text, then `extra`
 * (ids and other values that are not fields). Fields of hidden sections (another class's
 * parameters, say) stay out. Enumerations and required fields are checked by the form's rules and
 * by the server, not by the type.
 */
export function formBody<B extends object, V extends FormValues = FormValues>(
  sections: readonly FormSection<V>[],
  values: V &
    ([NotInBody<V, B>] extends [never] ? unknown : { 'fields that are not in the request body': NotInBody<V, B> }),
  extra?: NoInfer<Partial<B>>,
): B {
  const body: Record<string, string | number> = {};
  for (const s of sections) {
    if (s.visible && !s.visible(values)) continue;
    for (const f of s.fields) {
      const v = values[f.name];
      if (isEmpty(v)) continue;
      body[f.name] = f.kind === 'number' && Number.isFinite(Number(v)) ? Number(v) : String(v).trim();
    }
  }
  // The one place form text becomes the contract's body: the names are checked above, the values
  // by the form's rules (spec 5) and by the server.
  return { ...body, ...extra } as B;
}
