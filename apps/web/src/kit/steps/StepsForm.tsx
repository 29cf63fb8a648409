import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type React from 'react';
import { Alert, Button, Group, PasswordInput, Select, SimpleGrid, Stack, Stepper, Text, TextInput, Textarea } from '@mantine/core';
import { useForm, type FormErrors } from '@mantine/form';
import dayjs from 'dayjs';
import { VALIDATION_DELAY_MS } from '@tzsb/sdk';
import { STICKY_BAR } from '@/kit/form/sticky-bar';
import { clearDraft, readDraft, writeDraft } from '@/kit/form/drafts';
import { useDraftOwner } from '@/kit/form/useDraftOwner';
import { fieldValidation } from '@/kit/form/validation';
import type { FieldSpec, FormSection, FormValues } from '@/kit/form/types';
import { focusFirstError } from '@/kit/form-errors';
import { renderFieldInput } from '@/kit/form/FieldInput';
import { failureMessage, useSubmit } from '@/kit/useSubmit';
import { useScreenLayout } from '@/platform/screen-layout';
import { normalizeField, normalizeValues, pastedValue } from '@/kit/form/normalize';
import { refusableFields, splitRefusal } from '@/kit/form/refusals';
import { useRefusalMemory } from '@/kit/form/refusal-memory';
import { useDraftWriter } from '@/kit/form/useDraftWriter';

/** What a step's own content (fields the declarations cannot express) works with. */
interface StepContext<V extends FormValues> {
  values: V;
  setValue: (name: keyof V & string, value: string) => void;
  /** Props for a text-like input of this form: value, onChange(value), onBlur, error. */
  field: (name: keyof V & string) => { value: string; onChange: (value: string) => void; onBlur: () => void; error?: ReactNode };
}

export interface StepSpec<V extends FormValues> {
  title: string;
  description?: string;
  /** Declared fields (the form kit's field specs; `password` renders a password input). */
  sections?: (FormSection<V> & { passwords?: (keyof V & string)[] })[];
  /** Content for what declarations cannot express (SMS code, captcha, attachments, a strength meter). */
  render?: (ctx: StepContext<V>) => ReactNode;
  /** Fields its own content (`render`) holds, so a failure about one of them comes back to this step. */
  fields?: (keyof V & string)[];
  /** Checks of the step's own content: field name → message. */
  validate?: (values: V) => Partial<Record<keyof V & string, string | null | undefined>>;
  /** Runs before leaving the step (e.g. a server check); a rejection keeps the user on it with the message. */
  beforeNext?: (values: V) => Promise<unknown>;
}

const WRAPPER_ORDER: ('label' | 'input' | 'description' | 'error')[] = ['label', 'input', 'description', 'error'];

/**
 * A second way to finish (保存草稿 beside 提交): it checks every step like the submit, except the
 * fields it leaves out (e.g. a one-time code only a commit needs), then saves. A failure keeps what
 * was typed and shows the server's message, as a failed submit does.
 */
export interface StepsDraftSave<V extends FormValues> {
  label?: string;
  /** Fields whose errors do not stop a draft save. */
  optional?: (keyof V & string)[];
  onSave: (values: V) => Promise<unknown>;
  /** After a successful save; `setValue` writes what the server returned (an id) into the form. */
  onSaved?: (result: unknown, values: V, setValue: (name: keyof V & string, value: string) => void) => void;
}

/**
 * A form in steps (a wizard) as a declaration. 下一步 checks only the current step (the SDK's rules,
 * required fields, the step's own checks, then `beforeNext`); the last step submits. What is typed is
 * kept as a local draft until the submit succeeds (except `draftExclude`: passwords, one-time codes).
 * A failed submit keeps everything, shows the server's message, and, when `failureField` names the
 * field it concerns, goes back to that field's step and marks it.
 */
