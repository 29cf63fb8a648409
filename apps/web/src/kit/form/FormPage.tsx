import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Alert, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useLocation } from 'react-router';
import dayjs from 'dayjs';
import { isApiError, type OperationType } from '@tzsb/sdk';
import { PageCard } from '@/kit/PageCard';
import { focusFirstError } from '@/kit/form-errors';
import { isTimeout, useSubmit } from '@/kit/useSubmit';
import { markDirty, useTabDiscard } from '@/kit/dirty';
import { renderFieldInput } from './FieldInput';
import { decodeValues, encodeValues } from './values';
import { normalizeValues } from './normalize';
import { refusableFields, splitRefusal } from './refusals';
import { useDraftWriter } from './useDraftWriter';
import { clearDraft, readDraft, writeDraft } from './drafts';
import { useDraftOwner } from './useDraftOwner';
import { savedNoticeId, showOrUpdate } from '@/kit/saved-notice';
import { STICKY_BAR } from './sticky-bar';
import { useSectionsForm } from './useSectionsForm';
import type { FieldSpec, FormSection, FormValues } from './types';
import { tabKey } from '@/platform/tab-identity';
import { useScreenLayout } from '@/platform/screen-layout';
import { useRouteTitle } from '@/kit/page/useRouteTitle';

/**
 * A form page as a declaration of sections and fields. The kit validates with the SDK's rules
 * (500 ms after input or blur), scrolls to the first error, handles add / edit / view (read-only),
 * save as draft and save-and-commit, asks before closing the tab while there are unsaved changes,
 * and keeps a local draft that survives a reload or a session time-out until the record is saved.
 */
