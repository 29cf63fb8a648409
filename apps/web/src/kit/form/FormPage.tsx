import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Alert, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useForm, type FormErrors } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useLocation } from 'react-router';
import dayjs from 'dayjs';
import { VALIDATION_DELAY_MS, type OperationType } from '@tzsb/sdk';
import { checkRule, type RuleId } from '@tzsb/sdk/validators';
import { PageCard } from '@/kit/PageCard';
import { focusFirstError } from '@/kit/formErrors';
import { useSubmit } from '@/kit/useSubmit';
import { markDirty } from '@/kit/dirty';
import type { Option } from '@/kit/options';
import { renderFieldInput } from './FieldInput';
import { decodeValues, encodeValues, fieldPath } from './values';
import { normalizeField, normalizeValues } from './normalize';
import { refusableFields, splitRefusal } from './refusals';
import { useRefusalMemory } from './refusalMemory';
import { useDraftWriter } from './useDraftWriter';
import { tabKey } from '@/platform/tabIdentity';
import { useScreenLayout } from '@/platform/screenLayout';

/** Form values are what inputs hold: text. A page maps them to the contract's body on save. */
export type FormValues = Record<string, string>;

export interface FieldSpec<V extends FormValues> {
  name: keyof V & string;
  label: string;
  /** `multiselect` keeps its choices as one comma-separated text (the contract's multi-value fields). */
  /** `datetime` holds the platform's `yyyy-MM-dd HH:mm:ss` text. */
  kind?: 'text' | 'textarea' | 'number' | 'select' | 'multiselect' | 'date' | 'datetime' | 'equipmentType';
  required?: boolean;
  /** An SDK validation rule (spec 5), checked 500 ms after input or blur. */
  rule?: RuleId;
  /** Select options; a function for options that depend on other values (e.g. varieties of the chosen class). */
  options?: Option[] | ((values: V) => Option[]);
  placeholder?: string;
  /** Help under the field; may depend on the values (e.g. what an equipment code encodes). */
  description?: ReactNode | ((values: V) => ReactNode);
  span?: 1 | 2 | 3;
  maxLength?: number;
  /** Fixed once the record exists. */
  readOnlyOnEdit?: boolean;
  /** Fields emptied when this one changes (e.g. the variety when the class changes). */
  resets?: (keyof V & string)[];
  /** A `date` field that takes only today or later: earlier days are disabled in its picker and refused. */
  minDate?: 'today';
  /** Extra check after required/rule: return a message or null. */
  validate?: (value: string, values: V) => string | null;
}

export interface FormSection<V extends FormValues> { title: string; fields: FieldSpec<V>[]; visible?: (values: V) => boolean; columns?: 2 | 3 }

interface Draft<V> { values: V; savedAt: number }
const DRAFT_PREFIX = 'tzsb.draft.';
export const readDraft = <V,>(key: string): Draft<V> | null => {
  try { return JSON.parse(localStorage.getItem(DRAFT_PREFIX + key) ?? 'null') as Draft<V> | null; } catch { return null; }
};
export const clearDraft = (key: string) => localStorage.removeItem(DRAFT_PREFIX + key);
export const writeDraft = (key: string, values: object) => localStorage.setItem(DRAFT_PREFIX + key, JSON.stringify({ values, savedAt: Date.now() }));

/** The submit bar on phones: stays at the bottom of the screen while the form scrolls under it. */
export const STICKY_BAR = { position: 'sticky', bottom: 0, zIndex: 5, boxShadow: '0 -2px 8px rgba(0, 0, 0, 0.08)' } as const;

const isEmpty = (v: unknown) => v === undefined || v === null || String(v).trim() === '';


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
  values: V & ([NotInBody<V, B>] extends [never] ? unknown : { 'fields that are not in the request body': NotInBody<V, B> }),
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

