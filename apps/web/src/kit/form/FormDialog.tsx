import { useRef, useState, type ReactNode } from 'react';
import { Alert, Button, FileInput, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPaperclip } from '@tabler/icons-react';
import { focusFirstError } from '@/kit/form-errors';
import { useSectionsForm } from './useSectionsForm';
import type { FormSection, FormValues } from './types';
import { renderFieldInput } from './FieldInput';
import { decodeValues, encodeValues } from './values';
import { refusableFields, splitRefusal } from './refusals';
import { normalizeValues } from './normalize';
import { useSubmit } from '@/kit/useSubmit';
import { useScreenLayout } from '@/platform/screen-layout';
import { dialogDraftKey, useDialogDraft, type DialogDraft } from './dialog-drafts';
import { openActionDialog } from '@/kit/dialogs/open-dialog';
import { DraftRestoredAlert } from './DraftRestoredAlert';

export interface FormDialogOptions<V extends FormValues> {
  title: string;
  /** A line under the title (what is being added or changed). */
  description?: ReactNode;
  sections: FormSection<V>[];
  initialValues: V;
  /** Read-only view: inputs filled, no save. */
  view?: boolean;
  /** Fields fixed in this dialog (e.g. the citizen ID of an existing person). */
  readOnly?: (keyof V & string)[];
  /** A file to send with the values (multipart calls): label, whether it is required, accepted types. */
  file?: { label: string; required?: boolean; accept?: string; description?: string };
  submitLabel?: string;
  /** A second button that saves and submits (isCommit); `onSubmit` then receives `commit: true`. */
  commitLabel?: string;
  /** Message shown after a successful submit (default 已保存). */
  successMessage?: string;
  size?: 'md' | 'lg' | 'xl';
  /** Sends the values; a rejection shows the server's message in the dialog and keeps what was typed. */
  onSubmit?: (values: V, file: File | null, opts: { commit: boolean }) => Promise<unknown>;
}

/**
 * A short form in a dialog (add or change one record): the same field declarations, SDK rules
 * (500 ms after input or blur), required messages and body mapping as FormPage. The dialog stays
 * open while the call runs; a failure is shown inside it with every value kept. What is typed is
 * kept as a local draft (dialog-drafts.ts) until the dialog is closed or succeeds: a session
 * time-out closes it, the login opens it again as it was. A chosen file is not kept (the browser
 * cannot store it): the restored dialog asks for it again.
 * Resolves true after a successful submit, false when closed.
 */
export function openFormDialog<V extends FormValues>(options: FormDialogOptions<V>): Promise<boolean> {
  // The dialog's draft is named by the page, the title, what it is about and its first values (the record).
  const draftKey = options.view
    ? null
    : dialogDraftKey(
        'form',
        options.title,
        typeof options.description === 'string' ? options.description : null,
        options.initialValues,
      );
  return openActionDialog(
    <Title order={4} component="span">
      {options.title}
    </Title>,
    ({ onCancel, onDone }, draft) => <DialogForm options={options} draft={draft} onCancel={onCancel} onDone={onDone} />,
    draftKey,
    { size: options.size ?? 'lg', closeOnClickOutside: false },
  );
}

