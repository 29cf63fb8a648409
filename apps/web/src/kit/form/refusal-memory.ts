import { useMemo, useRef } from 'react';
import type { FormErrors } from '@mantine/form';

type Values = Record<string, unknown>;

/**
 * The errors the server gave to fields, kept while each field still holds the value it refused: a
 * check that runs later (the delayed check of a value typed just before the save, a blur, the next
 * save) does not clear them; changing the value does. A message remembered `over` the field's own
 * check (why a field was emptied) is shown instead of the check's 请选择….
 */
export function useRefusalMemory() {
  const refused = useRef(new Map<string, { value: unknown; message: string; over: boolean }>());
  return useMemo(
    () => ({
      /** Records refusals (keys as the form's value paths) against the values they refused. */
      remember(errors: Record<string, string>, values: Values, { over = false }: { over?: boolean } = {}) {
        for (const [path, message] of Object.entries(errors))
          refused.current.set(path, { value: values[path], message, over });
      },
      /** `validate` with the refusals of unchanged values added; a changed value forgets its refusal. */
      keep<T extends Values>(validate: (values: T) => FormErrors) {
        return (values: T): FormErrors => {
          const errors = { ...validate(values) };
          for (const [path, r] of refused.current) {
            if (values[path] !== r.value) refused.current.delete(path);
            else if (r.over || !errors[path]) errors[path] = r.message;
          }
          return errors;
        };
      },
    }),
    [],
  );
}