/** Builds Mantine validation from the field declarations: required, SDK rule, custom check. */
export function fieldValidation<V extends FormValues>(sections: FormSection<V>[]) {
  return (values: V): FormErrors => {
    const errors: FormErrors = {};
    for (const s of sections) {
      if (s.visible && !s.visible(values)) continue;
      for (const f of s.fields) {
        const v = values[f.name] ?? '';
        let msg: string | null = null;
        if (f.required && isEmpty(v)) msg = `${f.kind === 'select' || f.kind === 'multiselect' || f.kind === 'equipmentType' || f.kind === 'date' || f.kind === 'datetime' ? '请选择' : '请输入'}${f.label}`;
        else if (f.rule) msg = checkRule(f.rule, v) ?? (f.maxLength && normalizeField(f.rule, v).length > f.maxLength ? `最多输入${f.maxLength}个字符` : null);
        if (!msg && f.minDate === 'today' && !isEmpty(v) && String(v).slice(0, 10) < dayjs().format('YYYY-MM-DD')) msg = `${f.label}不能早于今天`;
        if (!msg && f.validate && !isEmpty(v)) msg = f.validate(String(v), values);
        if (msg) errors[f.name] = msg;
      }
    }
    return errors;
  };
}

/**
 * The form of a list of sections: the SDK's rules of each field (spec 5), checked on change and on
 * blur after the 500 ms delay, values encoded for the inputs. FormPage and FormDialog share it.
 */
