import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useForm, type FormErrors } from '@mantine/form';
import { VALIDATION_DELAY_MS } from '@tzsb/sdk';
import { clearDraft, readDraft, writeDraft } from '@/kit/form/drafts';
import { useDraftOwner } from '@/kit/form/useDraftOwner';
import { fieldValidation } from '@/kit/form/validation';
import type { FormValues } from '@/kit/form/types';
import { focusFirstError } from '@/kit/form-errors';
import { failureMessage, useSubmit } from '@/kit/useSubmit';
import { normalizeValues } from '@/kit/form/normalize';
import { refusableFields, splitRefusal } from '@/kit/form/refusals';
import { useRefusalMemory } from '@/kit/form/refusal-memory';
import { useDraftWriter } from '@/kit/form/useDraftWriter';
import { useTabDiscard } from '@/kit/dirty';
import type { StepContext, StepsFormProps } from './types';

/**
 * The behaviour of StepsForm: the current step, its checks, the local draft, and moving on,
 * submitting and saving a draft, with a refusal taken back to the step of the field it names.
 */
export function useStepsForm<V extends FormValues>({
  steps,
  initialValues,
  prefill,
  draftKey,
  draftExclude = [],
  onSubmit,
  onSubmitted,
  failureField,
  onFailed,
  saveDraft,
}: StepsFormProps<V>) {
  const [active, setActive] = useState(0);
  const { busy, failure, setFailure, run } = useSubmit<'next' | 'submit' | 'draft'>();
  const [restoredAt, setRestoredAt] = useState<number | null>(null);
  const rootRef = useRef<HTMLFormElement>(null);

  const checks = useMemo(
    () =>
      steps.map((s) => {
        const declared = fieldValidation(s.sections ?? []);
        return (values: V): FormErrors => {
          const errors: FormErrors = { ...declared(values) };
          for (const [k, m] of Object.entries(s.validate?.(values) ?? {})) if (m && !errors[k]) errors[k] = m;
          return errors;
        };
      }),
    [steps],
  );
  const allErrors = (values: V): FormErrors => Object.assign({}, ...checks.map((c) => c(values)));

  const refusals = useRefusalMemory();
  const form = useForm<FormValues>({
    mode: 'controlled',
    initialValues,
    validate: refusals.keep((values) => allErrors(values as V)),
    validateInputOnBlur: true,
    validateInputOnChange: true,
    validateDebounce: VALIDATION_DELAY_MS,
  });
  const values = form.values as V;
  const owner = useDraftOwner();
  const setField = (name: string, value: string) => form.setFieldValue(name, value);
  // Empties a field that depended on another's value and says why (see useSectionsForm).
  Object.assign(form, {
    clearBecause: (name: string, reason: string) => {
      if (String(form.getValues()[name] ?? '') !== '')
        refusals.remember({ [name]: reason }, { [name]: '' }, { over: true });
      form.setFieldValue(name, '');
    },
  });

  // A draft left by an earlier visit comes back (when the page does not bring values of its own).
  useEffect(() => {
    if (!draftKey) return;
    const draft = readDraft<V>(owner, draftKey);
    if (draft) {
      form.setValues({ ...initialValues, ...draft.values });
      setRestoredAt(draft.savedAt);
    }
  }, [draftKey]); // eslint-disable-line react-hooks/exhaustive-deps -- once per draft key: the form and initial values are read as they are then

  useEffect(() => {
    if (!prefill) return;
    const current = form.getValues();
    for (const [k, v] of Object.entries(prefill)) if (v && !String(current[k] ?? '').trim()) form.setFieldValue(k, v);
  }, [prefill]); // eslint-disable-line react-hooks/exhaustive-deps -- fills empty fields when the known values arrive

  const draft = useDraftWriter(
    () => {
      if (!draftKey || !form.isDirty()) return;
      const kept = Object.fromEntries(
        Object.entries(form.getValues()).filter(([k]) => !draftExclude.includes(k as keyof V & string)),
      );
      writeDraft(owner, draftKey, kept);
    },
    [form.values],
    !!draftKey,
  );
  useTabDiscard(() => {
    draft.cancel();
    if (draftKey) clearDraft(owner, draftKey);
  });

  const stepOf = (name: string) =>
    steps.findIndex(
      (s) => (s.sections ?? []).some((sec) => sec.fields.some((f) => f.name === name)) || !!s.fields?.includes(name),
    );

  const showErrors = (errors: FormErrors) => {
    form.setErrors(errors);
    focusFirstError(rootRef.current);
  };

  const allSections = useMemo(() => steps.flatMap((s) => s.sections ?? []), [steps]);
  /** The values with every rule field normalised, shown in the form: what is checked and sent. */
  const normalized = (): V => {
    const v = normalizeValues(allSections, form.getValues() as V);
    form.setValues(v);
    return v;
  };

  const next = async () => {
    const errors = checks[active]!(normalized());
    if (Object.keys(errors).length) {
      showErrors(errors);
      return;
    }
    const before = steps[active]!.beforeNext;
    if (before && !(await run('next', () => before(form.getValues() as V)))?.ok) return;
    setFailure(null);
    setActive((a) => Math.min(a + 1, steps.length - 1));
  };

  const submit = async () => {
    const current = normalized();
    const firstBad = checks.findIndex((c) => Object.keys(c(current)).length > 0);
    if (firstBad >= 0) {
      setActive(firstBad);
      showErrors(checks[firstBad]!(current));
      return;
    }
    const r = await run('submit', () => onSubmit(current));
    if (!r) return;
    if (r.ok) {
      draft.cancel();
      if (draftKey) clearDraft(owner, draftKey);
      form.resetDirty();
      onSubmitted?.(r.value, current);
      return;
    }
    const message = failureMessage(r.error);
    onFailed?.(message, setField);
    if (landRefusal(r.error)) return;
    const field = failureField?.(message);
    if (field) {
      const at = stepOf(field);
      if (at >= 0) setActive(at);
      refusals.remember({ [field]: message }, form.getValues());
      form.setFieldError(field, message);
    }
  };

  /** A refusal naming fields marks them, from the step of the first (every typed value stays); false when it names none. */
  const landRefusal = (error: unknown) => {
    const refusal = splitRefusal(error, refusableFields(allSections));
    const refused = Object.keys(refusal.fields);
    if (!refused.length) return false;
    const at = Math.min(...refused.map(stepOf).filter((i) => i >= 0));
    if (Number.isFinite(at)) setActive(at);
    setFailure(refusal.rest);
    refusals.remember(refusal.fields, form.getValues());
    showErrors(refusal.fields);
    return true;
  };

  const draftSave = async () => {
    if (!saveDraft) return;
    const current = normalized();
    const skip = new Set<string>(saveDraft.optional ?? []);
    const relevant = (errors: FormErrors) => Object.fromEntries(Object.entries(errors).filter(([k]) => !skip.has(k)));
    const firstBad = checks.findIndex((c) => Object.keys(relevant(c(current))).length > 0);
    if (firstBad >= 0) {
      setActive(firstBad);
      showErrors(relevant(checks[firstBad]!(current)));
      return;
    }
    const r = await run('draft', () => saveDraft.onSave(current));
    if (!r) return;
    if (!r.ok) {
      landRefusal(r.error);
      return;
    }
    draft.cancel();
    if (draftKey) clearDraft(owner, draftKey);
    saveDraft.onSaved?.(r.value, current, (name, value) => setField(name, value));
    form.resetDirty();
  };

  /** 清空重填: the draft goes, the form starts again from the first step. */
  const startOver = () => {
    if (draftKey) clearDraft(owner, draftKey);
    form.setValues(initialValues);
    form.resetDirty(initialValues);
    setRestoredAt(null);
    setActive(0);
  };

  const ctx: StepContext<V> = {
    values,
    setValue: (name, value) => setField(name, value),
    field: (name) => {
      const p = form.getInputProps(name);
      return {
        value: String(p.value ?? ''),
        onChange: (v: string) => setField(name, v),
        onBlur: () => form.validateField(name),
        error: p.error as ReactNode,
      };
    },
  };

  const back = () => {
    setFailure(null);
    setActive(active - 1);
  };
  return {
    form,
    values,
    setField,
    active,
    setActive,
    back,
    busy,
    failure,
    restoredAt,
    startOver,
    next,
    submit,
    draftSave,
    ctx,
    rootRef,
  };
}
