import type React from 'react';
import { PasswordInput, Select, TextInput, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { FieldSpec, FormValues } from '@/kit/form/types';
import { clearDependent, renderFieldInput } from '@/kit/form/FieldInput';
import { normalizeField, pastedValue } from '@/kit/form/normalize';

const WRAPPER_ORDER: ('label' | 'input' | 'description' | 'error')[] = ['label', 'input', 'description', 'error'];

/** A declared field of a step as its input (`password` renders a password input). */
export function renderStepInput<V extends FormValues>(
  form: UseFormReturnType<FormValues>,
  f: FieldSpec<V>,
  {
    password,
    values,
    phone,
    setField,
  }: { password: boolean; values: V; phone: boolean; setField: (name: string, value: string) => void },
) {
  const p = form.getInputProps(f.name);
  const description = typeof f.description === 'function' ? f.description(values) : f.description;
  const common = {
    label: f.label,
    withAsterisk: f.required,
    description,
    placeholder: f.placeholder,
    key: form.key(f.name),
    'data-field': f.name,
    inputWrapperOrder: WRAPPER_ORDER,
  } as const;
  const set = (v: string) => {
    const changed = v !== String(form.getValues()[f.name] ?? '');
    setField(f.name, v);
    if (!changed) return;
    for (const r of f.resets ?? []) clearDependent(form, r, f.label);
  };
  // Normalised when the input is left or something is pasted (see FieldInput).
  const text = {
    onBlur: () => {
      const v = String(form.getValues()[f.name] ?? '');
      const n = normalizeField(f.rule, v);
      if (n !== v) setField(f.name, n);
      p.onBlur?.();
    },
    onPaste: (e: React.ClipboardEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const v = pastedValue(f.rule, e);
      if (v !== null) {
        e.preventDefault();
        set(v);
      }
    },
    maxLength: f.rule ? undefined : f.maxLength,
  };
  if (password)
    return (
      <PasswordInput {...common} {...p} onChange={(e) => set(e.currentTarget.value)} autoComplete="new-password" />
    );
  switch (f.kind) {
    case 'date':
    case 'number':
    case 'multiselect':
    case 'equipmentType':
      return renderFieldInput(form, f, { readOnly: false, required: !!f.required, current: values, phone });
    case 'textarea':
      return (
        <Textarea {...common} {...p} {...text} onChange={(e) => set(e.currentTarget.value)} autosize minRows={2} />
      );
    case 'select':
      return (
        <Select
          {...common}
          {...p}
          data={typeof f.options === 'function' ? f.options(values) : (f.options ?? [])}
          value={p.value || null}
          onChange={(v) => set(v ?? '')}
          clearable={!f.required}
          allowDeselect={!f.required}
          comboboxProps={{ withinPortal: true }}
        />
      );
    default:
      return (
        <TextInput
          {...common}
          {...p}
          {...text}
          onChange={(e) => set(e.currentTarget.value)}
          readOnly={f.readOnlyOnEdit}
          variant={f.readOnlyOnEdit ? 'filled' : 'default'}
        />
      );
  }
}