export function FormPage<V extends FormValues>({
  title: ownTitle,
  operation,
  initialValues,
  sections,
  draftKey,
  onSave,
  onSaved,
  allowCommit = true,
  saveLabel = '保存',
  commitLabel = '保存并提交',
  extra,
}: {
  /** The form's accessible name; the route's title by default. */
  title?: string;
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
  const routeTitle = useRouteTitle();
  const title = ownTitle ?? routeTitle;
  const view = operation === 'view';
  // Phones: one column (a spanning field would add a column), date pickers as dialogs, the buttons in a bar that stays in view.
  const { phone } = useScreenLayout();
  const location = useLocation();
  const myTab = useRef(tabKey(location.pathname, location.search)).current;
  const form = useSectionsForm<V>(sections, initialValues, !!view);
  const owner = useDraftOwner();
  const [restoredAt, setRestoredAt] = useState<number | null>(null);
  const { busy: saving, failure, setFailure, run } = useSubmit<'save' | 'commit'>();
  const rootRef = useRef<HTMLFormElement>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  // The save buttons are at the bottom: bring a failure message into view.
  useEffect(() => {
    if (failure) failureRef.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [failure]);

  // A draft left by a reload or an expired session comes back first (once per form: effects re-run
  // when a cached tab is shown again, and the values on screen are the newer ones then).
  const restoredFor = useRef<string | null>(null);
  useEffect(() => {
    if (view || restoredFor.current === draftKey) return;
    restoredFor.current = draftKey;
    const draft = readDraft<V>(owner, draftKey);
    if (draft) {
      form.setValues(encodeValues({ ...initialValues, ...draft.values }));
      setRestoredAt(draft.savedAt);
    }
  }, [draftKey]); // eslint-disable-line react-hooks/exhaustive-deps -- once per draft key: the form and initial values are read as they are then

  const dirty = !view && form.isDirty();
  const current = useMemo(() => decodeValues<V>(form.values), [form.values]);
  useEffect(() => {
    if (!view) markDirty(myTab, dirty);
  }, [dirty]); // eslint-disable-line react-hooks/exhaustive-deps -- the tab and the view are fixed for the form's life
  const draft = useDraftWriter(
    () => {
      if (dirty) writeDraft(owner, draftKey, decodeValues<V>(form.getValues()));
      else clearDraft(owner, draftKey);
    },
    [form.values, dirty],
    !view,
  );
  useTabDiscard(() => {
    draft.cancel();
    clearDraft(owner, draftKey);
  });
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

  // A save the server failed (no answer, an unreadable one, a 5xx) may be sent again as it was.
  const [retry, setRetry] = useState<boolean | null>(null);
  const save = (commit: boolean) => {
    setRetry(null);
    // What is sent is what the form shows: a value submitted with Enter never left its input.
    const values = normalizeValues(sections, decodeValues<V>(form.getValues()));
    form.setValues(encodeValues(values));
    const result = form.validate();
    if (result.hasErrors) {
      focusFirstError(rootRef.current);
      return;
    }
    void run(commit ? 'commit' : 'save', () => onSave(values, { commit })).then((r) => {
      if (!r) return;
      if (!r.ok) {
        if (isApiError(r.error) && (r.error.kind === 'http' || r.error.kind === 'transport') && !isTimeout(r.error))
          setRetry(commit);
        showRefusal(r.error);
        return;
      }
      draft.cancel();
      clearDraft(owner, draftKey);
      form.resetDirty(encodeValues(values));
      markDirty(myTab, false);
      setRestoredAt(null);
      // Says what was saved: the form's title (the page's), as a follow-up from another page does.
      showOrUpdate({
        id: savedNoticeId(title),
        color: 'green',
        message: `「${title}」${commit ? '已保存并提交' : '已保存'}`,
      });
      onSaved?.(r.value, { commit, values });
    });
  };

  const input = (f: FieldSpec<V>) =>
    renderFieldInput(form, f, {
      readOnly: view || (operation === 'edit' && !!f.readOnlyOnEdit),
      required: !view && !!f.required,
      current,
      phone,
    });

  return (
    <form
      ref={rootRef}
      onSubmit={(e) => {
        e.preventDefault();
        save(false);
      }}
      noValidate
      aria-label={title}
    >
      <Stack gap={0}>
        {restoredAt && (
          <Alert color="blue" mb="md" title="已恢复未保存的内容" data-testid="draft-restored">
            <Group justify="space-between">
              <Text size="sm">上次填写于 {dayjs(restoredAt).format('YYYY-MM-DD HH:mm:ss')}，尚未保存。</Text>
              <Button
                size="compact-sm"
                variant="subtle"
                onClick={() => {
                  clearDraft(owner, draftKey);
                  form.setValues(encodeValues(initialValues));
                  form.resetDirty(encodeValues(initialValues));
                  setRestoredAt(null);
                }}
              >
                放弃草稿
              </Button>
            </Group>
          </Alert>
        )}
        {failure && (
          <Alert ref={failureRef} color="red" mb="md" title="保存失败" role="alert">
            <Group justify="space-between">
              <span>{failure}（已填写的内容已保留）</span>
              {retry !== null && (
                <Button size="compact-sm" variant="light" color="red" onClick={() => save(retry)} disabled={!!saving}>
                  重试
                </Button>
              )}
            </Group>
          </Alert>
        )}
        {sections
          .filter((s) => !s.visible || s.visible(current))
          .map((s) => (
            <PageCard key={s.title} title={s.title}>
              <SimpleGrid cols={{ base: 1, sm: 2, lg: s.columns ?? 3 }} spacing="md" verticalSpacing="sm">
                {s.fields.map((f) => (
                  <div
                    key={f.name}
                    style={!phone && f.span && f.span > 1 ? { gridColumn: `span ${f.span}` } : undefined}
                  >
                    {input(f)}
                  </div>
                ))}
              </SimpleGrid>
            </PageCard>
          ))}
        {extra}
        {!view && (
          <div style={phone ? STICKY_BAR : undefined} data-testid="form-actions">
            <PageCard>
              <Group>
                <Button type="submit" loading={saving === 'save'} disabled={!!saving}>
                  {saveLabel}
                </Button>
                {allowCommit && (
                  <Button color="teal" onClick={() => save(true)} loading={saving === 'commit'} disabled={!!saving}>
                    {commitLabel}
                  </Button>
                )}
                <Button
                  variant="default"
                  onClick={() => {
                    form.setValues(encodeValues(initialValues));
                    form.resetDirty(encodeValues(initialValues));
                    clearDraft(owner, draftKey);
                    setFailure(null);
                  }}
                  disabled={!!saving || !dirty}
                >
                  重置
                </Button>
                {dirty && (
                  <Text size="sm" c="dimmed">
                    有未保存的修改（已自动存为本机草稿）
                  </Text>
                )}
              </Group>
            </PageCard>
          </div>
        )}
      </Stack>
    </form>
  );
}
