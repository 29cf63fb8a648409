import type React from 'react';
import { MultiSelect, NumberInput, Select, TextInput, Textarea } from '@mantine/core';
import { DatePickerInput, DateTimePicker } from '@mantine/dates';
import type { UseFormReturnType } from '@mantine/form';
import dayjs from 'dayjs';
import { equipmentTypeOptions } from '@/kit/options';
import type { FieldSpec, FormValues } from './types';
import { fieldPath } from './values';
import { normalizeField, pastedValue } from './normalize';
import { PersonalInput } from './PersonalInput';
import { DateField } from './DateField';

/** A form that can empty a field and say why (useSectionsForm, useStepsForm). */
type ClearingForm = UseFormReturnType<FormValues> & { clearBecause?: (name: string, reason: string) => void };

/** Empties `name`, which depends on the field labelled `changed`, saying so while it stays empty. */
export function clearDependent(form: ClearingForm, name: string, changed: string) {
  if (form.clearBecause) form.clearBecause(name, `「${changed}」已改，此项已清空，请重新选择`);
  else form.setFieldValue(fieldPath(name), '');
}

const WRAPPER_ORDER: ('label' | 'input' | 'description' | 'error')[] = ['label', 'input', 'description', 'error'];

/**
 * One declared field as its Mantine input, bound to the form (FormPage and FormDialog). Values are
 * text; a change empties the fields the declaration says depend on it (`resets`).
 */
export function renderFieldInput<V extends FormValues>(
  form: UseFormReturnType<FormValues>,
  f: FieldSpec<V>,
  {
    readOnly,
    required,
    current,
    phone = false,
  }: {
    readOnly: boolean;
    required: boolean;
    current: V;
    /** Below `sm`: date pickers open as dialogs. */ phone?: boolean;
  },
) {
  const path = fieldPath(f.name);
  const props = form.getInputProps(path);
  const set = (value: string) => {
    const changed = value !== form.getValues()[path];
    form.setFieldValue(path, value);
    // A choice made further down never disappears unexplained: the emptied field says why.
    if (changed) for (const r of f.resets ?? []) clearDependent(form, r, f.label);
  };
  // A value the rule reads differently (spaces in a mobile number, a final x of an ID number) is shown
  // as it will be sent once the input is left or something is pasted; not on each keystroke, which
  // would swallow a dash before the digits that follow it.
  const normalizeOnBlur = () => {
    const value = String(form.getValues()[path] ?? '');
    const normal = normalizeField(f.rule, value);
    if (normal !== value) form.setFieldValue(path, normal);
  };
  const textProps = {
    onBlur: () => {
      normalizeOnBlur();
      props.onBlur?.();
    },
    onPaste: (e: React.ClipboardEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const v = pastedValue(f.rule, e);
      if (v !== null) {
        e.preventDefault();
        set(v);
      }
    },
    // A rule field takes what people type around the value (spaces, dashes): its length is checked
    // on the normalised value (fieldValidation), not cut by the input.
    maxLength: f.rule ? undefined : f.maxLength,
  };
  const description = typeof f.description === 'function' ? f.description(current) : f.description;
  // The field's key goes to each input as it is (React warns of a key spread into props).
  const fieldKey = form.key(path);
  const common = {
    label: f.label,
    withAsterisk: required,
    description,
    readOnly,
    placeholder: readOnly ? undefined : f.placeholder,
    'data-field': f.name,
    variant: readOnly ? 'filled' : 'default',
    // Help below the input keeps the inputs of a grid row aligned.
    inputWrapperOrder: WRAPPER_ORDER,
  } as const;
  switch (f.kind) {
    case 'textarea':
      return (
        <Textarea
          key={fieldKey}
          {...common}
          {...props}
          {...textProps}
          onChange={(e) => set(e.currentTarget.value)}
          autosize
          minRows={2}
        />
      );
    case 'number':
      return <NumberInput key={fieldKey} {...common} {...props} onChange={(v) => set(String(v ?? ''))} hideControls />;
    case 'select':
    case 'equipmentType':
      return (
        <Select
          key={fieldKey}
          {...common}
          {...props}
          data={
            f.kind === 'select'
              ? typeof f.options === 'function'
                ? f.options(current)
                : (f.options ?? [])
              : equipmentTypeOptions
          }
          clearable={!f.required && !readOnly}
          // Choosing the chosen option again keeps it: a required choice is not undone by a second click.
          allowDeselect={!f.required}
          value={props.value || null}
          onChange={(v) => set(v ?? '')}
        />
      );
    case 'multiselect': {
      const data = typeof f.options === 'function' ? f.options(current) : (f.options ?? []);
      const chosen = String(props.value ?? '')
        .split(',')
        .filter(Boolean);
      return (
        <MultiSelect
          key={fieldKey}
          {...common}
          error={props.error}
          onBlur={props.onBlur}
          data={data}
          value={chosen}
          onChange={(v) => set(v.join(','))}
          searchable
          clearable={!readOnly}
          comboboxProps={{ withinPortal: true }}
        />
      );
    }
    case 'date': {
      const minDate = f.minDate === 'today' ? dayjs().format('YYYY-MM-DD') : undefined;
      // On a phone the calendar is a dialog (typing a date there is harder than picking it).
      if (phone) {
        return (
          <DatePickerInput
            key={fieldKey}
            {...common}
            dropdownType="modal"
            valueFormat="YYYY-MM-DD"
            minDate={minDate}
            clearable={!readOnly}
            value={props.value || null}
            error={props.error}
            onChange={(d) => set(d ? dayjs(d).format('YYYY-MM-DD') : '')}
          />
        );
      }
      return (
        <DateField
          key={fieldKey}
          {...common}
          valueFormat="YYYY-MM-DD"
          minDate={minDate}
          clearable={!readOnly}
          value={props.value || null}
          error={props.error}
          onBlur={props.onBlur}
          onChange={(d) => set(d ? dayjs(d).format('YYYY-MM-DD') : '')}
        />
      );
    }
    case 'datetime':
      // No blur check: opening the picker moves focus into its dropdown, which would flag the field before anything is chosen.
      return (
        <DateTimePicker
          key={fieldKey}
          {...common}
          valueFormat="YYYY-MM-DD HH:mm"
          dropdownType={phone ? 'modal' : 'popover'}
          clearable={!readOnly}
          value={props.value || null}
          error={props.error}
          onChange={(d) => set(d ? dayjs(d).format('YYYY-MM-DD HH:mm:ss') : '')}
        />
      );
    default:
      if (readOnly && (f.rule === 'idCard' || f.rule === 'mobile')) {
        return <PersonalInput key={fieldKey} {...common} kind={f.rule} value={String(props.value ?? '')} />;
      }
      return (
        <TextInput key={fieldKey} {...common} {...props} {...textProps} onChange={(e) => set(e.currentTarget.value)} />
      );
  }
}
