import { useMemo } from 'react';
import { useForm, type FormErrors } from '@mantine/form';
import { VALIDATION_DELAY_MS } from '@tzsb/sdk';
import { decodeValues, encodeValues, fieldPath } from './values';
import { fieldValidation } from './validation';
import { useRefusalMemory } from './refusal-memory';
import type { FormSection, FormValues } from './types';

/**
 * The form of a list of sections: the SDK's rules of each field (spec 5), checked on change and on
 * blur after the 500 ms delay, values encoded for the inputs. FormPage and FormDialog share it.
 */
export function useSectionsForm<V extends FormValues>(sections: FormSection<V>[], initialValues: V, view: boolean) {
  const refusals = useRefusalMemory();
  const validate = useMemo(() => {
    const check = fieldValidation(sections);
    return refusals.keep((values: FormValues): FormErrors =>
      Object.fromEntries(Object.entries(check(decodeValues<V>(values))).map(([k, e]) => [fieldPath(k), e])),
    );
  }, [sections, refusals]);
  const form = useForm<FormValues>({
    mode: 'controlled',
    initialValues: encodeValues(initialValues),
    validate,
    validateInputOnChange: !view,
    validateInputOnBlur: !view,
    validateDebounce: VALIDATION_DELAY_MS,
  });
  /** Shows the server's refusals on their fields (names as declared), kept until each value changes. */
  const refuse = (fields: Record<string, string>) => {
    const errors = Object.fromEntries(Object.entries(fields).map(([k, m]) => [fieldPath(k), m]));
    refusals.remember(errors, form.getValues());
    form.setErrors(errors);
  };
  /** Empties a field that depended on another's value and says why, until the user fills it again. */
  const clearBecause = (name: string, reason: string) => {
    const path = fieldPath(name);
    if (String(form.getValues()[path] ?? '') !== '')
      refusals.remember({ [path]: reason }, { [path]: '' }, { over: true });
    form.setFieldValue(path, '');
  };
  return Object.assign(form, { refuse, clearBecause });
}