export function StepsForm<V extends FormValues>({
  label, steps, initialValues, prefill, draftKey, draftExclude = [], submitLabel = '提交', onSubmit, onSubmitted, failureField, onFailed, aside, saveDraft,
}: {
  /** The form's accessible name. */
  label: string;
  steps: StepSpec<V>[];
  initialValues: V;
  /**
   * Values known elsewhere (the unit's contact, say) that arrive after the form is shown: each fills
   * its field while that field is still empty, and stays editable.
   */
  prefill?: Partial<V>;
  /** Local draft key; none keeps no draft. */
  draftKey?: string;
  draftExclude?: (keyof V & string)[];
  submitLabel?: string;
  onSubmit: (values: V) => Promise<unknown>;
  onSubmitted?: (result: unknown, values: V) => void;
  /** The field a failure message concerns (e.g. 短信验证码 → smsCode), if any. */
  failureField?: (message: string) => (keyof V & string) | undefined;
  /** After a failed submit (e.g. draw a new captcha: a used one is spent). */
  onFailed?: (message: string, setValue: (name: keyof V & string, value: string) => void) => void;
  /** Content beside the buttons (e.g. a link back). */
  aside?: ReactNode;
  /** A 保存草稿 button on every step (optional; see StepsDraftSave). */
  saveDraft?: StepsDraftSave<V>;
}) {
  const [active, setActive] = useState(0);
  // Phones get one column (a spanning field would add a column), date pickers as dialogs, the step
  // as "2/4 检验信息" instead of the stepper, and the buttons in a bar that stays in view.
  const { phone } = useScreenLayout();
  const wide = !phone;
  const { busy, failure, setFailure, run } = useSubmit<'next' | 'submit' | 'draft'>();
  const [restoredAt, setRestoredAt] = useState<number | null>(null);
  const rootRef = useRef<HTMLFormElement>(null);

  const checks = useMemo(() => steps.map((s) => {
    const declared = fieldValidation(s.sections ?? []);
    return (values: V): FormErrors => {
      const errors: FormErrors = { ...declared(values) };
      for (const [k, m] of Object.entries(s.validate?.(values) ?? {})) if (m && !errors[k]) errors[k] = m;
      return errors;
    };
  }), [steps]);
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

  // A draft left by an earlier visit comes back (when the page does not bring values of its own).
  useEffect(() => {
    if (!draftKey) return;
    const draft = readDraft<V>(owner, draftKey);
    if (draft) { form.setValues({ ...initialValues, ...draft.values }); setRestoredAt(draft.savedAt); }
  }, [draftKey]); // eslint-disable-line react-hooks/exhaustive-deps -- once per draft key: the form and initial values are read as they are then

  useEffect(() => {
    if (!prefill) return;
    const current = form.getValues();
    for (const [k, v] of Object.entries(prefill)) if (v && !String(current[k] ?? '').trim()) form.setFieldValue(k, v);
  }, [prefill]); // eslint-disable-line react-hooks/exhaustive-deps -- fills empty fields when the known values arrive

  const draft = useDraftWriter(() => {
    if (!draftKey || !form.isDirty()) return;
    const kept = Object.fromEntries(Object.entries(form.getValues()).filter(([k]) => !draftExclude.includes(k as keyof V & string)));
    writeDraft(owner, draftKey, kept);
  }, [form.values], !!draftKey);

  const stepOf = (name: string) => steps.findIndex((s) => (s.sections ?? []).some((sec) => sec.fields.some((f) => f.name === name)) || !!s.fields?.includes(name));

  const showErrors = (errors: FormErrors) => { form.setErrors(errors); focusFirstError(rootRef.current); };

  const allSections = useMemo(() => steps.flatMap((s) => s.sections ?? []), [steps]);
  /** The values with every rule field normalised, shown in the form: what is checked and sent. */
  const normalized = (): V => {
    const v = normalizeValues(allSections, form.getValues() as V);
    form.setValues(v);
    return v;
  };

  const next = async () => {
    const errors = checks[active]!(normalized());
    if (Object.keys(errors).length) { showErrors(errors); return; }
    const before = steps[active]!.beforeNext;
    if (before && !(await run('next', () => before(form.getValues() as V)))?.ok) return;
    setFailure(null);
    setActive((a) => Math.min(a + 1, steps.length - 1));
  };

  const submit = async () => {
    const current = normalized();
    const firstBad = checks.findIndex((c) => Object.keys(c(current)).length > 0);
    if (firstBad >= 0) { setActive(firstBad); showErrors(checks[firstBad]!(current)); return; }
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
    if (firstBad >= 0) { setActive(firstBad); showErrors(relevant(checks[firstBad]!(current))); return; }
    const r = await run('draft', () => saveDraft.onSave(current));
    if (!r) return;
    if (!r.ok) { landRefusal(r.error); return; }
    draft.cancel();
    if (draftKey) clearDraft(owner, draftKey);
    saveDraft.onSaved?.(r.value, current, (name, value) => setField(name, value));
    form.resetDirty();
  };

  const ctx: StepContext<V> = {
    values,
    setValue: (name, value) => setField(name, value),
    field: (name) => {
      const p = form.getInputProps(name);
      return { value: String(p.value ?? ''), onChange: (v: string) => setField(name, v), onBlur: () => form.validateField(name), error: p.error as ReactNode };
    },
  };

  const input = (f: FieldSpec<V>, password: boolean) => {
    const p = form.getInputProps(f.name);
    const description = typeof f.description === 'function' ? f.description(values) : f.description;
    const common = { label: f.label, withAsterisk: f.required, description, placeholder: f.placeholder, key: form.key(f.name), 'data-field': f.name, inputWrapperOrder: WRAPPER_ORDER } as const;
    const set = (v: string) => { setField(f.name, v); f.resets?.forEach((r) => setField(r, '')); };
    // Normalised when the input is left or something is pasted (see FieldInput).
    const text = {
      onBlur: () => { const v = String(form.getValues()[f.name] ?? ''); const n = normalizeField(f.rule, v); if (n !== v) setField(f.name, n); p.onBlur?.(); },
      onPaste: (e: React.ClipboardEvent<HTMLInputElement | HTMLTextAreaElement>) => { const v = pastedValue(f.rule, e); if (v !== null) { e.preventDefault(); set(v); } },
      maxLength: f.rule ? undefined : f.maxLength,
    };
    if (password) return <PasswordInput {...common} {...p} onChange={(e) => set(e.currentTarget.value)} autoComplete="new-password" />;
    switch (f.kind) {
      case 'date':
      case 'number':
      case 'multiselect':
      case 'equipmentType':
        return renderFieldInput(form, f, { readOnly: false, required: !!f.required, current: values, phone });
      case 'textarea':
        return <Textarea {...common} {...p} {...text} onChange={(e) => set(e.currentTarget.value)} autosize minRows={2} />;
      case 'select':
        return <Select {...common} {...p} data={typeof f.options === 'function' ? f.options(values) : f.options ?? []} value={p.value || null} onChange={(v) => set(v ?? '')} clearable={!f.required} comboboxProps={{ withinPortal: true }} />;
      default:
        return <TextInput {...common} {...p} {...text} onChange={(e) => set(e.currentTarget.value)} readOnly={f.readOnlyOnEdit} variant={f.readOnlyOnEdit ? 'filled' : 'default'} />;
    }
  };

  const last = active === steps.length - 1;
  // The button calls this itself (not only through the form's submit event), so a click always acts.
  const go = () => { if (!busy) void (last ? submit() : next()); };
  return (
    <form ref={rootRef} aria-label={label} noValidate onSubmit={(e) => { e.preventDefault(); go(); }}>
      <Stack gap="md">
        {phone ? (
          <Text fw={600} data-testid="steps-position" aria-live="polite">{`${active + 1}/${steps.length} ${steps[active]!.title}`}</Text>
        ) : (
          <Stepper active={active} onStepClick={(i) => { if (i < active) setActive(i); }} size="sm" allowNextStepsSelect={false}>
            {steps.map((s) => <Stepper.Step key={s.title} label={s.title} description={s.description} />)}
          </Stepper>
        )}
        {restoredAt && (
          <Alert color="blue" title="已恢复上次填写的内容" data-testid="draft-restored">
            <Group justify="space-between">
              <Text size="sm">上次填写于 {dayjs(restoredAt).format('YYYY-MM-DD HH:mm:ss')}，尚未提交。</Text>
              <Button size="compact-sm" variant="subtle" onClick={() => { if (draftKey) clearDraft(owner, draftKey); form.setValues(initialValues); form.resetDirty(initialValues); setRestoredAt(null); setActive(0); }}>清空重填</Button>
            </Group>
          </Alert>
        )}
        {steps.map((s, i) => (
          <Stack key={s.title} gap="md" style={i === active ? undefined : { display: 'none' }} data-step={i}>
            {(s.sections ?? []).map((sec) => (
              <div key={sec.title}>
                {steps[i]!.sections!.length > 1 && <Text fw={600} size="sm" mb="xs">{sec.title}</Text>}
                <SimpleGrid cols={{ base: 1, sm: sec.columns ?? 2 }} spacing="md" verticalSpacing="sm">
                  {sec.fields.map((f) => <div key={f.name} style={wide && f.span && f.span > 1 ? { gridColumn: `span ${Math.min(f.span, sec.columns ?? 2)}` } : undefined}>{input(f, !!sec.passwords?.includes(f.name))}</div>)}
                </SimpleGrid>
              </div>
            ))}
            {s.render?.(ctx)}
          </Stack>
        ))}
        {failure && <Alert color="red" title={last ? '提交失败' : '无法继续'} role="alert" data-testid="steps-failure">{failure}{last ? '（已填写的内容已保留）' : ''}</Alert>}
        <Group justify="space-between" data-testid="form-actions" style={phone ? { ...STICKY_BAR, background: 'var(--mantine-color-body)', padding: 'var(--mantine-spacing-xs) 0' } : undefined}>
          <Group gap="sm">
            {active > 0 && <Button variant="default" onClick={() => { setFailure(null); setActive(active - 1); }} disabled={!!busy}>上一步</Button>}
            {saveDraft && <Button variant="light" onClick={() => { if (!busy) void draftSave(); }} loading={busy === 'draft'} disabled={!!busy && busy !== 'draft'}>{saveDraft.label ?? '保存草稿'}</Button>}
            <Button type="submit" loading={busy === 'next' || busy === 'submit'} disabled={busy === 'draft'} onClick={(e) => { e.preventDefault(); go(); }}>{last ? submitLabel : '下一步'}</Button>
          </Group>
          {aside}
        </Group>
      </Stack>
    </form>
  );
}