function DialogForm<V extends FormValues>({
  options,
  draft,
  onCancel,
  onDone,
}: {
  options: FormDialogOptions<V>;
  draft: DialogDraft | null;
  onCancel: () => void;
  onDone: () => void;
}) {
  const { sections, initialValues, view, file: fileSpec } = options;
  const form = useSectionsForm<V>(sections, initialValues, !!view);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const { busy, failure, setFailure, run } = useSubmit<'save' | 'commit'>();
  const rootRef = useRef<HTMLFormElement>(null);
  const current = decodeValues<V>(form.values);
  const fixed = new Set<string>(options.readOnly ?? []);
  // Phones: one column, date pickers as dialogs.
  const { phone } = useScreenLayout();
  const kept = useDialogDraft<V>(
    draft,
    () => decodeValues<V>(form.getValues()),
    form.isDirty(),
    [form.values],
    (values) => form.setValues(encodeValues({ ...initialValues, ...values })),
  );

  const submit = async (commit = false) => {
    // What is sent is what the form shows: a value submitted with Enter never left its input.
    const values = normalizeValues(sections, decodeValues<V>(form.getValues()));
    form.setValues(encodeValues(values));
    const result = form.validate();
    const missingFile = !!fileSpec?.required && !file;
    setFileError(missingFile ? `请上传${fileSpec!.label}` : null);
    if (result.hasErrors || missingFile) {
      focusFirstError(rootRef.current);
      return;
    }
    const r = await run(commit ? 'commit' : 'save', async () => options.onSubmit?.(values, file, { commit }));
    if (!r) return;
    if (!r.ok) {
      // A refusal naming fields marks them (every typed value stays); the rest goes to the message below.
      const { fields, rest } = splitRefusal(r.error, refusableFields(sections));
      if (Object.keys(fields).length) {
        form.refuse(fields);
        setFailure(rest);
        focusFirstError(rootRef.current);
      }
      return;
    }
    notifications.show({
      color: 'green',
      message: commit ? `「${options.title}」已保存并提交` : (options.successMessage ?? `「${options.title}」已保存`),
    });
    onDone();
  };

  return (
    <form
      ref={rootRef}
      noValidate
      aria-label={options.title}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Stack gap="md">
        {kept.restoredAt && (
          <DraftRestoredAlert
            savedAt={kept.restoredAt}
            note={fileSpec ? `${fileSpec.label}需重新选择。` : undefined}
            onDiscard={() => {
              kept.discard();
              form.setValues(encodeValues(initialValues));
              form.resetDirty(encodeValues(initialValues));
            }}
          />
        )}
        {options.description && (
          <Text size="sm" c="dimmed">
            {options.description}
          </Text>
        )}
        {sections
          .filter((s) => !s.visible || s.visible(current))
          .map((s) => (
            <Stack key={s.title} gap="xs">
              {sections.length > 1 && (
                <Text fw={600} size="sm">
                  {s.title}
                </Text>
              )}
              <SimpleGrid cols={{ base: 1, sm: s.columns ?? 2 }} spacing="md" verticalSpacing="sm">
                {s.fields.map((f) => (
                  <div
                    key={f.name}
                    style={
                      !phone && f.span && f.span > 1
                        ? { gridColumn: `span ${Math.min(f.span, s.columns ?? 2)}` }
                        : undefined
                    }
                  >
                    {renderFieldInput(form, f, {
                      readOnly: !!view || fixed.has(f.name),
                      required: !view && !!f.required,
                      current,
                      phone,
                    })}
                  </div>
                ))}
              </SimpleGrid>
            </Stack>
          ))}
        {fileSpec && !view && (
          <FileInput
            label={fileSpec.label}
            withAsterisk={fileSpec.required}
            description={fileSpec.description}
            accept={fileSpec.accept}
            placeholder="选择文件"
            leftSection={<IconPaperclip size={16} />}
            value={file}
            onChange={(f) => {
              setFile(f);
              if (f) setFileError(null);
            }}
            error={fileError}
            clearable
          />
        )}
        {failure && (
          <Alert color="red" role="alert" title="保存失败">
            {failure}（已填写的内容已保留）
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={!!busy}>
            {view ? '关闭' : '取消'}
          </Button>
          {!view && (
            <Button type="submit" loading={busy === 'save'} disabled={!!busy}>
              {options.submitLabel ?? '保存'}
            </Button>
          )}
          {!view && options.commitLabel && (
            <Button color="teal" loading={busy === 'commit'} disabled={!!busy} onClick={() => void submit(true)}>
              {options.commitLabel}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
