import type { FormErrors } from '@mantine/form';
import dayjs from 'dayjs';
import { checkRule } from '@tzsb/sdk/validators';
import { normalizeField } from './normalize';
import type { FormSection, FormValues } from './types';

/** A value the user has not given: nothing, or only blanks. */
export const isEmpty = (v: unknown) => v === undefined || v === null || String(v).trim() === '';

const CHOSEN_KINDS = new Set(['select', 'multiselect', 'equipmentType', 'date', 'datetime']);

/** Builds Mantine validation from the field declarations: required, SDK rule, custom check. */
export function fieldValidation<V extends FormValues>(sections: FormSection<V>[]) {
  return (values: V): FormErrors => {
    const errors: FormErrors = {};
    for (const s of sections) {
      if (s.visible && !s.visible(values)) continue;
      for (const f of s.fields) {
        const v = values[f.name] ?? '';
        let msg: string | null = null;
        if (f.required && isEmpty(v)) msg = `${CHOSEN_KINDS.has(f.kind ?? 'text') ? '请选择' : '请输入'}${f.label}`;
        else if (f.rule)
          msg =
            checkRule(f.rule, v) ??
            (f.maxLength && normalizeField(f.rule, v).length > f.maxLength ? `最多输入${f.maxLength}个字符` : null);
        if (!msg && f.minDate === 'today' && !isEmpty(v) && String(v).slice(0, 10) < dayjs().format('YYYY-MM-DD'))
          msg = `${f.label}不能早于今天`;
        if (!msg && f.validate && !isEmpty(v)) msg = f.validate(String(v), values);
        if (msg) errors[f.name] = msg;
      }
    }
    return errors;
  };
}