export function useSectionsForm<V extends FormValues>(sections: FormSection<V>[], initialValues: V, view: boolean) {
  const refusals = useRefusalMemory();
  const validate = useMemo(() => {
    const check = fieldValidation(sections);
    return refusals.keep((values: FormValues): FormErrors => Object.fromEntries(Object.entries(check(decodeValues<V>(values))).map(([k, e]) => [fieldPath(k), e])));
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
  return Object.assign(form, { refuse });
}

/**
 * A form page as a declaration of sections and fields. The kit validates with the SDK's rules
 * (500 ms after input or blur), scrolls to the first error, handles add / edit / view (read-only),
 * save as draft and save-and-commit, asks before closing the tab while there are unsaved changes,
 * and keeps a local draft that survives a reload or a session time-out until the record is saved.
 */
export function FormPage<V extends FormValues>({
  title, operation, initialValues, sections, draftKey, onSave, onSaved, allowCommit = true, saveLabel = '保存', commitLabel = '保存并提交', extra,
}: {
  title: string;
  operation: OperationType;
  initialValues: V;
  sections: FormSection<V>[];
  /** Where the local draft lives (e.g. `equipment.add` or `equipment.edit.<oidno>`). */
  draftKey: string;
  /** Saves through the SDK; `commit` is save-and-commit (isCommit). Throw to keep the form as typed. */
  onSave: (values: V, opts: { commit: boolean }) => Promise<unknown>;
  onSaved?: (result: unknown, opts: { commit: boolean; values: V }) => void;
  allowCommit?: boolean;
  saveLabel?: string;
  commitLabel?: string;
  /** Content below the fields (e.g. the attachment panel). */
  extra?: ReactNode;
}) {
  const view = operation === 'view';
  // Phones: one column (a spanning field would add a column), date pickers as dialogs, the buttons in a bar that stays in view.
  const { phone } = useScreenLayout();
  const location = useLocation();
  const myTab = useRef(tabKey(location.pathname, location.search)).current;
  const form = useSectionsForm<V>(sections, initialValues, !!view);
  const [restoredAt, setRestoredAt] = useState<number | null>(null);
  const { busy: saving, failure, setFailure, run } = useSubmit<'save' | 'commit'>();
  const rootRef = useRef<HTMLFormElement>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  // The save buttons are at the bottom: bring a failure message into view.
  useEffect(() => { if (failure) failureRef.current?.scrollIntoView({ block: 'center', behavior: 'smooth' }); }, [failure]);

  // A draft left by a reload or an expired session comes back first (once per form: effects re-run
  // when a cached tab is shown again, and the values on screen are the newer ones then).
  const restoredFor = useRef<string | null>(null);
  useEffect(() => {
    if (view || restoredFor.current === draftKey) return;
    restoredFor.current = draftKey;
    const draft = readDraft<V>(draftKey);
    if (draft) {
      form.setValues(encodeValues({ ...initialValues, ...draft.values }));
      setRestoredAt(draft.savedAt);
    }
  }, [draftKey]); // eslint-disable-line react-hooks/exhaustive-deps -- once per draft key: the form and initial values are read as they are then

  const dirty = !view && form.isDirty();
  const current = useMemo(() => decodeValues<V>(form.values), [form.values]);
  useEffect(() => { if (!view) markDirty(myTab, dirty); }, [dirty]); // eslint-disable-line react-hooks/exhaustive-deps -- the tab and the view are fixed for the form's life
  const draft = useDraftWriter(() => {
    if (dirty) localStorage.setItem(DRAFT_PREFIX + draftKey, JSON.stringify({ values: decodeValues<V>(form.getValues()), savedAt: Date.now() }));
    else clearDraft(draftKey);
  }, [form.values, dirty], !view);
  // No unmark on cleanup: cleanups also run when the tab is hidden, and a hidden tab with unsaved
  // changes must still ask before it closes. Closing the tab forgets its mark (useTabActions).

  /** A refusal naming fields marks them (every typed value stays); the rest goes to the message on top. */
  const showRefusal = (error: unknown) => {
    const { fields, rest } = splitRefusal(error, refusableFields(sections));
    if (!Object.keys(fields).length) return;
    form.refuse(fields);
    setFailure(rest);
    focusFirstError(rootRef.current);
  };

  const save = (commit: boolean) => {
    // What is sent is what the form shows: a value submitted with Enter never left its input.
    const values = normalizeValues(sections, decodeValues<V>(form.getValues()));
    form.setValues(encodeValues(values));
    const result = form.validate();
    if (result.hasErrors) { focusFirstError(rootRef.current); return; }
    void run(commit ? 'commit' : 'save', () => onSave(values, { commit })).then((r) => {
      if (!r) return;
      if (!r.ok) { showRefusal(r.error); return; }
      draft.cancel();
      clearDraft(draftKey);
      form.resetDirty(encodeValues(values));
      markDirty(myTab, false);
      setRestoredAt(null);
      notifications.show({ color: 'green', message: commit ? '已保存并提交' : '已保存' });
      onSaved?.(r.value, { commit, values });
    });
  };

  const input = (f: FieldSpec<V>) => renderFieldInput(form, f, { readOnly: view || (operation === 'edit' && !!f.readOnlyOnEdit), required: !view && !!f.required, current, phone });

  return (
    <form ref={rootRef} onSubmit={(e) => { e.preventDefault(); save(false); }} noValidate aria-label={title}>
      <Stack gap={0}>
        {restoredAt && (
          <Alert color="blue" mb="md" title="已恢复未保存的内容" data-testid="draft-restored">
            <Group justify="space-between">
              <Text size="sm">上次填写于 {dayjs(restoredAt).format('YYYY-MM-DD HH:mm:ss')}，尚未保存。</Text>
              <Button size="compact-sm" variant="subtle" onClick={() => { clearDraft(draftKey); form.setValues(encodeValues(initialValues)); form.resetDirty(encodeValues(initialValues)); setRestoredAt(null); }}>放弃草稿</Button>
            </Group>
          </Alert>
        )}
        {failure && <Alert ref={failureRef} color="red" mb="md" title="保存失败" role="alert">{failure}（已填写的内容已保留）</Alert>}
        {sections.filter((s) => !s.visible || s.visible(current)).map((s) => (
          <PageCard key={s.title} title={s.title}>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: s.columns ?? 3 }} spacing="md" verticalSpacing="sm">
              {s.fields.map((f) => <div key={f.name} style={!phone && f.span && f.span > 1 ? { gridColumn: `span ${f.span}` } : undefined}>{input(f)}</div>)}
            </SimpleGrid>
          </PageCard>
        ))}
        {extra}
        {!view && (
          <div style={phone ? STICKY_BAR : undefined} data-testid="form-actions"><PageCard>
            <Group>
              <Button type="submit" loading={saving === 'save'} disabled={!!saving}>{saveLabel}</Button>
              {allowCommit && <Button color="teal" onClick={() => save(true)} loading={saving === 'commit'} disabled={!!saving}>{commitLabel}</Button>}
              <Button variant="default" onClick={() => { form.setValues(encodeValues(initialValues)); form.resetDirty(encodeValues(initialValues)); clearDraft(draftKey); setFailure(null); }} disabled={!!saving || !dirty}>重置</Button>
              {dirty && <Text size="sm" c="dimmed">有未保存的修改（已自动存为本机草稿）</Text>}
            </Group>
          </PageCard></div>
        )}
      </Stack>
    </form>
  );
}
